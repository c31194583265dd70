package twedit.editor.keys;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.KeyStroke;
import javax.swing.UIManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.testutil.EditorGui;

/** The menus name keys as the shortcut sheet does: "Alt+=", "Ctrl+,", never Java's "Alt+Equals" or "Ctrl+Comma". */
class MenuKeyNamesGuiTest {
    @Test
    void menuAcceleratorsAreNamedAsTheShortcutSheetNamesThem() throws Exception {
        KeyMenuUI.Renderer r = GuiActionRunner.execute(() -> new KeyMenuUI.Renderer(
                new JMenuItem("x"), null, null, UIManager.getFont("MenuItem.acceleratorFont"), "+"));
        assertThat(r.getTextForAccelerator(KeyStroke.getKeyStroke("alt EQUALS")))
                .isEqualTo("Alt+=");
        assertThat(r.getTextForAccelerator(KeyStroke.getKeyStroke("ctrl COMMA")))
                .isEqualTo("Ctrl+,");
        assertThat(r.getTextForAccelerator(KeyStroke.getKeyStroke("ctrl shift Z")))
                .isEqualTo("Ctrl+Shift+Z");

        try (EditorGui h = new EditorGui(false)) {
            List<String> wrong = GuiActionRunner.execute(() -> {
                List<String> out = new ArrayList<>();
                for (int i = 0; i < h.window.getJMenuBar().getMenuCount(); i++) {
                    collect(h.window.getJMenuBar().getMenu(i), out);
                }
                return out;
            });
            assertThat(wrong)
                    .as("menu items whose shortcut is drawn by another UI")
                    .isEmpty();
            // and the shortcuts the issue names are among the menus', so they are drawn this way
            List<String> keys = GuiActionRunner.execute(() -> Commands.of(h.window.getJMenuBar()).stream()
                    .filter(c -> c.key() != null)
                    .map(c -> KeyText.of(c.key()))
                    .toList());
            assertThat(keys).contains("Ctrl+,").anyMatch(k -> k.endsWith("="));
        }
    }

    private static void collect(JMenu menu, List<String> wrong) {
        for (int i = 0; i < menu.getItemCount(); i++) {
            JMenuItem item = menu.getItem(i);
            if (item instanceof JMenu sub) {
                collect(sub, wrong);
            } else if (item != null && item.getAccelerator() != null) {
                Object ui = item.getUI();
                if (!(ui instanceof KeyMenuUI.Item || ui instanceof KeyMenuUI.Check || ui instanceof KeyMenuUI.Radio)) {
                    wrong.add(item.getText() + ": " + ui.getClass().getName());
                }
            }
        }
    }
}
