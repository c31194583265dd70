package twedit.editor.keys;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.ActionEvent;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JComponent;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JPanel;
import javax.swing.KeyStroke;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The keymap over a menu bar: defaults, the user's keys in the preferences, conflicts, the map's own keys. */
class KeymapTest {
    private final Preferences prefs = Preferences.userRoot().node("twedit-test/keymap-" + System.nanoTime());

    @AfterEach
    void drop() throws BackingStoreException {
        prefs.removeNode();
    }

    private static Action action(String name, String key) {
        Action a = new AbstractAction(name) {
            @Override
            public void actionPerformed(ActionEvent e) {}
        };
        a.putValue(Action.ACCELERATOR_KEY, key == null ? null : KeyStroke.getKeyStroke(key));
        return a;
    }

    /** Tools (Brush B, Eraser E) and View (Grid Ctrl+G, a check item without an action). */
    private static JMenuBar bar() {
        JMenuBar bar = new JMenuBar();
        JMenu tools = new JMenu("Tools");
        tools.add(action("Brush", "B"));
        tools.add(action("Eraser", "E"));
        JMenu view = new JMenu("View");
        JCheckBoxMenuItem grid = new JCheckBoxMenuItem("Grid");
        grid.setAccelerator(KeyStroke.getKeyStroke("ctrl G"));
        view.add(grid);
        bar.add(tools);
        bar.add(view);
        return bar;
    }

    /** A map that pans with W. */
    private static JComponent map() {
        JPanel map = new JPanel();
        map.getInputMap(JComponent.WHEN_FOCUSED).put(KeyStroke.getKeyStroke("W"), "pan");
        map.getActionMap().put("pan", action("Pan the map", null));
        return map;
    }

    private static Command command(Keymap k, String id) {
        return k.commands().stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void aRebindingIsStoredAndAppliedToTheNextMenuBar() throws BackingStoreException {
        Keymap k = new Keymap(prefs, map());
        k.attach(bar());
        Command eraser = command(k, "Tools/Eraser");
        Keymap.Result r = k.rebind(eraser, KeyStroke.getKeyStroke("B"));
        assertThat(r.applied()).isTrue();
        assertThat(r.message()).isEqualTo("B was the shortcut of Tools > Brush, which now has none.");
        assertThat(eraser.key()).isEqualTo(KeyStroke.getKeyStroke("B"));
        assertThat(eraser.item().getAction().getValue(Action.ACCELERATOR_KEY)).isEqualTo(KeyStroke.getKeyStroke("B"));
        assertThat(command(k, "Tools/Brush").key()).isNull();
        assertThat(k.defaultKey(eraser)).isEqualTo(KeyStroke.getKeyStroke("E"));

        Keymap again = new Keymap(prefs, map());
        again.attach(bar());
        assertThat(command(again, "Tools/Eraser").key()).isEqualTo(KeyStroke.getKeyStroke("B"));
        assertThat(command(again, "Tools/Brush").key()).isNull();
        again.resetAll();
        assertThat(command(again, "Tools/Brush").key()).isEqualTo(KeyStroke.getKeyStroke("B"));
        assertThat(command(again, "Tools/Eraser").key()).isEqualTo(KeyStroke.getKeyStroke("E"));
        assertThat(prefs.node(Keymap.NODE).keys())
                .as("nothing of the user's is kept")
                .isEmpty();
    }

    @Test
    void checkItemsWithoutAnActionRebindToo() {
        Keymap k = new Keymap(prefs, map());
        k.attach(bar());
        k.rebind(command(k, "View/Grid"), KeyStroke.getKeyStroke("ctrl alt G"));
        Keymap again = new Keymap(prefs, map());
        again.attach(bar());
        assertThat(command(again, "View/Grid").key()).isEqualTo(KeyStroke.getKeyStroke("ctrl alt G"));
        // back to the default: nothing stays stored
        again.reset(command(again, "View/Grid"));
        assertThat(prefs.node(Keymap.NODE).get("View/Grid", null)).isNull();
    }

    @Test
    void keysOfTheMapAreRefusedAndStoredClashesReported() {
        Keymap k = new Keymap(prefs, map());
        k.attach(bar());
        Keymap.Result r = k.rebind(command(k, "Tools/Brush"), KeyStroke.getKeyStroke("W"));
        assertThat(r.applied()).isFalse();
        assertThat(r.message()).isEqualTo("W is taken by the map: Pan the map.");
        assertThat(k.conflicts()).isEmpty();

        // a clash the preferences bring (an older binding meeting a newer default) is listed
        prefs.node(Keymap.NODE).put("Tools/Eraser", "pressed B");
        Keymap clash = new Keymap(prefs, map());
        clash.attach(bar());
        assertThat(clash.conflicts()).containsExactly("B: Tools > Brush, Tools > Eraser");
    }

    @Test
    void longIdsFitThePreferences() {
        String id = "View/" + "x".repeat(200);
        assertThat(Keymap.storeKey(id)).hasSizeLessThanOrEqualTo(Preferences.MAX_KEY_LENGTH);
        assertThat(Keymap.storeKey(id)).isNotEqualTo(Keymap.storeKey(id + "y"));
        assertThat(Keymap.storeKey("Tools/Brush")).isEqualTo("Tools/Brush");
    }
}
