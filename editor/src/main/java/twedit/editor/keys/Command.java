package twedit.editor.keys;

import javax.swing.JMenuItem;
import javax.swing.KeyStroke;

/**
 * One action of the menu bar as the shortcut features see it: a stable id for the preferences ("View/Grid"), the path
 * people read ("View > Grid") and the live menu item, whose text, shortcut and enabled state it reads each time.
 */
public record Command(String id, String path, JMenuItem item) {
    /** The item's text now (Undo names the step it would undo). */
    public String name() {
        return item.getText();
    }

    /** The shortcut now, or null. */
    public KeyStroke key() {
        return item.getAccelerator();
    }

    public boolean enabled() {
        return item.isEnabled();
    }

    /** Runs the action as a click on the menu item would (a check item toggles). */
    public void run() {
        item.doClick(0);
    }
}
