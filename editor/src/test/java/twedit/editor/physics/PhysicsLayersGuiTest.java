package twedit.editor.physics;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.JListFixture;
import org.junit.jupiter.api.Test;
import twedit.editor.physics.ui.PhysicsFeature;
import twedit.editor.testutil.RobotDriven;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;
import twedit.model.map.Layer;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.DdnetOracle;

/**
 * Adds every physics layer through the layer tree, paints each kind from its palette with non-default parameters,
 * renumbers with Shift+wheel, turns a speedup brush with R, saves, reads the file back and checks each tile's bytes,
 * and has the real DDNet server load the map; screenshots of each palette and of the number/arrow overlay.
 */
@RobotDriven
class PhysicsLayersGuiTest {
    /** Where the test's files go; removed afterwards. */
    @org.junit.jupiter.api.io.TempDir
    java.nio.file.Path tempDir;

    @Test
    void paintEveryPhysicsKindSaveAndReload() throws Exception {
        try (PhysicsGui h = new PhysicsGui(false)) {
            h.centerOn(8, 6, 2.0);
            addLayer(h, "Front layer");
            pick(h, "freeze", 9);
            h.clickTile(4, 4);
            h.screenshot("physics-palette-front", null);

            addLayer(h, "Tele layer");
            h.frame.spinner("teleNumber").enterTextAndCommit("7");
            pick(h, "tele in", 26);
            h.clickTile(5, 4);
            h.frame.button("nextFree").click();
            assertThat(h.frame.spinner("teleNumber").target().getValue()).isEqualTo(1);
            pick(h, "tele out", 27);
            h.clickTile(6, 4);
            // Shift+wheel up over the first tele renumbers it 7 -> 8
            h.robot.moveMouse(h.window.view(), h.tileCenter(5, 4));
            h.robot.waitForIdle(); // the hovered cell must be known before the wheel turns (flaky under load)
            h.robot.pressKey(KeyEvent.VK_SHIFT);
            h.robot.waitForIdle();
            h.robot.rotateMouseWheel(-1);
            h.robot.releaseKey(KeyEvent.VK_SHIFT);
            h.robot.waitForIdle();
            h.screenshot("physics-palette-tele", null);

            addLayer(h, "Speedup layer");
            h.frame.spinner("speedupForce").enterTextAndCommit("80");
            h.frame.spinner("speedupMaxSpeed").enterTextAndCommit("20");
            h.frame.spinner("speedupAngle").enterTextAndCommit("300");
            pick(h, "speed boost", 29);
            h.clickTile(7, 4);
            h.robot.focusAndWaitForFocusGain(h.window.view());
            h.robot.pressAndReleaseKey(KeyEvent.VK_T); // clockwise, as in DDNet
            h.robot.waitForIdle();
            h.clickTile(8, 4);
            h.screenshot("physics-palette-speedup", null);

            addLayer(h, "Switch layer");
            h.frame.spinner("switchNumber").enterTextAndCommit("5");
            h.frame.spinner("switchDelay").enterTextAndCommit("3");
            pick(h, "timed open", 22);
            h.clickTile(9, 4);
            h.screenshot("physics-palette-switch", null);

            addLayer(h, "Tune layer");
            h.frame.spinner("tuneZone").enterTextAndCommit("4");
            pick(h, "tune", 68);
            h.clickTile(10, 4);
            h.screenshot("physics-palette-tune", null);

            // the Game layer and group refuse deletion
            selectGame(h);
            h.frame.button("delete").click();
            h.frame
                    .optionPane()
                    .requireMessage("The Game layer cannot be deleted: every map needs one.")
                    .okButton()
                    .click();
            h.screenshot("physics-palette-game", null);

            GuiActionRunner.execute(() -> h.window
                    .workspace()
                    .select(
                            h.window.workspace().currentGroup(),
                            physics(h.window.workspace().map(), TileKind.SPEEDUP)));
            h.centerOn(7.5, 4.5, 3.0);
            h.robot.moveMouse(h.window.view(), h.tileCenter(8, 4));
            h.robot.waitForIdle();
            h.screenshot("physics-overlay-light", null);

            Path file = java.nio.file.Files.createDirectories(tempDir.resolve("twedit-physics"))
                    .resolve("physics.map");
            h.saveTo(file);
            byte[] bytes = Files.readAllBytes(file);
            TwMap back = new MapFiles(ReadLimits.EDITOR, null).load(file).map();
            assertThat(cell(back, TileKind.FRONT, 4, 4)).containsExactly(9, 0, 0, 0);
            assertThat(cell(back, TileKind.TELE, 5, 4)).containsExactly(8, 26);
            assertThat(cell(back, TileKind.TELE, 6, 4)).containsExactly(1, 27);
            // angle 300 little-endian (0x2C, 0x01), then turned clockwise by T to 30
            assertThat(cell(back, TileKind.SPEEDUP, 7, 4)).containsExactly(80, 20, 29, 0, 0x2C, 0x01);
            assertThat(cell(back, TileKind.SPEEDUP, 8, 4)).containsExactly(80, 20, 29, 0, 30, 0);
            assertThat(cell(back, TileKind.SWITCH, 9, 4)).containsExactly(5, 22, 0, 3);
            assertThat(cell(back, TileKind.TUNE, 10, 4)).containsExactly(4, 68);
            for (Layer l : back.allLayers()) {
                assertThat(((TileLayer) l).width()).isEqualTo(100);
            }
            DdnetOracle.ServerResult r = DdnetOracle.serverLoads(bytes);
            assertThat(r.loaded()).as(r.summary()).isTrue();
        }
    }

