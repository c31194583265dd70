package twedit.model.doctor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.LongRange;
import twedit.model.codec.ItemTypes;
import twedit.model.codec.MapDecoder;
import twedit.model.codec.Placeholders;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileReader;
import twedit.model.datafile.ReadLimits;
import twedit.model.map.Envelope;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;

/**
 * Damage to the item area of real maps (an item's header): {@code fix} keeps every image, sound, envelope and layer
 * whose item was not hit, at its place, so every link still points at the element it pointed at; a hit image or sound
 * stays as a placeholder, the layers of a hit group stay in a recovered group, and a tile layer whose data breaks off
 * keeps the cells read before the damage.
 */
class ItemDamageKeepsTheRestTest {
    private static final List<String> MAPS = List.of("Tutorial.map", "ctf2.map", "dm8.map");
    private static final List<Integer> TYPES =
            List.of(ItemTypes.IMAGE, ItemTypes.ENVELOPE, ItemTypes.GROUP, ItemTypes.LAYER, ItemTypes.SOUND);

    @Provide
    Arbitrary<String> maps() {
        return Arbitraries.of(MAPS);
    }

    @Provide
    Arbitrary<Integer> types() {
        return Arbitraries.of(TYPES);
    }

    private static byte[] bytes(String name) throws Exception {
        return Files.readAllBytes(Corpus.ddnetMap("maps/" + name));
    }

    @Property(tries = 12, seed = "15")
    void fixKeepsEveryItemThatWasNotHit(
            @ForAll("maps") String name,
            @ForAll("types") int type,
            @ForAll @LongRange(min = 1, max = 1_000_000) long seed)
            throws Exception {
        byte[] file = bytes(name);
        int count = ItemDamage.count(file, type);
        if (count == 0) {
            return; // dm8 has no sounds
        }
        ItemDamage.Damaged d = ItemDamage.damage(file, type, (int) (seed % count), seed);
        TwMap original = DamageKeepsTheRestTest.fixInMemory(file);
        TwMap fixed = DamageKeepsTheRestTest.fixInMemory(d.bytes());
        String what = name + ": item " + d.index() + " of type " + type + " damaged";

        assertThat(fixed.images()).as(what).hasSameSizeAs(original.images());
        for (int i = 0; i < original.images().size(); i++) {
            MapImage a = original.images().get(i);
            MapImage b = fixed.images().get(i);
            if (type == ItemTypes.IMAGE && i == d.index()) {
                assertThat(Placeholders.isPlaceholder(b)).as(what).isTrue();
            } else {
                assertThat(b.name()).as(what + " image " + i).isEqualTo(a.name());
                assertThat(Arrays.equals(a.pixels(), b.pixels())).as(what).isTrue();
            }
        }
        assertThat(fixed.sounds()).as(what).hasSameSizeAs(original.sounds());
        List<String> envelopes = names(original.envelopes());
        if (type == ItemTypes.ENVELOPE) {
            envelopes.remove(d.index());
        }
        assertThat(names(fixed.envelopes())).as(what).isEqualTo(envelopes);

        List<String> layers = signatures(original);
        if (type == ItemTypes.LAYER) {
            // in these maps the groups list their layers in file order, so the k-th layer item is allLayers().get(k)
            layers.remove(d.index());
        }
        List<String> got = signatures(fixed);
        if (type == ItemTypes.GROUP) {
            // the hit group's layers move to the recovered group at the end
            layers.sort(null);
            got.sort(null);
        }
        assertThat(got).as(what).isEqualTo(layers);
    }

    private static List<String> names(List<Envelope> envs) {
        List<String> out = new ArrayList<>();
        for (Envelope e : envs) {
            out.add(e.name() + " " + e.channels() + " " + List.copyOf(e.points()));
        }
        return out;
    }

