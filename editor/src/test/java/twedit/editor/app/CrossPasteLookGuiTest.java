package twedit.editor.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JTabbedPane;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.state.OpenMap;
import twedit.editor.testutil.RobotDriven;
import twedit.editor.tools.TileSelection;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;
import twedit.model.map.Color;
import twedit.model.map.Group;
import twedit.model.map.MapImage;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Copy in one tab, paste in another: Copy says what it copied, and the layer the paste makes (the target layer holds
 * tiles of another image) keeps the source layer's name and colour instead of a white layer named after a cut image
 * name ("generic_shi"); the paste is named "Paste ..." in the history, and after Ctrl+Z its brush (kept, as in DDNet)
 * is not drawn where the paste was until the mouse moves, so nothing taken back seems to be still on the map.
 */
@RobotDriven
class CrossPasteLookGuiTest {
    private static final Color TINT = new Color(185, 125, 183, 255);

    @TempDir
    Path dir;

    private Path map(String name, String layerName, String image, Color color, int seed) throws Exception {
        TwMap m = TwMap.newMap(40, 30);
        byte[] px = new byte[256 * 256 * 4];
        for (int i = 0; i < px.length; i++) {
            px[i] = (byte) (i % 4 == 3 ? 255 : (i / 4) * seed);
        }
        MapImage img = new MapImage(image, 256, 256, false, MapImage.Format.RGBA, px);
        TileLayer design = TileLayer.detached(
                TileKind.TILES, layerName, new TileGrid(40, 30, TileKind.TILES.cellBytes()), img, color);
        twedit.model.document.MapDocument doc = new twedit.model.document.MapDocument(m);
        doc.compound("setup", () -> {
            doc.apply(twedit.model.document.edits.Edits.addImage(m, 0, img));
            doc.apply(twedit.model.document.edits.Edits.addGroup(m, 0, new Group("Design", List.of(design))));
            doc.apply(twedit.model.document.edits.TileOps.setCell(design, 1, 1, new byte[] {7, 0, 0, 0}));
            doc.apply(twedit.model.document.edits.TileOps.setCell(design, 2, 1, new byte[] {8, 0, 0, 0}));
        });
        Path p = dir.resolve(name);
        Files.write(p, new MapFiles(ReadLimits.EDITOR, null).encode(m, SaveOptions.DDNET));
        return p;
    }

    private static void selectDesign(GuiHarness h) {
        GuiActionRunner.execute(() -> {
            Group g = h.window.workspace().map().groups().get(0);
            h.window.workspace().select(g, g.layers().get(0));
            return null;
        });
    }

    private static void clickTab(GuiHarness h, int index) {
        JTabbedPane tabs = (JTabbedPane) h.robot.finder().findByName(h.window, "mapTabs");
        java.awt.Rectangle r = GuiActionRunner.execute(() -> tabs.getBoundsAt(index));
        h.robot.click(tabs, new java.awt.Point(r.x + r.width / 3, r.y + r.height / 2));
        h.robot.waitForIdle();
    }

    /** Opens maps {@code a} and {@code b} as tabs and copies the 2x1 cells at (1, 1) of a's first design layer. */
    private static void openBothAndCopyTwoCellsOfA(GuiHarness h, Path a, Path b) throws Exception {
        h.open(a);
        h.open(b);
        clickTab(h, 0);
        selectDesign(h);
        GuiActionRunner.execute(() -> {
            TileLayer l = h.window.workspace().currentTileLayer();
            h.window.tools().setSelection(new TileSelection(l, new Rectangle(1, 1, 2, 1)));
            return null;
        });
        h.robot.focus(h.window.view());
        h.key(KeyEvent.VK_C, InputEvent.CTRL_DOWN_MASK);
    }

