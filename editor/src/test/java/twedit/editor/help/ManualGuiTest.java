package twedit.editor.help;

import static org.assertj.core.api.Assertions.assertThat;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;

/** Help > Manual opens the guide rendered in a window of the editor, at its contents; a page opens by name. */
@RobotDriven
class ManualGuiTest {
    @Test
    void helpManualOpensTheGuide() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            HelpFeature help = GuiActionRunner.execute(() -> h.window.feature(HelpFeature.class));
            h.frame.menuItem("manualItem").click();
            h.waitFor(
                    "the manual",
                    () -> GuiActionRunner.execute(help::shownManualPage).equals("README.md"));
            assertThat(GuiActionRunner.execute(help::shownManualText)).contains("A first map from nothing");
            h.screenshot("manual-contents", h.waitForDialog("twedit Manual: README.md"));
            GuiActionRunner.execute(() -> help.showManual("fixing.md"));
            assertThat(GuiActionRunner.execute(help::shownManualPage)).isEqualTo("fixing.md");
            assertThat(GuiActionRunner.execute(help::shownManualText)).contains("Problems panel");
        }
    }

    @Test
    void aPagesPictureShowsWholeInTheManualWithinTheScreen() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            HelpFeature help = GuiActionRunner.execute(() -> h.window.feature(HelpFeature.class));
            GuiActionRunner.execute(() -> help.showManual("compare-merge.md"));
            javax.swing.JDialog d = h.waitForDialog("twedit Manual: compare-merge.md");
            java.awt.Rectangle screen = GuiActionRunner.execute(() ->
                    java.awt.GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds());
            java.awt.Rectangle bounds = GuiActionRunner.execute(() -> d.getBounds());
            assertThat(screen.contains(bounds))
                    .as("the manual within the screen")
                    .isTrue();
            javax.swing.JScrollPane scroll =
                    GuiActionRunner.execute(() -> EditorGui.find(d, javax.swing.JScrollPane.class));
            if (screen.width >= ManualWindow.WIDTH) {
                // the page's picture (1024 pixels, one a pixel) fits beside the scroll bar: no sideways scrolling
                assertThat(GuiActionRunner.execute(
                                () -> scroll.getHorizontalScrollBar().isShowing()))
                        .as("a horizontal scroll bar")
                        .isFalse();
            }
            h.screenshot("manual-compare-merge", d);
        }
    }
}
