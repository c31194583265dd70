package twedit.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import twedit.model.datafile.ReadLimits;
import twedit.model.doctor.Doctor;
import twedit.model.doctor.Finding;
import twedit.model.doctor.Salvage;
import twedit.model.doctor.Target;

/**
 * {@code twedit check [--for ddnet|teeworlds] MAP...}: every problem of each map as the chosen game's server sees
 * it (map-checks.md), one line per kind of finding ({@code MAP: error (breaks the map)|warning (not DDNet's): where:
 * what}; the same finding in many places is one line with the first places and the count), then a summary. Files
 * are checked in parallel, reported in order; only findings that break the map make the exit code 1.
 */
@Command(
        name = "check",
        mixinStandardHelpOptions = true,
        description = {
            "Check maps as the game's server sees them: what breaks the map and what is not DDNet's.",
            "One line per finding: MAP: KIND: where: what (fix: what `twedit fix` would do), where KIND is"
                    + " 'error (breaks the map)': the server refuses the map, crashes or hangs loading it, or the game"
                    + " visibly misbehaves (`twedit fix` repairs it; for Teeworlds 0.7's compressed tiles, which DDNet"
                    + " before 17.2 crashes on, the fix is saving in DDNet form: `twedit convert --to ddnet`), or"
                    + " 'warning (not DDNet's)': the server loads the map as it is (tile ids DDNet does not know, which"
                    + " mods use, data the game ignores, redundant items; only `twedit fix --strict` changes them).",
            "The same finding in several places is one line: the first places, then 'and N more (M places)'.",
            "Damaged files are salvaged first, so they get findings too.",
            "Exit 0 nothing breaks the maps (warnings may be listed), 1 a map has findings that break it, 2 a file"
                    + " could not be read at all."
        })
public final class CheckCommand implements Callable<Integer> {
    /** The places a grouped line names before "and N more". */
    static final int PLACES_SHOWN = 3;

    /** The games --for accepts. */
    enum Game {
        ddnet(Target.DDNET),
        teeworlds(Target.TEEWORLDS);

        final Target target;

        Game(Target target) {
            this.target = target;
        }
    }

    @Spec
    CommandSpec spec;

    @Option(
            names = "--for",
            paramLabel = "GAME",
            defaultValue = "ddnet",
            description = "ddnet (default): judge as DDNet's server loads maps; teeworlds: as Teeworlds 0.7's does"
                    + " (it loads 0.7's compressed tiles)")
    Game game;

    @Parameters(paramLabel = "MAP", arity = "1..*", description = "the .map files to check")
    List<Path> maps;

    /** One file's report: its lines, and how many errors and warnings they hold (the map itself is let go). */
    private record Report(List<String> lines, int errors, int warnings) {
        static Report of(Path map, List<Finding> findings) {
            int errors = 0;
            for (Finding f : findings) {
                errors += f.isError() ? 1 : 0;
            }
            return new Report(CheckCommand.lines(map, findings), errors, findings.size() - errors);
        }
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        int threads = Math.max(1, Math.min(maps.size(), Runtime.getRuntime().availableProcessors()));
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        Target target = game == null ? Target.DDNET : game.target;
        int clean = 0;
        int withFindings = 0;
        int broken = 0;
        int unreadable = 0;
        int errors = 0;
        int warnings = 0;
        try {
            List<Future<Report>> results = new ArrayList<>();
            for (Path map : maps) {
                results.add(pool.submit(() ->
                        Report.of(map, Doctor.check(Salvage.load(map, ReadLimits.DDNET), target))));
            }
            for (int i = 0; i < maps.size(); i++) {
                Report report;
                try {
                    report = results.get(i).get();
                } catch (ExecutionException e) {
                    err.println("twedit: " + maps.get(i) + ": " + CliErrors.describe(e.getCause()));
                    err.flush();
                    unreadable++;
                    continue;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return ExitCodes.USAGE;
                }
                report.lines().forEach(out::println);
                errors += report.errors();
                warnings += report.warnings();
                if (report.lines().isEmpty()) {
                    clean++;
                } else {
                    withFindings++;
                }
                broken += report.errors() > 0 ? 1 : 0;
                out.flush();
            }
        } finally {
            pool.shutdownNow();
        }
        out.println("checked " + maps.size() + " map" + (maps.size() == 1 ? "" : "s") + " for " + target.label() + ": "
                + clean + " clean, " + withFindings + " with findings (" + errors + " error" + (errors == 1 ? "" : "s")
                + " that break the map, "
                + warnings + " warning" + (warnings == 1 ? "" : "s") + " not DDNet's), " + unreadable + " unreadable");
        out.flush();
        return unreadable > 0 ? ExitCodes.USAGE : broken > 0 ? ExitCodes.PROBLEM : ExitCodes.OK;
    }

    /**
     * The lines for a map's findings: findings that differ only in their place share one line (in the order of the
     * first of them), which names the first {@link #PLACES_SHOWN} places and the count.
     */
    static List<String> lines(Path map, List<Finding> findings) {
        java.util.Map<String, List<Finding>> groups = new java.util.LinkedHashMap<>();
        for (Finding f : findings) {
            String key = f.impact() + "\n" + f.checkId() + "\n" + f.what() + "\n"
                    + (f.fixable() ? f.repair().description() : "");
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(f);
        }
        List<String> out = new ArrayList<>(groups.size());
        for (List<Finding> same : groups.values()) {
            out.add(map + ": " + describe(same));
        }
        return out;
    }

    /** {@code MAP: error (breaks the map): where: what}, with what the fix would do when there is one. */
    static String line(Path map, Finding f) {
        return map + ": " + describe(f);
    }

    /** {@code error (breaks the map): where: what (fix: ...)}. */
    static String describe(Finding f) {
        return f.kindLine() + (f.fixable() ? " (fix: " + f.repair().description() + ")" : "");
    }

    /** One line for findings that differ only in their place: the first places, then "and N more (M places)". */
    static String describe(List<Finding> same) {
        Finding first = same.get(0);
        if (same.size() == 1) {
            return describe(first);
        }
        StringBuilder where = new StringBuilder();
        int shown = Math.min(PLACES_SHOWN, same.size());
        for (int i = 0; i < shown; i++) {
            where.append(i == 0 ? "" : "; ").append(same.get(i).where());
        }
        if (same.size() > shown) {
            where.append(" and ").append(same.size() - shown).append(" more");
        }
        where.append(" (").append(same.size()).append(" places)");
        return first.severity().label() + " (" + first.impact().label() + "): " + where + ": " + first.what()
                + (first.fixable() ? " (fix: " + first.repair().description() + ")" : "");
    }
}
