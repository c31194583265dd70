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
        ws.addListener(new WorkspaceListener() {
            @Override
            public void documentReplaced() {
                rebuild();
            }

            @Override
            public void documentChanged(DocumentEvent e) {
                if (form != null && !stale && e.kind() != DocumentEvent.Kind.STROKE_STEP) {
                    form.load();
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
        Object target = l != null ? l : g;
        if (target == shown && form != null) {
            form.load();
            return;
        }
        shown = target;
        if (l instanceof TileLayer) {
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
        revalidate();
        repaint();
    }
}
