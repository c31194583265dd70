package twedit.model.diff;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.codec.MapDecoder;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.DatafileWriter;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TileOps;
import twedit.model.map.MapInfo;
import twedit.model.map.Point;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.TestMaps;
import twedit.model.tiles.DdnetTiles;

/** The semantic diff: nothing for a map and its resave, and what a tester wants to know for edits. */
class MapDiffTest {
    private static TwMap read(byte[] bytes) throws Exception {
        return new MapDecoder(ReadLimits.DDNET).read(bytes).map();
    }

    private static byte[] save(TwMap map) throws Exception {
        return new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(map));
    }

    private static List<String> lines(TwMap a, TwMap b) {
        return MapDiff.compare(a, b).stream().map(Difference::text).toList();
    }

    @Test
    void everyCorpusMapEqualsItsOwnResave() throws Exception {
        List<Path> maps = Corpus.maps();
        assertThat(maps).isNotEmpty();
        List<String> failures = new ArrayList<>();
        for (Path p : maps) {
            byte[] original = Files.readAllBytes(p);
            TwMap a = read(original);
            TwMap b = read(save(read(original)));
            List<String> d = lines(a, b);
            if (!d.isEmpty()) {
                failures.add(p + ": " + d);
            }
            assertThat(lines(a, read(original))).as(p + " against itself").isEmpty();
        }
        assertThat(failures).isEmpty();
    }

    @Test
    void physicsCellsAreCountedByTileName() throws Exception {
        byte[] bytes = Files.readAllBytes(Corpus.ddnetMap("maps/Tutorial.map"));
        TwMap before = read(bytes);
        TwMap after = read(bytes);
        TileLayer game = after.gameLayer().orElseThrow();
        int freeze = DdnetTiles.id(TileKind.GAME, "freeze");
        // 12 freeze cells on empty air far from the spawn, and 3 solid cells cleared
        List<int[]> solid = new ArrayList<>();
        List<int[]> air = new ArrayList<>();
        for (int y = 0; y < game.height() && (solid.size() < 3 || air.size() < 12); y++) {
            for (int x = 0; x < game.width(); x++) {
                int id = game.grid().get(x, y, 0);
                if (id == 1 && solid.size() < 3) {
                    solid.add(new int[] {x, y});
                } else if (id == 0 && air.size() < 12) {
                    air.add(new int[] {x, y});
                }
            }
        }
        MapDocument doc = new MapDocument(after);
        for (int[] c : air) {
            doc.apply(TileOps.setCell(game, c[0], c[1], new byte[] {(byte) freeze, 0, 0, 0}));
        }
        for (int[] c : solid) {
            doc.apply(TileOps.setCell(game, c[0], c[1], new byte[4]));
        }
        List<Difference> d = MapDiff.compare(before, after);
        assertThat(d).hasSize(1);
        Difference.Cells cells = (Difference.Cells) d.get(0);
        assertThat(cells.count()).isEqualTo(15);
        assertThat(cells.gained()).containsExactlyEntriesOf(java.util.Map.of("freeze", 12));
        assertThat(cells.lost()).containsExactlyEntriesOf(java.util.Map.of("solid", 3));
        assertThat(cells.text()).startsWith("Game: 15 cells changed in ").endsWith(": +12 freeze, -3 solid");
        assertThat(cells.location()).isPresent();
        // the skip byte is not read by the game: setting it is no difference
        TwMap again = read(bytes);
        TileLayer g2 = again.gameLayer().orElseThrow();
        byte[] cell = {(byte) g2.grid().get(0, 0, 0), (byte) g2.grid().get(0, 0, 1), 7, 9};
        new MapDocument(again).apply(TileOps.setCell(g2, 0, 0, cell));
        assertThat(lines(before, again)).isEmpty();
    }

    @Test
    void emptyCellsFlagsAreNoDifferenceAndNewPixelsAreAChangedImage() throws Exception {
        TwMap a = TestMaps.kitchenSink();
        byte[] saved = save(a);
        TwMap b = read(saved);
        MapDocument doc = new MapDocument(b);
        TileLayer design = b.allLayers().stream()
                .filter(TileLayer.class::isInstance)
                .map(TileLayer.class::cast)
                .filter(l -> l.kind() == TileKind.TILES)
                .findFirst()
                .orElseThrow();
        int x = 0;
        while (design.grid().get(x, 0, 0) != 0) {
            x++;
        }
        doc.apply(TileOps.setCell(design, x, 0, new byte[] {0, 8, 0, 0})); // air, rotated: nothing to draw
        assertThat(lines(read(saved), b)).isEmpty();

        twedit.model.map.MapImage img =
                b.images().stream().filter(i -> !i.external()).findFirst().orElseThrow();
        byte[] px = img.pixels().clone();
        px[3] = (byte) (px[3] ^ 0x7F);
        doc.apply(Edits.replaceImage(
                img, new twedit.model.map.ImageContent(img.width(), img.height(), false, img.format(), px)));
        // a tileset's pixels are counted by tile
        assertThat(lines(read(saved), b))
                .containsExactly("image '" + img.name() + "' changed: other pixels in 1 of 256 tiles");
    }

    @Test
    void reorderedListsAndSettingsAreNoDifference() throws Exception {
        TwMap a = TestMaps.kitchenSink();
        byte[] saved = save(a);
        TwMap b = read(saved);
        MapDocument doc = new MapDocument(b);
        doc.apply(Edits.moveImage(b, 0, 1));
        doc.apply(Edits.moveEnvelope(b, 0, b.envelopes().size() - 1));
        List<String> reversed = new ArrayList<>(b.info().settingsOrEmpty());
        java.util.Collections.reverse(reversed);
        doc.apply(Edits.setSettings(b, reversed));
        assertThat(lines(read(saved), b)).isEmpty();
    }

    @Test
    void infoSettingsMediaAndQuadsAreReported() throws Exception {
        TwMap a = TestMaps.kitchenSink();
        byte[] saved = save(a);
        TwMap before = read(saved);
        TwMap b = read(saved);
        MapDocument doc = new MapDocument(b);
        MapInfo i = b.info();
        doc.apply(Edits.setInfo(b, new MapInfo("someone else", i.version(), i.credits(), i.license(), i.settings())));
        doc.apply(Edits.addSetting(b, 0, "sv_solo_server 1"));
        doc.apply(Edits.removeImage(b, 0));
        QuadsLayer ql = b.allLayers().stream()
                .filter(QuadsLayer.class::isInstance)
                .map(QuadsLayer.class::cast)
                .filter(l -> !l.quads().isEmpty())
                .findFirst()
                .orElseThrow();
        Quad q = ql.quads().get(0);
        doc.apply(Edits.setQuad(
                ql,
                0,
                q.withPoints(q.points().stream()
                        .map(p -> new Point(p.x() + 1024, p.y()))
                        .toList())));
        List<String> d = lines(before, b);
        assertThat(d).contains("info author: 'twedit tests' -> 'someone else'", "setting 'sv_solo_server 1' added");
        assertThat(d).anyMatch(s -> s.startsWith("image '") && s.contains(" removed"));
        assertThat(d).anyMatch(s -> s.endsWith(": quads 1 moved"));
    }
}
