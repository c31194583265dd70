package twedit.model.driftline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Normalization, defaults, warnings and refusals of {@link DriftlineReader} (spec driftline-map-v1.md). */
class DriftlineReaderTest {
    private static DriftlineResult read(String json) throws DriftlineException {
        return DriftlineReader.read(json);
    }

    private static String refusal(String json) {
        try {
            DriftlineReader.read(json);
        } catch (DriftlineException e) {
            return e.getMessage();
        }
        throw new AssertionError("expected a refusal of " + json);
    }

    // ---- meta, legacy sizes and defaults ----

    @ParameterizedTest(name = "width {0} -> {1} tiles")
    @CsvSource({
        "1024, 64",
        "256, 16",
        "320, 20",
        "272, 17",
        "100, 100",
        "255, 255",
        "240, 240",
        "258, 258",
        "2, 2",
        "64, 64"
    })
    void legacyWidthIsPixelsWhenAtLeast256AndDivisibleBy16(int legacy, int tiles) throws DriftlineException {
        DriftlineMeta meta = read("{\"width\":" + legacy + ",\"height\":" + legacy + "}")
                .map()
                .meta();
        assertThat(meta.w()).isEqualTo(tiles);
        assertThat(meta.h()).isEqualTo(tiles);
    }

    @Test
    void metaSizeWinsOverLegacySize() throws DriftlineException {
        DriftlineMeta meta = read("{\"width\":1024,\"height\":50,\"meta\":{\"w\":30,\"h\":40}}")
                .map()
                .meta();
        assertThat(meta).isEqualTo(new DriftlineMeta(30, 40, 16, ""));
    }

    @Test
    void legacyPixelsAreDividedBy16EvenWithAnotherTileSize() throws DriftlineException {
        assertThat(read("{\"width\":1024,\"meta\":{\"tile_size\":32}}").map().meta())
                .isEqualTo(new DriftlineMeta(64, 64, 32, ""));
    }

    @Test
    void everythingMissingTakesTheDefaults() throws DriftlineException {
        DriftlineResult r = read("{}");
        assertThat(r.map()).isEqualTo(DriftlineMap.empty(new DriftlineMeta(64, 64, 16, "")));
        assertThat(r.warnings()).isEmpty();
        assertThat(DriftlineCanonicalWriter.canonicalJson(r.map()))
                .isEqualTo(
                        "{\"v\":1,\"meta\":{\"w\":64,\"h\":64,"
                                + "\"tile_size\":16,\"tileset\":\"\"},\"layers\":{\"bg\":[],\"solid\":[],\"fg\":[]},\"entities\":[]}");
    }

    @Test
    void nullMeansMissing() throws DriftlineException {
        DriftlineResult r = read("{\"meta\":{\"w\":null,\"tile_size\":null,\"tileset\":null},\"layers\":{\"bg\":null},"
                + "\"entities\":[{\"type\":\"spawn\",\"x\":5,\"y\":5,\"team\":null}]}");
        assertThat(r.map().meta()).isEqualTo(new DriftlineMeta(64, 64, 16, ""));
        assertThat(r.map().entities()).containsExactly(new DriftlineEntity(DriftlineEntityType.SPAWN, 5, 5, 0));
        assertThat(r.warnings()).isEmpty();
    }

    @Test
    void missingLayerAndTeamDefault() throws DriftlineException {
        DriftlineResult r =
                read("{\"layers\":{\"solid\":[[3,3,1,1]]},\"entities\":[{\"type\":\"flag\",\"x\":2,\"y\":3}]}");
        assertThat(r.map().layers())
                .isEqualTo(new DriftlineLayers(
                        java.util.List.of(), java.util.List.of(new DriftlineTile(3, 3, 1, 1)), java.util.List.of()));
        assertThat(r.map().entities()).containsExactly(new DriftlineEntity(DriftlineEntityType.FLAG, 2, 3, 0));
    }

