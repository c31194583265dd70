package twedit.editor.tools;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import javax.swing.JComponent;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;

/**
 * The eraser's right-drag captures the dragged rectangle into the brush however the motion arrives: one jump, a few
 * steps or many small moves (the tryout saw a four-step drag give a 1-wide brush).
 */
@RobotDriven
class EraserCaptureGuiTest {
    @ParameterizedTest
    @ValueSource(ints = {1, 4, 16})
    void aRightDragWithTheEraserCapturesTheWholeRectangle(int steps) {
        try (EditorGui h = new EditorGui(false)) {
            GuiActionRunner.execute(() -> h.window.tools().activate(ToolBox.Id.ERASER));
            h.centerOn(6, 5, 1.0);
            JComponent view = h.window.view();
            Point a = h.tileCenter(3, 3);
            Point b = h.tileCenter(7, 5);
            h.robot.moveMouse(view, a);
            h.robot.pressMouse(MouseButton.RIGHT_BUTTON);
            for (int i = 1; i <= steps; i++) {
                h.robot.moveMouse(view, a.x + (b.x - a.x) * i / steps, a.y + (b.y - a.y) * i / steps);
            }
            h.robot.releaseMouse(MouseButton.RIGHT_BUTTON);
            h.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> h.window.tools().brush()))
                    .as("a brush was captured")
                    .isNotNull();
            assertThat(GuiActionRunner.execute(() -> h.window.tools().brush().width()))
                    .as("width after %d steps", steps)
                    .isEqualTo(5);
            assertThat(GuiActionRunner.execute(() -> h.window.tools().brush().height()))
                    .isEqualTo(3);
            assertThat(GuiActionRunner.execute(() -> h.window.tools().activeId()))
                    .isEqualTo(ToolBox.Id.BRUSH);
        }
    }
}
