package twedit.cli;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;

/**
 * docs/cli.md: the command line's reference in Markdown, made from picocli's own help of every command so that it
 * never drifts from the code ({@code docs/regen-cli} writes it; CliReferenceTest fails when the file differs).
 */
public final class CliReference {
    /** The width of the help text in the file: fixed, so that the terminal's width does not change the page. */
    static final int WIDTH = 100;

    private CliReference() {}

    /** Prints the page (docs/regen-cli sends it to docs/cli.md). */
    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(new java.io.OutputStreamWriter(System.out, StandardCharsets.UTF_8));
        out.print(markdown());
        out.flush();
    }

    /** The whole page. */
    public static String markdown() {
        CommandLine root = commandLine();
        StringBuilder md = new StringBuilder();
        md.append("# twedit's command line\n\n");
        md.append("<!-- Generated from the commands' own help by docs/regen-cli: do not edit by hand. -->\n\n");
        md.append(
                        "`twedit COMMAND ...` runs a command (`./twedit` in the source tree, `bin/twedit` or `bin\\twedit.bat`")
                .append(" in the portable archive); `twedit` alone, or with map files, opens the editor.\n\n");
        md.append("Exit codes, the same for every command: ")
                .append(ExitCodes.OK)
                .append(" ok, ")
                .append(ExitCodes.PROBLEM)
                .append(" problem found (for `diff`: the maps differ), ")
                .append(ExitCodes.USAGE)
                .append(" unreadable input or bad usage.\n\n");
        List<CommandLine> commands = new ArrayList<>();
        collect(root, commands);
        md.append("## Commands\n\n");
        for (CommandLine c : commands) {
            String name = c.getCommandSpec().qualifiedName(" ");
            md.append("- [`").append(name).append("`](#").append(anchor(name)).append("): ");
            String[] desc = c.getCommandSpec().usageMessage().description();
            md.append(desc.length == 0 ? "" : firstSentence(String.format(desc[0])))
                    .append('\n');
        }
        md.append('\n');
        md.append("## twedit\n\n```\n").append(usage(root)).append("```\n\n");
        for (CommandLine c : commands) {
            md.append("## ").append(c.getCommandSpec().qualifiedName(" ")).append("\n\n```\n");
            md.append(usage(c)).append("```\n\n");
        }
        return md.toString().replaceAll("\n+$", "\n");
    }

    private static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new TweditCommand());
        cl.setUsageHelpWidth(WIDTH);
        cl.setUsageHelpAutoWidth(false);
        cl.setColorScheme(CommandLine.Help.defaultColorScheme(CommandLine.Help.Ansi.OFF));
        return cl;
    }

    /** Every command and subcommand under {@code c}, in the order of their declaration, without picocli's help. */
    private static void collect(CommandLine c, List<CommandLine> out) {
        for (Map.Entry<String, CommandLine> e : c.getSubcommands().entrySet()) {
            CommandLine sub = e.getValue();
            boolean alias = !e.getKey().equals(sub.getCommandName());
            if (alias || sub.getCommand() instanceof CommandLine.HelpCommand) {
                continue;
            }
            out.add(sub);
            collect(sub, out);
        }
    }

    private static String usage(CommandLine c) {
        // trailing spaces of picocli's columns would make the file differ from what editors save
        return c.getUsageMessage(CommandLine.Help.Ansi.OFF).replaceAll("[ \\t]+\n", "\n");
    }

    private static String anchor(String name) {
        return name.toLowerCase(java.util.Locale.ROOT).replace(' ', '-');
    }

    private static String firstSentence(String s) {
        String line = s.split("\\R", 2)[0].strip();
        int dot = line.indexOf(". ");
        return dot < 0 ? line : line.substring(0, dot + 1);
    }
}
