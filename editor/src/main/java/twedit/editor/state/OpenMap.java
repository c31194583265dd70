package twedit.editor.state;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import twedit.model.codec.SourceForm;
import twedit.model.document.MapDocument;
import twedit.model.map.Group;
import twedit.model.map.Layer;

/**
 * One map open in the window (a tab): its document with its own history, its file and form, whether it was read from
 * a damaged file, and what the editor keeps of it (current layer, view, selections) while another map is shown.
 */
public final class OpenMap {
    private MapDocument document;
    private Path file;
    private SourceForm form;
    private boolean damaged;
    private Group group;
    private Layer layer;
    private final Map<Object, Object> kept = new HashMap<>();

    OpenMap(MapDocument document, Path file, SourceForm form) {
        replace(document, file, form);
    }

    public MapDocument document() {
        return document;
    }

    /** The file the map was read from or saved to; null for a map never saved. */
    public Path file() {
        return file;
    }

    public SourceForm form() {
        return form;
    }

    /**
     * Whether the map was read from a damaged file (reading it dropped or repaired something) and not saved since:
     * its first save must not write over the damaged original.
     */
    public boolean damaged() {
        return damaged;
    }

    /** The name its tab, the title and prompts show: the file's name, or "Untitled.map". */
    public String displayName() {
        Path name = file == null ? null : file.getFileName();
        return name == null ? "Untitled.map" : name.toString();
    }

    /** Whether this is an untouched new map (no file, no history): opening a file may take its place. */
    public boolean pristine() {
        return file == null && !document.isModified() && !document.canUndo() && !document.canRedo();
    }

    /** Whether the map was read from (or saved to) {@code path}. */
    public boolean isFile(Path path) {
        return file != null
                && path != null
                && file.toAbsolutePath()
                        .normalize()
                        .equals(path.toAbsolutePath().normalize());
    }

    /** Keeps {@code value} under {@code key} while the map is in the background (a feature's view of it). */
    public void keep(Object key, Object value) {
        if (value == null) {
            kept.remove(key);
        } else {
            kept.put(key, value);
        }
    }

    /** What {@link #keep} kept under {@code key}, when it is a {@code type}. */
    public <T> Optional<T> kept(Object key, Class<T> type) {
        Object v = kept.get(key);
        return type.isInstance(v) ? Optional.of(type.cast(v)) : Optional.empty();
    }

    void replace(MapDocument doc, Path path, SourceForm sourceForm) {
        document = doc;
        file = path;
        form = sourceForm == null ? SourceForm.DDNET : sourceForm;
        damaged = false;
        group = null;
        layer = null;
        kept.clear();
    }

    void setFile(Path path, SourceForm sourceForm) {
        file = path;
        form = sourceForm == null ? SourceForm.DDNET : sourceForm;
    }

    void setDamaged(boolean d) {
        damaged = d;
    }

    void remember(Group g, Layer l) {
        group = g;
        layer = l;
    }

    Group rememberedGroup() {
        return group;
    }

    Layer rememberedLayer() {
        return layer;
    }
}
