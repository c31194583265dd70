package twedit.editor.driftline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.media.PngCodec;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.TilePatch;
import twedit.model.driftline.DriftlineCanonicalWriter;
import twedit.model.driftline.DriftlineEntity;
import twedit.model.driftline.DriftlineEntityType;
import twedit.model.driftline.DriftlineLayer;
import twedit.model.driftline.DriftlineLayers;
import twedit.model.driftline.DriftlineMap;
import twedit.model.driftline.DriftlineMeta;
import twedit.model.driftline.DriftlineReader;
import twedit.model.driftline.DriftlineTile;
import twedit.model.map.TileLayer;

/** The editing mapping is lossless: atlas cells beyond 16 and (0,0), teams, shared cells; edits and undo. */
class DriftlineSessionTest {
    static final String EXAMPLE_C = "{\n\t\"v\": 1,\n\t\"meta\": {\"w\": 64, \"h\": 64, \"tile_size\": 16, "
            + "\"tileset\": \"subspace_base\"},\n\t\"layers\": {\"bg\": [], \"solid\": [], \"fg\": []},\n"
            + "\t\"entities\": [\n\t\t{\"type\": \"spawn\", \"x\": 10, \"y\": 10, \"team\": 0},\n"
            + "\t\t{\"type\": \"flag\",  \"x\": 32, \"y\": 32, \"team\": 0},\n"
            + "\t\t{\"type\": \"base\",  \"x\": 50, \"y\": 50, \"team\": 0}\n\t]\n}\n";

    @Test
    void exampleCRoundTripsUnchanged() throws Exception {
        DriftlineMap read = DriftlineReader.read(EXAMPLE_C).map();
        DriftlineSession s = new DriftlineSession(read, null);
        List<String> warnings = new ArrayList<>();
        assertThat(s.canonicalJson(warnings)).isEqualTo(DriftlineCanonicalWriter.canonicalJson(read));
        assertThat(warnings).isEmpty();
        assertThat(s.checksum()).isEqualTo(DriftlineCanonicalWriter.checksum(read));
    }

    @Test
    void atlasCellsBeyond16AndZeroZeroTeamsAndSharedCellsSurvive() throws Exception {
        DriftlineMeta meta = new DriftlineMeta(40, 30, 32, "big_atlas");
        DriftlineMap map = new DriftlineMap(
                meta,
                new DriftlineLayers(
                        List.of(new DriftlineTile(1, 1, 0, 0), new DriftlineTile(2, 1, 40, 3)),
                        List.of(new DriftlineTile(5, 6, 17, 0), new DriftlineTile(6, 6, 0, 99)),
                        List.of(new DriftlineTile(38, 28, 15, 15))),
                List.of(
                        new DriftlineEntity(DriftlineEntityType.SPAWN, 3, 3, 7),
                        new DriftlineEntity(DriftlineEntityType.FLAG, 3, 3, -2),
                        new DriftlineEntity(DriftlineEntityType.BASE, 4, 4, 1000)));
        String expected =
                DriftlineCanonicalWriter.canonicalJson(DriftlineReader.read(DriftlineCanonicalWriter.canonicalJson(map))
                        .map());
        // with a real (small) tileset and without one
        PngCodec.Rgba tileset = new PngCodec.Rgba(64, 64, opaque(64, 64));
        for (PngCodec.Rgba t : new PngCodec.Rgba[] {null, tileset}) {
            DriftlineSession s = new DriftlineSession(map, t);
            List<String> warnings = new ArrayList<>();
            assertThat(s.canonicalJson(warnings)).isEqualTo(expected);
            assertThat(warnings).isEmpty();
        }
        assertThat(expected).contains("[1,1,0,0]", "[2,1,40,3]", "[6,6,0,99]", "\"team\":-2", "\"team\":1000");
    }

    @Test
    void editsUndoRedoAndBoundaryRing() throws Exception {
        DriftlineSession s =
                new DriftlineSession(DriftlineReader.read(EXAMPLE_C).map(), null);
        MapDocument doc = s.document();
        TileLayer solid = s.layer(DriftlineLayer.SOLID);
        int index = s.atlas().index(new AtlasCell(1, 2));
        String before = s.canonicalJson(new ArrayList<>());
        doc.apply(TilePatch.builder(solid).set(5, 5, Cells.tile(index, 0)).build("Paint"));
        TileLayer spawns = s.entityLayer(DriftlineEntityType.SPAWN);
        doc.apply(TilePatch.builder(spawns)
                .set(20, 21, Cells.tile(s.teams().index(2), 0))
                .build("Place"));
        String after = s.canonicalJson(new ArrayList<>());
        assertThat(after).contains("\"solid\":[[5,5,1,2]]", "{\"type\":\"spawn\",\"x\":20,\"y\":21,\"team\":2}");
        doc.undo();
        doc.undo();
        assertThat(s.canonicalJson(new ArrayList<>())).isEqualTo(before);
        doc.redo();
        doc.redo();
        assertThat(s.canonicalJson(new ArrayList<>())).isEqualTo(after);
        // the boundary ring is skipped with a warning
        doc.apply(TilePatch.builder(solid).set(0, 7, Cells.tile(index, 0)).build("Paint"));
        List<String> warnings = new ArrayList<>();
        assertThat(s.canonicalJson(warnings)).isEqualTo(after);
        assertThat(warnings).singleElement().asString().contains("boundary ring");
    }

    @Test
    void tablesHoldAtMost255() {
        List<AtlasCell> used = new ArrayList<>();
        for (int i = 0; i < 256; i++) {
            used.add(new AtlasCell(i, 0));
        }
        org.assertj.core.api.Assertions.assertThatThrownBy(
                        () -> AtlasImages.atlasTable(new java.util.HashSet<>(used), null, 16))
                .hasMessageContaining("at most 255");
        IndexTable<AtlasCell> t = AtlasImages.atlasTable(java.util.Set.of(new AtlasCell(0, 0)), null, 16);
        assertThat(t.size()).isEqualTo(255);
        assertThat(t.key(1)).isEqualTo(new AtlasCell(0, 0));
        assertThat(t.key(18)).isEqualTo(new AtlasCell(1, 1));
        assertThat(t.index(new AtlasCell(15, 15))).isZero();
    }

    static byte[] opaque(int w, int h) {
        byte[] px = new byte[w * h * 4];
        for (int i = 0; i < px.length; i += 4) {
            px[i] = (byte) (i * 7);
            px[i + 1] = (byte) (i * 13);
            px[i + 2] = (byte) 200;
            px[i + 3] = (byte) 255;
        }
        return px;
    }
}
