package twedit.model.doctor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import twedit.model.codec.MapDecoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileReader;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.map.Envelope;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.MapSound;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;

/**
 * Random damage to the data blocks of real maps: {@code fix} (salvage and fix all; the encoding step is covered by
 * the Tutorial example and the round-trip tests) keeps every image, sound,
 * envelope and layer whose bytes were not damaged, by count and by content, and damaged images and sounds stay as
 * placeholders under their names.
 */
class DamageKeepsTheRestTest {
    private static final List<String> MAPS = List.of("Tutorial.map", "ctf2.map", "dm8.map");
    /** Each map's bytes, datafile, decoded map and fixed map, computed once. */
    private record Original(byte[] bytes, Datafile df, TwMap map, TwMap fixed) {}

    private static final Map<String, Original> ORIGINALS = new ConcurrentHashMap<>();

    @Provide
    Arbitrary<String> maps() {
        return Arbitraries.of(MAPS);
    }

    private static Original original(String name) {
        // found outside the lambda: a missing corpus is the skip (or CI's failure) Corpus decides, not an error
        java.nio.file.Path file = Corpus.ddnetMap("maps/" + name);
        return ORIGINALS.computeIfAbsent(name, n -> {
            try {
                byte[] bytes = Files.readAllBytes(file);
                Datafile df = new DatafileReader(ReadLimits.DDNET).read(bytes);
                return new Original(
                        bytes, df, new MapDecoder(ReadLimits.DDNET).decode(df).map(), fix(bytes));
            } catch (Exception e) {
                throw new IllegalStateException(n, e);
            }
        });
    }

    /** Salvage and fix all, as {@code twedit fix} does before encoding. */
    static TwMap fixInMemory(byte[] bytes) throws Exception {
        SalvageResult r = Salvage.load(bytes, ReadLimits.DDNET);
        MapDocument doc = new MapDocument(r.map());
        Doctor.fixAll(doc, Validator.ddnet());
        return doc.map();
    }

    /** Salvage, fix all and encode, as {@code twedit fix} does; the output read back. */
    static TwMap fix(byte[] bytes) throws Exception {
        byte[] out = Doctor.encodeVerified(fixInMemory(bytes), SaveOptions.DDNET);
        return new MapDecoder(ReadLimits.DDNET).read(out).map();
    }

    @Example
    void everyImageOfTutorialWithFlippedPixelsStaysAsAPlaceholderWithItsLinks() throws Exception {
        Original o = original("Tutorial.map");
        java.util.Set<Integer> pixels = new java.util.TreeSet<>();
        o.df().itemsOfType(twedit.model.codec.ItemTypes.IMAGE).stream()
                .filter(it -> it.data()[3] == 0)
                .forEach(it -> pixels.add(it.data()[5]));
        DataDamage.Damaged d = DataDamage.damageBlocks(o.bytes(), o.df(), pixels, 42, 3);
        TwMap fixed = fix(d.bytes());
        assertThat(d.images()).hasSizeGreaterThan(10);
        assertThat(fixed.images()).hasSameSizeAs(o.map().images());
        for (int i : d.images()) {
            assertThat(fixed.images().get(i).name())
                    .isEqualTo(o.map().images().get(i).name());
        }
        assertThat(fixed.images().stream().filter(twedit.model.codec.Placeholders::isPlaceholder))
                .hasSize(d.images().size());
        List<String> want = o.fixed().allLayers().stream()
                .map(l -> signatureWithoutCells(o.fixed(), l))
                .toList();
        assertThat(fixed.allLayers().stream()
                        .map(l -> signatureWithoutCells(fixed, l))
                        .toList())
                .isEqualTo(want);
    }

    private static String signatureWithoutCells(TwMap m, Layer l) {
        return signature(m, l).replaceAll(" cells -?[0-9]+", "");
    }

