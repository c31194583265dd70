package twedit.editor.size;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.JList;
import javax.swing.JTable;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.edits.Edits;
import twedit.model.io.MapFiles;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.size.SizeEntry;
import twedit.model.size.SizeKind;
import twedit.model.size.SizeReport;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.TestMaps;

/**
 * The Size tab lists every image, sound, layer and envelope with the rest, adding up to the bytes a save writes; it
 * follows edits and another map; a row leads to its layer or image.
 */
@RobotDriven
class SizePanelGuiTest {
    @TempDir
    Path dir;

    private static long saved(TwMap map) throws Exception {
        return new MapFiles(ReadLimits.EDITOR, null).encode(map, SaveOptions.DDNET).length;
    }

    private static SizePanel settled(EditorGui h) {
        SizePanel p = GuiActionRunner.execute(
                () -> h.window.feature(SizeFeature.class).panel());
        assertThat(p).as("the Size panel was built").isNotNull();
        h.waitFor("the sizes measured", p::isSettled);
        h.robot.waitForIdle();
        return p;
    }

    private static int rowOf(SizePanel p, Object target) {
        return GuiActionRunner.execute(() -> {
            SizeReport r = p.report();
            for (int i = 0; i < r.entries().size(); i++) {
                if (r.entries().get(i).target() == target) {
                    return i;
                }
            }
            return -1;
        });
    }

    @Test
    void listsEveryPartFollowsEditsAndOtherMapsAndLeadsToLayersAndImages() throws Exception {
        Path sink = dir.resolve("sink.map");
        Files.write(sink, new MapFiles(ReadLimits.EDITOR, null).encode(TestMaps.kitchenSink(), SaveOptions.DDNET));
        try (EditorGui h = new EditorGui(false)) {
            h.open(sink);
            h.showPanel("Size");
            SizePanel p = settled(h);
            TwMap map = GuiActionRunner.execute(() -> h.window.workspace().map());
            SizeReport r = GuiActionRunner.execute(p::report);
            int parts = GuiActionRunner.execute(() -> map.images().size()
                    + map.sounds().size()
                    + map.allLayers().size()
                    + map.envelopes().size()
                    + 1);
            assertThat(r.entries()).hasSize(parts);
            assertThat(r.total()).isEqualTo(GuiActionRunner.execute(() -> saved(map)));
            assertThat(r.entries().stream().mapToLong(SizeEntry::bytes).sum()).isEqualTo(r.total());
            JTable table = GuiActionRunner.execute(p::table);
            assertThat(GuiActionRunner.execute(table::getRowCount)).isEqualTo(parts);
            assertThat(h.frame.label("size.total").text()).startsWith("Total " + SizePanel.bytes(r.total()) + " bytes");
            h.screenshot("size-panel");

            // an edit: the game layer grows, and so do the total and the game layer's row
            TileLayer game = GuiActionRunner.execute(() -> map.gameLayer().orElseThrow());
            long gameBefore = r.entries().get(rowOf(p, game)).bytes();
            GuiActionRunner.execute(() -> h.window
                    .workspace()
                    .document()
                    .apply(Edits.resizeLayer(map, game, game.width() * 4, game.height() * 4, 0, 0)));
            h.waitFor("measured again", () -> p.isSettled() && p.report() != r);
            SizeReport after = GuiActionRunner.execute(p::report);
            assertThat(after.total()).isEqualTo(GuiActionRunner.execute(() -> saved(map)));
            assertThat(after.total()).isNotEqualTo(r.total());
            assertThat(after.entries().get(rowOf(p, game)).bytes()).isNotEqualTo(gameBefore);

            // a layer's row makes it current; an image's row selects it in the Images tab
            Layer other = GuiActionRunner.execute(() ->
                    map.allLayers().stream().filter(l -> l != game).findFirst().orElseThrow());
            clickRow(h, table, rowOf(p, other));
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().currentLayer()))
                    .isSameAs(other);
            MapImage image = GuiActionRunner.execute(() -> map.images().get(1));
            clickRow(h, table, rowOf(p, image));
            JList<?> images = h.frame.list("imageList").target();
            assertThat(GuiActionRunner.execute(() -> images.getSelectedValue())).isSameAs(image);
            assertThat(GuiActionRunner.execute(images::isShowing)).isTrue();

            // another map: its own parts and total
            h.showPanel("Size");
            Path tutorial = Corpus.ddnetMap("maps/Tutorial.map");
            // taken before opening: the new map may be measured before h.open returns
            SizeReport t = GuiActionRunner.execute(p::report);
            h.open(tutorial);
            h.waitFor("the new map measured", () -> p.isSettled() && p.report().total() > 0 && p.report() != t);
            TwMap tmap = GuiActionRunner.execute(() -> h.window.workspace().map());
            SizeReport tr = GuiActionRunner.execute(p::report);
            assertThat(tr.total()).isEqualTo(GuiActionRunner.execute(() -> saved(tmap)));
            assertThat(tr.entries())
                    .filteredOn(e -> e.kind() == SizeKind.LAYER)
                    .hasSize(GuiActionRunner.execute(() -> tmap.allLayers().size()));
            assertThat(tr.entries())
                    .allMatch(e -> e.target() == null
                            || tmap.allLayers().contains(e.target())
                            || tmap.images().contains(e.target())
                            || tmap.envelopes().contains(e.target())
                            || tmap.sounds().contains(e.target()));
            h.screenshot("size-panel-tutorial");
        }
    }

    /** Scrolls a row into view and clicks its name, as a user does. */
    private static void clickRow(EditorGui h, JTable table, int row) {
        assertThat(row).isNotNegative();
        java.awt.Point at = GuiActionRunner.execute(() -> {
            java.awt.Rectangle c = table.getCellRect(row, 1, true);
            table.scrollRectToVisible(c);
            return new java.awt.Point(c.x + c.width / 2, c.y + c.height / 2);
        });
        h.robot.waitForIdle();
        h.robot.click(table, at);
        h.robot.waitForIdle();
    }
}
