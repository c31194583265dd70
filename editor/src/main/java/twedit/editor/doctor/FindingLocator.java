package twedit.editor.doctor;

import java.util.Optional;
import twedit.editor.state.Workspace;
import twedit.editor.view.MapView;
import twedit.model.doctor.Finding;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.Location;
import twedit.model.map.Locations;
import twedit.model.map.TwMap;

/**
 * Shows the place a finding names: follows its typed {@link Location} to the group or layer, selects it, and
 * centres the view on its cells when it names some. Finding texts play no part, so rewording a message never breaks
 * navigation.
 */
public final class FindingLocator {
    private final Workspace ws;
    private final MapView view;

    public FindingLocator(Workspace ws, MapView view) {
        this.ws = ws;
        this.view = view;
    }

    /** A group and layer (the layer may be null). */
    record Place(Group group, Layer layer) {}

    /** The group and layer {@code loc} lies in within {@code map}, or null when it names neither (or is gone). */
    static Place place(TwMap map, Location loc) {
        Optional<Group> g = Locations.group(map, loc);
        if (g.isEmpty()) {
            return null;
        }
        return new Place(g.get(), Locations.layer(map, loc).orElse(null));
    }

    /** Selects the finding's group/layer and centres on its cells; false when the map has no such place. */
    public boolean show(Finding f) {
        Place p = place(ws.map(), f.location());
        if (p == null) {
            return false;
        }
        ws.select(
                p.group(),
                p.layer() != null
                        ? p.layer()
                        : p.group().layers().isEmpty()
                                ? null
                                : ws.currentGroup() == p.group() ? ws.currentLayer() : null);
        if (f.location() instanceof Location.Cells c && view.getWidth() > 0) {
            Group g = p.group();
            double scale = Math.max(1.0, view.camera().scale());
            view.centerOnTile(
                    c.x() + c.width() / 2.0 - 0.5 + g.offsetX() / 32.0,
                    c.y() + c.height() / 2.0 - 0.5 + g.offsetY() / 32.0,
                    scale);
            view.repaint();
        }
        return true;
    }
}
