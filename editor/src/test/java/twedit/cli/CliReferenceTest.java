package twedit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** docs/cli.md is the command line's own help: a command, option or exit code changed in code fails here. */
class CliReferenceTest {
    private static final Path DOC = Path.of("../docs/cli.md");

    @Test
    void docsCliIsTheCommandsOwnHelp() throws Exception {
        String made = CliReference.markdown();
        assertThat(made).contains("## twedit info", "## twedit rules check", "## twedit diff", "Exit codes");
        assertThat(DOC).as("docs/cli.md (write it with docs/regen-cli)").isRegularFile();
        String file = Files.readString(DOC, StandardCharsets.UTF_8);
        assertThat(file)
                .as("docs/cli.md differs from the commands' help: run docs/regen-cli and commit docs/cli.md")
                .isEqualTo(made);
    }

    @Test
    void everyCommandIsListedWithItsOptions() {
        String made = CliReference.markdown();
        picocli.CommandLine cl = new picocli.CommandLine(new TweditCommand());
        for (String name : cl.getSubcommands().keySet()) {
            if (!"help".equals(name)) {
                assertThat(made).contains("- [`twedit " + name + "`]");
            }
        }
        assertThat(made).contains("--json", "--strict", "--for");
    }
}
