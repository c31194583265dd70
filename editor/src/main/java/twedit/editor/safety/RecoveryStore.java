package twedit.editor.safety;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import twedit.model.codec.SourceForm;
import twedit.model.dirs.DataHome;
import twedit.model.io.AtomicFiles;

/**
 * The recovery folder: one autosaved map per editing session ({@code ID.map}) with a small sidecar
 * ({@code ID.properties}) naming the original file, its form and when it was written. New recovery files are readable
 * by the user only (0600): they are private working copies, possibly of maps other users may not read.
 */
public final class RecoveryStore {
    /** Environment variable overriding the recovery folder (tests, portable installs). */
    public static final String ENV_DIR = "TWEDIT_RECOVERY_DIR";

    /** One recoverable map: its id, the autosaved file, the original (null for a map never saved) and form. */
    public record Entry(String id, Path map, Path original, SourceForm form, Instant time) {
        /** The name to show the user. */
        public String displayName() {
            return original == null ? "Untitled.map" : original.getFileName().toString();
        }
    }

    private final Path dir;

    public RecoveryStore(Path dir) {
        this.dir = dir;
    }

    /** TWEDIT_RECOVERY_DIR, else $XDG_DATA_HOME/twedit/recovery, else ~/.local/share/twedit/recovery. */
    public static Path defaultDir(Map<String, String> env, Path home) {
        String own = env.get(ENV_DIR);
        if (own != null && !own.isBlank()) {
            return Path.of(own);
        }
        return DataHome.twedit(env, home).resolve("recovery");
    }

    public Path dir() {
        return dir;
    }

    /** Writes the autosaved bytes of session {@code id}, then its sidecar (an entry exists once both are there). */
    public void write(String id, byte[] bytes, Path original, SourceForm form) throws IOException {
        AtomicFiles.writePrivate(dir.resolve(id + ".map"), bytes);
        Properties p = new Properties();
        p.setProperty(
                "original", original == null ? "" : original.toAbsolutePath().toString());
        p.setProperty("form", form == null ? SourceForm.DDNET.name() : form.name());
        p.setProperty("time", Instant.now().toString());
        StringWriter w = new StringWriter();
        p.store(w, "twedit recovery file: the autosaved map is " + id + ".map");
        AtomicFiles.writePrivate(dir.resolve(id + ".properties"), w.toString().getBytes(StandardCharsets.UTF_8));
    }

    /** Deletes the files of session {@code id}; failures are ignored (the entry is offered again, no harm). */
    public void delete(String id) {
        try {
            Files.deleteIfExists(dir.resolve(id + ".properties"));
            Files.deleteIfExists(dir.resolve(id + ".map"));
        } catch (IOException e) {
            // left for the next start to offer or delete
        }
    }

    /** Every complete entry, newest first; unreadable sidecars are skipped. */
    public List<Entry> entries() {
        List<Entry> out = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return out;
        }
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir, "*.properties")) {
            for (Path side : ds) {
                String name = side.getFileName().toString();
                String id = name.substring(0, name.length() - ".properties".length());
                Path map = dir.resolve(id + ".map");
                if (Files.isRegularFile(map)) {
                    Entry e = read(id, side, map);
                    if (e != null) {
                        out.add(e);
                    }
                }
            }
        } catch (IOException e) {
            return out;
        }
        out.sort(Comparator.comparing(Entry::time).reversed());
        return out;
    }

    private static Entry read(String id, Path side, Path map) {
        try {
            Properties p = new Properties();
            p.load(new StringReader(Files.readString(side, StandardCharsets.UTF_8)));
            String orig = p.getProperty("original", "");
            SourceForm form = SourceForm.valueOf(p.getProperty("form", SourceForm.DDNET.name()));
            Instant time = Instant.parse(p.getProperty("time", Instant.EPOCH.toString()));
            return new Entry(id, map, orig.isBlank() ? null : Path.of(orig), form, time);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
