package twedit.model.codec;

import java.util.List;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * A decoded map with what the decoder tolerated (warnings a user may want to see), the form it was in, and the tile
 * layers the file stores in Teeworlds 0.7's compressed form (runs of tiles: DDNet before 17.2 crashes on them).
 */
public record LoadResult(TwMap map, List<LoadWarning> warnings, SourceForm form, List<TileLayer> packedLayers) {
    public LoadResult {
        warnings = List.copyOf(warnings);
        packedLayers = List.copyOf(packedLayers);
    }

    /** A result whose file stores no tile layer compressed. */
    public LoadResult(TwMap map, List<LoadWarning> warnings, SourceForm form) {
        this(map, warnings, form, List.of());
    }

    /** The warnings as people read them, one line each. */
    public List<String> warningTexts() {
        return warnings.stream().map(LoadWarning::toString).toList();
    }
}
