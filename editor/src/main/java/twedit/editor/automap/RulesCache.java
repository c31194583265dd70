package twedit.editor.automap;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.HashMap;
import java.util.Map;
import twedit.model.automap.RulesParseResult;
import twedit.model.automap.RulesParser;

/**
 * Parsed rules files, re-read when the file's time or size changed (so edits made in the rules editor or any
 * other editor apply without reopening the map).
 */
public final class RulesCache {
    private record Entry(FileTime time, long size, RulesParseResult parsed) {}

    private final Map<Path, Entry> entries = new HashMap<>();

    /** The parsed file, read again when it changed on disk. */
    public synchronized RulesParseResult get(Path file) throws IOException {
        FileTime t = Files.getLastModifiedTime(file);
        long size = Files.size(file);
        Entry e = entries.get(file);
        if (e == null || !e.time.equals(t) || e.size != size) {
            e = new Entry(t, size, RulesParser.parse(file));
            entries.put(file, e);
        }
        return e.parsed;
    }

    /** Forgets every parsed file (Reload). */
    public synchronized void clear() {
        entries.clear();
    }
}
