package twedit.editor.quads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.List;
import java.util.function.Predicate;
import javax.swing.JSpinner;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.envelopes.AnimGui;
import twedit.editor.testutil.RobotDriven;
import twedit.model.map.Color;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.Point;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.testutil.Corpus;

/**
 * The quad inspector's numbers: each value entered is one edit that one Ctrl+Z takes back, and the fields show the
 * selected quad of the open map after selecting another quad, undo, and opening another map.
 */
@RobotDriven
class QuadFieldsTest {
    private record Case(String field, String text, String label, Predicate<Quad> done) {}

    @Test
    void eachValueIsOneEditThatOneUndoTakesBack() {
        try (AnimGui h = new AnimGui()) {
            h.frame.button("addQuadsLayer").click();
            h.centerOn(20, 20, 1.0);
            QuadsLayer l = GuiActionRunner.execute(
                    () -> (QuadsLayer) h.window.workspace().currentLayer());
            GuiActionRunner.execute(() -> h.anim.quadOps().add(656, 656, 128));
            List<Case> cases = List.of(
                    new Case(
                            "quadPosX",
                            "700",
                            "Quad position",
                            q -> QuadShapes.centre(q)[0] == 700 && q.pivot().equals(new Point(700 * 1024, 656 * 1024))),
                    new Case("quadPosY", "600.5", "Quad position", q -> QuadShapes.centre(q)[1] == 600.5),
                    new Case(
                            "quadPivotX",
                            "650",
                            "Quad pivot",
                            q -> q.pivot().x() == 650 * 1024 && QuadShapes.centre(q)[0] == 656),
                    new Case(
                            "quadPivotY", "-10.25", "Quad pivot", q -> q.pivot().y() == -10 * 1024 - 256),
                    new Case(
                            "quadWidth",
                            "200",
                            "Quad size",
                            q -> Math.abs(QuadShapes.width(q) - 200) < 0.01
                                    && Math.abs(QuadShapes.height(q) - 128) < 0.01),
                    new Case("quadHeight", "64", "Quad size", q -> Math.abs(QuadShapes.height(q) - 64) < 0.01),
                    new Case("quadAngle", "30", "Quad angle", q -> Math.abs(QuadShapes.angle(q) - 30) < 0.01),
                    new Case(
                            "quadRed",
                            "10",
                            "Quad corner colour",
                            q -> q.colors().get(3).r() == 10
                                    && q.colors().get(0).equals(Color.WHITE)),
                    new Case(
                            "quadAlpha",
                            "128",
                            "Quad corner alpha",
                            q -> q.colors().get(3).a() == 128),
                    new Case(
                            "quadTexU",
                            "0.5",
                            "Quad texture coordinate",
                            q -> q.texCoords().get(3).x() == 512),
                    new Case(
                            "quadTexV",
                            "2",
                            "Quad texture coordinate",
                            q -> q.texCoords().get(3).y() == 2048));
            h.frame.comboBox("quadCorner").selectItem("Bottom right");
            for (Case c : cases) {
                Quad before = quad(h, l);
                String shown = text(h, c.field());
                int steps = h.historyPosition();
                h.frame.spinner(c.field()).enterTextAndCommit(c.text());
                h.robot.waitForIdle();
                Quad after = quad(h, l);
                assertThat(c.done().test(after))
                        .as(c.field() + " = " + c.text() + ": " + after)
                        .isTrue();
                assertThat(h.historyPosition()).as(c.field()).isEqualTo(steps + 1);
                assertThat(GuiActionRunner.execute(
                                () -> h.window.workspace().document().undoLabel()))
                        .isEqualTo(c.label());
                h.key(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK);
                assertThat(quad(h, l)).as(c.field() + " undone").isEqualTo(before);
                assertThat(text(h, c.field()))
                        .as(c.field() + " shows the undone value")
                        .isEqualTo(shown);
            }
        }
    }

    @Test
    void fieldsFollowTheSelectionUndoAndTheOpenMap() {
        try (AnimGui h = new AnimGui()) {
            h.frame.button("addQuadsLayer").click();
            h.centerOn(20, 20, 1.0);
            QuadsLayer l = GuiActionRunner.execute(
                    () -> (QuadsLayer) h.window.workspace().currentLayer());
            GuiActionRunner.execute(() -> {
                h.anim.quadOps().add(600, 656, 64);
                h.anim.quadOps().add(720, 656, 96);
            });
            assertThat(value(h, "quadWidth")).isEqualTo(96);

            // a click on the first quad shows its values; text typed for the second one and left by the click goes
            // to the second one (as focus leaving a field commits it) or nowhere, never to the first
            Quad q0 = GuiActionRunner.execute(() -> l.quads().get(0));
            h.frame.spinner("quadWidth").enterText("100");
            h.robot.click(h.window.view(), h.screenOf(600, 656));
            h.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> h.anim.quadOps().selected()))
                    .containsExactly(0);
            assertThat(GuiActionRunner.execute(() -> l.quads().get(0))).isEqualTo(q0);
            assertThat(value(h, "quadWidth")).isEqualTo(64);
            assertThat(text(h, "quadWidth")).isEqualTo("64");
            assertThat(value(h, "quadPosX")).isEqualTo(600);

            // an edit, then undo: the field shows the quad as it is again
            h.frame.spinner("quadPosX").enterTextAndCommit("610");
            assertThat(value(h, "quadPosX")).isEqualTo(610);
            h.key(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK);
            assertThat(value(h, "quadPosX")).isEqualTo(600);

            // another map: nothing selected, nothing of the old quad shown
            h.open(Corpus.ddnetMap("maps/Tutorial.map"));
            assertThat(value(h, "quadPosX")).isEqualTo(0);
            assertThat(value(h, "quadWidth")).isEqualTo(0);
            JSpinner posX = find(h, "quadPosX");
            assertThat(GuiActionRunner.execute(posX::isEnabled)).isFalse();

            // a quad of the new map shows its own values
            Quad first = GuiActionRunner.execute(() -> {
                for (Group g : h.window.workspace().map().groups()) {
                    for (Layer x : g.layers()) {
                        if (x instanceof QuadsLayer q && !q.quads().isEmpty()) {
                            h.window.workspace().select(g, x);
                            h.anim.quadSelection().set(q, List.of(0));
                            return q.quads().get(0);
                        }
                    }
                }
                return null;
            });
            assertThat(first).isNotNull();
            assertThat(value(h, "quadPivotX")).isCloseTo(first.pivot().x() / 1024.0, within(1e-9));
            assertThat(value(h, "quadWidth")).isCloseTo(QuadShapes.width(first), within(1e-9));
            h.frame.spinner("quadPosX").requireEnabled();
        }
    }

    /** The field, also while another layer's card hides the quad inspector. */
    private static JSpinner find(AnimGui h, String name) {
        return h.robot.finder().findByName(h.window, name, JSpinner.class, false);
    }

    private static Quad quad(AnimGui h, QuadsLayer l) {
        return GuiActionRunner.execute(() -> l.quads().get(0));
    }

    private static double value(AnimGui h, String name) {
        JSpinner s = find(h, name);
        return GuiActionRunner.execute(() -> ((Number) s.getValue()).doubleValue());
    }

    private static String text(AnimGui h, String name) {
        JSpinner s = find(h, name);
        return GuiActionRunner.execute(
                () -> ((JSpinner.DefaultEditor) s.getEditor()).getTextField().getText());
    }
}