    @Test
    void copySaysWhatItCopiedAndTheNewLayerKeepsTheSourceLayersNameAndColour() throws Exception {
        Path a = map("a.map", "Hookables", "generic_shine", TINT, 3);
        Path b = map("b.map", "Ground", "desert_main", Color.WHITE, 5);
        try (GuiHarness h = new GuiHarness(false)) {
            openBothAndCopyTwoCellsOfA(h, a, b);
            assertThat(GuiActionRunner.execute(() -> h.window.status().message()))
                    .isEqualTo("Copied 2x1 tiles of Hookables (generic_shine)");

            clickTab(h, 1);
            OpenMap target = GuiActionRunner.execute(() -> h.window.workspace().current());
            selectDesign(h);
            h.robot.focus(h.window.view());
            h.key(KeyEvent.VK_V, InputEvent.CTRL_DOWN_MASK);
            h.centerOn(5, 5);
            h.clickTile(5, 5);
            Group design = GuiActionRunner.execute(
                    () -> target.document().map().groups().get(0));
            assertThat(GuiActionRunner.execute(() -> design.layers().size())).isEqualTo(2);
            TileLayer landed =
                    GuiActionRunner.execute(() -> (TileLayer) design.layers().get(1));
            assertThat(GuiActionRunner.execute(landed::name)).isEqualTo("Hookables");
            assertThat(GuiActionRunner.execute(landed::color)).isEqualTo(TINT);
            assertThat(GuiActionRunner.execute(() -> landed.image().name())).isEqualTo("generic_shine");
            assertThat(GuiActionRunner.execute(() -> landed.grid().get(5, 5, 0)))
                    .isEqualTo(7);
        }
    }

    /** The pixels inside tile (x, y) of the view as painted now (overlays included), a 4 px border left out. */
    private static int[] tilePixels(GuiHarness h, int x, int y) {
        return GuiActionRunner.execute(() -> {
            javax.swing.JComponent view = h.window.view();
            java.awt.image.BufferedImage img = new java.awt.image.BufferedImage(
                    view.getWidth(), view.getHeight(), java.awt.image.BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = img.createGraphics();
            view.paint(g);
            g.dispose();
            Rectangle r = h.window.view().tileRect(x, y, 1, 1);
            return img.getRGB(r.x + 4, r.y + 4, r.width - 8, r.height - 8, null, 0, r.width - 8);
        });
    }

    @Test
    void aCrossMapPasteIsNamedPasteAndCtrlZLeavesNoPreviewWhereItWas() throws Exception {
        Path a = map("a.map", "Hookables", "generic_shine", TINT, 3);
        Path b = map("b.map", "Ground", "desert_main", Color.WHITE, 5);
        try (GuiHarness h = new GuiHarness(false)) {
            openBothAndCopyTwoCellsOfA(h, a, b);

            clickTab(h, 1);
            OpenMap target = GuiActionRunner.execute(() -> h.window.workspace().current());
            selectDesign(h);
            h.centerOn(5, 5);
            javax.swing.JComponent view = h.window.view();
            h.robot.moveMouse(view, h.tileCenter(5, 5));
            h.robot.waitForIdle();
            int[] bare = tilePixels(h, 5, 5);
            h.key(KeyEvent.VK_V, InputEvent.CTRL_DOWN_MASK);
            h.robot.moveMouse(view, h.tileCenter(6, 5));
            h.robot.moveMouse(view, h.tileCenter(5, 5));
            h.robot.waitForIdle();
            int[] preview = tilePixels(h, 5, 5);
            assertThat(java.util.Arrays.equals(preview, bare))
                    .as("the pasted brush shows at the mouse")
                    .isFalse();

            h.clickTile(5, 5);
            Group design = GuiActionRunner.execute(
                    () -> target.document().map().groups().get(0));
            assertThat(GuiActionRunner.execute(() -> design.layers().size())).isEqualTo(2);
            assertThat(GuiActionRunner.execute(() -> target.document().undoLabel()))
                    .isEqualTo("Paste 2 cells on Hookables (generic_shine)");

            h.key(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK);
            assertThat(GuiActionRunner.execute(() -> design.layers().size()))
                    .as("the layer the paste made is gone")
                    .isEqualTo(1);
            assertThat(GuiActionRunner.execute(
                            () -> target.document().map().images().size()))
                    .isEqualTo(1);
            assertThat(java.util.Arrays.equals(tilePixels(h, 5, 5), bare))
                    .as("after Ctrl+Z the cell looks as before the paste: no preview of the pasted tiles")
                    .isTrue();
            assertThat(GuiActionRunner.execute(() -> h.window.tools().brush()))
                    .as("the brush is kept, as in DDNet")
                    .isNotNull();

            h.robot.moveMouse(view, h.tileCenter(6, 5));
            h.robot.moveMouse(view, h.tileCenter(5, 5));
            h.robot.waitForIdle();
            assertThat(java.util.Arrays.equals(tilePixels(h, 5, 5), preview))
                    .as("once the mouse moves the brush shows again")
                    .isTrue();
        }
    }
}
