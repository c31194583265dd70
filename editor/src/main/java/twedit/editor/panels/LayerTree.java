package twedit.editor.panels;

import java.awt.Component;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.swing.JTree;
import javax.swing.UIManager;
import javax.swing.tree.DefaultMutableTreeNode;
import javax.swing.tree.DefaultTreeCellRenderer;
import javax.swing.tree.DefaultTreeModel;
import javax.swing.tree.TreePath;
import twedit.editor.tools.StepNames;
import twedit.editor.view.ViewOptions;
import twedit.model.map.ElementId;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * The tree of groups and their layers, rebuilt from the map, showing each layer's kind and hidden/solo state. It is as
 * wide as its panel (never scrolled sideways, so the eyes stay in sight): longer names end in "..." and show whole in
 * their tooltip.
 */
final class LayerTree extends JTree {
    private final ViewOptions options;
    /** Where the layer or group being dragged would land, drawn over the rows; null when nothing is dragged. */
    private LayerDrop.Hint dropHint;

    LayerTree(ViewOptions options) {
        super(new DefaultTreeModel(new DefaultMutableTreeNode("Map")));
        this.options = options;
        setName("layerTree");
        setRootVisible(false);
        setShowsRootHandles(true);
        setCellRenderer(new Renderer());
        javax.swing.ToolTipManager.sharedInstance().registerComponent(this);
        addComponentListener(new java.awt.event.ComponentAdapter() {
            private int width = -1;

            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                if (getWidth() != width) {
                    width = getWidth();
                    refreshLabels(); // the rows elide to the new width
                }
            }
        });
    }

    @Override
    public boolean getScrollableTracksViewportWidth() {
        return true;
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
        if (eyeAt(e.getX(), e.getY()) != null) {
            return "Click: hide or show \u00b7 Shift+click: solo (show only this)";
        }
        TreePath p = getPathForLocation(e.getX(), e.getY());
        return p == null ? null : text(((DefaultMutableTreeNode) p.getLastPathComponent()).getUserObject());
    }

    /** A row's whole text: its label and its state. */
    String text(Object o) {
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
        return text;
    }

    /**
     * Rebuilds the nodes from the map. Groups stay as the user left them: those collapsed (known by id, which moves,
     * undo and redo keep) stay collapsed, every other group is expanded.
     */
    void rebuild(TwMap map) {
        Set<ElementId> collapsed = new HashSet<>();
        DefaultMutableTreeNode old = (DefaultMutableTreeNode) getModel().getRoot();
        // ids are unique within one map only: another map starts expanded
        for (int i = 0; old.getUserObject() == map && i < old.getChildCount(); i++) {
            DefaultMutableTreeNode gn = (DefaultMutableTreeNode) old.getChildAt(i);
            if (gn.getUserObject() instanceof Group g && g.id() != null && isCollapsed(new TreePath(gn.getPath()))) {
                collapsed.add(g.id());
            }
        }
        setDropHint(null);
        DefaultMutableTreeNode root = new DefaultMutableTreeNode(map);
        for (Group g : map.groups()) {
            DefaultMutableTreeNode gn = new DefaultMutableTreeNode(g);
            for (Layer l : g.layers()) {
                gn.add(new DefaultMutableTreeNode(l, false));
            }
            root.add(gn);
        }
        ((DefaultTreeModel) getModel()).setRoot(root);
        for (int i = 0; i < root.getChildCount(); i++) {
            DefaultMutableTreeNode gn = (DefaultMutableTreeNode) root.getChildAt(i);
            if (!collapsed.contains(((Group) gn.getUserObject()).id())) {
                expandPath(new TreePath(gn.getPath()));
            }
        }
    }

    /** Shows where a drop would go (or nothing, for null) until the next call. */
    void setDropHint(LayerDrop.Hint hint) {
        if (!java.util.Objects.equals(hint, dropHint)) {
            dropHint = hint;
            repaint();
        }
    }

    LayerDrop.Hint dropHint() {
        return dropHint;
    }

    @Override
    protected void paintComponent(java.awt.Graphics g) {
        super.paintComponent(g);
        if (dropHint != null) {
            LayerDrop.paint((java.awt.Graphics2D) g.create(), this, dropHint);
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

    /** The index of a group among the tree's groups (the map's order), or -1. */
    int groupIndex(Group g) {
        DefaultMutableTreeNode root = (DefaultMutableTreeNode) getModel().getRoot();
        for (int i = 0; i < root.getChildCount(); i++) {
            if (((DefaultMutableTreeNode) root.getChildAt(i)).getUserObject() == g) {
                return i;
            }
        }
        return -1;
    }

    /** The group of the tree's {@code i}th group row. */
    Group groupAt(int i) {
        return (Group)
                ((DefaultMutableTreeNode) ((DefaultMutableTreeNode) getModel().getRoot()).getChildAt(i))
                        .getUserObject();
    }

    /** The last row showing a group: its last layer's when expanded, else its own. */
    int lastRowOf(Group g) {
        TreePath p = pathOf(g);
        DefaultMutableTreeNode n = (DefaultMutableTreeNode) p.getLastPathComponent();
        if (isExpanded(p) && n.getChildCount() > 0) {
            return getRowForPath(p.pathByAddingChild(n.getLastChild()));
        }
        return getRowForPath(p);
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

    /**
     * A row's label: a group's name; a layer's name and kind (tiles: its size). A layer with no name of its own (none,
     * or the default DDNet gives) is called by its kind and what tells it apart: "Tiles (grass_main)", "Quads (12)".
     */
    static String label(Object o) {
        if (o instanceof Group) {
            Group g = (Group) o;
            return "#" + (g.name() == null || g.name().isEmpty() ? "Group" : g.name());
        }
        if (o instanceof TileLayer t) {
            String kind = t.kind().defaultName();
            String name = named(t, kind) ? t.name() : StepNames.layer(t);
            return name + "  [" + t.kindLabel() + " " + t.width() + "x" + t.height() + "]";
        }
        if (o instanceof QuadsLayer q) {
            int n = q.quads().size();
            return named(q, "Quads")
                    ? q.name() + "  [quads " + n + "]"
                    : "Quads (" + (q.image() == null ? "" : q.image().name() + ", ") + n + ")";
        }
        if (o instanceof SoundsLayer so) {
            int n = so.sources().size();
            return named(so, "Sounds")
                    ? so.name() + "  [sounds " + n + "]"
                    : "Sounds (" + (so.sound() == null ? "" : so.sound().name() + ", ") + n + ")";
        }
        if (o instanceof Layer l) {
            return (l.name() == null || l.name().isEmpty() ? l.kindLabel() : l.name()) + "  [" + l.kindLabel() + "]";
        }
        return String.valueOf(o);
    }

    /** A layer as a question names it: its own name, else its label without the kind and size. */
    static String shortLabel(Layer l) {
        if (l.name() != null && !l.name().isBlank()) {
            return l.name();
        }
        String text = label(l);
        int cut = text.indexOf("  [");
        return cut < 0 ? text : text.substring(0, cut);
    }

    /** Whether the layer has a name of its own: not empty, and not the name DDNet gives every layer of its kind. */
    private static boolean named(Layer l, String defaultName) {
        return StepNames.hasOwnName(l, defaultName);
    }

    /** How far each level of the tree is indented (as the tree's look lays the rows out). */
    static int indent(JTree tree) {
        if (tree.getUI() instanceof javax.swing.plaf.basic.BasicTreeUI ui) {
            return ui.getLeftChildIndent() + ui.getRightChildIndent();
        }
        return 20;
    }

    /** Draws rows with their state: hidden rows greyed, the solo one marked, detail layers tagged. */
    private final class Renderer extends DefaultTreeCellRenderer {
        /** The width the row being drawn may take, or -1 before the tree has one. */
        private int room = -1;

        @Override
        public java.awt.Dimension getPreferredSize() {
            java.awt.Dimension d = super.getPreferredSize();
            if (room > 0 && d.width > room) {
                d.width = Math.max(room, VisibilityIcon.SIZE + VisibilityIcon.GAP + 8);
            }
            return d;
        }

        @Override
        public Component getTreeCellRendererComponent(
                JTree tree, Object value, boolean sel, boolean expanded, boolean leaf, int row, boolean focus) {
            DefaultMutableTreeNode node = (DefaultMutableTreeNode) value;
            Object o = node.getUserObject();
            super.getTreeCellRendererComponent(tree, text(o), sel, expanded, leaf, row, focus);
            // the room right of the row's indent: a longer text is cut with "..." by the label itself
            room = tree.getWidth() <= 0 ? -1 : tree.getWidth() - indent(tree) * node.getLevel() - 2;
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
