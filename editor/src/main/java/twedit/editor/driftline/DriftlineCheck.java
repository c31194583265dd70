package twedit.editor.driftline;

import java.util.ArrayList;
import java.util.List;
import twedit.model.doctor.Check;
import twedit.model.doctor.Finding;
import twedit.model.driftline.DriftlineLoss;
import twedit.model.driftline.DriftlineLosses;
import twedit.model.map.Layer;
import twedit.model.map.Location;
import twedit.model.map.TwMap;

/**
 * The Problems panel's check for a Driftline document, in place of the Teeworlds/DDNet validator: Driftline has no
 * Game layer (solid, spawns and flags are its own layers), so what it reports is what saving as JSON leaves out: other
 * layers and what their cells hold, and cells of its own layers the format skips (the boundary ring, flips).
 */
final class DriftlineCheck implements Check {
    static final String LOST = "driftline.lost";
    static final String SKIPPED = "driftline.skipped";

    private final DriftlineSession session;

    DriftlineCheck(DriftlineSession session) {
        this.session = session;
    }

    @Override
    public List<Finding> check(TwMap map) {
        List<Finding> out = new ArrayList<>();
        for (DriftlineLoss loss : DriftlineLosses.ofLayers(map, session.keptLayers())) {
            Location at = Location.map();
            String where = "Map";
            if (loss instanceof DriftlineLoss.Layer l) {
                for (Layer layer : map.allLayers()) {
                    if (layer.name().equals(l.name()) && !session.keptLayers().contains(layer)) {
                        at = Location.of(layer);
                        where = "Layer '" + l.name() + "'";
                        break;
                    }
                }
            }
            out.add(Finding.warning(
                    LOST + "." + out.size(),
                    at,
                    where,
                    "not saved in Driftline JSON: " + loss.describe() + " (Save As .map keeps it)",
                    null));
        }
        List<String> skipped = new ArrayList<>();
        session.toDriftline(skipped);
        for (String s : skipped) {
            out.add(Finding.warning(SKIPPED + "." + out.size(), Location.map(), "Driftline", s, null));
        }
        return out;
    }
}
