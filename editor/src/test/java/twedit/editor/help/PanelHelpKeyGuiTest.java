package twedit.editor.help;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Container;
import java.awt.event.KeyEvent;
import javax.swing.JTree;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;

/** F1 with the focus in a panel opens that panel's page of the manual; with the focus on the map, the shortcut sheet. */
@RobotDriven
class PanelHelpKeyGuiTest {
    @Test
    void f1InAPanelOpensItsPageElseTheShortcutSheet() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            HelpFeature help = GuiActionRunner.execute(() -> h.window.feature(HelpFeature.class));
            Container layers = h.robot.finder().find(h.window, new GenericTypeMatcher<>(Container.class, true) {
                @Override
                protected boolean isMatching(Container c) {
                    return "dock.layers".equals(c.getName());
                }
            });
            JTree tree = GuiActionRunner.execute(() -> EditorGui.find(layers, JTree.class));
            assertThat(tree).as("the layer tree").isNotNull();
            h.robot.click(tree);
            h.robot.focusAndWaitForFocusGain(tree);
            h.robot.pressAndReleaseKey(KeyEvent.VK_F1);
            h.waitFor(
                    "the Layers panel's page",
                    () -> GuiActionRunner.execute(help::shownManualPage).equals("first-map.md"));
            assertThat(GuiActionRunner.execute(help::shownShortcuts))
                    .as("no shortcut sheet")
                    .isEmpty();

            // back on the map (the manual closed, as a user would before going on)
            javax.swing.JDialog manual = h.waitForDialog("twedit Manual: first-map.md");
            GuiActionRunner.execute(manual::dispose);
            h.key(KeyEvent.VK_F1, 0);
            h.waitFor(
                    "the shortcut sheet",
                    () -> !GuiActionRunner.execute(help::shownShortcuts).isEmpty());
        }
    }
}
