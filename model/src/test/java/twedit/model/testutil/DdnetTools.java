package twedit.model.testutil;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * DDNet's own tools from ddnet-tools as independent judges (uuid, map_convert_07, map_extract), each run in a
 * throwaway folder whose storage.cfg makes it resolve paths there (../shared/spec/ddnet-oracle.md); a missing tool
 * fails the test on CI and skips it elsewhere.
 */
public final class DdnetTools {
    private static final Pattern UUID_LINE = Pattern.compile("uuid: ([0-9a-f-]{36})");

    private DdnetTools() {}

    /** What a tool said and left behind. */
    public record Run(int exitCode, String log, Map<String, byte[]> files) {}

    /** DDNet's UUID of a name (its {@code uuid NAME}), computed by DDNet's code, not ours. */
    public static UUID uuid(String name) throws IOException, InterruptedException {
        Run r = run("uuid", Map.of(), List.of(), name);
        Matcher m = UUID_LINE.matcher(r.log());
        if (r.exitCode() != 0 || !m.find()) {
            throw new AssertionError("uuid " + name + " printed no uuid (exit " + r.exitCode() + "):\n" + r.log());
        }
        return UUID.fromString(m.group(1));
    }

    /**
     * DDNet's conversion of a map to the 0.7 form ({@code map_convert_07 in.map out.map}); the result's files hold
     * "out.map" when it wrote one. External images stay external (there is no data/mapres in the folder to embed).
     */
    public static Run convert07(byte[] map) throws IOException, InterruptedException {
        return run("map_convert_07", Map.of("in.map", map), List.of(), "in.map", "out.map");
    }

    /** The embedded images (NAME.png) and sounds (NAME.opus) DDNet's {@code map_extract} writes of a map. */
    public static Map<String, byte[]> extract(byte[] map) throws IOException, InterruptedException {
        Run r = run("map_extract", Map.of("in.map", map), List.of("out"), "in.map", "out");
        if (r.exitCode() != 0) {
            throw new AssertionError("map_extract failed (exit " + r.exitCode() + "):\n" + r.log());
        }
        Map<String, byte[]> out = new TreeMap<>();
        r.files().forEach((name, bytes) -> {
            if (name.startsWith("out/")) {
                out.put(name.substring(4), bytes);
            }
        });
        return out;
    }

    /**
     * Runs a tool of ddnet-tools in a fresh folder holding {@code inputs}, a storage.cfg and the folders {@code dirs};
     * returns its exit code, its output and every file the folder holds afterwards (by relative path).
     */
    public static Run run(String tool, Map<String, byte[]> inputs, List<String> dirs, String... args)
            throws IOException, InterruptedException {
        Path exe = Corpus.DDNET_TOOLS.resolve(tool);
        Corpus.require(Files.isExecutable(exe), "ddnet-tools (" + exe + ")");
        Path w = Files.createTempDirectory("twedit-" + tool);
        try {
            Files.writeString(w.resolve("storage.cfg"), "add_path $CURRENTDIR\n");
            for (Map.Entry<String, byte[]> e : inputs.entrySet()) {
                Files.write(w.resolve(e.getKey()), e.getValue());
            }
            for (String d : dirs) {
                Files.createDirectories(w.resolve(d));
            }
            List<String> cmd = new java.util.ArrayList<>(List.of(exe.toString()));
            cmd.addAll(List.of(args));
            ProcessBuilder pb = new ProcessBuilder(cmd).directory(w.toFile());
            pb.environment().put("HOME", w.toString());
            pb.environment().put("XDG_DATA_HOME", w.toString());
            Processes.Result r = Processes.run(pb, Duration.ofSeconds(120));
            Map<String, byte[]> files = new TreeMap<>();
            try (Stream<Path> s = Files.walk(w)) {
                for (Path p : s.filter(Files::isRegularFile).toList()) {
                    String rel = w.relativize(p).toString();
                    if (!rel.equals("storage.cfg") && !inputs.containsKey(rel)) {
                        files.put(rel, Files.readAllBytes(p));
                    }
                }
            }
            return new Run(r.exitCode(), r.output(), files);
        } finally {
            DdnetOracle.deleteTree(w);
        }
    }
}
