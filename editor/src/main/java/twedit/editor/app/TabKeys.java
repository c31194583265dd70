package twedit.editor.app;

import java.awt.KeyboardFocusManager;
import java.awt.Window;
import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import java.util.List;
import javax.swing.Action;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;

/**
 * Lets the next and previous tab shortcuts (Ctrl+Page Down, Ctrl+Page Up) work whatever has the focus: trees, tables,
 * scroll panes and tabbed panes bind these keys themselves and would take them before the menu bar sees them.
 */
final class TabKeys implements java.awt.KeyEventDispatcher {
    private final Window window;
    private final List<Action> actions;

    /** @param actions the actions whose accelerators (as rebound now) go before any component's own binding */
    TabKeys(Window window, List<Action> actions) {
        this.window = window;
        this.actions = List.copyOf(actions);
    }

    void install() {
        KeyboardFocusManager.getCurrentKeyboardFocusManager().addKeyEventDispatcher(this);
    }

    void uninstall() {
        KeyboardFocusManager.getCurrentKeyboardFocusManager().removeKeyEventDispatcher(this);
    }

    @Override
    public boolean dispatchKeyEvent(KeyEvent e) {
        if (e.getID() != KeyEvent.KEY_PRESSED || e.getComponent() == null) {
            return false;
        }
        Window w = e.getComponent() instanceof Window own ? own : SwingUtilities.getWindowAncestor(e.getComponent());
        if (w != window) {
            return false; // a dialog over the window keeps its keys
        }
        KeyStroke key = KeyStroke.getKeyStrokeForEvent(e);
        for (Action a : actions) {
            if (key.equals(a.getValue(Action.ACCELERATOR_KEY)) && a.isEnabled()) {
                e.consume();
                a.actionPerformed(new ActionEvent(e.getComponent(), ActionEvent.ACTION_PERFORMED, null));
                return true;
            }
        }
        return false;
    }
}
