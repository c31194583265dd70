package twedit.editor.driftline;

import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.swing.Timer;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;
import twedit.model.document.DocumentEvent;

/**
 * Keeps the status bar's checksum field at {@code sha256 <first 12 hex>} of the open Driftline map's canonical
 * form, recomputed shortly after the last change (debounced), and empty for other maps.
 */
public final class ChecksumStatus {
    /** Delay after the last change before the checksum is recomputed. */
    static final int DEBOUNCE_MS = 120;

    private final Supplier<DriftlineSession> session;
    private final Consumer<String> show;
    private final Timer timer;
    private String fullChecksum = "";

    /** @param show receives the text to show, or "" when the open map is not a Driftline map */
    public ChecksumStatus(Workspace ws, Supplier<DriftlineSession> session, Consumer<String> show) {
        this.session = session;
        this.show = show;
        timer = new Timer(DEBOUNCE_MS, e -> update());
        timer.setRepeats(false);
        ws.addListener(new WorkspaceListener() {
            @Override
            public void documentReplaced() {
                update();
            }

            @Override
            public void documentChanged(DocumentEvent e) {
                timer.restart();
            }
        });
    }

    /** Recomputes now (also what the debounce timer runs). */
    public void update() {
        timer.stop();
        DriftlineSession s = session.get();
        fullChecksum = s == null ? "" : s.checksum();
        show.accept(fullChecksum.isEmpty() ? "" : "sha256 " + fullChecksum.substring(0, 12));
    }

    /** The full checksum last shown, or "" (for tests and the tooltip). */
    public String fullChecksum() {
        return fullChecksum;
    }

    /** Whether a recomputation is pending. */
    public boolean pending() {
        return timer.isRunning();
    }
}
