package twedit.editor.keys;

import java.awt.event.InputEvent;
import java.awt.event.KeyAdapter;
import java.awt.event.KeyEvent;
import java.util.function.Consumer;
import javax.swing.JTextField;
import javax.swing.KeyStroke;

/**
 * A field that takes the next key pressed in it, with its modifiers, as a shortcut instead of text: Esc gives up, a
 * modifier alone waits for the key; every key (Tab, Enter, Esc) reaches it and nothing else.
 */
final class KeyCaptureField extends JTextField {
    private Consumer<KeyStroke> taken = k -> {};
    private Runnable cancelled = () -> {};
    private boolean capturing;

    KeyCaptureField() {
        setEditable(false);
        setFocusTraversalKeysEnabled(false);
        setName("shortcutCapture");
        addKeyListener(new KeyAdapter() {
            @Override
            public void keyPressed(KeyEvent e) {
                e.consume();
                if (!capturing) {
                    return;
                }
                int code = e.getKeyCode();
                if (code == KeyEvent.VK_SHIFT
                        || code == KeyEvent.VK_CONTROL
                        || code == KeyEvent.VK_ALT
                        || code == KeyEvent.VK_META
                        || code == KeyEvent.VK_ALT_GRAPH
                        || code == KeyEvent.VK_UNDEFINED) {
                    return;
                }
                capturing = false;
                if (code == KeyEvent.VK_ESCAPE && e.getModifiersEx() == 0) {
                    cancelled.run();
                    return;
                }
                int mods = e.getModifiersEx()
                        & (InputEvent.CTRL_DOWN_MASK
                                | InputEvent.SHIFT_DOWN_MASK
                                | InputEvent.ALT_DOWN_MASK
                                | InputEvent.META_DOWN_MASK);
                taken.accept(KeyStroke.getKeyStroke(code, mods));
            }

            @Override
            public void keyReleased(KeyEvent e) {
                e.consume();
            }

            @Override
            public void keyTyped(KeyEvent e) {
                e.consume();
            }
        });
    }

    /** Waits for a key: {@code onKey} gets it, {@code onCancel} runs on Esc. */
    void capture(String prompt, Consumer<KeyStroke> onKey, Runnable onCancel) {
        taken = onKey;
        cancelled = onCancel;
        capturing = true;
        setText(prompt);
        requestFocusInWindow();
    }

    boolean capturing() {
        return capturing;
    }

    void stop(String text) {
        capturing = false;
        setText(text);
    }
}
