package twedit.model.optimize;

import java.util.EnumSet;
import java.util.Set;

/** Which optimizations to run; {@link #ALL} runs every one. */
public record OptimizeOptions(Set<OptimizeAction.Kind> kinds) {
    public static final OptimizeOptions ALL = new OptimizeOptions(EnumSet.allOf(OptimizeAction.Kind.class));

    public OptimizeOptions {
        kinds = kinds.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(kinds));
    }

    public boolean has(OptimizeAction.Kind kind) {
        return kinds.contains(kind);
    }
}
