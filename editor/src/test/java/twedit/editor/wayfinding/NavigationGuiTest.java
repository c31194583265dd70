package twedit.editor.wayfinding;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.JMenuItem;
import javax.swing.JSpinner;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;
import twedit.editor.testutil.ScreenCapture;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;
import twedit.model.map.TwMap;

/** View > Go to Position centres the view on the tile typed in; View > Grid Factor sets which grid lines stand out. */
@RobotDriven
class NavigationGuiTest {
    @TempDir
    Path dir;

    private static JSpinner spinner(EditorGui h, javax.swing.JDialog d, String name) {
        return (JSpinner) h.robot.finder().findByName(d, name, false);
    }

    @Test
    void goToPositionCentresTheTileAndTheGridFactorMarksEveryNthLine() throws Exception {
        Path file = dir.resolve("big.map");
        Files.write(file, new MapFiles(ReadLimits.EDITOR, null).encode(TwMap.newMap(400, 300), SaveOptions.DDNET));
        try (EditorGui h = new EditorGui(false)) {
            h.open(file);
            JMenuItem go = (JMenuItem) h.robot.finder().findByName("goToItem", false);
            javax.swing.SwingUtilities.invokeLater(go::doClick);
            javax.swing.JDialog d = h.waitForDialog("Go to Position");
            GuiActionRunner.execute(() -> {
                spinner(h, d, "goToX").setValue(250);
                spinner(h, d, "goToY").setValue(180);
            });
            h.answer("Go to Position", "OK");
            java.awt.Rectangle tile =
                    GuiActionRunner.execute(() -> h.window.view().tileRect(250, 180, 1, 1));
            java.awt.Rectangle view =
                    GuiActionRunner.execute(() -> h.window.view().getVisibleRect());
            assertThat(Math.abs(tile.getCenterX() - view.getCenterX())).isLessThan(tile.width);
            assertThat(Math.abs(tile.getCenterY() - view.getCenterY())).isLessThan(tile.height);

            JMenuItem factor = (JMenuItem) h.robot.finder().findByName("gridFactorItem", false);
            javax.swing.SwingUtilities.invokeLater(factor::doClick);
            javax.swing.JDialog f = h.waitForDialog("Grid Factor");
            GuiActionRunner.execute(() -> spinner(h, f, "gridFactor").setValue(4));
            h.answer("Grid Factor", "OK");
            assertThat(GuiActionRunner.execute(() -> h.window.view().options().gridFactor()))
                    .isEqualTo(4);
            assertThat(GuiActionRunner.execute(() -> h.window.view().options().grid()))
                    .isTrue();
            // at 100%, where the grid is drawn, so that the picture shows every 4th line marked
            GuiActionRunner.execute(() -> h.window.view().centerOnTile(250, 180, 1.0));
            h.robot.waitForIdle();
            ScreenCapture.save(h.robot, "grid-factor-4");
        }
    }
}
