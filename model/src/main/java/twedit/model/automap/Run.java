package twedit.model.automap;

import java.util.List;

/**
 * One run of a configuration: its index rules in file order, and whether it reads the layer as it is being written
 * ({@code NoLayerCopy}) instead of a copy taken when the run starts. {@code line} is where the run starts (the
 * configuration's line for the first run, else its {@code NewRun}).
 */
public record Run(int line, boolean noLayerCopy, List<Rule> rules) {
    public Run {
        rules = List.copyOf(rules);
    }
}
