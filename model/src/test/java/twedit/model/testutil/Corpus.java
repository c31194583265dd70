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

    /** Every .map file of the corpus, sorted by path. */
    public static List<Path> maps() {
        require(Files.isDirectory(DDNET_DATA.resolve("maps")), "ddnet-data (" + DDNET_DATA + ")");
        require(Files.isDirectory(TEEWORLDS_DATA.resolve("maps")), "teeworlds-data (" + TEEWORLDS_DATA + ")");
        try (Stream<Path> a = Files.walk(DDNET_DATA);
                Stream<Path> b = Files.walk(TEEWORLDS_DATA)) {
            return Stream.concat(a, b)
                    .filter(p -> p.toString().endsWith(".map") && Files.isRegularFile(p))
                    .sorted(Comparator.comparing(Path::toString))
                    .collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
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
