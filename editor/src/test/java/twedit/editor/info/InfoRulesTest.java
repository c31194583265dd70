package twedit.editor.info;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.editor.ui.Utf8Limit;

/** Byte limits counted in UTF-8, the settings lint (DDNet's verdicts, duplicates) and command completion. */
class InfoRulesTest {
    @Test
    void fitCutsWholeCharactersWithinTheByteBudget() {
        assertThat(Utf8Limit.fit("abc", 2)).isEqualTo("ab");
        assertThat(Utf8Limit.fit("\u00e9\u00e9", 3)).isEqualTo("\u00e9");
        assertThat(Utf8Limit.fit("a\uD83D\uDE00b", 4)).isEqualTo("a");
        assertThat(Utf8Limit.bytes("\u00fcber")).isEqualTo(5);
    }

    @Test
    void pastedTextThatDoesNotFitIsCutAfterAWholeWord() throws Exception {
        javax.swing.text.PlainDocument doc = new javax.swing.text.PlainDocument();
        int[] cuts = {0};
        doc.setDocumentFilter(Utf8Limit.words(32, () -> cuts[0]++));
        doc.insertString(0, "Jane Doe and the Mapping Team of Teeworlds", null);
        assertThat(doc.getText(0, doc.getLength())).isEqualTo("Jane Doe and the Mapping Team");
        assertThat(cuts[0]).isEqualTo(1);
        // at the limit the field takes no more characters, not even a space
        doc.insertString(doc.getLength(), "s", null);
        doc.insertString(doc.getLength(), "xy", null);
        assertThat(doc.getText(0, doc.getLength())).isEqualTo("Jane Doe and the Mapping Teams");
        doc.insertString(doc.getLength(), " z", null);
        assertThat(doc.getText(0, doc.getLength())).isEqualTo("Jane Doe and the Mapping Teams");
        doc.insertString(doc.getLength(), "!", null);
        doc.insertString(doc.getLength(), "?", null);
        assertThat(doc.getText(0, doc.getLength())).isEqualTo("Jane Doe and the Mapping Teams!");
        // one long word has no whole word to keep: it is cut after its last whole character (7 bytes and the NUL)
        javax.swing.text.PlainDocument one = new javax.swing.text.PlainDocument();
        one.setDocumentFilter(Utf8Limit.words(8, () -> {}));
        one.insertString(0, "Supercalifragilistic", null);
        assertThat(one.getText(0, one.getLength())).isEqualTo("Superca");
    }

    @Test
    void lintFlagsDuplicatesAndOverrides() {
        List<String> w = SettingsLint.check(Arrays.asList(
                "sv_team 1",
                "tune_zone 1 gravity 0",
                "sv_team 2",
                "tune_zone 2 gravity 0",
                "tune_zone 1 gravity 0.5",
                "sv_team 2",
                "tune_zone_enter 1 Hi",
                "tune_zone_enter 2 Hi",
                "sv_foo_bar 3",
                "sv_team 7"));
        assertThat(w)
                .containsExactly(
                        null,
                        null,
                        "Overrides line 1",
                        null,
                        "Overrides line 2",
                        "Duplicate of line 3",
                        null,
                        null,
                        "No such command: sv_foo_bar",
                        "7 is out of range for sv_team (0..3); the server uses 3");
    }

    @Test
    void knownCommandsComplete() {
        assertThat(KnownCommands.matching("tune_z"))
                .extracting(KnownCommands.Command::name)
                .containsExactly("tune_zone", "tune_zone_enter", "tune_zone_leave");
        assertThat(KnownCommands.commandName("  sv_team 1")).isEqualTo("sv_team");
        assertThat(KnownCommands.TUNE_PARAMS).contains("gravity", "hook_length");
        assertThat(KnownCommands.find("sv_team").args()).isEqualTo("0..3");
        assertThat(KnownCommands.find("sv_vote_kick"))
                .as("not runnable from a map")
                .isNull();
    }
}
