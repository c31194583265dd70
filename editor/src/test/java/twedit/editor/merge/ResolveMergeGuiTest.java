package twedit.editor.merge;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.cli.MergeCommandTestAccess;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.GuideShots;
import twedit.editor.testutil.RobotDriven;
import twedit.model.testutil.Corpus;

/**
 * File > Resolve Merge... on dm1.map edited twice: the merged map opens in a tab with its conflict listed and
 * marked, Take Theirs (a robot click) takes their cell as one undo step, and undo gives ours back and reopens the
 * conflict in the panel (redo settles it again); Take Ours and All Theirs are undo steps the panel follows the same way.
 */
@RobotDriven
class ResolveMergeGuiTest {
    @org.junit.jupiter.api.io.TempDir
    Path tmp;

    @Test
    void conflictsAreListedMarkedAndTakenOneUndoStepEach() throws Exception {
        Path base = Corpus.ddnetMap("maps/dm1.map");
        int[] a = MergeCommandTestAccess.air(base);
        Path ours = MergeCommandTestAccess.withCell(base, tmp.resolve("ours.map"), a[0], a[1], 1);
        Path theirs = MergeCommandTestAccess.withCell(base, tmp.resolve("theirs.map"), a[0], a[1], 3);
        try (EditorGui h = new EditorGui(false)) {
            h.open(base);
            MergeFeature f = GuiActionRunner.execute(() -> h.window.feature(MergeFeature.class));
            assertThat(h.frame.menuItem("resolveMergeItem").target().getText()).isEqualTo("Resolve Merge...");
            GuiActionRunner.execute(() -> f.merge(base, ours, theirs));
            h.waitFor("the merge", () -> f.session() != null);
            h.showPanel("Merge Conflicts (1)");
            ConflictsPanel panel = GuiActionRunner.execute(f::panel);
            assertThat(GuiActionRunner.execute(panel::headerText)).startsWith("1 of 1 conflicts open");
            assertThat(GuiActionRunner.execute(() -> panel.line(0)))
                    .contains("cell (" + a[0] + ", " + a[1] + ")", "ours tile 1", "theirs tile 3");
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().file()))
                    .isEqualTo(ours);
            h.frame.list("conflictsList").clickItem(0);
            h.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().currentLayer()))
                    .isSameAs(GuiActionRunner.execute(
                            () -> h.window.workspace().map().gameLayer().orElseThrow()));
            assertThat(cell(h, a)).isEqualTo(1);
            h.screenshot("merge-conflict-marked");
            GuideShots.take(h, "merge");
            h.frame.button("takeTheirs").click();
            h.robot.waitForIdle();
            assertThat(cell(h, a)).isEqualTo(3);
            assertThat(GuiActionRunner.execute(panel::headerText)).startsWith("0 of 1 conflicts open");
            assertThat(GuiActionRunner.execute(() -> panel.line(0))).startsWith("[theirs] ");
            h.screenshot("merge-conflict-taken");
            GuiActionRunner.execute(() -> h.window.workspace().document().undo());
            assertThat(cell(h, a)).isEqualTo(1);
            // the panel follows the document: undo reopens the conflict, redo settles it again
            assertThat(GuiActionRunner.execute(panel::headerText)).startsWith("1 of 1 conflicts open");
            assertThat(GuiActionRunner.execute(() -> panel.line(0))).doesNotStartWith("[");
            assertThat(h.frame.button("takeTheirs").target().isEnabled()).isTrue();
            h.screenshot("merge-conflict-reopened");
            GuiActionRunner.execute(() -> h.window.workspace().document().redo());
            assertThat(cell(h, a)).isEqualTo(3);
            assertThat(GuiActionRunner.execute(panel::headerText)).startsWith("0 of 1 conflicts open");
            GuiActionRunner.execute(() -> h.window.workspace().document().undo());
            // Take Ours is an undo step of its own, which changes no cell
            h.frame.list("conflictsList").clickItem(0);
            h.frame.button("takeOurs").click();
            h.robot.waitForIdle();
            assertThat(cell(h, a)).isEqualTo(1);
            assertThat(GuiActionRunner.execute(() -> panel.line(0))).startsWith("[ours] ");
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().document().undoLabel()))
                    .startsWith("Take ours: cell (");
            GuiActionRunner.execute(() -> h.window.workspace().document().undo());
            assertThat(GuiActionRunner.execute(panel::headerText)).startsWith("1 of 1 conflicts open");
            // All Theirs, undone, reopens every conflict it settled
            h.frame.button("allTheirs").click();
            h.robot.waitForIdle();
            assertThat(cell(h, a)).isEqualTo(3);
            assertThat(GuiActionRunner.execute(panel::headerText)).startsWith("0 of 1 conflicts open");
            GuiActionRunner.execute(() -> h.window.workspace().document().undo());
            assertThat(cell(h, a)).isEqualTo(1);
            assertThat(GuiActionRunner.execute(panel::headerText)).startsWith("1 of 1 conflicts open");
        }
    }

    private static int cell(EditorGui h, int[] a) {
        return GuiActionRunner.execute(() ->
                h.window.workspace().map().gameLayer().orElseThrow().grid().get(a[0], a[1], 0));
    }
}
