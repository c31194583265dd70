package twedit.editor.automap;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import javax.swing.JButton;
import javax.swing.JTextPane;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.testutil.EditorGui;
import twedit.model.map.Group;
import twedit.model.testutil.Corpus;

/**
 * Quitting the editor with rules typed and not saved asks about them first, as about unsaved maps: Cancel keeps the
 * editor open, Don't Save lets it quit. DDNet's packaged file is untouched either way.
 */
class RulesQuitGuiTest {
    @TempDir
    Path share;

    @Test
    void quittingAsksAboutUnsavedRules() throws Exception {
        Path rules = Corpus.DDNET_DATA.resolve("editor/grass_main.rules");
        Corpus.require(Files.isRegularFile(rules), rules.toString());
        String packaged = Files.readString(rules);
        Map<String, String> env = new HashMap<>(System.getenv());
        env.put("XDG_DATA_HOME", share.toString());
        try (EditorGui gui =
                new EditorGui(new EditorGui.Setup().env(env).prefs(p -> p.setDataDir(Corpus.DDNET_DATA.toString())))) {
            gui.open(Corpus.ddnetMap("maps/ctf1.map"));
            GuiActionRunner.execute(() -> {
                Group g = gui.window.workspace().map().groups().get(4);
                gui.window.workspace().select(g, g.layers().get(2));
                gui.window.installFeatures();
            });
            gui.showPanel("Automap");
            AutomapPanel panel =
                    GuiActionRunner.execute(() -> EditorGui.find(gui.window.getContentPane(), AutomapPanel.class));
            JButton edit = GuiActionRunner.execute(() -> (JButton) find(panel, "automap.editRules"));
            gui.press(edit);
            RulesEditor ed = GuiActionRunner.execute(() -> panel.editor(rules));
            assertThat(ed).isNotNull();
            GuiActionRunner.execute(() -> ((JTextPane) find(ed, "rules.text")).setText("[Typed]\nIndex 1\n"));

            SwingUtilities.invokeLater(gui.window::close);
            gui.answer(RulesEditor.UNSAVED_TITLE, "Cancel");
            assertThat(GuiActionRunner.execute(gui.window::isDisplayable)).isTrue();
            assertThat(gui.exited.get()).isFalse();
            assertThat(GuiActionRunner.execute(ed::isDisplayable)).isTrue();

            SwingUtilities.invokeLater(gui.window::close);
            gui.answer(RulesEditor.UNSAVED_TITLE, "Don't Save");
            gui.waitFor("the editor quit", gui.exited::get);
            assertThat(Files.readString(rules)).isEqualTo(packaged);
        }
    }

    private static java.awt.Component find(java.awt.Container c, String name) {
        for (java.awt.Component k : c.getComponents()) {
            if (name.equals(k.getName())) {
                return k;
            }
            if (k instanceof java.awt.Container kc) {
                java.awt.Component f = find(kc, name);
                if (f != null) {
                    return f;
                }
            }
        }
        return null;
    }
}
