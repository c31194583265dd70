package twedit.model.testutil;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/** Runs the real DDNet programs as test oracles, as ../shared/spec/ddnet-oracle.md describes. */
public final class DdnetOracle {
    private DdnetOracle() {}

    /** What the real server said about a map. */
    public record ServerResult(int exitCode, String log, boolean loaded) {
        public String summary() {
            return "exit " + exitCode + (loaded ? " (loaded)" : " (NOT loaded)") + "\n" + tail(log, 2000);
        }
    }

    /** Loads {@code map} in DDNet-Server in a throwaway storage dir and judges the log. */
    public static ServerResult serverLoads(byte[] map) throws IOException, InterruptedException {
        Corpus.require(Files.isExecutable(Corpus.DDNET_SERVER), "ddnet-server (" + Corpus.DDNET_SERVER + ")");
        Path w = Files.createTempDirectory("twedit-ddnet");
        try {
            Files.createDirectories(w.resolve("maps"));
            Files.write(w.resolve("maps/check.map"), map);
            Files.writeString(w.resolve("storage.cfg"), "add_path $CURRENTDIR\n");
            ProcessBuilder pb = new ProcessBuilder(
                    "timeout",
                    "-k",
                    "1",
                    "10",
                    "unshare",
                    "-n",
                    Corpus.DDNET_SERVER.toString(),
                    "sv_register 0; sv_map check; shutdown");
            pb.directory(w.toFile());
            pb.environment().put("HOME", w.toString());
            pb.environment().put("XDG_DATA_HOME", w.toString());
            Processes.Result r = Processes.run(pb, Duration.ofSeconds(30));
            String log = r.output();
            int code = r.exitCode();
            boolean loaded = code == 0
                    && log.contains("datafile: loading done. datafile='maps/check.map'")
                    && log.contains("server: version ")
                    && !log.contains("failed to load map")
                    && !log.contains("VERY wrong")
                    && !log.contains("wrong signature")
                    && !log.contains("could not open")
                    && !containsErrorWord(log);
            return new ServerResult(code, log, loaded);
        } finally {
            deleteTree(w);
        }
    }

    private static boolean containsErrorWord(String log) {
        // "error" anywhere is a failure, except in the harmless lines a bare server always prints
        for (String line : log.split("\n")) {
            String l = line.toLowerCase(java.util.Locale.ROOT);
            if (l.contains("error") && !l.contains("censorlist") && !l.contains("wordlist")) {
                return true;
            }
        }
        return false;
    }

    /** Runs map_diff on two maps; returns its exit code (0 = same tiles) with its output. */
    public static ServerResult mapDiff(byte[] a, byte[] b) throws IOException, InterruptedException {
        Path tool = Corpus.DDNET_TOOLS.resolve("map_diff");
        Corpus.require(Files.isExecutable(tool), "ddnet-tools (" + tool + ")");
        Path w = Files.createTempDirectory("twedit-mapdiff");
        try {
            Files.write(w.resolve("a.map"), a);
            Files.write(w.resolve("b.map"), b);
            Files.writeString(w.resolve("storage.cfg"), "add_path $CURRENTDIR\n");
            ProcessBuilder pb = new ProcessBuilder("timeout", "-k", "1", "60", tool.toString(), "a.map", "b.map");
            pb.directory(w.toFile());
            pb.environment().put("HOME", w.toString());
            Processes.Result r = Processes.run(pb, Duration.ofSeconds(80));
            return new ServerResult(r.exitCode(), r.output(), r.exitCode() == 0);
        } finally {
            deleteTree(w);
        }
    }

    private static String tail(String s, int n) {
        return s.length() <= n ? s : s.substring(s.length() - n);
    }

    static void deleteTree(Path p) throws IOException {
        try (Stream<Path> s = Files.walk(p)) {
            for (Path q : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(q);
            }
        }
    }

    /** The names of all corpus maps, for parameterized tests. */
    public static List<Path> corpus() {
        return Corpus.maps();
    }
}
