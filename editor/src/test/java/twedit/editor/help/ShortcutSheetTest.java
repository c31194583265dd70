package twedit.editor.help;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The sheet's layout: sections keep their order and fill columns of about the same height. */
class ShortcutSheetTest {
    @Test
    void sectionsFillColumnsInOrder() {
        assertThat(ShortcutSheet.columns(List.of(7, 9, 8, 12, 4, 13, 16), 3)).containsExactly(0, 0, 0, 1, 1, 1, 2);
        assertThat(ShortcutSheet.columns(List.of(7, 9, 8, 12, 4, 13, 16), 2)).containsExactly(0, 0, 0, 0, 1, 1, 1);
        assertThat(ShortcutSheet.columns(List.of(30), 3)).containsExactly(0);
    }

    @Test
    void theHtmlEscapesNamesAndShowsEveryRow() {
        String html = ShortcutSheet.html(
                List.of(new ShortcutSheet.Row("Edit", "Cut <tiles>", "Ctrl+X"), ShortcutSheet.MOUSE.get(0)),
                Color.BLUE,
                2);
        assertThat(html).contains("Cut &lt;tiles&gt;", "Ctrl+X", "Left-drag", "#0000ff");
    }
}
