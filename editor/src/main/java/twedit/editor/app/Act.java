package twedit.editor.app;

import java.awt.event.ActionEvent;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.KeyStroke;

/** A menu and toolbar action built from a name, an optional icon and accelerator, and a body. */
final class Act extends AbstractAction {
    private final Runnable body;

    Act(String name, String icon, String accelerator, String tip, Runnable body) {
        super(name);
        this.body = body;
        if (icon != null) {
            putValue(Action.SMALL_ICON, Icons.icon(icon));
        }
        if (accelerator != null) {
            putValue(Action.ACCELERATOR_KEY, KeyStroke.getKeyStroke(accelerator));
        }
        putValue(Action.SHORT_DESCRIPTION, tip != null ? tip : name);
    }

    @Override
    public void actionPerformed(ActionEvent e) {
        body.run();
    }
}
