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
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import twedit.model.datafile.ReadLimits;
import twedit.model.doctor.Doctor;
import twedit.model.doctor.Finding;
import twedit.model.doctor.Salvage;

/**
 * {@code twedit check MAP...}: every problem of each map (map-checks.md), one line per finding
 * ({@code MAP: error (breaks the map)|warning (not DDNet's): where: what}), then a summary. Files are checked in
 * parallel, reported in order; only findings that break the map make the exit code 1.
 */
@Command(
        name = "check",
        mixinStandardHelpOptions = true,
        description = {
            "Check maps for what DDNet refuses or gets wrong and for what is not DDNet's.",
            "One line per finding: MAP: KIND: where: what (fix: what `twedit fix --strict` would do), where KIND is"
                    + " 'error (breaks the map)': the DDNet server refuses the map, crashes or misbehaves (`twedit"
                    + " fix` repairs it), or 'warning (not DDNet's)': tile ids DDNet does not know (mods use them),"
                    + " data the game ignores, redundant items (the server loads the map as it is; only `twedit fix"
                    + " --strict` changes them).",
            "Damaged files are salvaged first, so they get findings too.",
            "Exit 0 nothing breaks the maps (warnings may be listed), 1 a map has findings that break it, 2 a file"
                    + " could not be read at all."
        })
public final class CheckCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "MAP", arity = "1..*", description = "the .map files to check")
    List<Path> maps;

    /** One file's report: its lines, and how many errors and warnings they hold (the map itself is let go). */
    private record Report(List<String> lines, int errors, int warnings) {
        static Report of(Path map, List<Finding> findings) {
            List<String> lines = new ArrayList<>(findings.size());
            int errors = 0;
            for (Finding f : findings) {
                lines.add(line(map, f));
                errors += f.isError() ? 1 : 0;
            }
            return new Report(lines, errors, findings.size() - errors);
        }
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        int threads = Math.max(1, Math.min(maps.size(), Runtime.getRuntime().availableProcessors()));
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        int clean = 0;
        int withFindings = 0;
        int broken = 0;
        int unreadable = 0;
        int errors = 0;
        int warnings = 0;
        try {
            List<Future<Report>> results = new ArrayList<>();
            for (Path map : maps) {
                results.add(pool.submit(() -> Report.of(map, Doctor.check(Salvage.load(map, ReadLimits.DDNET)))));
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
        out.println("checked " + maps.size() + " map" + (maps.size() == 1 ? "" : "s") + ": " + clean + " clean, "
                + withFindings + " with findings (" + errors + " error" + (errors == 1 ? "" : "s")
                + " that break the map, "
                + warnings + " warning" + (warnings == 1 ? "" : "s") + " not DDNet's), " + unreadable + " unreadable");
        out.flush();
        return unreadable > 0 ? ExitCodes.USAGE : broken > 0 ? ExitCodes.PROBLEM : ExitCodes.OK;
    }

    /** {@code MAP: error (breaks the map): where: what}, with what the fix would do when there is one. */
    static String line(Path map, Finding f) {
        return map + ": " + describe(f);
    }

    /** {@code error (breaks the map): where: what (fix: ...)}. */
    static String describe(Finding f) {
        return f.kindLine() + (f.fixable() ? " (fix: " + f.repair().description() + ")" : "");
    }
}
