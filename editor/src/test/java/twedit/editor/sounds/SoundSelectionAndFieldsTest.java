package twedit.editor.sounds;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.List;
import javax.swing.JLabel;
import javax.swing.JSpinner;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.envelopes.AnimGui;
import twedit.editor.testutil.RobotDriven;
import twedit.model.map.ElementId;
import twedit.model.map.Point;
import twedit.model.map.SoundSource;
import twedit.model.map.SoundsLayer;

/**
 * Sound sources: box select (Shift adds, Ctrl removes) next to Ctrl+click adding a source, the position fields as one
 * edit each, and a falloff outside 0..255 clamped with a note beside the field.
 */
@RobotDriven
class SoundSelectionAndFieldsTest {
    private static SoundsLayer threeSources(AnimGui h) {
        h.frame.button("addSoundsLayer").click();
        h.centerOn(20, 20, 1.0);
        SoundsLayer l =
                GuiActionRunner.execute(() -> (SoundsLayer) h.window.workspace().currentLayer());
        GuiActionRunner.execute(() -> {
            h.anim.soundOps().add(560, 600);
            h.anim.soundOps().add(656, 600);
            h.anim.soundOps().add(752, 600);
        });
        return l;
    }

    private static List<ElementId> selected(AnimGui h, SoundsLayer l) {
        return GuiActionRunner.execute(() -> h.anim.soundOps().selectedIndices().stream()
                .map(i -> l.sources().idAt(i))
                .toList());
    }

    @Test
    void boxSelectAddsWithShiftRemovesWithCtrlAndCtrlClickStillAddsASource() throws Exception {
        try (AnimGui h = new AnimGui()) {
            SoundsLayer l = threeSources(h);
            List<ElementId> ids = GuiActionRunner.execute(() -> List.of(
                    l.sources().idAt(0), l.sources().idAt(1), l.sources().idAt(2)));
            assertThat(GuiActionRunner.execute(h.window.status()::hint)).contains("box select");
            int steps = h.historyPosition();

            h.dragView(h.screenOf(530, 570), h.screenOf(700, 630));
            assertThat(selected(h, l)).containsExactly(ids.get(0), ids.get(1));
            h.screenshot("sounds-box-select");
            h.dragViewWith(KeyEvent.VK_SHIFT, h.screenOf(730, 570), h.screenOf(790, 630));
            assertThat(selected(h, l)).containsExactly(ids.get(0), ids.get(1), ids.get(2));
            h.dragViewWith(KeyEvent.VK_CONTROL, h.screenOf(620, 570), h.screenOf(700, 630));
            assertThat(selected(h, l)).containsExactly(ids.get(0), ids.get(2));
            assertThat(h.historyPosition()).as("selecting is no edit").isEqualTo(steps);

            // dragging one of them moves both, as one step
            SoundSource a0 = GuiActionRunner.execute(() -> l.sources().get(0));
            SoundSource c0 = GuiActionRunner.execute(() -> l.sources().get(2));
            h.dragView(h.screenOf(560, 600), h.screenOf(580, 610));
            // the drag's step closes on the release, which a loaded machine may deliver a little later
            h.waitFor("the move recorded as one step", () -> h.historyPosition() == steps + 1);
            SoundSource a1 = GuiActionRunner.execute(() -> l.sources().get(0));
            SoundSource c1 = GuiActionRunner.execute(() -> l.sources().get(2));
            assertThat(a1.position().x() - a0.position().x())
                    .isEqualTo(c1.position().x() - c0.position().x())
                    .isPositive();
            assertThat(h.historyPosition()).isEqualTo(steps + 1);
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().document().undoLabel()))
                    .isEqualTo("Move sound sources");

            // Ctrl+click (no drag) on empty space still adds a source, selected alone
            h.robot.pressKey(KeyEvent.VK_CONTROL);
            h.robot.click(h.window.view(), h.screenOf(656, 700));
            h.robot.releaseKey(KeyEvent.VK_CONTROL);
            h.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> l.sources().size())).isEqualTo(4);
            assertThat(GuiActionRunner.execute(() -> h.anim.soundOps().selectedIndices()))
                    .containsExactly(3);

            // Delete removes the selection as one step
            h.dragViewWith(KeyEvent.VK_SHIFT, h.screenOf(530, 570), h.screenOf(600, 630));
            h.key(KeyEvent.VK_DELETE, 0);
            assertThat(GuiActionRunner.execute(() -> l.sources().size())).isEqualTo(2);
            h.key(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK);
            assertThat(GuiActionRunner.execute(() -> l.sources().size())).isEqualTo(4);
        }
    }

    @Test
    void positionFieldsAreOneEditAndFalloffOutsideItsRangeIsClampedWithANote() {
        try (AnimGui h = new AnimGui()) {
            SoundsLayer l = threeSources(h);
            GuiActionRunner.execute(() -> h.anim.soundOps().select(1));
            assertThat(value(h, "soundPosX")).isEqualTo(656);

            int steps = h.historyPosition();
            SoundSource before = GuiActionRunner.execute(() -> l.sources().get(1));
            h.frame.spinner("soundPosX").enterTextAndCommit("700.5");
            SoundSource moved = GuiActionRunner.execute(() -> l.sources().get(1));
            assertThat(moved.position()).isEqualTo(new Point(700 * 1024 + 512, 600 * 1024));
            assertThat(h.historyPosition()).isEqualTo(steps + 1);
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().document().undoLabel()))
                    .isEqualTo("Move sound source");
            h.key(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK);
            assertThat(GuiActionRunner.execute(() -> l.sources().get(1))).isEqualTo(before);
            assertThat(value(h, "soundPosX")).isEqualTo(656);

            // 300: stored as 255, and the note says so; one edit
            h.frame.spinner("soundFalloff").enterTextAndCommit("300");
            assertThat(GuiActionRunner.execute(() -> l.sources().get(1).falloff()))
                    .isEqualTo(255);
            assertThat(value(h, "soundFalloff")).isEqualTo(255);
            assertThat(note(h)).contains("clamped to 0..255");
            assertThat(h.historyPosition()).isEqualTo(steps + 1);
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().document().undoLabel()))
                    .isEqualTo("Sound source falloff");
            // -5 on a source at 255 is 0; an ordinary value clears the note
            h.frame.spinner("soundFalloff").enterTextAndCommit("-5");
            assertThat(GuiActionRunner.execute(() -> l.sources().get(1).falloff()))
                    .isZero();
            assertThat(note(h)).contains("-5 clamped to 0..255");
            h.frame.spinner("soundFalloff").enterTextAndCommit("40");
            assertThat(GuiActionRunner.execute(() -> l.sources().get(1).falloff()))
                    .isEqualTo(40);
            assertThat(note(h)).isBlank();

            // another source: its own position, no note
            GuiActionRunner.execute(() -> h.anim.soundOps().select(2));
            assertThat(value(h, "soundPosX")).isEqualTo(752);
            assertThat(note(h)).isBlank();
        }
    }

    private static double value(AnimGui h, String name) {
        JSpinner s = h.robot.finder().findByName(h.window, name, JSpinner.class, false);
        return GuiActionRunner.execute(() -> ((Number) s.getValue()).doubleValue());
    }

    private static String note(AnimGui h) {
        JLabel l = h.robot.finder().findByName(h.window, "soundFalloffNote", JLabel.class, false);
        return GuiActionRunner.execute(l::getText);
    }
}
