package twedit.model.driftline;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The spec's canonical examples A-C; the expected strings and checksums were computed independently (sha256sum). */
class DriftlineExamplesTest {
    static final String EXAMPLE_A = """
            {
            	"v": 1,
            	"meta": {"w": 64, "h": 64, "tile_size": 16, "tileset": "subspace_base"},
            	"layers": {"bg": [], "solid": [], "fg": []},
            	"entities": []
            }
            """;
    static final String CANONICAL_A =
            "{\"v\":1,\"meta\":{\"w\":64,\"h\":64,\"tile_size\":16,\"tileset\":\"subspace_base\"},"
                    + "\"layers\":{\"bg\":[],\"solid\":[],\"fg\":[]},\"entities\":[]}";
    static final String SHA_A = "7cb5d04df7e37f985b17d4bffb15f17bfb2dbac9305ba0d7ac14e84980e6b7d2";

    static final String EXAMPLE_B = """
            {
            	"v": 1,
            	"width": 1024,
            	"height": 1024,
            	"meta": {"tile_size": 16, "tileset": "subspace_base"},
            	"layers": {
            		"bg": [[10, 10, 0, 8]],
            		"solid": [[11, 10, 1, 2], [12, 10, 1, 2]],
            		"fg": []
            	},
            	"entities": []
            }
            """;
    static final String CANONICAL_B =
            "{\"v\":1,\"meta\":{\"w\":64,\"h\":64,\"tile_size\":16,\"tileset\":\"subspace_base\"},"
                    + "\"layers\":{\"bg\":[[10,10,0,8]],\"solid\":[[11,10,1,2],[12,10,1,2]],\"fg\":[]},\"entities\":[]}";
    static final String SHA_B = "1b601958a8c38b0d10ae6c9a83a0191143a41bf85a81fcc06cecb0c65304100e";

    static final String EXAMPLE_C = """
            {
            	"v": 1,
            	"meta": {"w": 64, "h": 64, "tile_size": 16, "tileset": "subspace_base"},
            	"layers": {"bg": [], "solid": [], "fg": []},
            	"entities": [
            		{"type": "spawn", "x": 10, "y": 10, "team": 0},
            		{"type": "flag",  "x": 32, "y": 32, "team": 0},
            		{"type": "base",  "x": 50, "y": 50, "team": 0}
            	]
            }
            """;
    static final String CANONICAL_C =
            "{\"v\":1,\"meta\":{\"w\":64,\"h\":64,\"tile_size\":16,\"tileset\":\"subspace_base\"},"
                    + "\"layers\":{\"bg\":[],\"solid\":[],\"fg\":[]},\"entities\":["
                    + "{\"type\":\"base\",\"x\":50,\"y\":50,\"team\":0},"
                    + "{\"type\":\"flag\",\"x\":32,\"y\":32,\"team\":0},"
                    + "{\"type\":\"spawn\",\"x\":10,\"y\":10,\"team\":0}]}";
    static final String SHA_C = "6cd6f06616cf4e94d7aa9eb4e94fe972efbf06ca459a6940404b38895093f15a";

    @Test
    void exampleAMinimalMap() throws DriftlineException {
        DriftlineResult r = DriftlineReader.read(EXAMPLE_A);
        assertThat(r.warnings()).isEmpty();
        assertThat(r.map()).isEqualTo(DriftlineMap.empty(new DriftlineMeta(64, 64, 16, "subspace_base")));
        assertThat(DriftlineCanonicalWriter.canonicalJson(r.map())).isEqualTo(CANONICAL_A);
        assertThat(DriftlineCanonicalWriter.checksum(r.map())).isEqualTo(SHA_A);
    }

    @Test
    void exampleBLegacyPixelSizes() throws DriftlineException {
        DriftlineResult r = DriftlineReader.read(EXAMPLE_B);
        assertThat(r.warnings()).isEmpty();
        assertThat(r.map().meta()).isEqualTo(new DriftlineMeta(64, 64, 16, "subspace_base"));
        assertThat(r.map().layers().solid())
                .containsExactly(new DriftlineTile(11, 10, 1, 2), new DriftlineTile(12, 10, 1, 2));
        assertThat(DriftlineCanonicalWriter.canonicalJson(r.map())).isEqualTo(CANONICAL_B);
        assertThat(DriftlineCanonicalWriter.checksum(r.map())).isEqualTo(SHA_B);
    }

    @Test
    void exampleCEntitiesSortedByType() throws DriftlineException {
        DriftlineResult r = DriftlineReader.read(EXAMPLE_C);
        assertThat(r.warnings()).isEmpty();
        assertThat(r.map().entities())
                .extracting(DriftlineEntity::type)
                .containsExactly(DriftlineEntityType.BASE, DriftlineEntityType.FLAG, DriftlineEntityType.SPAWN);
        assertThat(DriftlineCanonicalWriter.canonicalJson(r.map())).isEqualTo(CANONICAL_C);
        assertThat(DriftlineCanonicalWriter.checksum(r.map())).isEqualTo(SHA_C);
    }

    @Test
    void canonicalOutputReadsBackToItself() throws DriftlineException {
        for (String canonical : new String[] {CANONICAL_A, CANONICAL_B, CANONICAL_C}) {
            DriftlineResult r = DriftlineReader.read(canonical);
            assertThat(r.warnings()).isEmpty();
            assertThat(DriftlineCanonicalWriter.canonicalJson(r.map())).isEqualTo(canonical);
        }
    }
}
