package twedit.editor.app;

import java.awt.Component;
import java.util.function.Consumer;
import twedit.editor.memory.MemoryGuard;
import twedit.editor.panels.StatusBar;
import twedit.editor.view.MapView;

/**
 * A window's part in running out of memory: its render caches are what the guard drops, and what ran out is said in
 * the status bar and, at most every half minute, in a dialog (a frame that keeps running out must not bury the
 * window in dialogs).
 */
final class MemoryReports {
    private static final long DIALOG_EVERY_MS = 30_000;

    private final MemoryGuard guard;
    private final Runnable relief;
    private final Consumer<String> reporter;
    private long lastDialog = Long.MIN_VALUE / 2;

    MemoryReports(MemoryGuard guard, Component parent, MapView view, StatusBar status) {
        this.guard = guard;
        this.relief = () -> {
            view.renderer().clearCaches();
            view.repaint();
        };
        this.reporter = text -> {
            status.setMessage(text);
            long now = System.currentTimeMillis();
            if (now - lastDialog >= DIALOG_EVERY_MS && parent.isShowing()) {
                lastDialog = now;
                Dialogs.error(parent, "Not enough memory", text);
            }
        };
        guard.addRelief(relief);
        guard.addReporter(reporter);
    }

    /** The window is gone: its caches and status bar are no longer the guard's business. */
    void dispose() {
        guard.removeRelief(relief);
        guard.removeReporter(reporter);
    }
}
