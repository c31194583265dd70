package twedit.editor.wayfinding;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.JMenuItem;
import javax.swing.JPopupMenu;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;
import twedit.editor.testutil.ScreenCapture;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;
import twedit.model.map.Group;
import twedit.model.map.MapFixtures;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Finding one's way: Ctrl+right-click on the map lists the layers with a tile there (in every group) and selects the
 * one clicked; Ctrl+I writes the tile indices on the current layer, Ctrl+Shift+I in hex, the same key again hides them.
 */
@RobotDriven
class WayfindingGuiTest {
    @TempDir
    Path dir;

    private Path map() throws Exception {
        TwMap m = TwMap.newMap(30, 20);
        TileGrid back = new TileGrid(30, 20, 4);
        back.rawCells()[(5 * 30 + 6) * 4] = 17;
        Group design = new Group("Back");
        MapFixtures.add(design.layers(), new TileLayer(TileKind.TILES, "Hills", back));
        MapFixtures.add(design.layers(), new TileLayer(TileKind.TILES, "Empty", new TileGrid(30, 20, 4)));
        MapFixtures.add(m.groups(), design);
        m.gameLayer().orElseThrow().grid().rawCells()[(5 * 30 + 6) * 4] = 1;
        m.gameLayer().orElseThrow().grid().rawCells()[(6 * 30 + 6) * 4] = (byte) 200;
        Path file = dir.resolve("way.map");
        Files.write(file, new MapFiles(ReadLimits.EDITOR, null).encode(m, SaveOptions.DDNET));
        return file;
    }

    private static BufferedImage shot(EditorGui h) {
        return GuiActionRunner.execute(() -> {
            BufferedImage img = new BufferedImage(
                    h.window.view().getWidth(), h.window.view().getHeight(), BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = img.createGraphics();
            h.window.view().paint(g);
            g.dispose();
            return img;
        });
    }

    private static int differing(BufferedImage a, BufferedImage b, java.awt.Rectangle r) {
        int n = 0;
        for (int y = r.y; y < r.y + r.height; y++) {
            for (int x = r.x; x < r.x + r.width; x++) {
                if (a.getRGB(x, y) != b.getRGB(x, y)) {
                    n++;
                }
            }
        }
        return n;
    }

    @Test
    void ctrlRightClickListsTheLayersWithATileThereAndSelectsOne() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            h.open(map());
            TwMap m = GuiActionRunner.execute(() -> h.window.workspace().map());
            TileLayer hills = (TileLayer) m.groups().get(1).layers().get(0);
            h.centerOn(8, 6);
            Point at = h.tileCenter(6, 5);
            h.robot.pressKey(KeyEvent.VK_CONTROL);
            h.robot.click(h.window.view(), at, MouseButton.RIGHT_BUTTON, 1);
            h.robot.releaseKey(KeyEvent.VK_CONTROL);
            h.robot.waitForIdle();
            JPopupMenu menu = h.robot.finder().findByName("layerPickMenu", JPopupMenu.class, true);
            java.util.List<String> items = GuiActionRunner.execute(() -> {
                java.util.List<String> out = new java.util.ArrayList<>();
                for (java.awt.Component c : menu.getComponents()) {
                    out.add(((JMenuItem) c).getText());
                }
                return out;
            });
            assertThat(items).hasSize(2);
            assertThat(items.get(0)).contains("Game");
            assertThat(items.get(1)).contains("Back").contains("Hills");
            ScreenCapture.save(h.robot, "layer-pick");
            JMenuItem pick = h.robot.finder().find(new GenericTypeMatcher<JMenuItem>(JMenuItem.class, true) {
                @Override
                protected boolean isMatching(JMenuItem i) {
                    return i.getText().contains("Hills");
                }
            });
            h.robot.click(pick);
            h.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().currentLayer()))
                    .isSameAs(hills);
            assertThat(GuiActionRunner.execute(() -> h.window.tools().brush()))
                    .as("the Ctrl+right-click captured nothing")
                    .isNull();
        }
    }

    @Test
    void ctrlIWritesTheIndicesAndCtrlShiftIInHex() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            h.open(map());
            h.centerOn(8, 6, 2.0);
            java.awt.Rectangle tile =
                    GuiActionRunner.execute(() -> h.window.view().tileRect(6, 6, 1, 1));
            BufferedImage plain = shot(h);
            h.key(KeyEvent.VK_I, InputEvent.CTRL_DOWN_MASK);
            BufferedImage dec = shot(h);
            assertThat(differing(plain, dec, tile))
                    .as("200 written on the tile")
                    .isPositive();
            ScreenCapture.save(h.robot, "tile-info-dec");
            h.key(KeyEvent.VK_I, InputEvent.CTRL_DOWN_MASK | InputEvent.SHIFT_DOWN_MASK);
            BufferedImage hex = shot(h);
            assertThat(differing(dec, hex, tile)).as("C8 instead of 200").isPositive();
            ScreenCapture.save(h.robot, "tile-info-hex");
            h.key(KeyEvent.VK_I, InputEvent.CTRL_DOWN_MASK | InputEvent.SHIFT_DOWN_MASK);
            assertThat(differing(plain, shot(h), tile)).as("hidden again").isZero();
        }
    }

    @Test
    void proofModeDrawsTheScreenSizesAndTheMenuPositions() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            h.open(map());
            h.centerOn(15, 10, 0.3);
            BufferedImage plain = shot(h);
            JMenuItem ingame = (JMenuItem) h.robot.finder().findByName("proofIngameItem", false);
            GuiActionRunner.execute(() -> ingame.doClick());
            h.robot.waitForIdle();
            BufferedImage proof = shot(h);
            java.awt.Rectangle all = new java.awt.Rectangle(0, 0, plain.getWidth(), plain.getHeight());
            assertThat(differing(plain, proof, all)).as("the screens are drawn").isPositive();
            ScreenCapture.save(h.robot, "proof-ingame");
            JMenuItem menu = (JMenuItem) h.robot.finder().findByName("proofMenuItem", false);
            GuiActionRunner.execute(() -> menu.doClick());
            h.robot.waitForIdle();
            assertThat(differing(proof, shot(h), all))
                    .as("the menu zoom is smaller")
                    .isPositive();
            ScreenCapture.save(h.robot, "proof-menu");
        }
    }
}
