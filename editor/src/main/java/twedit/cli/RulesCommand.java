package twedit.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import twedit.model.automap.RulesDiagnostic;
import twedit.model.automap.RulesParseResult;
import twedit.model.automap.RulesParser;

/** The {@code twedit rules} command: tools for DDNet automapper {@code .rules} files. */
@Command(
        name = "rules",
        mixinStandardHelpOptions = true,
        description = "Tools for DDNet automapper .rules files.",
        subcommands = {RulesCommand.Check.class})
public final class RulesCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** {@code twedit rules check FILE...}: parses rules files and prints their errors and warnings. */
    @Command(
            name = "check",
            mixinStandardHelpOptions = true,
            description = {
                "Check automapper .rules files the way DDNet reads them.",
                "Prints one 'FILE:LINE: error|warning: message' line per problem, then a summary.",
                "Exit 0 no errors (warnings allowed), 1 errors found, 2 a file could not be read."
            })
    public static final class Check implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Parameters(paramLabel = "FILE", arity = "1..*", description = "the .rules files to check")
        List<Path> files;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            int errors = 0;
            int warnings = 0;
            int configs = 0;
            int unreadable = 0;
            for (Path file : files) {
                RulesParseResult r;
                try {
                    r = RulesParser.parse(file);
                } catch (IOException e) {
                    err.println("twedit: " + file + ": " + CliErrors.describe(e));
                    err.flush();
                    unreadable++;
                    continue;
                }
                for (RulesDiagnostic d : r.diagnostics()) {
                    out.println(file + ":" + d.line() + ": " + d.severity().label() + ": " + d.message());
                    if (d.isError()) {
                        errors++;
                    } else {
                        warnings++;
                    }
                }
                configs += r.rules().configurations().size();
            }
            int checked = files.size() - unreadable;
            out.println(
                    plural(checked, "file") + " checked" + (unreadable > 0 ? " (" + unreadable + " unreadable)" : "")
                            + ": " + plural(configs, "configuration") + ", " + plural(errors, "error") + ", "
                            + plural(warnings, "warning"));
            out.flush();
            if (unreadable > 0) {
                return ExitCodes.USAGE;
            }
            return errors > 0 ? ExitCodes.PROBLEM : ExitCodes.OK;
        }

        private static String plural(int n, String word) {
            return n + " " + word + (n == 1 ? "" : "s");
        }
    }
}