    @Property(tries = 6, seed = "15")
    void fixKeepsWhatWasNotDamaged(
            @ForAll("maps") String name,
            @ForAll @LongRange(min = 1, max = 1_000_000) long seed,
            @ForAll @IntRange(min = 1, max = 4) int blocks,
            @ForAll @IntRange(min = 1, max = 6) int hits)
            throws Exception {
        Original o = original(name);
        TwMap original = o.map();
        TwMap fixedOriginal = o.fixed();
        DataDamage.Damaged d = DataDamage.damage(o.bytes(), o.df(), seed, blocks, hits);
        TwMap fixed = fixInMemory(d.bytes());
        String what = name + " damaged in blocks " + d.blocks();

        assertThat(fixed.images()).as(what).hasSameSizeAs(original.images());
        for (int i = 0; i < original.images().size(); i++) {
            MapImage a = original.images().get(i);
            MapImage b = fixed.images().get(i);
            if (!d.images().contains(i)) {
                assertThat(b.name()).as(what + " image " + i).isEqualTo(a.name());
                assertThat(b.width()).isEqualTo(a.width());
                assertThat(b.height()).isEqualTo(a.height());
                assertThat(b.external()).isEqualTo(a.external());
                assertThat(Arrays.equals(a.pixels(), b.pixels()))
                        .as(what + " image " + i + " pixels")
                        .isTrue();
            }
        }
        assertThat(fixed.sounds()).as(what).hasSameSizeAs(original.sounds());
        for (int i = 0; i < original.sounds().size(); i++) {
            MapSound a = original.sounds().get(i);
            MapSound b = fixed.sounds().get(i);
            if (!d.sounds().contains(i)) {
                assertThat(b.name()).isEqualTo(a.name());
                assertThat(b.data()).isEqualTo(a.data());
            }
        }
        // envelopes have no data blocks: none of them is damaged
        assertThat(fixed.envelopes()).as(what).hasSameSizeAs(original.envelopes());
        for (int i = 0; i < original.envelopes().size(); i++) {
            Envelope a = fixedOriginal.envelopes().get(i);
            Envelope b = fixed.envelopes().get(i);
            assertThat(b.name()).isEqualTo(a.name());
            assertThat(b.channels()).isEqualTo(a.channels());
            assertThat(List.copyOf(b.points())).isEqualTo(List.copyOf(a.points()));
        }
        // the layers whose blocks were not hit are all there, in order and with the same content (as fix leaves it)
        List<String> expected = new ArrayList<>();
        List<Layer> all = fixedOriginal.allLayers();
        for (int i = 0; i < all.size(); i++) {
            if (!d.layers().contains(i)) {
                expected.add(signature(fixedOriginal, all.get(i)));
            }
        }
        List<String> got =
                fixed.allLayers().stream().map(l -> signature(fixed, l)).toList();
        assertThat(isSubsequence(expected, got))
                .as(what + "\n" + expected + "\n" + got)
                .isTrue();
        if (d.layers().isEmpty()) {
            assertThat(got).as(what).isEqualTo(expected);
        }
    }

    /** A layer's kind, name, links (by index) and content, as one comparable text. */
    static String signature(TwMap m, Layer l) {
        StringBuilder b = new StringBuilder(l.getClass().getSimpleName())
                .append(" '")
                .append(l.name())
                .append("'");
        if (l instanceof TileLayer t) {
            byte[] cells = new byte[t.width() * t.height() * t.grid().cellBytes()];
            t.grid().readRect(0, 0, t.width(), t.height(), cells);
            b.append(' ')
                    .append(t.kind())
                    .append(' ')
                    .append(t.width())
                    .append('x')
                    .append(t.height());
            b.append(" image ").append(m.images().indexOf(t.image()));
            b.append(" cells ").append(Arrays.hashCode(cells));
        } else if (l instanceof QuadsLayer q) {
            b.append(" image ").append(m.images().indexOf(q.image()));
            b.append(" quads ").append(q.quads().size());
            q.quads().forEach(quad -> b.append(' ').append(quad.points()).append(quad.texCoords()));
        } else if (l instanceof SoundsLayer s) {
            b.append(" sound ").append(m.sounds().indexOf(s.sound()));
            b.append(" sources ").append(s.sources().size());
        }
        return b.toString();
    }

    private static boolean isSubsequence(List<String> want, List<String> in) {
        int j = 0;
        for (String s : in) {
            if (j < want.size() && want.get(j).equals(s)) {
                j++;
            }
        }
        return j == want.size();
    }
}
