package twedit.editor.files;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import twedit.model.codec.LoadResult;
import twedit.model.codec.SourceForm;
import twedit.model.document.MapDocument;
import twedit.model.io.AtomicFiles;

/** The ordered steps of the file pipeline, run as one: each operation asks the steps in the order they were added. */
public final class FileSteps {
    private final List<FileStep> steps = new ArrayList<>();

    public void add(FileStep step) {
        steps.add(step);
    }

    /** The first step's recovery of a failed read, or the last error when no step recovers the map. */
    public LoadResult readFailed(MapFormat format, Path path, Exception error) throws Exception {
        Exception last = error;
        for (FileStep s : steps) {
            try {
                return s.readFailed(format, path, last);
            } catch (Exception e) {
                last = e;
            }
        }
        throw last;
    }

    public void opened(MapFormat format, Path path) {
        steps.forEach(s -> s.opened(format, path));
    }

    /** Whether every step lets the save go ahead (the first that cancels stops the others being asked). */
    public boolean beforeSave(MapFormat format, Path path, SourceForm form, Runnable after) {
        for (FileStep s : steps) {
            if (!s.beforeSave(format, path, form, after)) {
                return false;
            }
        }
        return true;
    }

    /** The first step's own saving of {@code doc} in {@code format}, else the format's. */
    public MapFormat.Saving save(MapFormat format, MapDocument doc, SourceForm form) throws Exception {
        MapFormat.Saving own = stepSave(format, doc, form);
        return own != null ? own : format.save(doc, form);
    }

    /** The first step's own saving of {@code doc} in {@code format} (a conversion), or null when none has one. */
    public MapFormat.Saving stepSave(MapFormat format, MapDocument doc, SourceForm form) throws Exception {
        for (FileStep s : steps) {
            MapFormat.Saving saving = s.save(format, doc, form);
            if (saving != null) {
                return saving;
            }
        }
        return null;
    }

    /** Writes through the first step that writes, else atomically. */
    public void write(MapFormat format, Path path, byte[] bytes) throws Exception {
        for (FileStep s : steps) {
            if (s.write(format, path, bytes)) {
                return;
            }
        }
        AtomicFiles.write(path, bytes);
    }

    public void saved(MapFormat format, Path path, MapDocument doc) {
        steps.forEach(s -> s.saved(format, path, doc));
    }
}
