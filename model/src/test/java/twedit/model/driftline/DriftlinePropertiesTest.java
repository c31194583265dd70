package twedit.model.driftline;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Canonical output is a fixed point: reading it back gives the same string, the same map and no warnings. */
class DriftlinePropertiesTest {
    @Property(tries = 300)
    void canonicalOfCanonicalIsItself(@ForAll("rawMaps") String json) throws DriftlineException {
        DriftlineResult first = DriftlineReader.read(json);
        String canonical = DriftlineCanonicalWriter.canonicalJson(first.map());
        DriftlineResult second = DriftlineReader.read(canonical);
        assertThat(second.warnings()).isEmpty();
        assertThat(second.map()).isEqualTo(first.map());
        assertThat(DriftlineCanonicalWriter.canonicalJson(second.map())).isEqualTo(canonical);
    }

    @Property(tries = 300)
    void normalizedMapsAreInteriorUniqueAndSorted(@ForAll("rawMaps") String json) throws DriftlineException {
        DriftlineMap map = DriftlineReader.read(json).map();
        DriftlineMeta meta = map.meta();
        for (DriftlineLayer layer : DriftlineLayer.values()) {
            List<DriftlineTile> tiles = map.layers().get(layer);
            for (int i = 0; i < tiles.size(); i++) {
                DriftlineTile t = tiles.get(i);
                assertThat(meta.contains(t.x(), t.y()) && !meta.onBoundary(t.x(), t.y()))
                        .isTrue();
                if (i > 0) {
                    DriftlineTile p = tiles.get(i - 1);
                    assertThat(p.x() < t.x() || p.x() == t.x() && p.y() < t.y()).isTrue();
                }
            }
        }
        assertThat(map.entities()).isSortedAccordingTo(DriftlineEntity.ORDER).doesNotHaveDuplicates();
        DriftlineResult again = DriftlineNormalizer.normalize(map);
        assertThat(again.map()).isEqualTo(map);
        assertThat(again.warnings()).isEmpty();
    }

    @Provide
    Arbitrary<String> rawMaps() {
        Arbitrary<Integer> sizes = Arbitraries.integers().between(2, 16);
        return Combinators.combine(sizes, sizes).flatAs((w, h) -> {
            Arbitrary<String> tile = Combinators.combine(
                            Arbitraries.integers().between(0, w - 1),
                            Arbitraries.integers().between(0, h - 1),
                            Arbitraries.integers().between(0, 5),
                            Arbitraries.integers().between(0, 5))
                    .as((x, y, ax, ay) -> "[" + x + ", " + y + ", " + ax + ", " + ay + "]");
            Arbitrary<String> layer = tile.list().ofMaxSize(25).map(l -> "[" + String.join(",", l) + "]");
            Arbitrary<String> entity = Combinators.combine(
                            Arbitraries.of("spawn", "flag", "base"),
                            Arbitraries.integers().between(0, w - 1),
                            Arbitraries.integers().between(0, h - 1),
                            Arbitraries.integers().between(-1, 2))
                    .as((t, x, y, team) ->
                            "{\"team\": " + team + ", \"y\": " + y + ", \"x\": " + x + ", \"type\": \"" + t + "\"}");
            Arbitrary<String> entities = entity.list().ofMaxSize(12).map(l -> "[" + String.join(",", l) + "]");
            Arbitrary<String> tileset = Arbitraries.strings()
                    .ofMaxLength(6)
                    .map(s -> new String(JsonStringEncoder.getInstance().quoteAsString(s)));
            Arbitrary<Integer> tileSize = Arbitraries.integers().between(1, 64);
            return Combinators.combine(layer, layer, layer, entities, tileset, tileSize)
                    .as((bg, solid, fg, ents, ts, size) -> "{\"entities\": " + ents + ", \"meta\": {\"tileset\": \""
                            + ts + "\", \"h\": " + h + ", \"w\": " + w + ", \"tile_size\": " + size
                            + "}, \"layers\": {\"fg\": " + fg + ", \"solid\": " + solid + ", \"bg\": " + bg + "}}");
        });
    }
}
