package twedit.model.automap;

import java.util.List;

/** One {@code [name]} section of a rules file: its runs, executed in order (there is always at least one). */
public record Configuration(String name, int line, List<Run> runs) {
    public Configuration {
        runs = List.copyOf(runs);
    }

    /** The number of index rules over all runs. */
    public int ruleCount() {
        int n = 0;
        for (Run r : runs) {
            n += r.rules().size();
        }
        return n;
    }
}
