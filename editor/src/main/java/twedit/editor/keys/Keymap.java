package twedit.editor.keys;

import java.awt.Component;
import java.awt.KeyboardFocusManager;
import java.awt.event.ActionEvent;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.InputMap;
import javax.swing.JComponent;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.KeyStroke;
import javax.swing.MenuSelectionManager;
import javax.swing.SwingUtilities;
import javax.swing.text.JTextComponent;

/**
 * The shortcuts of the menu bar's actions: the defaults the actions came with, the user's own keys kept in the
 * preference node {@code shortcuts} (applied as soon as an action is seen, and at once when changed), conflicts, and
 * resetting. Shortcuts that type a character (B, Shift+R) do not fire while the user types in a text field.
 */
public final class Keymap {
    /** The preference node under the user's preferences that keeps the rebound shortcuts, by command id. */
    public static final String NODE = "shortcuts";

    private final Preferences store;
    private final JComponent map;
    private final Map<String, KeyStroke> defaults = new HashMap<>();
    private final PlatformKeys platform;
    private JMenuBar bar;

    /**
     * @param prefs the user's preferences (the shortcuts go in its child node {@link #NODE})
     * @param map the map view: its own keys (pan, Space, Esc) are taken and reported as conflicts
     */
    public Keymap(Preferences prefs, JComponent map) {
        this(prefs, map, PlatformKeys.current());
    }

    /**
     * @param prefs the user's preferences (the shortcuts go in its child node {@link #NODE})
     * @param map the map view: its own keys (pan, Space, Esc) are taken and reported as conflicts
     * @param platform the platform's menu shortcut key, which the menus' Ctrl shortcuts take (Cmd on macOS)
     */
    public Keymap(Preferences prefs, JComponent map, PlatformKeys platform) {
        this.store = prefs.node(NODE);
        this.map = map;
        this.platform = platform;
    }

    /** Takes the window's menu bar and applies the user's shortcuts to it. */
    public void attach(JMenuBar menuBar) {
        bar = menuBar;
        commands();
    }

    /** The menu bar's commands now, with the user's shortcuts applied to those seen for the first time. */
    public List<Command> commands() {
        if (bar == null) {
            return List.of();
        }
        List<Command> out = Commands.of(bar);
        for (Command c : out) {
            if (!defaults.containsKey(c.id())) {
                // the actions are written with Ctrl; on macOS their default is Cmd
                KeyStroke own = platform.menu(c.key());
                if (own != c.key()) {
                    set(c, own);
                }
                defaults.put(c.id(), own);
                String stored = store.get(storeKey(c.id()), null);
                if (stored != null) {
                    set(c, KeyText.parse(stored));
                }
            }
            guard(c.item());
        }
        return out;
    }

    /** The shortcut the command came with, or null. */
    public KeyStroke defaultKey(Command c) {
        return defaults.get(c.id());
    }

    /** What a rebinding did, in words for the user ("" when there is nothing to add). */
    public record Result(boolean applied, String message) {}

    /**
     * Gives {@code c} the shortcut {@code key} (null: none), stored at once. A key another command has is taken from
     * it (the result says so); a key of the map view itself or of the window is refused.
     */
    public Result rebind(Command c, KeyStroke key) {
        if (key != null) {
            String fixed = fixedOwner(key);
            if (fixed != null) {
                return new Result(false, KeyText.of(key) + " is taken by the map: " + fixed + ".");
            }
        }
        String message = "";
        if (key != null) {
            for (Command other : commands()) {
                if (!other.id().equals(c.id()) && key.equals(other.key())) {
                    setAndStore(other, null);
                    message = KeyText.of(key) + " was the shortcut of " + other.path() + ", which now has none.";
                }
            }
        }
        setAndStore(c, key);
        return new Result(true, message);
    }

    /** The other command that has {@code key} now, or null. */
    public Command owner(Command c, KeyStroke key) {
        if (key == null) {
            return null;
        }
        for (Command other : commands()) {
            if (!other.id().equals(c.id()) && key.equals(other.key())) {
                return other;
            }
        }
        return null;
    }

    /** Gives the command its default shortcut back (taking it from another command if need be). */
    public Result reset(Command c) {
        return rebind(c, defaults.get(c.id()));
    }

