package twedit.editor.panels;

import java.awt.BorderLayout;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import javax.swing.DropMode;
import javax.swing.JButton;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JPopupMenu;
import javax.swing.JScrollPane;
import javax.swing.tree.TreePath;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;
import twedit.editor.ui.Ask;
import twedit.editor.ui.Buttons;
import twedit.editor.ui.WrapLayout;
import twedit.editor.view.ViewOptions;
import twedit.model.document.DocumentEvent;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Change;
import twedit.model.document.edits.Edits;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.Props;
import twedit.model.map.TileKind;

/**
 * Groups and layers of the map: select the current layer, add, delete, duplicate, rename, move (buttons or drag
 * and drop), hide and solo. Every change is a document edit; the tree is rebuilt from document events.
 */
public final class LayerTreePanel extends JPanel {
    private final Workspace ws;
    private final ViewOptions options;
    private final java.util.function.Function<MapDocument, String> noNewLayers;
    private final LayerTree tree;
    private java.util.function.BiFunction<Group, Layer, java.util.List<JMenuItem>> extension =
            (g, l) -> java.util.List.of();
    private boolean syncing;

    public LayerTreePanel(Workspace ws, ViewOptions options) {
        this(ws, options, doc -> null);
    }

    /**
     * @param noNewLayers why a document cannot hold more layers or groups (a Driftline map holds its six layers
     *     only), or null when it can
     */
    public LayerTreePanel(
            Workspace ws, ViewOptions options, java.util.function.Function<MapDocument, String> noNewLayers) {
        super(new BorderLayout());
        this.noNewLayers = noNewLayers;
        this.ws = ws;
        this.options = options;
        this.tree = new LayerTree(options);
        // ON: Swing computes no insert places of its own (LayerDrop decides and the tree draws them)
        tree.setDropMode(DropMode.ON);
        new LayerTreeTransfer(tree, this::dropMove).install();
        tree.addTreeSelectionListener(e -> {
            if (!syncing) {
                selectFromTree();
            }
        });
        tree.addMouseListener(new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                if (!e.isPopupTrigger() && javax.swing.SwingUtilities.isLeftMouseButton(e)) {
                    toggleEye(e);
                }
                popup(e);
            }

            @Override
            public void mouseReleased(MouseEvent e) {
                popup(e);
            }
        });
        add(toolbar(), BorderLayout.NORTH);
        add(twedit.editor.ui.KeptScroll.follow(ws, new JScrollPane(tree), "layerTree.scroll"), BorderLayout.CENTER);
        ws.addListener(new WorkspaceListener() {
            @Override
            public void documentReplaced() {
                options.reset();
                rebuild();
            }

            @Override
            public void documentChanged(DocumentEvent e) {
                for (Change c : e.changes()) {
                    if (c instanceof Change.ListChanged
                            || c instanceof Change.PropertyChanged
                            || c instanceof Change.GridReplaced) {
                        rebuild();
                        return;
                    }
                }
            }

            @Override
            public void selectionChanged() {
                syncSelection();
            }
        });
        options.addListener(tree::refreshLabels);
        rebuild();
    }

    /** Where the context menu gets the items features add for a layer of a group (or a group: layer null). */
    public void setMenuExtension(java.util.function.BiFunction<Group, Layer, java.util.List<JMenuItem>> extension) {
        this.extension = extension;
    }

    private JPanel toolbar() {
        // wraps to a second row in a narrow column rather than hiding its last buttons
        JPanel bar = new JPanel(new WrapLayout(java.awt.FlowLayout.LEFT, 2, 1));
        bar.add(button("+ Group", "addGroup", "Add a group after the current one", () -> {
            if (refusedNew()) {
                return;
            }
            Group g = ops().addGroup(ws.currentGroup());
            ws.select(g, null);
        }));
        JButton addLayer = button("+ Layer", "addLayer", "Add a layer to the current group", () -> {});
        addLayer.addActionListener(e -> addMenu().show(addLayer, 0, addLayer.getHeight()));
        bar.add(addLayer);
        bar.add(button("Dup", "duplicate", "Duplicate the selected layer or group", this::duplicate));
        bar.add(button("Del", "delete", "Delete the selected layer or group", this::delete));
        bar.add(button(
                "\u2191",
                "moveUp",
                "Move up, drawn earlier; the first of a group goes to the group above",
                () -> move(-1)));
        bar.add(button(
                "\u2193",
                "moveDown",
                "Move down, drawn later; the last of a group goes to the group below",
                () -> move(1)));
        return bar;
    }

    private static JButton button(String text, String name, String tip, Runnable r) {
        JButton b = Buttons.named(text, name, tip, r);
        b.setFocusable(false); // the map keeps the keyboard
        b.putClientProperty("JButton.buttonType", "toolBarButton"); // flat, as they were in a tool bar
        b.setMargin(new java.awt.Insets(3, 4, 3, 4));
        return b;
    }

    private JPopupMenu addMenu() {
        JPopupMenu m = new JPopupMenu();
        Group g = ws.currentGroup();
        String format = noNewLayers.apply(ws.document());
        for (TileKind k : TileKind.values()) {
            JMenuItem item = new JMenuItem(k == TileKind.TILES ? "Tiles layer" : k.defaultName() + " layer");
            String why = format != null ? format : g == null ? "Select a group first." : ops().cannotAdd(g, k);
            item.setEnabled(why == null);
            item.setToolTipText(why);
            item.addActionListener(e -> ws.select(g, ops().addLayer(g, k, false)));
            m.add(item);
        }
        JMenuItem quads = new JMenuItem("Quads layer");
        quads.setEnabled(g != null && format == null);
        quads.setToolTipText(format);
        quads.addActionListener(e -> ws.select(g, ops().addLayer(g, TileKind.TILES, true)));
        m.add(quads);
        JMenuItem sounds = new JMenuItem("Sounds layer");
        sounds.setEnabled(g != null && format == null);
        sounds.setToolTipText(format);
        sounds.addActionListener(e -> ws.select(g, ops().addSoundsLayer(g)));
        m.add(sounds);
        return m;
    }

    private LayerOps ops() {
        return new LayerOps(ws.document());
    }

    private void report(String error) {
        if (error != null) {
            JOptionPane.showMessageDialog(this, error, "Layers", JOptionPane.WARNING_MESSAGE);
        }
    }

    /** Whether the document holds no new layers or groups (said to the user). */
    private boolean refusedNew() {
        String why = noNewLayers.apply(ws.document());
        report(why);
        return why != null;
    }

    private void duplicate() {
        Layer l = ws.currentLayer();
        Group g = ws.currentGroup();
        if (g != null && !refusedNew()) {
            report(l != null ? ops().duplicateLayer(g, l) : ops().duplicateGroup(g));
        }
    }

    private void delete() {
        Layer l = ws.currentLayer();
        Group g = ws.currentGroup();
        if (g == null) {
            return;
        }
        if (l != null) {
            report(ops().deleteLayer(g, l));
            return;
        }
        // a group takes its layers with it: say which, Cancel being the default (an empty group goes unasked)
        String question = ops().deleteGroupQuestion(g);
        if (question == null || Ask.confirm(this, "Delete group", question, "Delete")) {
            report(ops().deleteGroup(g));
        }
    }

    /**
     * Moves the current layer (or group) one step up (-1) or down (+1); a layer at its group's end goes on into the
     * neighbour group.
     */
    public void move(int delta) {
        report(new LayerMoves(ws).step(delta));
    }

    private boolean dropMove(Object dragged, Group target, int insert) {
        if (dragged instanceof Layer l) {
            String err = new LayerMoves(ws).drop(l, target, insert);
            report(err);
            return err == null;
        }
        if (dragged instanceof Group g) {
            new LayerMoves(ws).drop(g, insert);
            return true;
        }
        return false;
    }

    private void rename() {
        Object target = ws.currentLayer() != null ? ws.currentLayer() : ws.currentGroup();
        if (target == null) {
            return;
        }
        String old = target instanceof Layer ? ((Layer) target).name() : ((Group) target).name();
        String name = NameField.ask(this, target instanceof Layer ? "Rename layer" : "Rename group", old);
        if (name != null && !name.equals(old)) {
            ws.document()
                    .apply(
                            target instanceof Layer
                                    ? Edits.set((Layer) target, Props.LAYER_NAME, name)
                                    : Edits.set((Group) target, Props.GROUP_NAME, name));
        }
    }

    /** A click on a row's eye hides or shows it; with Shift it makes it the solo (or ends the solo). */
    private void toggleEye(MouseEvent e) {
        Object o = tree.eyeAt(e.getX(), e.getY());
        if (o == null) {
            return;
        }
        if (e.isShiftDown()) {
            options.setSolo(options.solo() == o ? null : o);
        } else {
            options.setHidden(o, !options.isHidden(o));
        }
    }

    private void popup(MouseEvent e) {
        if (!e.isPopupTrigger()) {
            return;
        }
        TreePath p = tree.getPathForLocation(e.getX(), e.getY());
        if (p == null) {
            return;
        }
        if (!tree.isPathSelected(p)) {
            tree.setSelectionPath(p); // a right click on one of several selected layers keeps them, as in DDNet
        }
        Object o = ((javax.swing.tree.DefaultMutableTreeNode) p.getLastPathComponent()).getUserObject();
        JPopupMenu m = new JPopupMenu();
        m.add(item(options.isHidden(o) ? "Show" : "Hide", () -> options.setHidden(o, !options.isHidden(o))));
        m.add(item(options.solo() == o ? "Unsolo" : "Solo", () -> options.setSolo(options.solo() == o ? null : o)));
        m.addSeparator();
        m.add(item("Rename...", this::rename));
        m.add(item("Duplicate", this::duplicate));
        m.add(item("Delete", this::delete));
        m.addSeparator();
        m.add(item("Move up", () -> move(-1)));
        m.add(item("Move down", () -> move(1)));
        if (o instanceof Layer l) {
            m.add(moveToGroup(l));
        }
        Group g = o instanceof Group og
                ? og
                : o instanceof Layer l ? ws.map().groupOf(l).orElse(null) : null;
        java.util.List<JMenuItem> more =
                g == null ? java.util.List.of() : extension.apply(g, o instanceof Layer l ? l : null);
        if (!more.isEmpty()) {
            m.addSeparator();
            more.forEach(m::add);
        }
        m.show(tree, e.getX(), e.getY());
    }

    /** The "Move to group" submenu: every group but the layer's own (a physics layer stays in the Game group). */
    private JMenu moveToGroup(Layer l) {
        JMenu menu = new JMenu("Move to group");
        menu.setName("moveToGroup");
        Group from = ws.map().groupOf(l).orElse(null);
        java.util.List<Group> groups = ws.map().groups();
        for (int i = 0; i < groups.size(); i++) {
            Group g = groups.get(i);
            // the index tells groups of the same name apart
            JMenuItem item = item(i + ": " + LayerTree.label(g), () -> report(new LayerMoves(ws).toGroup(g)));
            String why = g == from ? "The layer is in this group." : LayerOps.cannotMove(from, l, g);
            item.setEnabled(why == null);
            item.setToolTipText(why);
            menu.add(item);
        }
        return menu;
    }

    private static JMenuItem item(String text, Runnable r) {
        JMenuItem i = new JMenuItem(text);
        i.addActionListener(e -> r.run());
        return i;
    }

    private void rebuild() {
        syncing = true;
        try {
            tree.rebuild(ws.map());
        } finally {
            syncing = false;
        }
        syncSelection();
    }

    /**
     * Makes the tree's selection the workspace's: the clicked row is the current layer, and the other selected layers
     * of its group (Ctrl+click toggles one, Shift+click takes a range) are selected with it, as in DDNet, where
     * several layers are selected within one group.
     */
    private void selectFromTree() {
        TreePath lead = tree.getLeadSelectionPath();
        Object[] gl =
                LayerTree.groupAndLayer(lead != null && tree.isPathSelected(lead) ? lead : tree.getSelectionPath());
        if (gl == null) {
            return;
        }
        Group g = (Group) gl[0];
        Layer current = (Layer) gl[1];
        java.util.List<Layer> layers = new java.util.ArrayList<>();
        TreePath[] paths = tree.getSelectionPaths();
        int rows = paths == null ? 0 : paths.length;
        if (current != null && paths != null) {
            for (TreePath p : paths) {
                Object[] other = LayerTree.groupAndLayer(p);
                if (other != null && other[0] == g && other[1] != null) {
                    layers.add((Layer) other[1]);
                }
            }
        }
        if (layers.size() > 1) {
            ws.selectLayers(g, current, layers);
        } else {
            ws.select(g, current);
        }
        if (rows != Math.max(1, layers.size())) {
            // rows of other groups (or group rows) do not join: the tree shows what is selected
            javax.swing.SwingUtilities.invokeLater(this::syncSelection);
        }
    }

    private void syncSelection() {
        syncing = true;
        try {
            Object target = ws.currentLayer() != null ? ws.currentLayer() : ws.currentGroup();
            TreePath p = target == null ? null : tree.pathOf(target);
            if (p == null) {
                tree.clearSelection();
            } else {
                java.util.List<TreePath> all = new java.util.ArrayList<>();
                for (Layer l : ws.selectedLayers()) {
                    TreePath lp = tree.pathOf(l);
                    if (lp != null && l != target) {
                        all.add(lp);
                    }
                }
                all.add(p); // the last path becomes the lead: the current layer
                tree.setSelectionPaths(all.toArray(new TreePath[0]));
                tree.scrollPathToVisible(p);
            }
        } finally {
            syncing = false;
        }
    }

    /** The text of every visible row (groups start with #), for tests. */
    public java.util.List<String> rowTexts() {
        return tree.rowTexts();
    }
}
