package twedit.editor.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.awt.Toolkit;
import java.awt.datatransfer.DataFlavor;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.testutil.RobotDriven;
import twedit.editor.tools.TileSelection;
import twedit.editor.tools.ToolBox;
import twedit.model.document.edits.TileBrush;
import twedit.model.map.TileLayer;
import twedit.model.testutil.Corpus;

/** Tiles copied in one window paste in another that shares nothing with it but the system clipboard. */
@RobotDriven
class ClipboardTest {
    /** Where the test's copies of maps go; removed afterwards. */
    @org.junit.jupiter.api.io.TempDir
    java.nio.file.Path tempDir;

    @Test
    void tilesCopiedInOneWindowPasteInAnother() throws Exception {
        TileBrush copied;
        try (GuiHarness a = new GuiHarness(false)) {
            a.open(GuiHarness.copyOf(Corpus.ddnetMap("maps/dm1.map"), tempDir));
            copied = GuiActionRunner.execute(() -> {
                TileLayer game = a.window.workspace().map().gameLayer().orElseThrow();
                a.window.tools().setSelection(new TileSelection(game, new Rectangle(0, 0, 12, 9)));
                a.window.edits().copy.actionPerformed(null);
                return TileBrush.copyOf(game, 0, 0, 12, 9);
            });
        }
        String text = (String) Toolkit.getDefaultToolkit().getSystemClipboard().getData(DataFlavor.stringFlavor);
        assertThat(text).startsWith("twedit-tiles 1 GAME 12 9 4\n");

        try (GuiHarness b = new GuiHarness(false)) {
            assertThat(GuiActionRunner.execute(() -> b.window.tools().clipboard()))
                    .as("b's own clipboard")
                    .isNull();
            assertThat(GuiActionRunner.execute(() -> b.window.edits().paste.isEnabled()))
                    .isTrue();
            GuiActionRunner.execute(() -> b.window.edits().paste.actionPerformed(null));
            assertThat(GuiActionRunner.execute(() -> b.window.tools().activeId()))
                    .isEqualTo(ToolBox.Id.BRUSH);
            assertThat(GuiActionRunner.execute(() -> b.window.tools().brush().toBytes()))
                    .isEqualTo(copied.toBytes());
            // and it paints: the top-left tile of the brush lands under the cursor
            b.centerOn(30, 20);
            b.clickTile(30, 20);
            assertThat(b.cell(30, 20)).isEqualTo(copied.cell(0, 0)[0] & 0xFF);
        }
    }

    @Test
    void tilesOfSeveralLayersCopiedInOneWindowPasteAsSeveralPartsInAnother() throws Exception {
        byte[] gameCells;
        byte[] designCells;
        try (GuiHarness a = new GuiHarness(false)) {
            a.open(GuiHarness.copyOf(Corpus.ddnetMap("maps/dm1.map"), tempDir));
            byte[][] cells = GuiActionRunner.execute(() -> {
                TileLayer game = a.window.workspace().map().gameLayer().orElseThrow();
                twedit.model.map.Group g =
                        a.window.workspace().map().groupOf(game).orElseThrow();
                TileLayer design =
                        twedit.model.map.TileLayer.empty(twedit.model.map.TileKind.TILES, game.width(), game.height());
                a.window.workspace().document().apply(twedit.model.document.edits.Edits.addLayer(g, 0, design));
                a.window
                        .workspace()
                        .document()
                        .apply(twedit.model.document.edits.TileOps.setCell(design, 2, 1, new byte[] {7, 0, 0, 0}));
                twedit.model.select.CellMask m = twedit.model.select.CellMask.rect(0, 0, 12, 9);
                a.window.tools().setSelection(new TileSelection(game, m, java.util.List.of(design, game)));
                a.window.edits().copy.actionPerformed(null);
                return new byte[][] {
                    TileBrush.copyOf(game, 0, 0, 12, 9).toBytes(),
                    TileBrush.copyOf(design, 0, 0, 12, 9).toBytes()
                };
            });
            gameCells = cells[0];
            designCells = cells[1];
        }
        String text = (String) Toolkit.getDefaultToolkit().getSystemClipboard().getData(DataFlavor.stringFlavor);
        // every layer's part is in the text, not only the first
        assertThat(text.split("twedit-tiles 1 ", -1)).hasSize(3);

        try (GuiHarness b = new GuiHarness(false)) {
            GuiActionRunner.execute(() -> b.window.edits().paste.actionPerformed(null));
            java.util.List<twedit.editor.tools.BrushPart> parts =
                    GuiActionRunner.execute(() -> b.window.tools().parts());
            assertThat(parts).hasSize(2);
            assertThat(parts.stream().map(p -> p.kind()).toList())
                    .containsExactlyInAnyOrder(twedit.model.map.TileKind.TILES, twedit.model.map.TileKind.GAME);
            for (twedit.editor.tools.BrushPart p : parts) {
                assertThat(p.brush().toBytes())
                        .isEqualTo(p.kind() == twedit.model.map.TileKind.GAME ? gameCells : designCells);
            }
        }
    }
}
