package twedit.model.codec;

import java.util.List;
import twedit.model.map.TwMap;

/** A decoded map with what the decoder tolerated (warnings a user may want to see) and the form it was in. */
public record LoadResult(TwMap map, List<LoadWarning> warnings, SourceForm form) {
    public LoadResult {
        warnings = List.copyOf(warnings);
    }

    /** The warnings as people read them, one line each. */
    public List<String> warningTexts() {
        return warnings.stream().map(LoadWarning::toString).toList();
    }
}
