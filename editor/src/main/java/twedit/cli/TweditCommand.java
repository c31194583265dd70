package twedit.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The top-level `twedit` command: lists and dispatches the subcommands. */
@Command(
        name = "twedit",
        mixinStandardHelpOptions = true,
        version = "twedit 0.1.0",
        description =
                "Map editor and tools for Teeworlds and DDNet maps.%nRun without arguments (or with a map) to open the editor.",
        subcommands = {
            CommandLine.HelpCommand.class,
            InfoCommand.class,
            ResaveCommand.class,
            OptimizeCommand.class,
            ConvertCommand.class,
            DriftlineCommand.class,
            RulesCommand.class,
            AutomapCommand.class,
            ExtractCommand.class,
            ReplaceImageCommand.class,
            ReplaceTilesCommand.class,
            GameTilesCommand.class,
            PlaceBorderCommand.class,
            TileArtCommand.class,
            QuadArtCommand.class,
            CheckCommand.class,
            FixCommand.class,
            DiffCommand.class,
            MergeCommand.class,
            TextconvCommand.class,
            GitSetupCommand.class,
            RenderCommand.class,
            ServeCommand.class,
        })
public final class TweditCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }

    /** Runs the command line and returns the exit code (0 ok, 1 problem found, 2 unreadable input or bad usage). */
    public static int run(String... args) {
        return run(new java.io.PrintWriter(System.out, true), new java.io.PrintWriter(System.err, true), args);
    }

    /** Runs the command line with the given output streams (for tests and embedding). */
    public static int run(java.io.PrintWriter out, java.io.PrintWriter err, String... args) {
        CommandLine cl = new CommandLine(new TweditCommand());
        cl.setOut(out);
        cl.setErr(err);
        cl.setParameterExceptionHandler((ex, a) -> {
            ex.getCommandLine().getErr().println("twedit: " + ex.getMessage());
            ex.getCommandLine().usage(ex.getCommandLine().getErr());
            return ExitCodes.USAGE;
        });
        cl.setExecutionExceptionHandler((ex, cmd, parsed) -> {
            cmd.getErr().println("twedit: " + ex.getMessage());
            return ExitCodes.USAGE;
        });
        try {
            return cl.execute(args);
        } catch (OutOfMemoryError e) {
            // a command that does not say which file it was at: the words, never a stack trace
            err.println("twedit: " + CliErrors.outOfMemory("run `twedit " + String.join(" ", args) + "`"));
            return ExitCodes.USAGE;
        }
    }
}
