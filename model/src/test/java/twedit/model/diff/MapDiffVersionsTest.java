package twedit.model.diff;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import twedit.model.codec.MapDecoder;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.Origin;
import twedit.model.map.Layer;
import twedit.model.map.TwMap;
import twedit.model.optimize.OptimizeOptions;
import twedit.model.optimize.Optimizer;
import twedit.model.testutil.Corpus;

/**
 * Issue 28 over real versions of the same maps Debian installs: DDNet's maps and their 0.7 conversions (maps7), and
 * Teeworlds' maps against DDNet's copies of them. No layer both versions have is reported added, removed or renamed;
 * and a map against its own optimized copy lists only what optimize removed, cropped or cleared.
 */
class MapDiffVersionsTest {
    private static final String[] CONVERTED = {"Gold Mine", "LearnToPlay", "Sunny Side Up", "Tsunami", "Tutorial"};
    private static final String[] SHARED = {
        "ctf1", "ctf2", "ctf3", "ctf4", "ctf5", "ctf6", "ctf7", "dm1", "dm2", "dm6", "dm7", "dm8", "dm9"
    };
    private static final Pattern COUNT = Pattern.compile("^(\\d+) layers?$");

    private static TwMap read(Path p) throws Exception {
        return new MapDecoder(ReadLimits.DDNET).read(Files.readAllBytes(p)).map();
    }

    private static Path ddnet(String dir, String name) {
        Path p = Corpus.DDNET_DATA.resolve(dir).resolve(name + ".map");
        Corpus.require(Files.isRegularFile(p), p.toString());
        return p;
    }

    private static Path teeworlds(String name) {
        Path p = Corpus.TEEWORLDS_DATA.resolve("maps").resolve(name + ".map");
        Corpus.require(Files.isRegularFile(p), p.toString());
        return p;
    }

    @Test
    void aConversionTo07ChangesNoGroupLayerOrCell() throws Exception {
        for (String name : CONVERTED) {
            List<Difference> d = MapDiff.compare(read(ddnet("maps", name)), read(ddnet("maps7", name)));
            assertThat(d)
                    .as(name)
                    .noneMatch(x -> x.kind().equals("group")
                            || x.kind().equals("layer")
                            || x instanceof Difference.Cells
                            || x instanceof Difference.Objects);
        }
    }

    @Test
    void teeworldsAndDdnetCopiesPairEveryLayerBothHave() throws Exception {
        List<String> failures = new ArrayList<>();
        for (String name : SHARED) {
            TwMap a = read(teeworlds(name));
            TwMap b = read(ddnet("maps", name));
            List<Difference> d = MapDiff.compare(a, b);
            int reported = 0;
            for (Difference x : d) {
                if (x instanceof Difference.Thing t && t.change() != Change.CHANGED) {
                    if (t.kind().equals("layer")) {
                        reported++;
                    } else if (t.kind().equals("group")) {
                        Matcher m = COUNT.matcher(t.detail());
                        reported += m.matches() ? Integer.parseInt(m.group(1)) : 0;
                    }
                }
                if ((x.kind().equals("layer") || x.kind().equals("group"))
                        && x.text().contains("renamed")) {
                    failures.add(name + ": " + x.text());
                }
            }
            // only as many layers added or removed as the two versions' counts of each kind differ by
            int needed = 0;
            Map<String, Integer> kinds = new HashMap<>();
            for (Layer l : a.allLayers()) {
                kinds.merge(l.kindLabel(), 1, Integer::sum);
            }
            for (Layer l : b.allLayers()) {
                kinds.merge(l.kindLabel(), -1, Integer::sum);
            }
            for (int n : kinds.values()) {
                needed += Math.abs(n);
            }
            if (reported != needed) {
                failures.add(name + ": " + reported + " layers added or removed where the versions differ by " + needed
                        + ": " + d.stream().map(Difference::text).toList());
            }
        }
        assertThat(failures).isEmpty();
    }

    @Test
    void dm1sInsertedLayerIsOneLineAndTheLayersAfterItPairWithThemselves() throws Exception {
        List<String> d = MapDiff.compare(read(teeworlds("dm1")), read(ddnet("maps", "dm1"))).stream()
                .map(Difference::text)
                .toList();
        // DDNet's dm1 has one more grass_main layer in the Game group, before the last two
        assertThat(d).contains("group 6/layer 3 added: tiles");
        assertThat(d).noneMatch(s -> s.startsWith("group 6/layer 4") && s.contains("image"));
        assertThat(d).noneMatch(s -> s.contains("detail"));
    }

    @Test
    void optimizeThenDiffListsOnlyWhatOptimizeRemovedCroppedOrCleared() throws Exception {
        List<Path> maps = new ArrayList<>();
        for (String n : CONVERTED) {
            maps.add(ddnet("maps", n));
        }
        for (String n : SHARED) {
            maps.add(ddnet("maps", n));
            maps.add(teeworlds(n));
        }
        List<String> failures = new ArrayList<>();
        int removed = 0;
        int cropped = 0;
        for (Path p : maps) {
            TwMap before = read(p);
            TwMap after = read(p);
            new Optimizer(OptimizeOptions.ALL).optimize(new MapDocument(after), Origin.USER);
            for (Difference x : MapDiff.compare(before, after)) {
                if (x instanceof Difference.Thing t && t.change() == Change.REMOVED) {
                    removed++;
                } else if (x instanceof Difference.Thing t
                        && t.kind().equals("layer")
                        && t.detail().matches("\\d+x\\d+ -> \\d+x\\d+, cropped by [^,]*, no cell changed")) {
                    cropped++;
                } else if (!(x instanceof Difference.Thing t
                        && t.kind().equals("image")
                        && t.detail()
                                .matches(
                                        "(\\d+ of 256 tiles cleared(, )?)?(transparent pixels recoloured \\(drawn the same\\))?"))) {
                    failures.add(p.getFileName() + ": " + x.text());
                }
            }
        }
        assertThat(failures).isEmpty();
        assertThat(removed).isPositive();
        assertThat(cropped).isPositive();
    }
}
