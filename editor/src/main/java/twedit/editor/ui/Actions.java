package twedit.editor.ui;

import java.awt.event.ActionEvent;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.KeyStroke;

/** Menu actions as features contribute them: a name, a shortcut on the action (where the keymap finds it), a tip. */
public final class Actions {
    private Actions() {}

    /** An action named {@code name} running {@code r}, with {@code key} (a KeyStroke text, or null) and {@code tip}. */
    public static Action of(String name, String key, String tip, Runnable r) {
        Action a = new AbstractAction(name) {
            @Override
            public void actionPerformed(ActionEvent e) {
                r.run();
            }
        };
        if (key != null) {
            a.putValue(Action.ACCELERATOR_KEY, KeyStroke.getKeyStroke(key));
        }
        a.putValue(Action.SHORT_DESCRIPTION, tip);
        return a;
    }
}
