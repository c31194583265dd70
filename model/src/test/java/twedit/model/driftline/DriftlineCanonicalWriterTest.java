package twedit.model.driftline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The canonical string, its escaping and checksum, and normalizing maps an editor built. */
class DriftlineCanonicalWriterTest {
    private static String escaped(String s) {
        StringBuilder sb = new StringBuilder();
        DriftlineCanonicalWriter.appendString(sb, s);
        return sb.toString();
    }

    @Test
    void sha256HexMatchesKnownVectors() {
        assertThat(DriftlineCanonicalWriter.sha256Hex(""))
                .isEqualTo("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
        assertThat(DriftlineCanonicalWriter.sha256Hex("abc"))
                .isEqualTo("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
        // UTF-8, not UTF-16 or Latin-1: "é" is the two bytes c3 a9.
        assertThat(DriftlineCanonicalWriter.sha256Hex("\u00e9"))
                .isEqualTo("4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c");
    }

    @Test
    void stringsUseMinimalJsonEscaping() {
        assertThat(escaped("plain")).isEqualTo("\"plain\"");
        assertThat(escaped("a\"b\\c/d")).isEqualTo("\"a\\\"b\\\\c/d\"");
        assertThat(escaped("\b\f\n\r\t")).isEqualTo("\"\\b\\f\\n\\r\\t\"");
        assertThat(escaped("\u0000\u001f\u007f")).isEqualTo("\"\\u0000\\u001f\u007f\"");
        assertThat(escaped("café ✓ 😀")).isEqualTo("\"café ✓ 😀\"");
        assertThat(escaped("x\ud800y\udc00")).isEqualTo("\"x\\ud800y\\udc00\"");
    }

    @Test
    void writerSortsWhateverTheListOrder() {
        DriftlineMap map = new DriftlineMap(
                new DriftlineMeta(20, 10, 32, "t"),
                new DriftlineLayers(
                        List.of(new DriftlineTile(3, 2, 0, 0), new DriftlineTile(1, 5, 0, 0)),
                        List.of(),
                        List.of(new DriftlineTile(2, 2, 7, 1))),
                List.of(
                        new DriftlineEntity(DriftlineEntityType.SPAWN, 1, 1, 0),
                        new DriftlineEntity(DriftlineEntityType.FLAG, 4, 4, 3)));
        assertThat(DriftlineCanonicalWriter.canonicalJson(map))
                .isEqualTo("{\"v\":1,\"meta\":{\"w\":20,\"h\":10,"
                        + "\"tile_size\":32,\"tileset\":\"t\"},\"layers\":{\"bg\":[[1,5,0,0],[3,2,0,0]],\"solid\":[],"
                        + "\"fg\":[[2,2,7,1]]},\"entities\":[{\"type\":\"flag\",\"x\":4,\"y\":4,\"team\":3},"
                        + "{\"type\":\"spawn\",\"x\":1,\"y\":1,\"team\":0}]}");
    }

    @Test
    void normalizerAppliesTheRulesToEditorBuiltMaps() throws DriftlineException {
        DriftlineMap map = DriftlineMap.empty(DriftlineMeta.of(8, 8))
                .withLayers(DriftlineLayers.EMPTY.with(
                        DriftlineLayer.SOLID,
                        List.of(
                                new DriftlineTile(4, 4, 1, 0),
                                new DriftlineTile(0, 4, 1, 0),
                                new DriftlineTile(4, 4, 2, 0))));
        DriftlineResult r = DriftlineNormalizer.normalize(map);
        assertThat(r.map().layers().solid()).containsExactly(new DriftlineTile(4, 4, 2, 0));
        assertThat(r.warnings())
                .extracting(DriftlineWarning::entry)
                .containsExactly("layers.solid[1]", "layers.solid[2]");
    }

    @Test
    void normalizerRefusesInvalidEditorMaps() {
        assertThatThrownBy(() -> DriftlineNormalizer.normalize(DriftlineMap.empty(DriftlineMeta.of(1, 8))))
                .isInstanceOf(DriftlineException.class)
                .hasMessage("meta.w: must be at least 2 (got 1)");
        DriftlineMap map = DriftlineMap.empty(DriftlineMeta.of(8, 8))
                .withEntities(List.of(new DriftlineEntity(DriftlineEntityType.BASE, 8, 2, 0)));
        assertThatThrownBy(() -> DriftlineNormalizer.normalize(map))
                .isInstanceOf(DriftlineException.class)
                .hasMessage("entities[0]: (8,2) is out of bounds: x must be 0..7 and y 0..7 on a 8x8 map");
    }
}
