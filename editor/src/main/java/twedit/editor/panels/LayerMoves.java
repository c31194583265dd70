package twedit.editor.panels;

import twedit.editor.state.Workspace;
import twedit.model.map.Group;
import twedit.model.map.Layer;

/**
 * Moves the current layer (or group, when no layer is current) as one edit each, and keeps it current afterwards in
 * whichever group it now is: a step up or down across group boundaries, or into another group.
 */
public final class LayerMoves {
    private final Workspace ws;

    public LayerMoves(Workspace ws) {
        this.ws = ws;
    }

    /**
     * Moves the current layer one step up (-1) or down (+1) in drawing order, into the neighbour group past its group's
     * ends; with only a group current, moves the group. Returns an error message for the user, or null.
     */
    public String step(int delta) {
        Layer l = ws.currentLayer();
        Group g = ws.currentGroup();
        if (g == null) {
            return null;
        }
        if (l == null) {
            ops().moveGroup(g, ws.map().groups().indexOf(g) + delta);
            return null;
        }
        String err = ops().stepLayer(g, l, delta);
        follow(l);
        return err;
    }

    /** Moves the current layer to the end of group {@code target}; returns an error message or null. */
    public String toGroup(Group target) {
        Layer l = ws.currentLayer();
        Group g = ws.currentGroup();
        if (l == null || g == null || target == g) {
            return null;
        }
        String err = ops().moveLayer(g, l, target, target.layers().size());
        follow(l);
        return err;
    }

    /** Moves a layer to {@code index} of {@code target} (its index before the move), as a drop does. */
    public String drop(Layer l, Group target, int index) {
        Group from = ws.map().groupOf(l).orElse(null);
        if (from == null) {
            return null;
        }
        int to = from == target && index > from.layers().indexOf(l) ? index - 1 : index;
        String err = ops().moveLayer(from, l, target, to);
        follow(l);
        return err;
    }

    /** Moves a group to {@code index} of the map's groups (its index before the move), as a drop does. */
    public void drop(Group g, int index) {
        int from = ws.map().groups().indexOf(g);
        if (from >= 0) {
            ops().moveGroup(g, index > from ? index - 1 : index);
            ws.select(g, null);
        }
    }

    private void follow(Layer l) {
        ws.map().groupOf(l).ifPresent(g -> ws.select(g, l));
    }

    private LayerOps ops() {
        return new LayerOps(ws.document());
    }
}
