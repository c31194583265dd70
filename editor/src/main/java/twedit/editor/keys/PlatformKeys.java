package twedit.editor.keys;

import java.awt.GraphicsEnvironment;
import java.awt.Toolkit;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.Locale;
import javax.swing.KeyStroke;

/**
 * The shortcut keys of the platform the editor runs on: menu shortcuts written with Ctrl use the platform's menu
 * shortcut key ({@link Toolkit#getMenuShortcutKeyMaskEx}: Cmd on macOS), and keys are named as its users read them
 * (Cmd, Option on macOS).
 *
 * @param mac whether the platform is macOS (its key names)
 * @param menuMask the modifier of menu shortcuts (Ctrl, or Meta for Cmd)
 */
public record PlatformKeys(boolean mac, int menuMask) {
    /** Windows and Linux: Ctrl. */
    public static final PlatformKeys PC = new PlatformKeys(false, InputEvent.CTRL_DOWN_MASK);

    /** macOS: Cmd. */
    public static final PlatformKeys MAC = new PlatformKeys(true, InputEvent.META_DOWN_MASK);

    /** The platform this editor runs on (Ctrl without a screen, where the toolkit cannot be asked). */
    public static PlatformKeys current() {
        boolean mac = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("mac");
        int mask = GraphicsEnvironment.isHeadless()
                ? (mac ? InputEvent.META_DOWN_MASK : InputEvent.CTRL_DOWN_MASK)
                : Toolkit.getDefaultToolkit().getMenuShortcutKeyMaskEx();
        return new PlatformKeys(mac, mask);
    }

    /**
     * A menu shortcut written with Ctrl, on this platform: Ctrl becomes the menu shortcut key. Ctrl+Space and
     * Ctrl+Tab stay (Cmd+Space opens Spotlight, Cmd+Tab switches applications on macOS).
     */
    public KeyStroke menu(KeyStroke k) {
        if (k == null
                || menuMask == InputEvent.CTRL_DOWN_MASK
                || (k.getModifiers() & InputEvent.CTRL_DOWN_MASK) == 0
                || k.getKeyCode() == KeyEvent.VK_SPACE
                || k.getKeyCode() == KeyEvent.VK_TAB) {
            return k;
        }
        // only the extended masks: a stroke also carries the old ones (CTRL_MASK), which would keep Ctrl
        int others = InputEvent.SHIFT_DOWN_MASK
                | InputEvent.ALT_DOWN_MASK
                | InputEvent.META_DOWN_MASK
                | InputEvent.ALT_GRAPH_DOWN_MASK;
        int mods = (k.getModifiers() & others) | menuMask;
        return k.getKeyCode() == KeyEvent.VK_UNDEFINED
                ? KeyStroke.getKeyStroke(Character.valueOf(k.getKeyChar()), mods)
                : KeyStroke.getKeyStroke(k.getKeyCode(), mods, k.isOnKeyRelease());
    }

    /**
     * A shortcut bound outside the menus (on the window or the map view), written with Ctrl as the menus' are: on
     * this platform, as {@link #menu(KeyStroke)} makes it, so it follows the menus (Cmd+Shift+Z beside Cmd+Y on macOS).
     */
    public KeyStroke menu(String ctrlStroke) {
        return menu(KeyStroke.getKeyStroke(ctrlStroke));
    }

    /** Modifiers as a prefix of a key: "Ctrl+Alt+Shift+Meta+" elsewhere, "Ctrl+Option+Shift+Cmd+" on macOS. */
    public String modifiers(int m) {
        StringBuilder out = new StringBuilder();
        if ((m & InputEvent.CTRL_DOWN_MASK) != 0) {
            out.append("Ctrl+");
        }
        if ((m & InputEvent.ALT_DOWN_MASK) != 0) {
            out.append(mac ? "Option+" : "Alt+");
        }
        if ((m & InputEvent.SHIFT_DOWN_MASK) != 0) {
            out.append("Shift+");
        }
        if ((m & InputEvent.META_DOWN_MASK) != 0) {
            out.append(mac ? "Cmd+" : "Meta+");
        }
        return out.toString();
    }

    /** The stroke as the menus and the sheet show it on this platform, or "" for none. */
    public String text(KeyStroke k) {
        return k == null ? "" : modifiers(k.getModifiers()) + KeyText.key(k);
    }
}
