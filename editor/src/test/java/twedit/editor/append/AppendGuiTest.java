package twedit.editor.append;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.JMenuItem;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.testutil.EditorGui;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;

/**
 * File > Append Map in the window: a file that is no map is named with the reason and changes nothing; a real map
 * (Debian's Tutorial) brings its design groups in one undo step.
 */
class AppendGuiTest {
    private static final Path TUTORIAL = Path.of("/usr/share/games/ddnet/data/maps/Tutorial.map");

    @TempDir
    Path dir;

    @Test
    void aBadFileChangesNothingAndARealMapComesInAsOneUndoStep() throws Exception {
        Corpus.require(Files.isRegularFile(TUTORIAL), TUTORIAL.toString());
        Path mine = dir.resolve("mine.map");
        Files.write(mine, new MapFiles(ReadLimits.EDITOR, null).encode(TwMap.newMap(50, 40), SaveOptions.DDNET));
        Path bad = dir.resolve("broken.map");
        Files.writeString(bad, "this is not a map");
        try (EditorGui h = new EditorGui(false)) {
            h.open(mine);
            assertThat((JMenuItem) h.robot.finder().findByName("appendMapItem", false))
                    .isNotNull();
            AppendFeature f = GuiActionRunner.execute(() -> h.window.feature(AppendFeature.class));
            int groups = GuiActionRunner.execute(
                    () -> h.window.workspace().map().groups().size());

            GuiActionRunner.execute(() -> f.append(bad, false));
            h.waitFor("refused", () -> h.window.status().message().startsWith("Cannot append broken.map"));
            assertThat(h.window.status().message()).contains("Nothing was changed");
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().document().isModified()))
                    .isFalse();

            TwMap tutorial =
                    new MapFiles(ReadLimits.EDITOR, null).load(TUTORIAL).map();
            long designGroups =
                    tutorial.groups().stream().filter(g -> !g.isPhysicsGroup()).count();
            GuiActionRunner.execute(() -> f.append(TUTORIAL, false));
            h.waitFor("appended", () -> h.window.status().message().startsWith("Appended"));
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().map().groups().size()))
                    .isEqualTo(groups + (int) designGroups);
            assertThat(h.window.status().message()).contains("game group").contains("Tutorial.map");
            GuiActionRunner.execute(() -> h.window.workspace().document().undo());
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().map().groups().size()))
                    .isEqualTo(groups);
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().document().isModified()))
                    .isFalse();
        }
    }
}
