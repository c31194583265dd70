package twedit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * `twedit --help` lists each command with the first line of its description, so that line is a whole sentence: every
 * command's (and subcommand's) first description line (or header, where it has one) ends with a full stop, and so
 * does each entry of the list.
 */
class HelpTextTest {
    private static void collect(CommandLine cl, List<CommandLine> out) {
        for (CommandLine sub : cl.getSubcommands().values()) {
            if (!out.contains(sub)) {
                out.add(sub);
                collect(sub, out);
            }
        }
    }

    @Test
    void everyCommandsFirstDescriptionLineIsASentence() {
        List<CommandLine> all = new ArrayList<>();
        collect(new CommandLine(new TweditCommand()), all);
        assertThat(all).hasSizeGreaterThan(15);
        for (CommandLine cl : all) {
            // the list shows the header where there is one (picocli's own help command), else the description
            String[] header = cl.getCommandSpec().usageMessage().header();
            String[] description = header.length > 0
                    ? header
                    : cl.getCommandSpec().usageMessage().description();
            assertThat(description)
                    .as(cl.getCommandName() + " has a description")
                    .isNotEmpty();
            assertThat(description[0].strip())
                    .as("the first description line of `%s`", cl.getCommandName())
                    .matches("[A-Z].*\\.");
        }
    }

    /**
     * picocli wraps each description element on its own: an element that breaks off mid-sentence shows as a ragged
     * short line in `twedit CMD --help`, so each is a whole paragraph (or an indented usage example).
     */
    @Test
    void everyDescriptionParagraphEndsASentence() {
        List<CommandLine> all = new ArrayList<>();
        collect(new CommandLine(new TweditCommand()), all);
        for (CommandLine cl : all) {
            if (cl.getCommandSpec().userObject() instanceof CommandLine.HelpCommand) {
                continue; // picocli's own text
            }
            for (String line : cl.getCommandSpec().usageMessage().description()) {
                if (!line.startsWith("  ")) {
                    assertThat(line.strip())
                            .as("a description paragraph of `%s`", cl.getCommandName())
                            .endsWith(".");
                }
            }
        }
    }

    @Test
    void theCommandListShowsWholeSentences() {
        CliRun run = CliRun.of("--help");
        String list = run.out().substring(run.out().indexOf("Commands:"));
        // an entry is a name then its text, continued on lines indented further; each entry's text ends a sentence
        List<String> entries = new ArrayList<>();
        for (String line : list.lines().skip(1).toList()) {
            if (line.startsWith("   ") && !entries.isEmpty()) {
                entries.set(entries.size() - 1, entries.get(entries.size() - 1) + " " + line.strip());
            } else {
                entries.add(line.strip());
            }
        }
        assertThat(entries).hasSizeGreaterThan(10).allSatisfy(e -> assertThat(e).endsWith("."));
    }
}
