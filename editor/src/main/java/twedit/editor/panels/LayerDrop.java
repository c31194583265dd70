package twedit.editor.panels;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import javax.swing.UIManager;
import javax.swing.tree.DefaultMutableTreeNode;
import javax.swing.tree.TreePath;
import twedit.model.map.Group;
import twedit.model.map.Layer;

/**
 * Where a layer or group dragged in the layer tree lands, decided from the mouse position alone, and how the tree shows
 * it: a line between two rows, or the whole group row boxed when a layer is dropped onto its group. Swing's own drop
 * places are not used: with the root hidden they refuse the upper half of every group row, empty and collapsed groups,
 * and the space below the last row, which is where most drops failed.
 */
final class LayerDrop {
    /** The line's thickness in pixels. */
    private static final int LINE = 2;

    private LayerDrop() {}

    /**
     * A drop's place and its picture: a dragged layer goes into {@code group} at {@code index}, a dragged group (then
     * {@code group} is null) to {@code index} of the map's groups; indices count the dragged item where it still is.
     */
    record Target(Group group, int index, Hint hint) {}

    /** What the tree draws: a line ({@code box} false, {@code area} its thin rectangle) or a box around a group row. */
    record Hint(Rectangle area, boolean box) {}

    /** The place for {@code dragged} (a layer of group {@code from}, or a group) at point {@code p}, or null. */
    static Target at(LayerTree tree, Point p, Object dragged, Group from) {
        int rows = tree.getRowCount();
        if (rows == 0 || dragged == null) {
            return null;
        }
        int row = tree.getClosestRowForLocation(p.x, p.y);
        Rectangle b = tree.getRowBounds(row);
        TreePath path = tree.getPathForRow(row);
        if (b == null || path == null || path.getPathCount() < 2) {
            return null;
        }
        boolean below = p.y >= b.y + b.height;
        Group g = (Group) node(path, 1).getUserObject();
        int width = tree.getWidth();
        if (dragged instanceof Group) {
            int gi = tree.groupIndex(g);
            if (path.getPathCount() == 2 && !below && p.y < b.y + b.height / 2) {
                return new Target(null, gi, line(0, b.y, width));
            }
            Rectangle last = tree.getRowBounds(tree.lastRowOf(g));
            return new Target(null, gi + 1, line(0, last.y + last.height, width));
        }
        if (!(dragged instanceof Layer layer)) {
            return null;
        }
        Target t;
        if (path.getPathCount() == 2) {
            int gi = tree.groupIndex(g);
            if (!below && p.y < b.y + b.height / 4 && gi > 0) {
                // the top edge of a group row: the end of the group above
                Group prev = tree.groupAt(gi - 1);
                t = new Target(prev, prev.layers().size(), line(b.x + LayerTree.indent(tree), b.y, width));
            } else {
                // onto the group: at its end, drawn over its other layers
                t = new Target(g, g.layers().size(), new Hint(new Rectangle(0, b.y, width, b.height), true));
            }
        } else {
            int li = g.layers().indexOf(node(path, 2).getUserObject());
            boolean after = below || p.y >= b.y + b.height / 2;
            t = new Target(g, after ? li + 1 : li, line(b.x, after ? b.y + b.height : b.y, width));
        }
        return LayerOps.cannotMove(from, layer, t.group()) == null ? t : null;
    }

    private static Hint line(int x, int y, int width) {
        return new Hint(new Rectangle(x, y - LINE / 2, Math.max(LINE, width - x), LINE), false);
    }

    private static DefaultMutableTreeNode node(TreePath p, int i) {
        return (DefaultMutableTreeNode) p.getPathComponent(i);
    }

    /** Draws a hint over the tree's rows (and disposes of {@code g}). */
    static void paint(Graphics2D g, LayerTree tree, Hint h) {
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            Color c = color();
            Rectangle r = h.area();
            if (h.box()) {
                g.setColor(new Color(c.getRed(), c.getGreen(), c.getBlue(), 60));
                g.fillRoundRect(r.x + 1, r.y, r.width - 2, r.height - 1, 6, 6);
                g.setColor(c);
                g.setStroke(new BasicStroke(LINE));
                g.drawRoundRect(r.x + 1, r.y + 1, r.width - 3, r.height - 3, 6, 6);
            } else {
                g.setColor(c);
                g.fillRect(r.x, r.y, r.width, r.height);
                // a small ring at the line's start, as file managers mark an insertion point
                g.setStroke(new BasicStroke(LINE));
                g.drawOval(r.x - 3, r.y + r.height / 2 - 3, 6, 6);
            }
        } finally {
            g.dispose();
        }
    }

    private static Color color() {
        for (String key : new String[] {"Tree.dropLineColor", "Component.focusColor", "Tree.selectionBackground"}) {
            Color c = UIManager.getColor(key);
            if (c != null) {
                return c;
            }
        }
        return new Color(0x2675BF);
    }
}
