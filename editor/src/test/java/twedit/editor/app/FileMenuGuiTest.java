package twedit.editor.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The File menu ends with Exit, below Compare with...; Open takes several files at once, each in a tab. */
class FileMenuGuiTest {
    @TempDir
    Path dir;

    @Test
    void exitIsLastAndCompareSitsAboveIt() throws Exception {
        try (GuiHarness h = new GuiHarness(false)) {
            List<String> items = GuiActionRunner.execute(() -> {
                JMenu file = h.window.getJMenuBar().getMenu(0);
                List<String> out = new ArrayList<>();
                for (int i = 0; i < file.getItemCount(); i++) {
                    JMenuItem it = file.getItem(i);
                    out.add(it == null ? "-" : it.getText());
                }
                return out;
            });
            assertThat(items.get(items.size() - 1)).isEqualTo("Exit");
            assertThat(items.get(items.size() - 2)).isEqualTo("-");
            assertThat(items.indexOf("Compare with...")).isPositive().isLessThan(items.indexOf("Exit"));
        }
    }

    @Test
    void openTakesSeveralFiles() throws Exception {
        Path a = dir.resolve("a.map");
        Path b = dir.resolve("b.map");
        try (GuiHarness h = new GuiHarness(false)) {
            h.saveTo(a);
            h.saveTo(b);
            int before =
                    GuiActionRunner.execute(() -> h.window.workspace().maps().size());
            SwingUtilities.invokeLater(() -> h.window.files().open());
            JDialog open = waitForChooser(h);
            JFileChooser ch = GuiHarness.find(open, JFileChooser.class);
            assertThat(GuiActionRunner.execute(ch::isMultiSelectionEnabled)).isTrue();
            GuiActionRunner.execute(() -> {
                ch.setCurrentDirectory(dir.toFile());
                ch.setSelectedFiles(new File[] {a.toFile(), b.toFile()});
                ch.approveSelection();
            });
            h.waitFor(
                    "both open",
                    () -> h.window.workspace().find(a).isPresent()
                            && h.window.workspace().find(b).isPresent()
                            && !h.window.files().isWorking());
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().maps().size()))
                    .isGreaterThanOrEqualTo(before + 1);
        }
    }

    private static JDialog waitForChooser(GuiHarness h) {
        h.waitFor("an open dialog", () -> GuiActionRunner.execute(() -> chooserDialog() != null));
        return GuiActionRunner.execute(FileMenuGuiTest::chooserDialog);
    }

    private static JDialog chooserDialog() {
        for (java.awt.Window w : java.awt.Window.getWindows()) {
            if (w instanceof JDialog d && d.isShowing() && GuiHarness.find(d, JFileChooser.class) != null) {
                return d;
            }
        }
        return null;
    }
}
