package twedit.model.media;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import twedit.model.codec.SourceForm;
import twedit.model.map.MapImage;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.TestMaps;

/** Names, the official lists and the tiles-layer size rule. */
class MediaRulesTest {
    @Test
    void filenameSafeNames() {
        for (String ok : List.of(
                "grass_main",
                "round-tiles+",
                "thx1b - 5x4",
                "a.b",
                "Ünïcödé 画像",
                "x".repeat(127),
                "é".repeat(63),
                "CONSOLE",
                "con1",
                ".hidden")) {
            assertThat(MediaRules.nameProblem(ok)).as(ok).isNull();
        }
        assertThat(MediaRules.nameProblem("")).isEqualTo("is empty");
        assertThat(MediaRules.nameProblem(null)).isEqualTo("is empty");
        assertThat(MediaRules.nameProblem("x".repeat(128)))
                .contains("128 bytes")
                .contains("at most 127");
        assertThat(MediaRules.nameProblem("é".repeat(64))).contains("128 bytes");
        assertThat(MediaRules.nameProblem("a/b")).contains("'/'");
        assertThat(MediaRules.nameProblem("a\\b")).contains("'\\'");
        assertThat(MediaRules.nameProblem("what?")).contains("'?'");
        assertThat(MediaRules.nameProblem("tab\there")).contains("control character (U+0009)");
        assertThat(MediaRules.nameProblem("nb\u00a0sp")).contains("U+00A0");
        assertThat(MediaRules.nameProblem("zero\u200bwidth")).contains("U+200B");
        assertThat(MediaRules.nameProblem(" lead")).isEqualTo("starts with a space");
        assertThat(MediaRules.nameProblem("two  spaces")).isEqualTo("contains two spaces in a row");
        assertThat(MediaRules.nameProblem("trail ")).isEqualTo("ends with a space");
        assertThat(MediaRules.nameProblem("trail.")).isEqualTo("ends with a period");
        assertThat(MediaRules.nameProblem("..")).isEqualTo("ends with a period");
        for (String reserved : List.of("CON", "con", "nul.png", "COM1", "lpt9.x", "COM\u00b9")) {
            assertThat(MediaRules.nameProblem(reserved)).as(reserved).contains("reserved");
        }
        assertThat(MediaRules.nameProblem("bad\ud800")).isEqualTo("is not valid Unicode");
    }

    @Property(tries = 500)
    void safeFileNamesAreAlwaysSafe(@ForAll String name) {
        String safe = ExportNames.safe(name, "image");
        assertThat(MediaRules.nameProblem(safe))
                .as("'" + safe + "' from '" + name + "'")
                .isNull();
    }

    @Test
    void safeFileNamesKeepWhatIsFineAndTidyTheRest() {
        assertThat(ExportNames.safe("grass_main", "image")).isEqualTo("grass_main");
        assertThat(ExportNames.safe("a/b:c", "image")).isEqualTo("a_b_c");
        assertThat(ExportNames.safe("  Information JETPACK  ", "image")).isEqualTo("Information JETPACK");
        assertThat(ExportNames.safe("...", "image")).isEqualTo("image");
        assertThat(ExportNames.safe(null, "sound")).isEqualTo("sound");
        assertThat(ExportNames.safe("CON", "image")).isEqualTo("_CON");
        assertThat(ExportNames.safe("é".repeat(100), "image")).isEqualTo("é".repeat(63));
    }

    @Property(tries = 200)
    void uniqueFileNamesAreUniqueIgnoringCase(@ForAll List<String> names) {
        List<String> out = ExportNames.unique(names, "image");
        assertThat(out).hasSameSizeAs(names);
        Set<String> seen = new HashSet<>();
        for (String n : out) {
            assertThat(MediaRules.nameProblem(n)).isNull();
            assertThat(seen.add(n.toLowerCase(Locale.ROOT))).as(n).isTrue();
        }
    }

    @Test
    void duplicatesGetANumber() {
        assertThat(ExportNames.unique(List.of("a", "A", "a", "", "?"), "image"))
                .containsExactly("a", "A (2)", "a (3)", "image", "_");
        assertThat(ExportNames.unique(List.of("x".repeat(127), "x".repeat(127)), "s")
                        .get(1))
                .isEqualTo("x".repeat(123) + " (2)");
    }

    @Test
    void officialExternalImagesDependOnTheForm() {
        assertThat(MediaRules.EXTERNAL_IMAGES)
                .hasSize(28)
                .contains("grass_main", "winter_mountains3")
                .isSorted();
        assertThat(MediaRules.externalImages(SourceForm.TEEWORLDS_07))
                .hasSize(32)
                .contains("light")
                .isSorted();
        assertThat(MediaRules.isExternalImage("generic_lamps", SourceForm.DDNET))
                .isFalse();
        assertThat(MediaRules.isExternalImage("generic_lamps", SourceForm.TEEWORLDS_07))
                .isTrue();
        assertThat(MediaRules.isExternalImage("Grass_main", SourceForm.DDNET)).isFalse();
        assertThat(MediaRules.mapresFiles("grass_main", SourceForm.TEEWORLDS_07))
                .containsExactly("mapres/grass_main_0.7.png", "mapres/grass_main.png");
        assertThat(MediaRules.mapresFiles("grass_main", SourceForm.DDNET)).containsExactly("mapres/grass_main.png");
    }

    @Test
    void theTileSizeWarningNamesTheTilesLayers() {
        TwMap map = TestMaps.kitchenSink();
        MapImage tiles = map.images().get(1);
        assertThat(MediaRules.tileLayersUsing(map, tiles))
                .extracting(TileLayer::name)
                .containsExactly("Walls");
        assertThat(MediaRules.tileSizeWarning(map, tiles, 64, 48)).isNull();
        assertThat(MediaRules.tileSizeWarning(map, tiles, 100, 100))
                .isEqualTo("image 'test_tiles' is 100x100:"
                        + " tiles layer 'Walls' needs a multiple of 16 (DDNet's editor detaches it from them)");
        // the external image is only used by a quads layer
        assertThat(MediaRules.tileSizeWarning(map, map.images().get(0), 100, 100))
                .isNull();
        assertThat(MediaRules.layersUsing(map, map.images().get(0)))
                .extracting(l -> l.name())
                .containsExactly("Sky");
    }
}
