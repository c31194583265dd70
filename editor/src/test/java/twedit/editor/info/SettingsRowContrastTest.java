package twedit.editor.info;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLightLaf;
import java.awt.Color;
import javax.swing.DefaultListModel;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.UIManager;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A selected settings line with a problem stays readable, whether the list has the focus (the theme's accent
 * behind it) or not (a light grey in the light theme): its text is the selection's own colour, nothing of it pink
 * on grey.
 */
class SettingsRowContrastTest {
    @AfterEach
    void lightAgain() {
        FlatLightLaf.setup();
    }

    @Test
    void theSelectedInvalidRowIsReadableInBothThemesWithAndWithoutFocus() {
        for (boolean dark : new boolean[] {false, true}) {
            if (dark) {
                FlatDarkLaf.setup();
            } else {
                FlatLightLaf.setup();
            }
            for (boolean focused : new boolean[] {true, false}) {
                JLabel row = selectedRow(focused);
                String text = row.getText();
                String where = (dark ? "dark" : "light") + (focused ? ", focused" : ", not focused");
                assertThat(text)
                        .as(where)
                        .contains("No such command: sv_password")
                        .doesNotContain("color=");
                assertThat(contrast(row.getForeground(), row.getBackground()))
                        .as(where + ": " + row.getForeground() + " on " + row.getBackground())
                        .isGreaterThanOrEqualTo(4.5);
            }
        }
    }

    @Test
    void anUnselectedRowShowsTheProblemInColour() {
        JList<String> list = list();
        JLabel row =
                (JLabel) list.getCellRenderer().getListCellRendererComponent(list, "sv_password x", 0, false, false);
        assertThat(row.getText()).contains("<font color='#E05252'>", "<u>sv_password</u>");
    }

    private static JLabel selectedRow(boolean focused) {
        JList<String> list = list();
        if (!focused) {
            list.setSelectionBackground(UIManager.getColor("List.selectionInactiveBackground"));
            list.setSelectionForeground(UIManager.getColor("List.selectionInactiveForeground"));
        }
        return (JLabel) list.getCellRenderer().getListCellRendererComponent(list, "sv_password x", 0, true, focused);
    }

    private static JList<String> list() {
        DefaultListModel<String> model = new DefaultListModel<>();
        model.addElement("sv_password x");
        JList<String> list = new JList<>(model);
        SettingsLint.Mark mark = SettingsLint.lint(
                        java.util.List.of("sv_password x"), twedit.model.settings.SettingsValidator.ddnet())
                .get(0);
        list.setCellRenderer(new ServerSettingsDialog.LineRenderer(i -> mark));
        return list;
    }

    /** WCAG's contrast ratio of two colours (1 to 21). */
    static double contrast(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(Color c) {
        return 0.2126 * channel(c.getRed()) + 0.7152 * channel(c.getGreen()) + 0.0722 * channel(c.getBlue());
    }

    private static double channel(int v) {
        double s = v / 255.0;
        return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
    }
}
