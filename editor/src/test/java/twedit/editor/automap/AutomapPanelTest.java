package twedit.editor.automap;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.GraphicsEnvironment;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javax.imageio.ImageIO;
import javax.swing.JFrame;
import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import twedit.editor.app.Theme;
import twedit.editor.state.Workspace;
import twedit.editor.testutil.RobotDriven;
import twedit.editor.tools.ToolBox;
import twedit.model.automap.Automapper;
import twedit.model.automap.RulesParser;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TileOps;
import twedit.model.io.MapFiles;
import twedit.model.map.AutomapperConfig;
import twedit.model.map.Group;
import twedit.model.map.MapFixtures;
import twedit.model.map.MapImage;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.DdnetOracle;

/** The Automap tab: rules found for the image, settings stored in the map, runs, live automap, rules editor. */
@RobotDriven
class AutomapPanelTest {
    /** Where the test's files go; removed afterwards. */
    @org.junit.jupiter.api.io.TempDir
    java.nio.file.Path tempDir;

    private static final Path RULES = Corpus.DDNET_DATA.resolve("editor/grass_main.rules");

    @Test
    void automapLayerLiveAutomapSettingsAndRulesEditor() throws Exception {
        requireDisplay();
        Corpus.require(Files.isRegularFile(RULES), RULES.toString());
        TwMap map = TwMap.newMap(50, 30);
        MapImage grass = MapImage.external("grass_main", 1024, 1024);
        MapFixtures.add(map.images(), grass);
        TileLayer layer = TileLayer.empty(TileKind.TILES, 50, 30);
        MapFixtures.setName(layer, "Ground");
        MapFixtures.setImage(layer, grass);
        Group group = new Group("Ground");
        MapFixtures.add(group.layers(), layer);
        MapFixtures.add(map.groups(), group);
        for (int y = 10; y < 20; y++) {
            for (int x = 5; x < 30; x++) {
                MapFixtures.set(layer.grid(), x, y, 0, 1);
            }
        }
        Path userDir = java.nio.file.Files.createDirectories(tempDir.resolve("twedit-user"));
        Path chosen = userDir.resolve("mine.rules");
        Files.writeString(chosen, "[Mine]\nIndex 5\nPos 0 -1 EMPTY\nIndex 300\nPos 1 1 NOPE\n");
        Robot robot = BasicRobot.robotWithNewAwtHierarchy();
        Workspace ws = new Workspace(new MapDocument(map));
        MapDocument doc = ws.document();
        AutomapController c = new AutomapController(
                ws, new RulesLocator(() -> Optional.of(Corpus.DDNET_DATA), () -> List.of(userDir)));
        AutomapPanel panel = GuiActionRunner.execute(() -> {
            Theme.install(false);
            ws.addListener(new LiveAutomap(ws, c, r -> true));
            ws.select(group, layer);
            return new AutomapPanel(ws, new ToolBox(ws), c, l -> chosen);
        });
        JFrame f = GuiActionRunner.execute(() -> {
            JFrame fr = new JFrame("automap");
            fr.getContentPane().add(panel, BorderLayout.CENTER);
            return fr;
        });
        FrameFixture frame = new FrameFixture(robot, f);
        try {
            frame.show(new Dimension(340, 420));
            // rules found for the image in the data dir, configurations offered
            assertThat(frame.label("automap.rules").text())
                    .contains("grass_main.rules")
                    .contains("DDNet data");
            assertThat(frame.comboBox("automap.config").contents()).startsWith("Default", "Grass", "Dirt");
            // no configuration chosen yet: the combo shows the one a run uses, the first, and stores nothing
            frame.comboBox("automap.config").requireSelection("Default");
            assertThat(layer.automapper() == null ? -1 : layer.automapper().config())
                    .isEqualTo(-1);

            // choose a configuration and a seed: stored in the layer through the document
            frame.comboBox("automap.config").selectItem("Grass");
            frame.spinner("automap.seed").enterTextAndCommit("4242");
            assertThat(layer.automapper()).isEqualTo(new AutomapperConfig(1, 4242, 0));
            frame.button("automap.dice").click();
            assertThat(layer.automapper().seed()).isNotEqualTo(4242).isBetween(1, Automapper.MAX_SEED);
            GuiActionRunner.execute(doc::undo);
            assertThat(layer.automapper().seed()).isEqualTo(4242);

            // Automap Layer runs in the background and is one undo step giving what the automapper gives
            TileGrid before = layer.grid().copy();
            TileGrid expected = Automapper.run(
                            before,
                            RulesParser.parse(RULES).rules().configurations().get(1),
                            4242)
                    .applyToCopy(before);
            frame.button("automap.runLayer").click();
            waitFor(robot, "automapped", () -> "Automap layer".equals(doc.undoLabel()));
            assertThat(layer.grid()).isEqualTo(expected);
            assertThat(frame.label("automap.status").text()).contains("changed");
            GuiActionRunner.execute(doc::undo);
            assertThat(layer.grid()).isEqualTo(before);
            screenshot(f, "automap-panel");

            // automatic flag: a paint stroke is automapped live, in the same undo step
            frame.checkBox("automap.automatic").check();
            assertThat(layer.automapper().automatic()).isTrue();
            int steps = doc.historyPosition();
            GuiActionRunner.execute(() -> {
                doc.beginStroke("Paint");
                doc.strokeApply(TileOps.stamp(layer, 40, 15, TileBrush.single(new byte[] {1, 0, 0, 0}), false));
            });
            robot.waitForIdle();
            GuiActionRunner.execute(() -> doc.endStroke());
            assertThat(doc.historyPosition()).isEqualTo(steps + 1);
            assertThat(doc.undoLabel()).isEqualTo("Paint");
            TileGrid live = layer.grid().copy();
            TileGrid whole = Automapper.run(
                            live,
                            RulesParser.parse(RULES).rules().configurations().get(1),
                            4242)
                    .applyToCopy(live);
            assertThat(live.get(40, 15, 0))
                    .as("the painted tile was automapped")
                    .isEqualTo(whole.get(40, 15, 0))
                    .isNotEqualTo(1);
            GuiActionRunner.execute(doc::undo);
            assertThat(layer.grid().get(40, 15, 0)).isZero();

            // the settings are saved as DDNet automapper items and DDNet loads the map
            MapFiles files = new MapFiles(ReadLimits.EDITOR, null);
            byte[] bytes = files.encode(map, SaveOptions.DDNET);
            Path saved = java.nio.file.Files.createFile(tempDir.resolve("twedit-automap.map"));
            Files.write(saved, bytes);
            TileLayer back = (TileLayer) files.load(saved)
                    .map()
                    .groups()
                    .get(map.groups().indexOf(group))
                    .layers()
                    .get(0);
            assertThat(back.automapper()).isEqualTo(new AutomapperConfig(1, 4242, AutomapperConfig.FLAG_AUTOMATIC));
            DdnetOracle.ServerResult r = DdnetOracle.serverLoads(bytes);
            assertThat(r.loaded()).as(r.toString()).isTrue();

            // a rules file chosen by hand with errors, fixed in the rules editor: used without reopening the map
            frame.button("automap.chooseRules").click();
            assertThat(frame.label("automap.rules").text())
                    .contains("mine.rules")
                    .contains("chosen");
            assertThat(frame.label("automap.diagnostics").text()).contains("error");
            frame.button("automap.editRules").click();
            DialogFixture ed = new DialogFixture(robot, panel.editor(chosen));
            assertThat(ed.label("rules.summary").text()).contains("error");
            assertThat(GuiActionRunner.execute(() -> panel.editor(chosen).currentDiagnostics()))
                    .anyMatch(d -> d.line() == 4 && d.isError())
                    .anyMatch(d -> d.line() == 5 && !d.isError());
            screenshot(panel.editor(chosen), "automap-rules-editor");
            GuiActionRunner.execute(
                    () -> ((javax.swing.JTextPane) ed.textBox("rules.text").target())
                            .setText("[Mine]\nIndex 5\nPos 0 -1 EMPTY\n\n[Other]\nIndex 6\n"));
            ed.button("rules.save").click();
            assertThat(Files.readString(chosen)).contains("[Other]");
            assertThat(frame.comboBox("automap.config").contents()).containsExactly("Mine", "Other");
            assertThat(frame.label("automap.diagnostics").text()).contains("no problems");
            ed.close();
        } finally {
            frame.cleanUp();
        }
    }

    private static void waitFor(Robot robot, String what, java.util.function.BooleanSupplier cond)
            throws InterruptedException {
        long end = System.nanoTime() + 30_000_000_000L;
        while (!GuiActionRunner.execute(cond::getAsBoolean)) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out waiting for: " + what);
            }
            Thread.sleep(20);
        }
        robot.waitForIdle();
    }

    private static void screenshot(java.awt.Window w, String name) throws Exception {
        BufferedImage img = GuiActionRunner.execute(() -> {
            BufferedImage out = new BufferedImage(w.getWidth(), w.getHeight(), BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = out.createGraphics();
            w.paintAll(g);
            g.dispose();
            return out;
        });
        Path dir = Path.of("target/screenshots");
        Files.createDirectories(dir);
        ImageIO.write(img, "png", dir.resolve(name + ".png").toFile());
    }

    private static void requireDisplay() {
        boolean headless = GraphicsEnvironment.isHeadless();
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            assertThat(headless)
                    .as("GUI tests need a display on CI: run them under xvfb-run")
                    .isFalse();
        } else {
            Assumptions.assumeFalse(headless, "no display (run under xvfb-run)");
        }
    }
}
