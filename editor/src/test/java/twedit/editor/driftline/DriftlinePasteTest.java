package twedit.editor.driftline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import org.junit.jupiter.api.Test;
import twedit.editor.feature.TileInterchange;
import twedit.media.PngCodec;
import twedit.model.document.edits.TileBrush;
import twedit.model.driftline.DriftlineLayer;
import twedit.model.driftline.DriftlineReader;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Copy and paste across formats uses the conversion's cell mapping: tiles copied from a Driftline map paste as the
 * cells and image Save As .map writes, and come back to the same atlas cells when pasted into a Driftline map.
 */
class DriftlinePasteTest {
    private static final String MAP = "{\"v\":1,\"meta\":{\"w\":12,\"h\":10,\"tileset\":\"t\"},"
            + "\"layers\":{\"solid\":[[3,3,1,2],[4,3,5,0],[3,4,15,15]]},\"entities\":[]}";

    private static DriftlineSession session() throws Exception {
        return new DriftlineSession(
                DriftlineReader.read(MAP).map(), new PngCodec.Rgba(256, 256, DriftlineSessionTest.opaque(256, 256)));
    }

    @Test
    void copiedTilesAreTheCellsAndImageSaveAsWritesAndPasteBackToTheSameAtlasCells() throws Exception {
        DriftlineSession s = session();
        DriftlinePaste paste = new DriftlinePaste(d -> d == s.document() ? s : null);
        TileLayer solid = s.layer(DriftlineLayer.SOLID);
        TileBrush copied = TileBrush.copyOf(solid, 3, 3, 2, 2);
        TileInterchange.Tiles out =
                paste.exported(s.document(), solid, new TileInterchange.Tiles(copied, TileKind.TILES, solid.image()));
        assertThat(out).isNotNull();

        TwMap converted = s.toDdnet(new ArrayList<>());
        TileLayer convertedSolid =
                (TileLayer) converted.groups().get(0).layers().get(2);
        assertThat(convertedSolid.name()).isEqualTo("solid");
        for (int y = 0; y < 2; y++) {
            for (int x = 0; x < 2; x++) {
                assertThat(out.brush().cell(x, y)[0] & 0xFF)
                        .as("(%d,%d)", x, y)
                        .isEqualTo(convertedSolid.grid().get(3 + x, 3 + y, 0));
            }
        }
        assertThat(out.brush().cell(0, 0)[0] & 0xFF).isEqualTo(2 * 16 + 1);
        assertThat(out.image().name()).isEqualTo(converted.images().get(0).name());
        assertThat(out.image().pixels()).isEqualTo(converted.images().get(0).pixels());

        // pasted into a Driftline map: its own atlas indices again
        TileInterchange.Tiles back = paste.imported(s.document(), out);
        for (int y = 0; y < 2; y++) {
            for (int x = 0; x < 2; x++) {
                assertThat(back.brush().cell(x, y)[0]).isEqualTo(copied.cell(x, y)[0]);
            }
        }
        assertThat(back.image()).isSameAs(solid.image());
        // within one Driftline map nothing is translated
        assertThat(paste.imported(s.document(), new TileInterchange.Tiles(copied, TileKind.TILES, solid.image())))
                .isNull();
    }

    @Test
    void aGameLayersSolidsPasteAsSolidTilesAndItsOtherTilesAsNothing() throws Exception {
        DriftlineSession s = session();
        DriftlinePaste paste = new DriftlinePaste(d -> d == s.document() ? s : null);
        TileBrush game = new TileBrush(3, 1, 4, new byte[] {1, 0, 0, 0, 9, 0, 0, 0, 3, 0, 0, 0});
        TileInterchange.Tiles in = paste.imported(s.document(), new TileInterchange.Tiles(game, TileKind.GAME, null));
        assertThat(in.kind()).isEqualTo(TileKind.TILES);
        assertThat(s.atlas().key(in.brush().cell(0, 0)[0] & 0xFF)).isEqualTo(new AtlasCell(1, 0));
        assertThat(in.brush().cell(1, 0)[0]).isZero();
        assertThat(s.atlas().key(in.brush().cell(2, 0)[0] & 0xFF)).isEqualTo(new AtlasCell(3, 0));
    }
}