    /** Gives every command its default shortcut back and forgets the user's. */
    public void resetAll() {
        for (Command c : commands()) {
            set(c, defaults.get(c.id()));
        }
        try {
            store.clear();
        } catch (BackingStoreException e) {
            // nothing kept that could be wrong: the defaults are applied either way
        }
    }

    /** Commands that share a shortcut with another command or with the map's own keys, in words, one per clash. */
    public List<String> conflicts() {
        Map<KeyStroke, List<Command>> byKey = new LinkedHashMap<>();
        for (Command c : commands()) {
            if (c.key() != null) {
                byKey.computeIfAbsent(c.key(), k -> new ArrayList<>()).add(c);
            }
        }
        List<String> out = new ArrayList<>();
        for (Map.Entry<KeyStroke, List<Command>> e : byKey.entrySet()) {
            List<String> who = new ArrayList<>();
            e.getValue().forEach(c -> who.add(c.path()));
            String fixed = fixedOwner(e.getKey());
            if (fixed != null) {
                who.add("the map: " + fixed);
            }
            if (who.size() > 1) {
                out.add(KeyText.of(e.getKey()) + ": " + String.join(", ", who));
            }
        }
        return out;
    }

    /** What the map view or the window itself does with {@code key} (not a menu command), or null. */
    public String fixedOwner(KeyStroke key) {
        String owner = describe(map.getInputMap(JComponent.WHEN_FOCUSED), map, key);
        JComponent root = bar == null ? null : SwingUtilities.getRootPane(bar);
        if (owner == null && root != null) {
            owner = describe(root.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW), root, key);
        }
        return owner;
    }

    private static String describe(InputMap im, JComponent c, KeyStroke key) {
        // Space is bound on press and release: both are the same key to the user
        KeyStroke pressed = KeyStroke.getKeyStroke(key.getKeyCode(), key.getModifiers());
        KeyStroke released = KeyStroke.getKeyStroke(key.getKeyCode(), key.getModifiers(), true);
        for (KeyStroke k : new KeyStroke[] {pressed, released}) {
            Object binding = im.get(k);
            Action a = binding == null ? null : c.getActionMap().get(binding);
            if (a != null) {
                Object name = a.getValue(Action.NAME);
                return name != null ? name.toString() : binding.toString();
            }
        }
        return null;
    }

    private void setAndStore(Command c, KeyStroke key) {
        set(c, key);
        String k = storeKey(c.id());
        KeyStroke def = defaults.get(c.id());
        if (key == null ? def == null : key.equals(def)) {
            store.remove(k);
        } else {
            store.put(k, KeyText.store(key));
        }
    }

    private static void set(Command c, KeyStroke key) {
        JMenuItem item = c.item();
        Action a = item.getAction();
        if (a != null) {
            a.putValue(Action.ACCELERATOR_KEY, key); // the item and the action's tooltips follow
        }
        item.setAccelerator(key);
    }

    /** A preference key for a command id (ids longer than the preferences allow are shortened with a hash). */
    static String storeKey(String id) {
        if (id.length() <= Preferences.MAX_KEY_LENGTH) {
            return id;
        }
        String hash = Integer.toHexString(id.hashCode());
        return id.substring(0, Preferences.MAX_KEY_LENGTH - hash.length() - 1) + "#" + hash;
    }

    /**
     * Replaces the item's accelerator handler with one that stands aside while the user types in a text field when
     * the shortcut would type there (the menu's own handler would switch tools on every "b" typed into a name).
     */
    private static void guard(JMenuItem item) {
        if (!(item.getActionMap().get("doClick") instanceof TypingGuard)) {
            item.getActionMap().put("doClick", new TypingGuard(item));
        }
    }

    /** The accelerator handler of one menu item; see {@link #guard}. */
    private static final class TypingGuard extends AbstractAction {
        private final JMenuItem item;

        TypingGuard(JMenuItem item) {
            this.item = item;
        }

        @Override
        public boolean isEnabled() {
            KeyStroke k = item.getAccelerator();
            Component focus =
                    KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
            boolean typing = focus instanceof JTextComponent t && t.isEditable() && t.isEnabled();
            return item.isEnabled() && !(typing && k != null && KeyText.types(k));
        }

        @Override
        public void actionPerformed(ActionEvent e) {
            MenuSelectionManager.defaultManager().clearSelectedPath();
            item.doClick(0);
        }
    }
}
