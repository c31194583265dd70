package twedit.editor.keys;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.Locale;
import javax.swing.KeyStroke;

/** Key strokes as people write them ("Ctrl+Shift+Z", "Space", "="), and back from what preferences store. */
public final class KeyText {
    private KeyText() {}

    /** The stroke as the menus and the sheet show it on this platform ({@link PlatformKeys}), or "" for none. */
    public static String of(KeyStroke k) {
        return PlatformKeys.current().text(k);
    }

    /** The key of the stroke without its modifiers ("Z" for Ctrl+Z). */
    public static String key(KeyStroke k) {
        return keyName(k.getKeyCode() == KeyEvent.VK_UNDEFINED ? k.getKeyChar() : k.getKeyCode());
    }

    /** Modifiers as a prefix of a key ("Ctrl+Shift+"; Cmd, Option on macOS), "" for none. */
    public static String modifiers(int m) {
        return PlatformKeys.current().modifiers(m);
    }

    private static String keyName(int code) {
        return switch (code) {
            case KeyEvent.VK_EQUALS -> "=";
            case KeyEvent.VK_MINUS -> "-";
            case KeyEvent.VK_PLUS -> "+";
            case KeyEvent.VK_COMMA -> ",";
            case KeyEvent.VK_PERIOD -> ".";
            case KeyEvent.VK_SLASH -> "/";
            case KeyEvent.VK_ADD -> "Keypad +";
            case KeyEvent.VK_SUBTRACT -> "Keypad -";
            case KeyEvent.VK_MULTIPLY -> "Keypad *";
            case KeyEvent.VK_DELETE -> "Delete";
            case KeyEvent.VK_ESCAPE -> "Esc";
            default -> KeyEvent.getKeyText(code);
        };
    }

    /** The stroke in the form preferences keep ({@link KeyStroke#toString()}), or "none". */
    public static String store(KeyStroke k) {
        return k == null ? "none" : k.toString();
    }

    /** A stroke read back from {@link #store}: null for "none" or what does not parse. */
    public static KeyStroke parse(String s) {
        if (s == null || s.isBlank() || "none".equals(s.toLowerCase(Locale.ROOT))) {
            return null;
        }
        return KeyStroke.getKeyStroke(s);
    }

    /**
     * Whether a stroke types a character in a text field (no Ctrl, Alt or Meta, and not a function, navigation or
     * editing key): such shortcuts must not fire while the user types.
     */
    public static boolean types(KeyStroke k) {
        if ((k.getModifiers() & (InputEvent.CTRL_DOWN_MASK | InputEvent.ALT_DOWN_MASK | InputEvent.META_DOWN_MASK))
                != 0) {
            return false;
        }
        int c = k.getKeyCode();
        boolean function = c >= KeyEvent.VK_F1 && c <= KeyEvent.VK_F12 || c >= KeyEvent.VK_F13 && c <= KeyEvent.VK_F24;
        return !function && c != KeyEvent.VK_ESCAPE && c != KeyEvent.VK_PAUSE;
    }
}
