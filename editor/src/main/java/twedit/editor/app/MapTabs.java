package twedit.editor.app;

import com.formdev.flatlaf.FlatClientProperties;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import javax.swing.Icon;
import javax.swing.JPanel;
import javax.swing.JTabbedPane;
import javax.swing.SwingUtilities;
import twedit.editor.state.OpenMap;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;
import twedit.model.document.DocumentEvent;

/**
 * The strip of tabs above the panels, one per open map: a click shows that map, the cross or a middle click closes
 * it (asking first about unsaved changes), and a tab's title marks unsaved changes with a dot as the window's does.
 * The tabs scroll rather than wrap, so they never move under the mouse.
 */
final class MapTabs {
    private final JTabbedPane pane = new JTabbedPane(JTabbedPane.TOP, JTabbedPane.SCROLL_TAB_LAYOUT);
    private final Workspace ws;
    private final BooleanSupplier busy;
    private final List<OpenMap> shown = new ArrayList<>();
    private boolean syncing;

    /**
     * @param close closes a map's tab (asking about unsaved changes)
     * @param busy true while a map is read or written: the shown map must not change then
     */
    MapTabs(Workspace ws, Consumer<OpenMap> close, BooleanSupplier busy) {
        this.ws = ws;
        this.busy = busy;
        pane.setName("mapTabs");
        pane.setFocusable(false);
        pane.putClientProperty(FlatClientProperties.TABBED_PANE_TAB_CLOSABLE, true);
        pane.putClientProperty(FlatClientProperties.TABBED_PANE_TAB_CLOSE_TOOLTIPTEXT, "Close (Ctrl+W)");
        pane.putClientProperty(
                FlatClientProperties.TABBED_PANE_TAB_CLOSE_CALLBACK, (IntConsumer) i -> later(() -> closeAt(i, close)));
        pane.putClientProperty(FlatClientProperties.TABBED_PANE_SHOW_CONTENT_SEPARATOR, false);
        pane.putClientProperty(FlatClientProperties.TABBED_PANE_TAB_HEIGHT, 26);
        pane.putClientProperty(FlatClientProperties.TABBED_PANE_MAXIMUM_TAB_WIDTH, 260);
        pane.addChangeListener(e -> picked());
        pane.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseReleased(MouseEvent e) {
                if (SwingUtilities.isMiddleMouseButton(e)) {
                    int i = pane.indexAtLocation(e.getX(), e.getY());
                    later(() -> closeAt(i, close));
                }
            }
        });
        ws.addListener(new WorkspaceListener() {
            @Override
            public void mapsChanged() {
                sync();
            }

            @Override
            public void documentChanged(DocumentEvent e) {
                if (e.kind() != DocumentEvent.Kind.STROKE_STEP) {
                    titles(); // the dot of unsaved changes comes and goes with edits, undo and saves
                }
            }
        });
        sync();
    }

    JTabbedPane component() {
        return pane;
    }

    /** Shows the next (or, for -1, the previous) tab, wrapping around. */
    void step(int delta) {
        List<OpenMap> maps = ws.maps();
        if (maps.size() < 2 || busy.getAsBoolean()) {
            return;
        }
        int i = maps.indexOf(ws.current());
        ws.switchTo(maps.get(Math.floorMod(i + delta, maps.size())));
    }

    private void closeAt(int i, Consumer<OpenMap> close) {
        if (i >= 0 && i < shown.size() && !busy.getAsBoolean()) {
            close.accept(shown.get(i));
        }
    }

    /** The user picked a tab: show its map (unless a load or save is running, which keeps the shown one). */
    private void picked() {
        if (syncing) {
            return;
        }
        int i = pane.getSelectedIndex();
        if (i < 0 || i >= shown.size()) {
            return;
        }
        if (busy.getAsBoolean()) {
            sync();
            return;
        }
        ws.switchTo(shown.get(i));
    }

    private void sync() {
        syncing = true;
        try {
            if (!shown.equals(ws.maps())) {
                pane.removeAll();
                shown.clear();
                for (OpenMap m : ws.maps()) {
                    JPanel none = new JPanel();
                    none.setPreferredSize(new Dimension(0, 0));
                    pane.addTab(m.displayName(), none);
                    shown.add(m);
                }
            }
            titles();
            pane.setSelectedIndex(shown.indexOf(ws.current()));
        } finally {
            syncing = false;
        }
    }

    private void titles() {
        for (int i = 0; i < shown.size(); i++) {
            OpenMap m = shown.get(i);
            String title = m.displayName();
            if (!title.equals(pane.getTitleAt(i))) {
                pane.setTitleAt(i, title);
            }
            // the dot's room is kept when it is hidden, so the tabs never move as edits come and go
            UnsavedDot dot = m.document().isModified() ? UnsavedDot.SHOWN : UnsavedDot.HIDDEN;
            if (pane.getIconAt(i) != dot) {
                pane.setIconAt(i, dot);
            }
            String tip = m.file() == null
                    ? "Not saved yet"
                    : m.file().toAbsolutePath().toString();
            pane.setToolTipTextAt(i, m.damaged() ? tip + " (read from a damaged file: Save asks for a new one)" : tip);
        }
    }

    /** The mark of unsaved changes before a tab's name: a dot, or the same room left blank. */
    private enum UnsavedDot implements Icon {
        SHOWN,
        HIDDEN;

        @Override
        public void paintIcon(Component c, Graphics g, int x, int y) {
            if (this == SHOWN) {
                Graphics2D g2 = (Graphics2D) g.create();
                g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
                g2.setColor(c.getForeground());
                g2.fillOval(x + 1, y + 2, 6, 6);
                g2.dispose();
            }
        }

        @Override
        public int getIconWidth() {
            return 8;
        }

        @Override
        public int getIconHeight() {
            return 10;
        }
    }

    private static void later(Runnable r) {
        // after the click that closes: a prompt it opens is modal
        SwingUtilities.invokeLater(r);
    }
}
