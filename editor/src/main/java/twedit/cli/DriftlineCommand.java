package twedit.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import twedit.model.driftline.DriftlineCanonicalWriter;
import twedit.model.driftline.DriftlineException;
import twedit.model.driftline.DriftlineReader;
import twedit.model.driftline.DriftlineResult;
import twedit.model.driftline.DriftlineWarning;

/** The {@code twedit driftline} command: tools for Driftline JSON maps (format v1). */
@Command(
        name = "driftline",
        mixinStandardHelpOptions = true,
        description = "Tools for Driftline JSON maps (format v1).",
        subcommands = {DriftlineCommand.Canon.class})
public final class DriftlineCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** {@code twedit driftline canon FILE.json}: validates a map and prints its canonical JSON and checksum. */
    @Command(
            name = "canon",
            mixinStandardHelpOptions = true,
            description = {
                "Print a Driftline map's canonical JSON and its sha256 checksum.",
                "Validates and normalizes the map, prints the canonical JSON on one line, then 'sha256 <hex>'.",
                "Warnings go to stderr. Exit 0 ok, 2 unreadable or invalid map."
            })
    public static final class Canon implements Callable<Integer> {
        private static final int MAX_PROBLEMS = 20;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Parameters(paramLabel = "FILE.json", description = "the Driftline map to read")
        Path file;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            DriftlineResult result;
            try {
                result = DriftlineReader.read(file);
            } catch (NoSuchFileException e) {
                err.println("twedit: " + file + ": no such file");
                err.flush();
                return ExitCodes.USAGE;
            } catch (IOException e) {
                err.println("twedit: " + file + ": cannot read: " + e.getMessage());
                err.flush();
                return ExitCodes.USAGE;
            } catch (DriftlineException e) {
                // One line per problem so several bad entries can be fixed at once, capped for huge broken files.
                List<String> problems = e.problems();
                for (String problem : problems.subList(0, Math.min(problems.size(), MAX_PROBLEMS))) {
                    err.println("twedit: " + file + ": " + problem);
                }
                if (problems.size() > MAX_PROBLEMS) {
                    err.println("twedit: " + file + ": ... and " + (problems.size() - MAX_PROBLEMS) + " more problems");
                }
                err.flush();
                return ExitCodes.USAGE;
            }
            for (DriftlineWarning warning : result.warnings()) {
                err.println(file + ": warning: " + warning);
            }
            err.flush();
            String canonical = DriftlineCanonicalWriter.canonicalJson(result.map());
            out.println(canonical);
            out.println("sha256 " + DriftlineCanonicalWriter.sha256Hex(canonical));
            out.flush();
            return ExitCodes.OK;
        }
    }
}
