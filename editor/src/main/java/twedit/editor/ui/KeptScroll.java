package twedit.editor.ui;

import java.awt.Point;
import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;
import twedit.editor.state.OpenMap;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;

/** Keeps where a panel's list or tree was scrolled to for each tab, and scrolls back there when the tab returns. */
public final class KeptScroll implements WorkspaceListener {
    private final JScrollPane scroll;
    private final Object key;

    private KeptScroll(JScrollPane scroll, Object key) {
        this.scroll = scroll;
        this.key = key;
    }

    /** Follows {@code scroll} in {@code ws}'s tabs under {@code key} (one per panel); returns the scroll pane. */
    public static JScrollPane follow(Workspace ws, JScrollPane scroll, Object key) {
        ws.addListener(new KeptScroll(scroll, key));
        return scroll;
    }

    @Override
    public void leaving(OpenMap m) {
        m.keep(key, scroll.getViewport().getViewPosition());
    }

    @Override
    public void returned(OpenMap m) {
        m.kept(key, Point.class).ifPresent(p -> {
            // after the panel's rows for this map are laid out: the view must be tall enough to scroll there
            SwingUtilities.invokeLater(() -> {
                scroll.validate();
                scroll.getViewport().setViewPosition(p);
            });
        });
    }
}
