package twedit.editor.links;

import java.util.ArrayList;
import java.util.List;
import javax.swing.SwingUtilities;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;
import twedit.model.document.DocumentEvent;
import twedit.model.document.edits.Change;
import twedit.model.links.LinkIndex;
import twedit.model.map.TileKind;

/**
 * The link index of the workspace's current map, rebuilt lazily: an edit of a tele, switch, speedup, game or front
 * layer (or a new map, or layers added and removed) only marks it stale, and the next reader rebuilds it once.
 * Listeners hear of staleness once per event burst, on the event thread.
 */
final class LinkState {
    private final Workspace ws;
    private final List<Runnable> listeners = new ArrayList<>();
    private LinkIndex index;
    private boolean notifyPending;

    LinkState(Workspace ws) {
        this.ws = ws;
        ws.addListener(new WorkspaceListener() {
            @Override
            public void documentReplaced() {
                stale();
            }

            @Override
            public void documentChanged(DocumentEvent e) {
                if (touchesLinks(e.changes())) {
                    stale();
                }
            }
        });
    }

    /** Whether some change may move a link: cells of a physics layer with links, grids, layer lists. */
    static boolean touchesLinks(List<Change> changes) {
        for (Change c : changes) {
            if (c instanceof Change.TilesChanged t && linked(t.layer().kind())
                    || c instanceof Change.GridReplaced g && linked(g.layer().kind())
                    || c instanceof Change.ListChanged) {
                return true;
            }
        }
        return false;
    }

    private static boolean linked(TileKind k) {
        return k == TileKind.TELE
                || k == TileKind.SWITCH
                || k == TileKind.SPEEDUP
                || k == TileKind.GAME
                || k == TileKind.FRONT;
    }

    /** Runs {@code l} (later, on the event thread) after the index went stale. */
    void addListener(Runnable l) {
        listeners.add(l);
    }

    /** The index of the current map, rebuilt now if an edit made it stale. */
    LinkIndex index() {
        if (index == null) {
            index = LinkIndex.of(ws.map());
        }
        return index;
    }

    private void stale() {
        index = null;
        if (!notifyPending) {
            notifyPending = true;
            SwingUtilities.invokeLater(() -> {
                notifyPending = false;
                for (Runnable l : List.copyOf(listeners)) {
                    l.run();
                }
            });
        }
    }
}
