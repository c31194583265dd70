package twedit.editor.files;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import twedit.editor.state.Workspace;
import twedit.model.codec.LoadResult;
import twedit.model.codec.LoadWarning;
import twedit.model.codec.SaveOptions;
import twedit.model.codec.SourceForm;
import twedit.model.document.MapDocument;
import twedit.model.io.MapFiles;
import twedit.model.map.TwMap;

/** Teeworlds and DDNet {@code .map} files: read with the strict codec, written in the DDNet or 0.7 form. */
public final class DatafileFormat implements MapFormat {
    private final Workspace ws;
    private final MapFiles files;
    private final Consumer<TwMap> preload;

    /** @param preload decodes a read map's images on the reading thread (thread-safe) */
    public DatafileFormat(Workspace ws, MapFiles files, Consumer<TwMap> preload) {
        this.ws = ws;
        this.files = files;
        this.preload = preload;
    }

    @Override
    public String description() {
        return "Teeworlds / DDNet maps";
    }

    @Override
    public List<String> extensions() {
        return List.of("map");
    }

    @Override
    public boolean isDatafile() {
        return true;
    }

    @Override
    public Opening read(Path path) throws Exception {
        return recovered(path, files.load(path));
    }

    @Override
    public Opening recovered(Path path, LoadResult loaded) {
        try {
            preload.accept(loaded.map());
        } catch (OutOfMemoryError e) {
            // the images are decoded when drawn instead: a map that fits without its decoded images still opens
        }
        return opening(path, loaded);
    }

    /**
     * An opening for a map already read (and its images decoded), as start-up reads it; damaged when reading it
     * tolerated or salvaged something (items it only kept unchanged do not count).
     */
    public Opening opening(Path path, LoadResult r) {
        boolean damaged = r.warnings().stream().anyMatch(w -> w.kind() != LoadWarning.Kind.KEPT_UNKNOWN);
        return new Opening() {
            @Override
            public String open() {
                ws.open(new MapDocument(r.map()), path, r.form());
                List<String> w = r.warningTexts();
                return "Opened " + path.getFileName()
                        + (w.isEmpty()
                                ? ""
                                : " with " + w.size() + " warning" + (w.size() == 1 ? "" : "s") + ": " + w.get(0));
            }

            @Override
            public boolean damaged() {
                return damaged;
            }
        };
    }

    @Override
    public Saving save(MapDocument doc, SourceForm form) {
        return () -> files.encode(doc.map(), new SaveOptions(form, false));
    }

    @Override
    public String saveFailureHint(SourceForm form) {
        return form == SourceForm.TEEWORLDS_07 ? "\nTry Save As in DDNet format." : "";
    }
}
