package twedit.model.testutil;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/** Locates the real maps Debian installs (ddnet-data, teeworlds-data); on CI a missing corpus fails the test. */
public final class Corpus {
    public static final Path DDNET_DATA = Path.of("/usr/share/games/ddnet/data");
    public static final Path TEEWORLDS_DATA = Path.of("/usr/share/games/teeworlds/data");
    public static final Path DDNET_TOOLS = Path.of("/usr/lib/x86_64-linux-gnu/ddnet");
    public static final Path DDNET_SERVER = Path.of("/usr/games/DDNet-Server");

    private Corpus() {}

    /** True when running on CI, where missing test prerequisites are failures, not skips. */
    public static boolean onCi() {
        return "true".equalsIgnoreCase(System.getenv("CI"));
    }

    /** Fails on CI, skips elsewhere, when {@code present} is false. */
    public static void require(boolean present, String what) {
        if (onCi()) {
            if (!present) {
                throw new AssertionError(what + " is missing: .ci/run must install it");
            }
        } else {
            Assumptions.assumeTrue(present, what + " is not installed");
        }
    }

    /**
     * The corpus folders with the number of maps each holds (Debian's ddnet-data 16.4 and teeworlds-data 0.7.5): a
     * test over the corpus fails on CI when a folder holds fewer, so a shrunken corpus cannot make it pass with a
     * handful of maps.
     */
    public enum Folder {
        // the paths are spelled out, not taken from Corpus: Corpus sums the folders when it is initialized, so a
        // folder initialized first (a test naming Folder.DDNET_MAPS before anything of Corpus) must not need it
        DDNET_MAPS("ddnet-data", Path.of("/usr/share/games/ddnet/data/maps"), 19),
        DDNET_MAPS7("ddnet-data", Path.of("/usr/share/games/ddnet/data/maps7"), 5),
        DDNET_THEMES("ddnet-data", Path.of("/usr/share/games/ddnet/data/themes"), 9),
        TEEWORLDS_MAPS("teeworlds-data", Path.of("/usr/share/games/teeworlds/data/maps"), 16),
        TEEWORLDS_THEMES("teeworlds-data", Path.of("/usr/share/games/teeworlds/data/ui/themes"), 6);

        private final String pkg;
        private final Path dir;
        private final int expected;

        Folder(String pkg, Path dir, int expected) {
            this.pkg = pkg;
            this.dir = dir;
            this.expected = expected;
        }

        /** The number of maps the folder holds at least. */
        public int expected() {
            return expected;
        }

        public Path dir() {
            return dir;
        }
    }

    /** The number of maps in the whole corpus, at least: the sum of the folders'. */
    public static final int EXPECTED_MAPS =
            java.util.Arrays.stream(Folder.values()).mapToInt(Folder::expected).sum();

    /**
     * Every .map file of the corpus, sorted by path; fails on CI (skips elsewhere) when a folder is missing or holds
     * fewer maps than {@link Folder} expects.
     */
    public static List<Path> maps() {
        require(Files.isDirectory(DDNET_DATA.resolve("maps")), "ddnet-data (" + DDNET_DATA + ")");
        require(Files.isDirectory(TEEWORLDS_DATA.resolve("maps")), "teeworlds-data (" + TEEWORLDS_DATA + ")");
        List<Path> all;
        try (Stream<Path> a = Files.walk(DDNET_DATA);
                Stream<Path> b = Files.walk(TEEWORLDS_DATA)) {
            all = Stream.concat(a, b)
                    .filter(p -> p.toString().endsWith(".map") && Files.isRegularFile(p))
                    .sorted(Comparator.comparing(Path::toString))
                    .collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (Folder f : Folder.values()) {
            long n = all.stream().filter(p -> f.dir.equals(p.getParent())).count();
            require(n >= f.expected, f.pkg + "'s " + f.dir + " with its " + f.expected + " maps (" + n + " found)");
        }
        return all;
    }

    /** The maps of one corpus folder, sorted by path, checked as {@link #maps()} checks them. */
    public static List<Path> maps(Folder folder) {
        return maps().stream().filter(p -> folder.dir.equals(p.getParent())).collect(Collectors.toList());
    }

    /** One named map of DDNet's data (e.g. "maps/Tutorial.map"). */
    public static Path ddnetMap(String relative) {
        Path p = DDNET_DATA.resolve(relative);
        require(Files.isRegularFile(p), p.toString());
        return p;
    }

    /** The largest corpus map by file size. */
    public static Path largest() {
        return maps().stream().max(Comparator.comparingLong(Corpus::size)).orElseThrow();
    }

    private static long size(Path p) {
        try {
            return Files.size(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
