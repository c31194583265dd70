package twedit.media;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;
import twedit.model.map.Layer;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;
import twedit.model.tiles.OpaqueTiles;
import twedit.model.tiles.TileFlags;
import twedit.model.tiles.TileOpacity;

/**
 * The opaque flag twedit gives a placed tile equals the one DDNet's editor saved, over every tiles layer of the
 * Debian corpus, with each data package's own mapres as the game reads them.
 */
class OpaqueCorpusTest {
    /**
     * Non-empty cells whose saved opaque bit differs from what DDNet's editor computes today. DDNet's own maps (and 12
     * of the vanilla ones) have none. The others are vanilla maps saved by Teeworlds' editor (same rule) with older
     * copies of external images that were redrawn since (grass_doodads, jungle_midground, desert_main: a few tiles'
     * edge pixels changed alpha), so those few tiles now count differently; DDNet's copies of the vanilla maps are
     * checked against DDNet's mapres, Teeworlds' against Teeworlds' own.
     */
    private static final Map<String, Integer> EXPECTED = new TreeMap<>(Map.ofEntries(
            Map.entry("ddnet/maps/ctf1.map", 4),
            Map.entry("ddnet/maps/ctf3.map", 3),
            Map.entry("ddnet/maps/ctf4.map", 9),
            Map.entry("ddnet/maps/ctf5.map", 11),
            Map.entry("ddnet/maps/ctf6.map", 15),
            Map.entry("ddnet/maps/ctf7.map", 7),
            Map.entry("ddnet/maps/dm1.map", 6),
            Map.entry("ddnet/maps/dm2.map", 4),
            Map.entry("ddnet/maps/dm7.map", 12),
            Map.entry("ddnet/maps/dm9.map", 2),
            Map.entry("teeworlds/maps/ctf3.map", 3),
            Map.entry("teeworlds/maps/ctf4.map", 9),
            Map.entry("teeworlds/maps/ctf6.map", 15),
            Map.entry("teeworlds/maps/ctf8.map", 19),
            Map.entry("teeworlds/maps/dm9.map", 2),
            Map.entry("teeworlds/ui/themes/jungle_day.map", 2),
            Map.entry("teeworlds/ui/themes/jungle_night.map", 2)));

    @Test
    void everyTilesLayerGetsTheOpaqueBitsDdnetSaved() throws Exception {
        MapFiles files = new MapFiles(ReadLimits.EDITOR, null);
        Map<String, Integer> found = new TreeMap<>();
        List<String> report = new ArrayList<>();
        long tutorial = -1;
        long sunny = -1;
        for (Path p : Corpus.maps()) {
            Path data = p.startsWith(Corpus.DDNET_DATA) ? Corpus.DDNET_DATA : Corpus.TEEWORLDS_DATA;
            String key = (data == Corpus.DDNET_DATA ? "ddnet/" : "teeworlds/") + data.relativize(p);
            TileOpacity opacity = new TileOpacity(new MapresOpacity(() -> Optional.of(data)));
            TwMap map = files.load(p).map();
            int differ = 0;
            long predicted = 0;
            for (Layer l : map.allLayers()) {
                if (!(l instanceof TileLayer t) || t.kind() != TileKind.TILES) {
                    continue;
                }
                Optional<OpaqueTiles> o = opacity.of(t);
                assertThat(o)
                        .as(key + " layer " + t.name() + ": its image's opacity is known")
                        .isPresent();
                for (int y = 0; y < t.height(); y++) {
                    for (int x = 0; x < t.width(); x++) {
                        int index = t.grid().get(x, y, 0);
                        boolean want = o.get().opaque(index) && o.get() != OpaqueTiles.NONE;
                        boolean saved = (t.grid().get(x, y, 1) & TileFlags.OPAQUE) != 0;
                        predicted += want ? 1 : 0;
                        if (index != 0 && want != saved) {
                            differ++;
                        }
                    }
                }
            }
            if (differ > 0) {
                found.put(key, differ);
            }
            report.add(key + ": " + predicted + " opaque, " + differ + " differ");
            if (key.equals("ddnet/maps/Tutorial.map")) {
                tutorial = predicted;
            } else if (key.equals("ddnet/maps/Sunny Side Up.map")) {
                sunny = predicted;
            }
        }
        System.out.println(String.join("\n", report));
        assertThat(found).as(String.join("\n", report)).isEqualTo(EXPECTED);
        // the figures of cells DDNet saved with the bit
        assertThat(tutorial).isEqualTo(128_756);
        assertThat(sunny).isEqualTo(205_923);
    }
}
