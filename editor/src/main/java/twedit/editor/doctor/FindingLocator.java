package twedit.editor.doctor;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import twedit.editor.state.Workspace;
import twedit.editor.view.MapView;
import twedit.model.doctor.Finding;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.TwMap;

/**
 * Shows the place a finding names: selects the group or layer of its {@code where} ("group 2 'Game' layer 1 'Tele'")
 * and centres the view on the cell its text names ("first at 12,7") when there is one.
 */
public final class FindingLocator {
    private static final Pattern GROUP = Pattern.compile("^group (\\d+) ");
    private static final Pattern LAYER = Pattern.compile("' layer (\\d+) '");
    private static final Pattern NAMED_LAYER = Pattern.compile("^layer '(.*)'$");
    private static final Pattern CELL = Pattern.compile("\\bat (\\d+),\\s?(\\d+)\\b");

    private final Workspace ws;
    private final MapView view;

    public FindingLocator(Workspace ws, MapView view) {
        this.ws = ws;
        this.view = view;
    }

    /** A group and layer (either may be null). */
    record Place(Group group, Layer layer) {
    }

    /** The group and layer {@code where} names in {@code map}, or null when it names neither. */
    static Place place(TwMap map, String where) {
        Matcher g = GROUP.matcher(where);
        if (g.find()) {
            int gi = parse(g.group(1));
            if (gi < 0 || gi >= map.groups().size()) {
                return null;
            }
            Group group = map.groups().get(gi);
            Matcher l = LAYER.matcher(where);
            Layer layer = null;
            if (l.find()) {
                int li = parse(l.group(1));
                layer = li >= 0 && li < group.layers().size() ? group.layers().get(li) : null;
            }
            return new Place(group, layer);
        }
        Matcher n = NAMED_LAYER.matcher(where);
        if (n.find()) {
            for (Group group : map.groups()) {
                for (Layer layer : group.layers()) {
                    if (layer.name().equals(n.group(1))) {
                        return new Place(group, layer);
                    }
                }
            }
        }
        return null;
    }

    /** The cell (x, y) a finding's text names, or null. */
    static int[] cell(String what) {
        Matcher m = CELL.matcher(what);
        if (!m.find()) {
            return null;
        }
        int x = parse(m.group(1));
        int y = parse(m.group(2));
        return x < 0 || y < 0 ? null : new int[] {x, y};
    }

    /** Selects the finding's group/layer and centres on its cell; false when the map has no such place. */
    public boolean show(Finding f) {
        Place p = place(ws.map(), f.where());
        if (p == null) {
            return false;
        }
        ws.select(p.group(), p.layer() != null ? p.layer() : p.group().layers().isEmpty() ? null
                : ws.currentGroup() == p.group() ? ws.currentLayer() : null);
        int[] c = cell(f.what());
        if (c != null && view.getWidth() > 0) {
            Group g = p.group();
            double scale = Math.max(1.0, view.camera().scale());
            view.centerOnTile(c[0] + g.offsetX() / 32.0, c[1] + g.offsetY() / 32.0, scale);
            view.repaint();
        }
        return true;
    }

    private static int parse(String s) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