    @Test
    void invalidMetaSizeFallsBackWithAWarning() throws DriftlineException {
        DriftlineResult r = read("{\"width\":320,\"meta\":{\"w\":\"64\",\"h\":1.5}}");
        assertThat(r.map().meta().w()).isEqualTo(20);
        assertThat(r.map().meta().h()).isEqualTo(64);
        assertThat(r.warnings()).extracting(DriftlineWarning::entry).containsExactly("meta.w", "meta.h");
        assertThat(r.warnings().get(0).message()).contains("legacy width 320 pixels = 20 tiles");
    }

    @Test
    void wholeDecimalsCountAsIntegers() throws DriftlineException {
        DriftlineResult r = read("{\"meta\":{\"w\":32.0,\"h\":3.2e1},\"layers\":{\"bg\":[[5.0,6,7,8e0]]}}");
        assertThat(r.map().meta()).isEqualTo(new DriftlineMeta(32, 32, 16, ""));
        assertThat(r.map().layers().bg()).containsExactly(new DriftlineTile(5, 6, 7, 8));
    }

    @Test
    void inputVersionAndUnknownKeysDoNotMatter() throws DriftlineException {
        String plain = DriftlineCanonicalWriter.checksum(
                read(DriftlineExamplesTest.EXAMPLE_A).map());
        String extra = DriftlineCanonicalWriter.checksum(read("{\"v\":7,\"solid\":true,\"extra\":{\"a\":[1]},"
                        + "\"meta\":{\"w\":64,\"h\":64,\"tileset\":\"subspace_base\",\"author\":\"me\"},"
                        + "\"layers\":{\"bg\":[],\"solid\":[],\"fg\":[],\"deco\":[[1,2,3,4]]},\"entities\":[]}")
                .map());
        assertThat(extra).isEqualTo(plain);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "{\"meta\":{\"w\":1}}|meta.w: must be at least 2 (got 1)",
                "{\"meta\":{\"h\":0}}|meta.h: must be at least 2 (got 0)",
                "{\"meta\":{\"w\":-64}}|meta.w: must be at least 2 (got -64)",
                "{\"width\":1}|width: legacy width 1 gives meta.w 1; it must be at least 2",
                "{\"height\":\"1024\"}|height: legacy height must be an integer (got \"1024\")",
                "{\"meta\":{\"tile_size\":\"16\"}}|meta.tile_size: must be an integer (got \"16\")",
                "{\"meta\":{\"tileset\":5}}|meta.tileset: must be a string (got 5)",
                "{\"meta\":[]}|meta: must be an object (got an array of 0)",
                "{\"layers\":[]}|layers: must be an object (got an array of 0)",
                "{\"layers\":{\"fg\":{}}}|layers.fg: must be an array (got an object)",
                "{\"entities\":{}}|entities: must be an array (got an object)",
                "[]|top level: must be a JSON object (got an array of 0)",
                "42|top level: must be a JSON object (got 42)",
            })
    void structuralProblemsAreRefused(String json, String message) {
        assertThat(refusal(json)).isEqualTo(message);
    }

    // ---- tiles ----

    @Test
    void boundaryRingTilesAreSkippedWithAWarning() throws DriftlineException {
        DriftlineResult r = read("{\"meta\":{\"w\":10,\"h\":8},\"layers\":{\"solid\":["
                + "[0,3,1,1],[9,3,1,1],[4,0,1,1],[4,7,1,1],[1,1,1,1],[8,6,1,1]]}}");
        assertThat(r.map().layers().solid())
                .containsExactly(new DriftlineTile(1, 1, 1, 1), new DriftlineTile(8, 6, 1, 1));
        assertThat(r.warnings())
                .extracting(DriftlineWarning::entry)
                .containsExactly("layers.solid[0]", "layers.solid[1]", "layers.solid[2]", "layers.solid[3]");
        assertThat(r.warnings().get(0).toString())
                .isEqualTo("layers.solid[0]: tile at (0,3) is on the boundary ring, which the game generates; skipped");
    }

    @Test
    void duplicateTilesLastWins() throws DriftlineException {
        DriftlineResult r = read("{\"layers\":{\"bg\":[[5,5,1,1],[6,6,0,0],[5,5,2,3],[5,5,9,9]],\"fg\":[[5,5,4,4]]}}");
        assertThat(r.map().layers().bg()).containsExactly(new DriftlineTile(5, 5, 9, 9), new DriftlineTile(6, 6, 0, 0));
        assertThat(r.map().layers().fg()).containsExactly(new DriftlineTile(5, 5, 4, 4));
        assertThat(r.warnings())
                .extracting(DriftlineWarning::toString)
                .containsExactly(
                        "layers.bg[2]: same cell (5,5) as layers.bg[0]; last wins",
                        "layers.bg[3]: same cell (5,5) as layers.bg[2]; last wins");
    }

    @Test
    void tilesAreSortedByXThenY() throws DriftlineException {
        DriftlineResult r = read("{\"layers\":{\"fg\":[[3,1,0,0],[2,9,0,0],[2,3,5,5],[10,1,0,0]]}}");
        assertThat(r.map().layers().fg())
                .containsExactly(
                        new DriftlineTile(2, 3, 5, 5),
                        new DriftlineTile(2, 9, 0, 0),
                        new DriftlineTile(3, 1, 0, 0),
                        new DriftlineTile(10, 1, 0, 0));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "[64,5,0,0]|layers.bg[0]: (64,5) is out of bounds: x must be 0..63 and y 0..63 on a 64x64 map",
                "[5,-1,0,0]|layers.bg[0]: (5,-1) is out of bounds: x must be 0..63 and y 0..63 on a 64x64 map",
                "[5,5,-1,0]|layers.bg[0]: ax must be at least 0 (got -1)",
                "[5,5,0,-2]|layers.bg[0]: ay must be at least 0 (got -2)",
                "[0,5,-1,0]|layers.bg[0]: ax must be at least 0 (got -1)",
                "[5,5,\"1\",0]|layers.bg[0]: ax must be an integer (got \"1\")",
                "[5,5,1.5,0]|layers.bg[0]: ax must be an integer (got 1.5)",
                "[5,null,1,0]|layers.bg[0]: y must be an integer (got null)",
                "[5,5,true,0]|layers.bg[0]: ax must be an integer (got true)",
                "[5,5,1e10,0]|layers.bg[0]: ax must be an integer between -2147483648 and 2147483647 (got 1.0E10)",
                "[5,5,99999999999,0]|layers.bg[0]: ax must be an integer between -2147483648 and 2147483647 (got 99999999999)",
                "[5,5,1]|layers.bg[0]: must be an array [x, y, ax, ay] of 4 integers (got an array of 3)",
                "[5,5,1,1,1]|layers.bg[0]: must be an array [x, y, ax, ay] of 4 integers (got an array of 5)",
                "{\"x\":5}|layers.bg[0]: must be an array [x, y, ax, ay] of 4 integers (got an object)",
                "7|layers.bg[0]: must be an array [x, y, ax, ay] of 4 integers (got 7)",
            })
    void badTilesAreRefusedNamingTheEntry(String tile, String message) {
        assertThat(refusal("{\"layers\":{\"bg\":[" + tile + "]}}")).isEqualTo(message);
    }

    @Test
    void everyBadEntryIsReported() {
        assertThatThrownBy(() -> read("{\"layers\":{\"bg\":[[1,1,1,1],[99,1,1,1]],\"solid\":[[1,1,\"a\",1]]},"
                        + "\"entities\":[{\"type\":\"boss\",\"x\":1,\"y\":1}]}"))
                .isInstanceOfSatisfying(DriftlineException.class, e -> {
                    assertThat(e.problems())
                            .containsExactly(
                                    "layers.solid[0]: ax must be an integer (got \"a\")",
                                    "entities[0]: type must be \"spawn\", \"flag\" or \"base\" (got \"boss\")",
                                    "layers.bg[1]: (99,1) is out of bounds: x must be 0..63 and y 0..63 on a 64x64 map");
                    assertThat(e.getMessage()).endsWith("(and 2 more problems)");
                });
    }

    // ---- entities ----

    @Test
    void boundaryEntitiesAreSkippedAndDuplicatesLastWins() throws DriftlineException {
        DriftlineResult r = read("{\"entities\":["
                + "{\"type\":\"spawn\",\"x\":10,\"y\":10,\"team\":1},"
                + "{\"type\":\"flag\",\"x\":10,\"y\":10,\"team\":1},"
                + "{\"type\":\"base\",\"x\":63,\"y\":10},"
                + "{\"type\":\"spawn\",\"x\":10,\"y\":10,\"team\":2,\"label\":\"ignored\"}]}");
        assertThat(r.map().entities())
                .containsExactly(
                        new DriftlineEntity(DriftlineEntityType.FLAG, 10, 10, 1),
                        new DriftlineEntity(DriftlineEntityType.SPAWN, 10, 10, 2));
        assertThat(r.warnings())
                .extracting(DriftlineWarning::toString)
                .containsExactly(
                        "entities[2]: base at (63,10) is on the boundary ring, which is reserved; skipped",
                        "entities[3]: same spawn at (10,10) as entities[0]; last wins");
    }

    @Test
    void entitiesSortByTypeXYTeam() throws DriftlineException {
        DriftlineResult r =
                read("{\"entities\":[{\"type\":\"spawn\",\"x\":2,\"y\":9},{\"type\":\"spawn\",\"x\":2,\"y\":3,"
                        + "\"team\":-1},{\"type\":\"base\",\"x\":40,\"y\":40},{\"type\":\"spawn\",\"x\":1,\"y\":50}]}");
        assertThat(DriftlineCanonicalWriter.canonicalJson(r.map()))
                .endsWith(
                        "\"entities\":["
                                + "{\"type\":\"base\",\"x\":40,\"y\":40,\"team\":0},{\"type\":\"spawn\",\"x\":1,\"y\":50,\"team\":0},"
                                + "{\"type\":\"spawn\",\"x\":2,\"y\":3,\"team\":-1},{\"type\":\"spawn\",\"x\":2,\"y\":9,\"team\":0}]}");
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "{\"type\":\"spawn\",\"x\":64,\"y\":3}|entities[0]: (64,3) is out of bounds: x must be 0..63 and y 0..63 on a 64x64 map",
                "{\"type\":\"Spawn\",\"x\":3,\"y\":3}|entities[0]: type must be \"spawn\", \"flag\" or \"base\" (got \"Spawn\")",
                "{\"type\":1,\"x\":3,\"y\":3}|entities[0]: type must be \"spawn\", \"flag\" or \"base\" (got 1)",
                "{\"x\":3,\"y\":3}|entities[0]: type is missing (must be \"spawn\", \"flag\" or \"base\")",
                "{\"type\":\"flag\",\"y\":3}|entities[0]: x is missing (an integer is required)",
                "{\"type\":\"flag\",\"x\":3}|entities[0]: y is missing (an integer is required)",
                "{\"type\":\"flag\",\"x\":3,\"y\":[3]}|entities[0]: y must be an integer (got an array of 1)",
                "{\"type\":\"flag\",\"x\":3,\"y\":3,\"team\":\"red\"}|entities[0]: team must be an integer (got \"red\")",
                "[\"spawn\",3,3]|entities[0]: must be an object with type, x, y and optional team (got an array of 3)",
            })
    void badEntitiesAreRefusedNamingTheEntry(String entity, String message) {
        assertThat(refusal("{\"entities\":[" + entity + "]}")).isEqualTo(message);
    }

    // ---- malformed JSON ----

    @Test
    void malformedJsonGivesLineAndColumn() {
        String message = refusal("{\n  \"meta\": {\"w\": 64,}\n}");
        assertThat(message).startsWith("malformed JSON at line 2, column 20: ");
    }

    @Test
    void truncatedJsonIsRefused() {
        assertThat(refusal("{\"layers\": {\"bg\": [[1,2,3,4]"))
                .startsWith("malformed JSON at line 1, column 29: ")
                .contains("(start marker at line 1, column 19)")
                .doesNotContain("Source");
    }

    @Test
    void trailingContentIsRefused() {
        assertThat(refusal("{}\n{}"))
                .isEqualTo("malformed JSON at line 2, column 1: unexpected content after the top-level value");
    }

    @Test
    void trailingGarbageIsRefusedWithItsPosition() {
        assertThat(refusal("{} x"))
                .startsWith("malformed JSON at line 1, column ")
                .doesNotContain("Source");
        assertThat(refusal("{}}")).startsWith("malformed JSON at line 1, column 3: ");
    }

    @Test
    void emptyInputIsRefused() {
        assertThat(refusal("")).isEqualTo("empty input: a Driftline map is a JSON object");
        assertThat(refusal("  \n ")).isEqualTo("empty input: a Driftline map is a JSON object");
    }

    @Test
    void nonStandardJsonIsRefused() {
        assertThat(refusal("{\"meta\":{\"w\":NaN}}")).startsWith("malformed JSON at line 1");
        assertThat(refusal("{/* c */}")).startsWith("malformed JSON at line 1");
        assertThat(refusal("{'meta':{}}")).startsWith("malformed JSON at line 1");
    }

    @Test
    void invalidUtf8BytesAreRefused() {
        byte[] bytes = {'{', '"', 'a', '"', ':', '"', (byte) 0xFF, '"', '}'};
        assertThatThrownBy(() -> DriftlineReader.read(bytes))
                .isInstanceOf(DriftlineException.class)
                .hasMessageStartingWith("malformed JSON at line 1");
    }

    @Test
    void bytesWithBomReadLikeTheString() throws DriftlineException {
        byte[] body = DriftlineExamplesTest.EXAMPLE_B.getBytes(StandardCharsets.UTF_8);
        byte[] bytes = new byte[body.length + 3];
        bytes[0] = (byte) 0xEF;
        bytes[1] = (byte) 0xBB;
        bytes[2] = (byte) 0xBF;
        System.arraycopy(body, 0, bytes, 3, body.length);
        assertThat(DriftlineCanonicalWriter.canonicalJson(
                        DriftlineReader.read(bytes).map()))
                .isEqualTo(DriftlineExamplesTest.CANONICAL_B);
    }

    @Test
    void deepNestingIsRefusedNotAStackOverflow() {
        String deep = "{\"x\":" + "[".repeat(5000) + "]".repeat(5000) + "}";
        assertThatThrownBy(() -> DriftlineReader.read(deep))
                .isInstanceOf(DriftlineException.class)
                .hasMessageStartingWith("malformed JSON at line 1, column ");
    }

    @Test
    void unicodeTilesetRoundTrips() throws DriftlineException {
        DriftlineResult r = read("{\"meta\":{\"tileset\":\"caf\\u00e9 \\\"x\\\\y\\\" \\n\"}}");
        assertThat(r.map().meta().tileset()).isEqualTo("café \"x\\y\" \n");
        String canonical = DriftlineCanonicalWriter.canonicalJson(r.map());
        assertThat(canonical).contains("\"tileset\":\"café \\\"x\\\\y\\\" \\n\"");
        assertThat(read(canonical).map()).isEqualTo(r.map());
    }
}
