package twedit.editor.ui;

import java.awt.AWTEvent;
import java.awt.Component;
import java.awt.Container;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.event.AWTEventListener;
import java.awt.event.MouseEvent;
import javax.swing.JComponent;
import javax.swing.JLayeredPane;
import javax.swing.JRootPane;
import javax.swing.JToolTip;
import javax.swing.SwingUtilities;
import javax.swing.ToolTipManager;

/**
 * Takes a tooltip away once the mouse is over something that has none, or has left the window. Swing hides a tooltip
 * when its component gets the mouse's exit, which it misses when the component is rebuilt, hidden or moved under the
 * mouse (a panel refreshed by an edit), and the tip then stayed on screen, over whatever the mouse had moved on to.
 */
public final class TooltipGuard implements AWTEventListener {
    private TooltipGuard() {}

    /** Starts guarding every window of the application; give the result to {@link #uninstall} when done. */
    public static TooltipGuard install() {
        TooltipGuard g = new TooltipGuard();
        Toolkit.getDefaultToolkit()
                .addAWTEventListener(g, AWTEvent.MOUSE_MOTION_EVENT_MASK | AWTEvent.MOUSE_EVENT_MASK);
        return g;
    }

    public void uninstall() {
        Toolkit.getDefaultToolkit().removeAWTEventListener(this);
    }

    @Override
    public void eventDispatched(AWTEvent event) {
        if (!(event instanceof MouseEvent e) || !(e.getSource() instanceof Component c) || c instanceof JToolTip) {
            return;
        }
        boolean left = e.getID() == MouseEvent.MOUSE_EXITED && c instanceof Window;
        boolean noTip = e.getID() == MouseEvent.MOUSE_MOVED
                && (!(c instanceof JComponent j) || j.getToolTipText(e) == null)
                && SwingUtilities.getAncestorOfClass(JToolTip.class, c) == null;
        if ((left || noTip) && tipShowing(c)) {
            ToolTipManager.sharedInstance()
                    .mouseExited(
                            new MouseEvent(c, MouseEvent.MOUSE_EXITED, e.getWhen(), 0, e.getX(), e.getY(), 0, false));
        }
    }

    /** Whether a tooltip shows over {@code c}'s window (in its popup layer) or in a window of its own. */
    static boolean tipShowing(Component c) {
        JRootPane root = SwingUtilities.getRootPane(c);
        if (root != null) {
            for (Component k : root.getLayeredPane().getComponentsInLayer(JLayeredPane.POPUP_LAYER)) {
                if (k.isVisible() && holdsTip(k)) {
                    return true;
                }
            }
        }
        for (Window w : Window.getWindows()) {
            if (w.isShowing() && w.getType() == Window.Type.POPUP && holdsTip(w)) {
                return true;
            }
        }
        return false;
    }

    private static boolean holdsTip(Component k) {
        if (k instanceof JToolTip) {
            return true;
        }
        if (k instanceof Container box) {
            for (Component child : box.getComponents()) {
                if (holdsTip(child)) {
                    return true;
                }
            }
        }
        return false;
    }
}
