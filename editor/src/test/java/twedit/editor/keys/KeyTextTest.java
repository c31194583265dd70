package twedit.editor.keys;

import static org.assertj.core.api.Assertions.assertThat;

import javax.swing.KeyStroke;
import org.junit.jupiter.api.Test;

/** Shortcuts as people read them, stored and read back; which of them type in a text field; fuzzy matching. */
class KeyTextTest {
    @Test
    void strokesReadAsInTheMenus() {
        assertThat(KeyText.of(KeyStroke.getKeyStroke("ctrl shift Z"))).isEqualTo("Ctrl+Shift+Z");
        assertThat(KeyText.of(KeyStroke.getKeyStroke("ctrl EQUALS"))).isEqualTo("Ctrl+=");
        assertThat(KeyText.of(KeyStroke.getKeyStroke("pressed SPACE"))).isEqualTo("Space");
        assertThat(KeyText.of(KeyStroke.getKeyStroke("ADD"))).isEqualTo("Keypad +");
        assertThat(KeyText.of(null)).isEmpty();
    }

    @Test
    void storedStrokesComeBack() {
        KeyStroke k = KeyStroke.getKeyStroke("ctrl alt G");
        assertThat(KeyText.parse(KeyText.store(k))).isEqualTo(k);
        assertThat(KeyText.store(null)).isEqualTo("none");
        assertThat(KeyText.parse("none")).isNull();
        assertThat(KeyText.parse("not a key")).isNull();
    }

    @Test
    void lettersTypeButControlAndFunctionKeysDoNot() {
        assertThat(KeyText.types(KeyStroke.getKeyStroke("B"))).isTrue();
        assertThat(KeyText.types(KeyStroke.getKeyStroke("shift R"))).isTrue();
        assertThat(KeyText.types(KeyStroke.getKeyStroke("DELETE"))).isTrue();
        assertThat(KeyText.types(KeyStroke.getKeyStroke("ctrl Z"))).isFalse();
        assertThat(KeyText.types(KeyStroke.getKeyStroke("F1"))).isFalse();
    }

    @Test
    void fuzzyMatchingFindsWordsAndInitials() {
        assertThat(FuzzyMatch.score("grid", "View > Grid")).isPositive();
        assertThat(FuzzyMatch.score("rot lft", "Tools > Rotate Brush Left")).isPositive();
        assertThat(FuzzyMatch.score("", "anything")).isZero();
        assertThat(FuzzyMatch.score("la", "File > Save"))
                .as("letters scattered over words")
                .isNegative();
        assertThat(FuzzyMatch.score("xyz", "View > Grid")).isNegative();
        assertThat(FuzzyMatch.score("grid", "View > Grid"))
                .as("a whole word beats initials")
                .isGreaterThan(FuzzyMatch.score("grd", "View > Grid"));
    }
}
