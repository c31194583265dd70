package twedit.model.automap;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A parsed {@code .rules} file: its configurations in file order (the first is the default one). */
public record RuleFile(List<Configuration> configurations) {
    public RuleFile {
        configurations = List.copyOf(configurations);
    }

    /** The configuration names in file order (names may repeat; the first of a name wins in {@link #find}). */
    public List<String> names() {
        List<String> names = new ArrayList<>();
        for (Configuration c : configurations) {
            names.add(c.name());
        }
        return names;
    }

    /** The first configuration called {@code name} (exact match first, then ignoring case). */
    public Optional<Configuration> find(String name) {
        for (Configuration c : configurations) {
            if (c.name().equals(name)) {
                return Optional.of(c);
            }
        }
        for (Configuration c : configurations) {
            if (c.name().equalsIgnoreCase(name)) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }

    /** The first configuration, if there is any. */
    public Optional<Configuration> first() {
        return configurations.isEmpty() ? Optional.empty() : Optional.of(configurations.get(0));
    }
}
