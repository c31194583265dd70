package twedit.editor.keys;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.ActionEvent;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.JComponent;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JPanel;
import javax.swing.KeyStroke;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import twedit.editor.help.ShortcutSheet;
import twedit.editor.physics.ui.PhysicsSupport;

/** On macOS the menus' Ctrl shortcuts are Cmd ones and the sheet names Cmd and Option; elsewhere nothing changes. */
class PlatformKeysTest {
    private final Preferences prefs = Preferences.userRoot().node("twedit-test/platform-" + System.nanoTime());

    @AfterEach
    void drop() throws BackingStoreException {
        prefs.removeNode();
    }

    private static Action action(String name, String key) {
        Action a = new AbstractAction(name) {
            @Override
            public void actionPerformed(ActionEvent e) {}
        };
        a.putValue(Action.ACCELERATOR_KEY, KeyStroke.getKeyStroke(key));
        return a;
    }

    private static JMenuBar bar() {
        JMenuBar bar = new JMenuBar();
        JMenu file = new JMenu("File");
        file.add(action("Save", "ctrl S"));
        file.add(action("Save As...", "ctrl shift S"));
        JMenu view = new JMenu("View");
        view.add(action("Zoom In", "ctrl EQUALS"));
        view.add(action("Switch", "ctrl SPACE"));
        view.add(action("Brush", "B"));
        view.add(action("Flip", "alt F"));
        bar.add(file);
        bar.add(view);
        return bar;
    }

    private static KeyStroke key(Keymap k, String id) {
        return k.commands().stream()
                .filter(c -> c.id().equals(id))
                .findFirst()
                .orElseThrow()
                .key();
    }

    @Test
    void onMacosTheMenusTakeCmdAndTheSheetSaysSo() {
        Keymap k = new Keymap(prefs, new JPanel(), PlatformKeys.MAC);
        JMenuBar bar = bar();
        k.attach(bar);
        assertThat(key(k, "File/Save")).isEqualTo(KeyStroke.getKeyStroke("meta S"));
        assertThat(key(k, "File/Save As...")).isEqualTo(KeyStroke.getKeyStroke("shift meta S"));
        assertThat(key(k, "View/Zoom In")).isEqualTo(KeyStroke.getKeyStroke("meta EQUALS"));
        assertThat(key(k, "View/Switch"))
                .as("Cmd+Space is Spotlight's")
                .isEqualTo(KeyStroke.getKeyStroke("ctrl SPACE"));
        assertThat(key(k, "View/Brush")).isEqualTo(KeyStroke.getKeyStroke("B"));
        // Cmd is the default now: resetting keeps it, nothing is stored for it
        k.resetAll();
        assertThat(key(k, "File/Save")).isEqualTo(KeyStroke.getKeyStroke("meta S"));

        assertThat(ShortcutSheet.rows(bar, new JPanel(), PlatformKeys.MAC))
                .contains(
                        new ShortcutSheet.Row("File", "Save", "Cmd+S"),
                        new ShortcutSheet.Row("File", "Save As", "Shift+Cmd+S"),
                        new ShortcutSheet.Row("View", "Zoom In", "Cmd+="),
                        new ShortcutSheet.Row("View", "Switch", "Ctrl+Space"),
                        new ShortcutSheet.Row("View", "Flip", "Option+F"));
    }

    @Test
    void onWindowsAndLinuxCtrlStays() {
        Keymap k = new Keymap(prefs, new JPanel(), PlatformKeys.PC);
        JMenuBar bar = bar();
        k.attach(bar);
        assertThat(key(k, "File/Save")).isEqualTo(KeyStroke.getKeyStroke("ctrl S"));
        assertThat(ShortcutSheet.rows(bar, new JComponent() {}, PlatformKeys.PC))
                .contains(
                        new ShortcutSheet.Row("File", "Save", "Ctrl+S"),
                        new ShortcutSheet.Row("File", "Save As", "Ctrl+Shift+S"),
                        new ShortcutSheet.Row("View", "Flip", "Alt+F"));
    }

    @Test
    void keysBoundOutsideTheMenusFollowThem() {
        // the window's second redo key and the map's next free number
        assertThat(PlatformKeys.MAC.menu(PhysicsSupport.NEXT_FREE_KEY)).isEqualTo(KeyStroke.getKeyStroke("meta F"));
        assertThat(PlatformKeys.MAC.menu("ctrl shift Z")).isEqualTo(KeyStroke.getKeyStroke("shift meta Z"));
        assertThat(PlatformKeys.PC.menu(PhysicsSupport.NEXT_FREE_KEY)).isEqualTo(KeyStroke.getKeyStroke("ctrl F"));
        assertThat(PlatformKeys.PC.menu("ctrl shift Z")).isEqualTo(KeyStroke.getKeyStroke("ctrl shift Z"));
        assertThat(PlatformKeys.MAC.menu("ctrl SPACE")).isEqualTo(KeyStroke.getKeyStroke("ctrl SPACE"));
    }
}