    @Test
    void overlayInDarkTheme() throws Exception {
        try (PhysicsGui h = new PhysicsGui(true)) {
            h.centerOn(6, 4, 2.5);
            addLayer(h, "Tele layer");
            for (int i = 0; i < 4; i++) {
                h.frame.button("nextFree").click();
                pick(h, "tele in", 26);
                h.clickTile(3 + i, 3);
                pick(h, "tele out", 27);
                h.clickTile(3 + i, 5);
            }
            h.frame.checkBox("hexNumbers").click();
            h.robot.moveMouse(h.window.view(), h.tileCenter(4, 3));
            h.screenshot("physics-overlay-dark", null);
            assertThat(GuiActionRunner.execute(() ->
                            h.window.feature(PhysicsFeature.class).params().format(12)))
                    .isEqualTo("C");
            assertThat(GuiActionRunner.execute(
                            () -> physics(h.window.workspace().map(), TileKind.TELE)
                                    .grid()
                                    .get(6, 5, 0)))
                    .isEqualTo(4);
        }
    }

    private static void addLayer(PhysicsGui h, String item) {
        selectGame(h);
        h.frame.button("addLayer").click();
        h.clickMenuItem(item);
        h.waitFor(item + " current", () -> {
            TileLayer l = h.window.workspace().currentTileLayer();
            return l != null && item.startsWith(l.kind().defaultName());
        });
    }

    private static void selectGame(PhysicsGui h) {
        GuiActionRunner.execute(() -> {
            TwMap m = h.window.workspace().map();
            h.window
                    .workspace()
                    .select(m.gameGroup().orElseThrow(), m.gameLayer().orElseThrow());
        });
        h.robot.waitForIdle();
    }

    /** Searches the palette and clicks the listed tile {@code id}. */
    private static void pick(PhysicsGui h, String search, int id) {
        h.frame.textBox("paletteSearch").deleteText().enterText(search);
        JListFixture list = h.frame.list("paletteList");
        int index = GuiActionRunner.execute(() -> {
            javax.swing.JList<?> l = list.target();
            for (int i = 0; i < l.getModel().getSize(); i++) {
                if (((twedit.model.tiles.DdnetTile) l.getModel().getElementAt(i)).id() == id) {
                    return i;
                }
            }
            return -1;
        });
        assertThat(index).as("tile %d listed for '%s'", id, search).isNotNegative();
        list.item(index).click(MouseButton.LEFT_BUTTON);
        h.frame.textBox("paletteSearch").deleteText();
        h.robot.waitForIdle();
    }

    private static TileLayer physics(TwMap m, TileKind kind) {
        return m.physicsLayer(kind).orElseThrow();
    }

    private static int[] cell(TwMap m, TileKind kind, int x, int y) {
        TileLayer l = physics(m, kind);
        int[] out = new int[kind.cellBytes()];
        for (int i = 0; i < out.length; i++) {
            out[i] = l.grid().get(x, y, i);
        }
        return out;
    }
}
