package twedit.editor.panels;

import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JTree;
import javax.swing.UIManager;
import javax.swing.tree.DefaultMutableTreeNode;
import javax.swing.tree.DefaultTreeCellRenderer;
import javax.swing.tree.DefaultTreeModel;
import javax.swing.tree.TreePath;
import twedit.editor.view.ViewOptions;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/** The tree of groups and their layers, rebuilt from the map, showing each layer's kind and hidden/solo state. */
final class LayerTree extends JTree {
    private final ViewOptions options;

    LayerTree(ViewOptions options) {
        super(new DefaultTreeModel(new DefaultMutableTreeNode("Map")));
        this.options = options;
        setName("layerTree");
        setRootVisible(false);
        setShowsRootHandles(true);
        setCellRenderer(new Renderer());
        javax.swing.ToolTipManager.sharedInstance().registerComponent(this);
    }

    /** The group or layer whose eye is at (x, y), or null when the point is not on an eye. */
    Object eyeAt(int x, int y) {
        TreePath p = getPathForLocation(x, y);
        if (p == null) {
            return null;
        }
        java.awt.Rectangle r = getPathBounds(p);
        return r != null && x < r.x + VisibilityIcon.SIZE + VisibilityIcon.GAP / 2
                ? ((DefaultMutableTreeNode) p.getLastPathComponent()).getUserObject()
                : null;
    }

    @Override
    public String getToolTipText(java.awt.event.MouseEvent e) {
        return eyeAt(e.getX(), e.getY()) != null
                ? "Click: hide or show \u00b7 Shift+click: solo (show only this)"
                : null;
    }

    /** Rebuilds the nodes from the map, keeping every group expanded. */
    void rebuild(TwMap map) {
        DefaultMutableTreeNode root = new DefaultMutableTreeNode(map);
        for (Group g : map.groups()) {
            DefaultMutableTreeNode gn = new DefaultMutableTreeNode(g);
            for (Layer l : g.layers()) {
                gn.add(new DefaultMutableTreeNode(l, false));
            }
            root.add(gn);
        }
        ((DefaultTreeModel) getModel()).setRoot(root);
        for (int i = 0; i < getRowCount(); i++) {
            expandRow(i);
        }
    }

    /** Re-measures every row after hidden/solo changed: the labels grew or shrank, the rows must follow. */
    void refreshLabels() {
        DefaultTreeModel model = (DefaultTreeModel) getModel();
        java.util.Enumeration<javax.swing.tree.TreeNode> e =
                ((DefaultMutableTreeNode) model.getRoot()).breadthFirstEnumeration();
        while (e.hasMoreElements()) {
            model.nodeChanged(e.nextElement());
        }
    }

    /** The path of a group or layer object, or null. */
    TreePath pathOf(Object target) {
        DefaultMutableTreeNode root = (DefaultMutableTreeNode) getModel().getRoot();
        for (int i = 0; i < root.getChildCount(); i++) {
            DefaultMutableTreeNode g = (DefaultMutableTreeNode) root.getChildAt(i);
            if (g.getUserObject() == target) {
                return new TreePath(g.getPath());
            }
            for (int j = 0; j < g.getChildCount(); j++) {
                DefaultMutableTreeNode l = (DefaultMutableTreeNode) g.getChildAt(j);
                if (l.getUserObject() == target) {
                    return new TreePath(l.getPath());
                }
            }
        }
        return null;
    }

    /** The group and (maybe null) layer at a path. */
    static Object[] groupAndLayer(TreePath p) {
        if (p == null || p.getPathCount() < 2) {
            return null;
        }
        Group g = (Group) ((DefaultMutableTreeNode) p.getPathComponent(1)).getUserObject();
        Layer l =
                p.getPathCount() > 2 ? (Layer) ((DefaultMutableTreeNode) p.getPathComponent(2)).getUserObject() : null;
        return new Object[] {g, l};
    }

    /** The text of every row, for tests and accessibility. */
    List<String> rowTexts() {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < getRowCount(); i++) {
            out.add(label(((DefaultMutableTreeNode) getPathForRow(i).getLastPathComponent()).getUserObject()));
        }
        return out;
    }

    static String label(Object o) {
        if (o instanceof Group) {
            Group g = (Group) o;
            return "#" + (g.name() == null || g.name().isEmpty() ? "Group" : g.name());
        }
        if (o instanceof Layer) {
            Layer l = (Layer) o;
            String name = l.name() == null || l.name().isEmpty() ? l.kindLabel() : l.name();
            if (l instanceof TileLayer) {
                TileLayer t = (TileLayer) l;
                return name + "  [" + t.kindLabel() + " " + t.width() + "x" + t.height() + "]";
            }
            return name + "  [" + l.kindLabel() + "]";
        }
        return String.valueOf(o);
    }

    /** Draws rows with their state: hidden rows greyed, the solo one marked, detail layers tagged. */
    private final class Renderer extends DefaultTreeCellRenderer {
        @Override
        public Component getTreeCellRendererComponent(
                JTree tree, Object value, boolean sel, boolean expanded, boolean leaf, int row, boolean focus) {
            Object o = ((DefaultMutableTreeNode) value).getUserObject();
            String text = label(o);
            if (o instanceof Layer && ((Layer) o).detail()) {
                text += " (detail)";
            }
            if (options.solo() == o) {
                text += " (solo)";
            }
            if (options.isHidden(o)) {
                text += " (hidden)";
            }
            super.getTreeCellRendererComponent(tree, text, sel, expanded, leaf, row, focus);
            setIcon(new VisibilityIcon(
                    options.solo() == o
                            ? VisibilityIcon.State.SOLO
                            : options.isHidden(o) ? VisibilityIcon.State.HIDDEN : VisibilityIcon.State.SHOWN));
            setIconTextGap(VisibilityIcon.GAP);
            if (options.isHidden(o) && !sel) {
                setForeground(UIManager.getColor("Label.disabledForeground"));
            }
            return this;
        }
    }
}
