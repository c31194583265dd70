package twedit.model.doctor;

import java.util.List;
import twedit.model.codec.SourceForm;
import twedit.model.map.TwMap;

/**
 * A map loaded by {@link Salvage}: the map (everything that could be trusted), the form it was in, the findings of
 * loading it (what DDNet refuses, what was dropped or tolerated) and, when DDNet refuses the file as it is, the
 * first reason (null when it loads as it is).
 */
public record SalvageResult(TwMap map, SourceForm form, List<Finding> findings, String refusal) {
    public SalvageResult {
        findings = List.copyOf(findings);
    }

    /** Whether the file loads as it is (DDNet would accept its container and items). */
    public boolean intact() {
        return refusal == null;
    }
}
