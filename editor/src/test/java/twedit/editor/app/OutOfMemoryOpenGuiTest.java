package twedit.editor.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.model.codec.ItemTypes;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.DataBlock;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileItem;
import twedit.model.datafile.DatafileWriter;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.MapBuilder;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;

/**
 * A sound map larger than the heap (tiles layers of 480 MB each, more of them than the heap holds) is refused in
 * words, "Not enough memory to open MAP (N MB heap)", with no stack trace, and the window keeps working on the map
 * that was open.
 */
class OutOfMemoryOpenGuiTest {
    private static final int SIDE = 11_000;

    /**
     * Writes the map: encoded with small layers, whose items then get the huge size and whose blocks all become one
     * zlib stream of empty cells, so writing it costs one layer's memory.
     */
    private static Path hugeMap() throws Exception {
        long layerBytes = 4L * SIDE * SIDE;
        int count = (int) (Runtime.getRuntime().maxMemory() / layerBytes) + 2;
        List<Layer> layers = new ArrayList<>();
        layers.add(new TileLayer(TileKind.GAME, "Game", new TileGrid(2, 2, 4)));
        for (int i = 0; i < count; i++) {
            layers.add(new TileLayer(TileKind.TILES, "Huge " + i, new TileGrid(2, 2, 4)));
        }
        Datafile small = new MapEncoder(SaveOptions.DDNET)
                .encode(new MapBuilder().group(Group.game(layers)).build());
        byte[] zeros = new byte[(int) layerBytes];
        DataBlock huge = DataBlock.precompressed(zeros, DataBlock.of(zeros).compressed());
        List<DataBlock> blocks = new ArrayList<>(small.data());
        List<DatafileItem> items = new ArrayList<>();
        for (DatafileItem it : small.items()) {
            int[] d = it.data().clone();
            if (it.type() == ItemTypes.LAYER && d[1] == ItemTypes.LAYER_TILEMAP && d[6] == 0) {
                d[4] = SIDE;
                d[5] = SIDE;
                blocks.set(d[14], huge);
            }
            items.add(new DatafileItem(it.type(), it.id(), d));
        }
        Path map = Files.createTempFile("twedit-huge", ".map");
        Files.write(map, new DatafileWriter().write(Datafile.of(items, blocks)));
        return map;
    }

    @Test
    void aMapLargerThanTheHeapIsRefusedInWordsAndTheWorkKept() throws Exception {
        Path huge = hugeMap();
        try (GuiHarness h = new GuiHarness(false)) {
            h.centerOn(10, 10);
            EditorWorkflowTest.pick(h, 1);
            h.clickTile(12, 12);
            javax.swing.SwingUtilities.invokeLater(() -> h.window.files().load(huge, null));
            javax.swing.JDialog dialog = h.waitForDialog("Cannot open map");
            String message = GuiActionRunner.execute(() -> GuiHarness.find(dialog, javax.swing.JOptionPane.class)
                    .getMessage()
                    .toString());
            assertThat(message)
                    .contains("Not enough memory to open " + huge + " (")
                    .contains(" MB heap)")
                    .doesNotContain("Exception")
                    .doesNotContain("Java heap space");
            h.answer("Cannot open map", "OK");
            assertThat(h.cell(12, 12)).as("the open map is untouched").isEqualTo(1);
            // and the window still works: another click paints
            h.clickTile(14, 12);
            assertThat(h.cell(14, 12)).isEqualTo(1);
        } finally {
            Files.deleteIfExists(huge);
        }
    }
}
