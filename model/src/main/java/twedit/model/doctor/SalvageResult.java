package twedit.model.doctor;

import java.util.List;
import twedit.model.codec.SourceForm;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * A map loaded by {@link Salvage}: the map (everything that could be trusted), the form it was in, the findings of
 * loading it (what DDNet refuses, what was dropped or tolerated) and, when DDNet refuses the file as it is, the
 * first reason (null when it loads as it is), and the tile layers the file stores in 0.7's compressed form.
 */
public record SalvageResult(
        TwMap map, SourceForm form, List<Finding> findings, String refusal, List<TileLayer> packedLayers) {
    public SalvageResult {
        findings = List.copyOf(findings);
        packedLayers = List.copyOf(packedLayers);
    }

    /** A result whose file stores no tile layer compressed. */
    public SalvageResult(TwMap map, SourceForm form, List<Finding> findings, String refusal) {
        this(map, form, findings, refusal, List.of());
    }

    /** Whether the file loads as it is (DDNet would accept its container and items). */
    public boolean intact() {
        return refusal == null;
    }
}
