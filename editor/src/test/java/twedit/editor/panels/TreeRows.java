package twedit.editor.panels;

import java.awt.Point;
import java.awt.Rectangle;
import javax.swing.tree.DefaultMutableTreeNode;
import javax.swing.tree.TreePath;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.edt.GuiActionRunner;
import twedit.editor.testutil.EditorGui;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.TwMap;

/** The layer tree of a test window: its rows by map object, and dragging one row to a point of another, as a hand does. */
final class TreeRows {
    private final EditorGui h;
    final LayerTree tree;

    TreeRows(EditorGui h) {
        this.h = h;
        this.tree = (LayerTree) h.frame.tree("layerTree").target();
    }

    TwMap map() {
        return GuiActionRunner.execute(() -> h.window.workspace().map());
    }

    /** The row showing a group or layer (scrolled into sight), or -1. */
    int row(Object o) {
        return GuiActionRunner.execute(() -> {
            TreePath p = tree.pathOf(o);
            if (p == null) {
                return -1;
            }
            return tree.getRowForPath(p);
        });
    }

    /** Scrolls the tree so a row sits in the middle of its view, away from the edges where a drag scrolls it. */
    void center(Object o) {
        int r = row(o);
        GuiActionRunner.execute(() -> {
            Rectangle b = tree.getRowBounds(r);
            Rectangle v = tree.getVisibleRect();
            tree.scrollRectToVisible(new Rectangle(0, Math.max(0, b.y - v.height / 2), 1, v.height));
        });
        h.robot.waitForIdle();
    }

    Rectangle bounds(Object o) {
        int r = row(o);
        h.robot.waitForIdle();
        return GuiActionRunner.execute(() -> tree.getRowBounds(r));
    }

    /** The group holding a layer now. */
    Group groupOf(Layer l) {
        return GuiActionRunner.execute(
                () -> h.window.workspace().map().groupOf(l).orElse(null));
    }

    int indexOf(Layer l) {
        return GuiActionRunner.execute(() -> groupOf(l).layers().indexOf(l));
    }

    /** Whether every row draws its eye and every group but {@code collapsed} is expanded with its handle. */
    boolean eyesAndHandles(Group collapsed) {
        return GuiActionRunner.execute(() -> {
            if (!tree.getShowsRootHandles()) {
                return false;
            }
            for (int i = 0; i < tree.getRowCount(); i++) {
                TreePath p = tree.getPathForRow(i);
                DefaultMutableTreeNode n = (DefaultMutableTreeNode) p.getLastPathComponent();
                java.awt.Component c = tree.getCellRenderer()
                        .getTreeCellRendererComponent(tree, n, false, tree.isExpanded(p), n.isLeaf(), i, false);
                if (!(((javax.swing.JLabel) c).getIcon() instanceof VisibilityIcon)) {
                    return false;
                }
                if (n.getUserObject() instanceof Group g
                        && n.getChildCount() > 0
                        && tree.isExpanded(p) == (g == collapsed)) {
                    return false;
                }
            }
            return true;
        });
    }

    /**
     * Presses on row {@code from}'s name, drags in small steps to {@code to} (tree coordinates) and holds there, so the
     * drop place can be looked at; {@link #release} drops.
     */
    void dragAndHold(Object from, Point to) {
        Rectangle a = bounds(from);
        Point start = new Point(a.x + 40, a.y + a.height / 2);
        h.robot.moveMouse(tree, start.x, start.y);
        h.robot.pressMouse(MouseButton.LEFT_BUTTON);
        int steps = 12;
        for (int i = 1; i <= steps; i++) {
            h.robot.moveMouse(tree, start.x + (to.x - start.x) * i / steps, start.y + (to.y - start.y) * i / steps);
        }
        // a last small move over the target: the drop place follows the pointer's latest position
        h.robot.moveMouse(tree, to.x + 1, to.y);
        h.robot.moveMouse(tree, to.x, to.y);
        h.waitFor("the drop place drawn", () -> tree.dropHint() != null);
    }

    void release() {
        h.robot.releaseMouse(MouseButton.LEFT_BUTTON);
        h.robot.waitForIdle();
        h.waitFor("the drop place gone", () -> tree.dropHint() == null);
        h.robot.waitForIdle();
    }

    /** The point in the middle of a row's upper or lower half. */
    Point half(Object o, boolean upper) {
        Rectangle r = bounds(o);
        return new Point(r.x + 40, r.y + (upper ? r.height / 4 : r.height * 3 / 4));
    }

    /** The point in the middle of a row. */
    Point middle(Object o) {
        Rectangle r = bounds(o);
        return new Point(r.x + 40, r.y + r.height / 2);
    }

    /** Right-clicks a row's name (its context menu opens). */
    void rightClick(Object o) {
        Point p = middle(o);
        h.robot.click(tree, p, MouseButton.RIGHT_BUTTON, 1);
        h.robot.waitForIdle();
    }
}
