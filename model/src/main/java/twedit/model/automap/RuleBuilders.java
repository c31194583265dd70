package twedit.model.automap;

import java.util.ArrayList;
import java.util.List;

/** The mutable configurations, runs and rules {@link RulesParser} fills in before turning them into records. */
final class RuleBuilders {
    private RuleBuilders() {}

    /** A configuration being parsed. */
    static final class Config {
        final String name;
        final int line;
        final List<RunB> runs = new ArrayList<>();

        Config(String name, int line) {
            this.name = name;
            this.line = line;
            runs.add(new RunB(line));
        }

        RunB newRun(int runLine) {
            RunB r = new RunB(runLine);
            runs.add(r);
            return r;
        }

        Configuration build() {
            List<Run> out = new ArrayList<>();
            for (RunB r : runs) {
                out.add(r.build());
            }
            return new Configuration(name, line, out);
        }
    }

    /** A run being parsed. */
    static final class RunB {
        final int line;
        boolean noLayerCopy;
        final List<RuleB> rules = new ArrayList<>();

        RunB(int line) {
            this.line = line;
        }

        Run build() {
            List<Rule> out = new ArrayList<>();
            for (RuleB r : rules) {
                out.add(r.build());
            }
            return new Run(line, noLayerCopy, out);
        }
    }

    /** An index rule being parsed. */
    static final class RuleB {
        final int line;
        int tileId;
        int tileFlags;
        final List<Condition> conditions = new ArrayList<>();
        float probability = 1.0f;
        int randomLine;
        final List<Modulo> modulos = new ArrayList<>();
        boolean noDefaultRule;

        RuleB(int line) {
            this.line = line;
        }

        Rule build() {
            return new Rule(line, tileId, tileFlags, conditions, probability, modulos, noDefaultRule);
        }
    }
}
