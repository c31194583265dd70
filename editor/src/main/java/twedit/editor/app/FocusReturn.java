package twedit.editor.app;

import java.awt.AWTEvent;
import java.awt.Component;
import java.awt.Dialog;
import java.awt.KeyboardFocusManager;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.event.AWTEventListener;
import java.awt.event.ComponentEvent;
import java.awt.event.WindowEvent;
import java.beans.PropertyChangeEvent;
import java.beans.PropertyChangeListener;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.SwingUtilities;
import javax.swing.Timer;

/**
 * Gives the keyboard focus back when a dialog of the window closes and the focus goes nowhere. Without a window
 * manager (and with some of them) X takes the focus away from Java's windows as a modal dialog goes, sometimes after
 * Java handed it back to the window, and sometimes Java is not even told that the closed dialog lost it: the window
 * then got no keys, so Ctrl+Z and every other shortcut did nothing until a click in it. For a moment after a dialog
 * closed, a window of ours left without the focus gets it back (the window, or the dialog still open under the closed
 * one), on the component that had it, else on the map.
 */
final class FocusReturn implements PropertyChangeListener, AWTEventListener {
    private static final String FOCUSED_WINDOW = "focusedWindow";
    /** How long after a dialog closed a loss of focus is its doing and not the user's switching to another program. */
    private static final long WATCH_NANOS = 1_500_000_000L;

    private final JFrame frame;
    private final JComponent map;
    /** Looks again while the focus may still be taken away late (X answers asynchronously, slower under load). */
    private final Timer watch = new Timer(100, e -> tick());

    private long watchUntil;
    private Window closed;

    FocusReturn(JFrame frame, JComponent map) {
        this.frame = frame;
        this.map = map;
    }

    void install() {
        KeyboardFocusManager.getCurrentKeyboardFocusManager().addPropertyChangeListener(FOCUSED_WINDOW, this);
        Toolkit.getDefaultToolkit()
                .addAWTEventListener(this, AWTEvent.WINDOW_EVENT_MASK | AWTEvent.COMPONENT_EVENT_MASK);
    }

    void uninstall() {
        KeyboardFocusManager.getCurrentKeyboardFocusManager().removePropertyChangeListener(FOCUSED_WINDOW, this);
        Toolkit.getDefaultToolkit().removeAWTEventListener(this);
        watch.stop();
        closed = null;
    }

    /**
     * A window closed (disposed) or hidden: when it is a dialog of ours, watch the focus for a moment (popups and
     * tooltips are windows too, but never take the focus).
     */
    @Override
    public void eventDispatched(AWTEvent e) {
        int id = e.getID();
        if ((id == WindowEvent.WINDOW_CLOSED || id == ComponentEvent.COMPONENT_HIDDEN)
                && e.getSource() instanceof Dialog w
                && ours(w)) {
            closed = w;
            watchUntil = System.nanoTime() + WATCH_NANOS;
            watch.restart();
            SwingUtilities.invokeLater(() -> restore(w));
        }
    }

    /** The focus left a window of ours for none: soon after a dialog closed, that is the dialog's doing. */
    @Override
    public void propertyChange(PropertyChangeEvent e) {
        if (e.getOldValue() instanceof Window left && ours(left) && e.getNewValue() == null && watching()) {
            SwingUtilities.invokeLater(() -> restore(left));
        }
    }

    private boolean watching() {
        return closed != null && System.nanoTime() < watchUntil;
    }

    private void tick() {
        if (!watching()) {
            watch.stop();
            closed = null;
        } else {
            restore(closed);
        }
    }

    private void restore(Window left) {
        Window focused = KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusedWindow();
        if (focused != null && focused.isShowing()) {
            return; // some window has the focus (a closed one may still be named when Java was not told)
        }
        Window w = left;
        while (w != null && !w.isShowing()) {
            w = w.getOwner();
        }
        if (w == null || !ours(w) || modalChildShowing(w)) {
            return; // not ours, or a dialog of it is opening and takes the focus itself
        }
        Component last = w.getMostRecentFocusOwner();
        Component target = last != null && last.isShowing() ? last : w == frame ? map : w;
        w.toFront();
        target.requestFocus();
    }

    private static boolean modalChildShowing(Window w) {
        for (Window c : w.getOwnedWindows()) {
            if (c.isShowing() && (c instanceof Dialog d && d.isModal() || modalChildShowing(c))) {
                return true;
            }
        }
        return false;
    }

    /** The frame or a window it owns (directly or through other dialogs). */
    private boolean ours(Window w) {
        for (Window o = w; o != null; o = o.getOwner()) {
            if (o == frame) {
                return true;
            }
        }
        return false;
    }
}
