package twedit.editor.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.keys.Command;
import twedit.editor.keys.Commands;
import twedit.editor.testutil.EditorGui;

/**
 * Recent files are no actions: Edit > Preferences (and the command palette, which read the same list) do not offer to
 * bind them, while Open Recent still lists them.
 */
class RecentNotCommandsGuiTest {
    @Test
    void recentFilesAreNotBindableActions() {
        try (EditorGui gui = new EditorGui(new EditorGui.Setup().prefs(p -> {
            p.addRecent(Path.of("/tmp/x/maps/One.map"));
            p.addRecent(Path.of("/tmp/y/maps/One.map"));
        }))) {
            List<Command> commands = GuiActionRunner.execute(() -> Commands.of(gui.window.getJMenuBar()));
            assertThat(commands).isNotEmpty().noneMatch(c -> c.id().contains("One.map") || c.id().contains("Recent"));
            assertThat(GuiActionRunner.execute(() -> {
                        javax.swing.JMenu recent = EditorGui.find(gui.window.getJMenuBar(), javax.swing.JMenu.class);
                        for (int i = 0; i < gui.window.getJMenuBar().getMenuCount(); i++) {
                            for (java.awt.Component c :
                                    gui.window.getJMenuBar().getMenu(i).getMenuComponents()) {
                                if (c instanceof javax.swing.JMenu m && "recentMenu".equals(m.getName())) {
                                    recent = m;
                                }
                            }
                        }
                        return recent.getItem(0).getText();
                    }))
                    .isEqualTo("One.map \u2014 y/maps");
        }
    }
}
