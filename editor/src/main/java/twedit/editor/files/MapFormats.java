package twedit.editor.files;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The formats the editor opens and saves, in the order the file chooser lists them; the first (the {@code .map}
 * datafile) also takes any file no other format claims.
 */
public final class MapFormats {
    private final DatafileFormat datafile;
    private final List<MapFormat> all = new ArrayList<>();

    public MapFormats(DatafileFormat datafile) {
        this.datafile = datafile;
        all.add(datafile);
    }

    public void add(MapFormat format) {
        all.add(format);
    }

    /** The format of {@code path}: the first that handles it, else the datafile format. */
    public MapFormat forPath(Path path) {
        for (MapFormat f : all) {
            if (f != datafile && f.handles(path)) {
                return f;
            }
        }
        return datafile;
    }

    /** The {@code .map} format (start-up opens maps it has read itself through it). */
    public DatafileFormat datafile() {
        return datafile;
    }

    /** All formats, the datafile first. */
    public List<MapFormat> all() {
        return List.copyOf(all);
    }
}
