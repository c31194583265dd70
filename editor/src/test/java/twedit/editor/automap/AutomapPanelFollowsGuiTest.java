package twedit.editor.automap;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javax.swing.JFrame;
import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.app.Theme;
import twedit.editor.state.Workspace;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;
import twedit.editor.tools.ToolBox;
import twedit.model.codec.SourceForm;
import twedit.model.document.MapDocument;
import twedit.model.map.Group;
import twedit.model.map.MapFixtures;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * The Automap tab shows the rules as the file is now and nothing of the map before: after the rules editor's "Reload
 * from Disk" its errors and configurations are those of the file read again, and another map starts without the
 * last run's message.
 */
@RobotDriven
class AutomapPanelFollowsGuiTest {
    @TempDir
    Path dir;

    @Test
    void errorsFollowReloadFromDiskAndTheOpenMap() throws Exception {
        EditorGui.requireDisplay();
        Path rules = dir.resolve("mine.rules");
        Files.writeString(rules, "[Mine]\nIndex 5\nPos 0 -1 EMPTY\nIndex 300\nPos 1 1 NOPE\n");
        TwMap map = mapWithLayer();
        Group group = map.groups().get(1);
        TileLayer layer = (TileLayer) group.layers().get(0);
        Robot robot = BasicRobot.robotWithNewAwtHierarchy();
        Workspace ws = new Workspace(new MapDocument(map));
        AutomapController c = new AutomapController(ws, new RulesLocator(() -> Optional.empty(), () -> List.of(dir)));
        AutomapPanel panel = GuiActionRunner.execute(() -> {
            Theme.install(false);
            ws.select(group, layer);
            return new AutomapPanel(ws, new ToolBox(ws), c, l -> rules);
        });
        JFrame f = GuiActionRunner.execute(() -> {
            JFrame fr = new JFrame("automap");
            fr.getContentPane().add(panel, BorderLayout.CENTER);
            return fr;
        });
        FrameFixture frame = new FrameFixture(robot, f);
        try {
            frame.show(new Dimension(340, 420));
            frame.button("automap.chooseRules").click();
            assertThat(frame.label("automap.diagnostics").text()).contains("error");
            frame.button("automap.editRules").click();
            DialogFixture ed = new DialogFixture(robot, panel.editor(rules));

            // the file is fixed elsewhere (same size and second: no change the cache could see) and read again
            String fixed = "[Mine]\nIndex 5\nPos 0 -1 EMPTY\n[TwoConfigsX]\nIndex 66\n";
            assertThat(fixed).hasSameSizeAs(Files.readString(rules));
            var time = Files.getLastModifiedTime(rules);
            Files.writeString(rules, fixed);
            Files.setLastModifiedTime(rules, time);
            ed.button("rules.reload").click();
            robot.waitForIdle();
            assertThat(frame.label("automap.diagnostics").text()).contains("no problems");
            assertThat(frame.comboBox("automap.config").contents()).containsExactly("Mine", "TwoConfigsX");
            ed.close();

            // a run's message, then another map: the message goes, the new map's layer is shown
            frame.button("automap.runLayer").click();
            frame.label("automap.status").requireText(java.util.regex.Pattern.compile(".*\\S.*"));
            robot.waitForIdle();
            TwMap other = mapWithLayer();
            GuiActionRunner.execute(() -> {
                ws.setDocument(new MapDocument(other), null, SourceForm.DDNET);
            });
            robot.waitForIdle();
            assertThat(frame.label("automap.status").text().trim()).isEmpty();
            assertThat(frame.label("automap.diagnostics").text().trim()).isEmpty();
            GuiActionRunner.execute(() -> ws.select(
                    other.groups().get(1), other.groups().get(1).layers().get(0)));
            robot.waitForIdle();
            assertThat(frame.label("automap.diagnostics").text())
                    .doesNotContain("Mine")
                    .doesNotContain("error");
        } finally {
            frame.cleanUp();
        }
    }

    private static TwMap mapWithLayer() {
        TwMap map = TwMap.newMap(20, 20);
        TileLayer layer = TileLayer.empty(TileKind.TILES, 20, 20);
        MapFixtures.setName(layer, "Ground");
        Group group = new Group("Ground");
        MapFixtures.add(group.layers(), layer);
        MapFixtures.add(map.groups(), group);
        return map;
    }
}
