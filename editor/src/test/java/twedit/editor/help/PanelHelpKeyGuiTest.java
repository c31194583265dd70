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

/**
 * F1 with the focus in a panel opens that panel's page of the manual; with the focus on the map, the shortcut sheet.
 * The "?" in a stack's tab strip opens the page of the panel in front.
 */
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

    @Test
    void theQuestionMarkOfAStackOpensThePageOfThePanelInFront() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            HelpFeature help = GuiActionRunner.execute(() -> h.window.feature(HelpFeature.class));
            h.showPanel("Merge Conflicts");
            h.robot.click(helpButtonOf(h, "Merge Conflicts"));
            h.waitFor(
                    "the Merge Conflicts panel's page",
                    () -> GuiActionRunner.execute(help::shownManualPage).equals("compare-merge.md"));
            javax.swing.JDialog manual = h.waitForDialog("twedit Manual: compare-merge.md");
            GuiActionRunner.execute(manual::dispose);

            h.showPanel("Problems"); // the same stack: its "?" follows the tab in front
            h.robot.click(helpButtonOf(h, "Problems"));
            h.waitFor(
                    "the Problems panel's page",
                    () -> GuiActionRunner.execute(help::shownManualPage).equals("fixing.md"));
            javax.swing.JDialog fixing = h.waitForDialog("twedit Manual: fixing.md");
            GuiActionRunner.execute(fixing::dispose);

            h.robot.click(helpButtonOf(h, "Layers"));
            h.waitFor(
                    "the Layers panel's page",
                    () -> GuiActionRunner.execute(help::shownManualPage).equals("first-map.md"));
        }
    }

    @Test
    void f1InTheMergeConflictsPanelOpensTheMergingPage() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            HelpFeature help = GuiActionRunner.execute(() -> h.window.feature(HelpFeature.class));
            h.showPanel("Merge Conflicts");
            Container merge = dock(h, "dock.mergeConflicts");
            javax.swing.JList<?> list = GuiActionRunner.execute(() -> EditorGui.find(merge, javax.swing.JList.class));
            assertThat(list).as("the conflict list").isNotNull();
            h.robot.click(list);
            h.robot.focusAndWaitForFocusGain(list);
            h.robot.pressAndReleaseKey(KeyEvent.VK_F1);
            h.waitFor(
                    "the merging page",
                    () -> GuiActionRunner.execute(help::shownManualPage).equals("compare-merge.md"));
        }
    }

    private static Container dock(EditorGui h, String name) {
        return h.robot.finder().find(h.window, new GenericTypeMatcher<>(Container.class, true) {
            @Override
            protected boolean isMatching(Container c) {
                return name.equals(c.getName());
            }
        });
    }

    /** The showing "?" of the stack whose tab {@code title} is in front. */
    private static javax.swing.JButton helpButtonOf(EditorGui h, String title) {
        javax.swing.JTabbedPane tabs = h.robot
                .finder()
                .find(h.window, new GenericTypeMatcher<javax.swing.JTabbedPane>(javax.swing.JTabbedPane.class, true) {
                    @Override
                    protected boolean isMatching(javax.swing.JTabbedPane t) {
                        return t.indexOfTab(title) >= 0;
                    }
                });
        return GuiActionRunner.execute(() -> {
            assertThat(tabs.getTitleAt(tabs.getSelectedIndex())).isEqualTo(title);
            Container trail = (Container) tabs.getClientProperty("JTabbedPane.trailingComponent");
            javax.swing.JButton b = null;
            for (java.awt.Component k : trail.getComponents()) {
                if ("panelHelp".equals(k.getName())) {
                    b = (javax.swing.JButton) k;
                }
            }
            assertThat(b).as("the ? of " + title).isNotNull();
            assertThat(b.isShowing()).as("the ? of " + title + " shows").isTrue();
            return b;
        });
    }
}
