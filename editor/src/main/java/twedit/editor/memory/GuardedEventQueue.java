package twedit.editor.memory;

import java.awt.AWTEvent;
import java.awt.EventQueue;
import java.awt.Toolkit;
import java.awt.event.InvocationEvent;
import java.awt.event.PaintEvent;

/**
 * The event thread's queue with a catch for running out of memory where every piece of the window's work starts:
 * a paint, a click or a task posted to the event thread that runs out is stopped there, the caches are dropped and
 * the window says what happened; the next event runs as usual (without this the error left a white box where a panel
 * was and the window unusable).
 */
public final class GuardedEventQueue extends EventQueue {
    private final MemoryGuard guard;
    private boolean reporting;

    private GuardedEventQueue(MemoryGuard guard) {
        this.guard = guard;
    }

    /** Puts the guard in front of the event thread's queue (once per application). */
    public static void install(MemoryGuard guard) {
        Toolkit.getDefaultToolkit().getSystemEventQueue().push(new GuardedEventQueue(guard));
    }

    @Override
    protected void dispatchEvent(AWTEvent event) {
        try {
            super.dispatchEvent(event);
        } catch (OutOfMemoryError e) {
            if (reporting) {
                // running out again while saying so: the caches are dropped already; say nothing twice
                guard.relieve();
                return;
            }
            reporting = true;
            try {
                guard.outOfMemory(what(event));
            } finally {
                reporting = false;
            }
        }
    }

    private static String what(AWTEvent event) {
        if (event instanceof PaintEvent || event instanceof InvocationEvent) {
            return "drawing or updating the window";
        }
        return "that action";
    }
}