    private static List<String> signatures(TwMap m) {
        List<String> out = new ArrayList<>();
        for (Layer l : m.allLayers()) {
            out.add(DamageKeepsTheRestTest.signature(m, l) + envelopeOf(m, l));
        }
        return out;
    }

    /** A tile layer's envelope and automapper links (the automapper items name layers by group and place). */
    private static String envelopeOf(TwMap m, Layer l) {
        if (!(l instanceof TileLayer t)) {
            return "";
        }
        return (t.colorEnvelope() != null ? " env " + t.colorEnvelope().name() : "") + " automapper " + t.automapper();
    }

    @Example
    void theLayersOfALostGroupAreKeptWithTheGameLayerCellForCell() throws Exception {
        byte[] file = bytes("Tutorial.map");
        TwMap original = new MapDecoder(ReadLimits.DDNET).read(file).map();
        int gameGroup = original.groups()
                .indexOf(original.groupOf(original.gameLayer().orElseThrow()).orElseThrow());
        ItemDamage.Damaged d = ItemDamage.damage(file, ItemTypes.GROUP, gameGroup, 1);
        TwMap fixed = DamageKeepsTheRestTest.fixInMemory(d.bytes());
        assertThat(fixed.groups().get(fixed.groups().size() - 1).name()).isEqualTo("Recovered");
        assertThat(cells(fixed.gameLayer().orElseThrow()))
                .isEqualTo(cells(original.gameLayer().orElseThrow()));
    }

    @Example
    void aTileLayerWhoseDataBreaksOffKeepsTheCellsReadBeforeTheDamage() throws Exception {
        byte[] file = bytes("Tutorial.map");
        Datafile df = new DatafileReader(ReadLimits.DDNET).read(file);
        TwMap original = new MapDecoder(ReadLimits.DDNET).decode(df).map();
        TileLayer game = original.gameLayer().orElseThrow();
        int block = gameBlock(df);
        // cut the block's zlib stream at 70 %: what follows is zeroes, as a disk that lost its tail writes
        int numTypes = twedit.model.datafile.LittleEndian.i32(file, 16);
        int numItems = twedit.model.datafile.LittleEndian.i32(file, 20);
        int numData = twedit.model.datafile.LittleEndian.i32(file, 24);
        int itemSize = twedit.model.datafile.LittleEndian.i32(file, 28);
        int offsets = 36 + 12 * numTypes + 4 * numItems;
        int base = offsets + 8 * numData + itemSize;
        int start = twedit.model.datafile.LittleEndian.i32(file, offsets + 4 * block);
        int end = twedit.model.datafile.LittleEndian.i32(file, offsets + 4 * (block + 1));
        byte[] b = file.clone();
        Arrays.fill(b, base + start + (end - start) * 7 / 10, base + end, (byte) 0);
        TwMap fixed = DamageKeepsTheRestTest.fixInMemory(b);
        TileLayer got = fixed.gameLayer().orElseThrow();
        assertThat(got.width()).isEqualTo(game.width());
        assertThat(got.height()).isEqualTo(game.height());
        byte[] want = cells(game);
        byte[] have = cells(got);
        int same = 0;
        while (same < want.length && want[same] == have[same]) {
            same++;
        }
        // most of the first 70 % of the stream's cells survive (the Game layer compresses evenly)
        assertThat(same).isGreaterThan(want.length / 3);
        assertThat(fixed.allLayers()).hasSameSizeAs(original.allLayers());
    }

    private static int gameBlock(Datafile df) {
        for (var it : df.itemsOfType(ItemTypes.LAYER)) {
            int[] d = it.data();
            if (d[1] == ItemTypes.LAYER_TILEMAP && (d[6] & 1) != 0) {
                return d[14];
            }
        }
        throw new IllegalStateException("no game layer");
    }

    private static byte[] cells(TileLayer t) {
        byte[] out = new byte[t.width() * t.height() * t.grid().cellBytes()];
        t.grid().readRect(0, 0, t.width(), t.height(), out);
        return out;
    }
}
