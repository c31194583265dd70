package twedit.model.optimize;

import java.util.List;

/** What an optimization did, in the order it did it. */
public record OptimizeReport(List<OptimizeAction> actions) {
    public OptimizeReport {
        actions = List.copyOf(actions);
    }

    /** How many actions of one kind. */
    public long count(OptimizeAction.Kind kind) {
        return actions.stream().filter(a -> a.kind() == kind).count();
    }

    /** One line per kind that did something, e.g. "2 unused images removed", joined by ", "; "nothing" if none. */
    public String summary() {
        StringBuilder sb = new StringBuilder();
        for (OptimizeAction.Kind k : OptimizeAction.Kind.values()) {
            long n = count(k);
            if (n > 0) {
                sb.append(sb.length() == 0 ? "" : ", ")
                        .append(k.title().toLowerCase(java.util.Locale.ROOT))
                        .append(": ")
                        .append(n);
            }
        }
        return sb.length() == 0 ? "nothing to optimize" : sb.toString();
    }
}
