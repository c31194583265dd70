package twedit.editor.panels;

import java.awt.BorderLayout;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.SwingConstants;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;
import twedit.model.document.DocumentEvent;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.TileLayer;

/** The properties of the current layer, or of the current group when no layer is selected; refreshed on events. */
public final class PropertiesPanel extends JPanel {
    private final Workspace ws;
    private final JLabel title = new JLabel(" ");
    private final JScrollPane scroll = new JScrollPane();
    /** Buttons for what features add to the layer's or group's context menu (DDNet's popups show them there). */
    private final JPanel extras = new JPanel(new twedit.editor.ui.WrapLayout(java.awt.FlowLayout.LEFT, 4, 2));

    private java.util.function.BiFunction<Group, Layer, java.util.List<javax.swing.JMenuItem>> extension =
            (g, l) -> java.util.List.of();
    private Form form;
    private Object shown;
    /** What is selected changed while the panel was not on screen: it rebuilds once it is. */
    private boolean stale;

    public PropertiesPanel(Workspace ws) {
        super(new BorderLayout());
        this.ws = ws;
        title.setBorder(BorderFactory.createEmptyBorder(4, 6, 4, 6));
        title.putClientProperty("FlatLaf.styleClass", "h4");
        scroll.setBorder(BorderFactory.createEmptyBorder());
        add(title, BorderLayout.NORTH);
        add(scroll, BorderLayout.CENTER);
        extras.setName("propertiesExtras");
        add(extras, BorderLayout.SOUTH);
        ws.addListener(new WorkspaceListener() {
            @Override
            public void documentReplaced() {
                rebuild();
            }

            @Override
            public void documentChanged(DocumentEvent e) {
                if (form != null && !stale && e.kind() != DocumentEvent.Kind.STROKE_STEP) {
                    form.load();
                    rebuildExtras();
                }
            }

            @Override
            public void selectionChanged() {
                rebuild();
            }
        });
        // a form is built when the panel shows, not for every selection while it is hidden behind another tab (or
        // before the window first shows, when start-up replaces the empty map with the one it read)
        addHierarchyListener(e -> {
            if ((e.getChangeFlags() & java.awt.event.HierarchyEvent.SHOWING_CHANGED) != 0 && isShowing() && stale) {
                rebuild();
            }
        });
        rebuild();
    }

    private void rebuild() {
        if (!isShowing()) {
            // the old form goes at once: it holds its document (a closed window's map would stay reachable)
            stale = true;
            form = null;
            shown = null;
            scroll.setViewportView(null);
            return;
        }
        stale = false;
        Layer l = ws.currentLayer();
        Group g = ws.currentGroup();
        java.util.List<TileLayer> several = ws.selectedTileLayers();
        Object target = several.size() > 1 ? several : l != null ? l : g;
        if ((target == shown || target instanceof java.util.List && target.equals(shown)) && form != null) {
            form.load();
            return;
        }
        shown = target;
        if (several.size() > 1) {
            form = new SeveralLayersForm(ws.document(), several, ws.opacity());
            title.setText("Layers: " + several.size() + " selected");
        } else if (l instanceof TileLayer) {
            form = new TileLayerForm(ws.document(), (TileLayer) l, ws.opacity());
            title.setText("Layer: " + l.kindLabel());
        } else if (l != null) {
            form = new LayerForm(ws.document(), l);
            title.setText("Layer: " + l.kindLabel());
        } else if (g != null) {
            form = new GroupForm(ws.document(), g);
            title.setText("Group");
        } else {
            form = null;
            title.setText("Nothing selected");
        }
        scroll.setViewportView(form == null ? new JLabel("", SwingConstants.CENTER) : form);
        rebuildExtras();
        revalidate();
        repaint();
    }

    /** Where the panel gets the items features add for a layer of a group (or a group: layer null). */
    public void setMenuExtension(java.util.function.BiFunction<Group, Layer, java.util.List<javax.swing.JMenuItem>> e) {
        this.extension = e;
        rebuildExtras();
    }

    private void rebuildExtras() {
        extras.removeAll();
        Layer l = ws.currentLayer();
        Group g = ws.currentGroup();
        if (g != null && !stale) {
            for (javax.swing.JMenuItem item : extension.apply(g, l)) {
                extras.add(button(item));
            }
        }
        extras.revalidate();
        extras.repaint();
    }

    /** A submenu opens under its button; a check item becomes a check box; any other item a button. */
    private static javax.swing.JComponent button(javax.swing.JMenuItem item) {
        javax.swing.AbstractButton b;
        if (item instanceof javax.swing.JMenu menu) {
            javax.swing.JButton open = new javax.swing.JButton(menu.getText() + " \u25BE");
            open.addActionListener(e -> menu.getPopupMenu().show(open, 0, open.getHeight()));
            b = open;
        } else if (item instanceof javax.swing.JCheckBoxMenuItem check) {
            b = new javax.swing.JCheckBox(check.getText(), check.isSelected());
            b.addActionListener(e -> check.doClick(0));
        } else {
            b = new javax.swing.JButton(item.getText());
            b.addActionListener(e -> item.doClick(0));
        }
        b.setName(item.getName());
        b.setToolTipText(item.getToolTipText());
        b.setEnabled(item.isEnabled());
        return b;
    }
}
