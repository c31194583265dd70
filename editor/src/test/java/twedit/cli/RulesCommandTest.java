package twedit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.testutil.Corpus;

/** {@code twedit rules check}: diagnostics lines, summary and exit codes. */
class RulesCommandTest {
    private static final String NL = System.lineSeparator();

    @TempDir
    Path dir;

    /** The last command run: its exit code and what it printed. */
    private CliRun last;

    private int run(String... args) {
        last = CliRun.of(args);
        return last.exitCode();
    }

    @Test
    void everyShippedRulesFileHasNoErrors() throws IOException {
        Path editor = Corpus.DDNET_DATA.resolve("editor");
        Corpus.require(Files.isDirectory(editor), "ddnet-data rules (" + editor + ")");
        List<String> args = new ArrayList<>(List.of("rules", "check"));
        try (Stream<Path> s = Files.list(editor)) {
            s.filter(p -> p.toString().endsWith(".rules")).sorted().forEach(p -> args.add(p.toString()));
        }
        int files = args.size() - 2;
        assertThat(run(args.toArray(String[]::new))).isEqualTo(ExitCodes.OK);
        String[] lines = last.out().split(NL);
        assertThat(lines[lines.length - 1])
                .startsWith(files + " files checked: ")
                .contains(", 0 errors, ");
        assertThat(last.out())
                .contains(
                        editor.resolve("jungle_midground.rules")
                                + ":1292: warning: unknown Pos value '233' (expected EMPTY, FULL, INDEX or NOTINDEX); condition ignored");
        assertThat(last.err()).isEmpty();
    }

    @Test
    void errorsArePrintedWithFileAndLineAndExitOne() throws IOException {
        Path bad = Files.writeString(dir.resolve("bad.rules"), "[A]\nIndex 1\nPos 0 1\nFoo\n");
        Path good = Files.writeString(dir.resolve("good.rules"), "[B]\nIndex 2\n");
        assertThat(run("rules", "check", bad.toString(), good.toString())).isEqualTo(ExitCodes.PROBLEM);
        assertThat(last.out())
                .isEqualTo(bad + ":3: error: Pos needs DX DY VALUE" + NL
                        + bad + ":4: warning: unknown keyword 'Foo'; line ignored" + NL
                        + "2 files checked: 2 configurations, 1 error, 1 warning" + NL);
    }

    @Test
    void warningsAloneExitZero() throws IOException {
        Path w = Files.writeString(dir.resolve("w.rules"), "[A]\nIndex 1 SIDEWAYS\n");
        assertThat(run("rules", "check", w.toString())).isEqualTo(ExitCodes.OK);
        assertThat(last.out()).endsWith("1 file checked: 1 configuration, 0 errors, 1 warning" + NL);
    }

    @Test
    void unreadableFileExitsTwo() throws IOException {
        Path bad = Files.writeString(dir.resolve("bad.rules"), "[A]\nIndex x\n");
        Path missing = dir.resolve("missing.rules");
        assertThat(run("rules", "check", missing.toString(), bad.toString())).isEqualTo(ExitCodes.USAGE);
        assertThat(last.err()).isEqualTo("twedit: " + missing + ": no such file" + NL);
        assertThat(last.out()).endsWith("1 file checked (1 unreadable): 1 configuration, 1 error, 0 warnings" + NL);
    }
}
