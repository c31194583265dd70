package twedit.editor.app;

import java.awt.event.ActionEvent;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.KeyStroke;
import twedit.editor.keys.KeyText;

/**
 * A menu and toolbar action built from a name, an optional icon and accelerator, and a body; its tooltip names the
 * accelerator and follows it when the user rebinds the shortcut.
 */
final class Act extends AbstractAction {
    private final Runnable body;
    private String tip;

    Act(String name, String icon, String accelerator, String tip, Runnable body) {
        super(name);
        this.body = body;
        if (icon != null) {
            putValue(Action.SMALL_ICON, Icons.icon(icon));
        }
        if (accelerator != null) {
            putValue(Action.ACCELERATOR_KEY, KeyStroke.getKeyStroke(accelerator));
        }
        setTip(tip != null ? tip : name);
        addPropertyChangeListener(e -> {
            if (Action.ACCELERATOR_KEY.equals(e.getPropertyName())) {
                setTip(this.tip);
            }
        });
    }

    /** Sets the tooltip: {@code text} followed by the shortcut in parentheses when there is one. */
    void setTip(String text) {
        tip = text;
        String key = KeyText.of((KeyStroke) getValue(Action.ACCELERATOR_KEY));
        putValue(Action.SHORT_DESCRIPTION, key.isEmpty() ? text : text + " (" + key + ")");
    }

    @Override
    public void actionPerformed(ActionEvent e) {
        body.run();
    }
}
