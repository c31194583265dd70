package twedit.editor.envelopes;

import java.nio.file.Path;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.edt.GuiActionRunner;
import twedit.editor.testutil.EditorGui;

/**
 * The editor window for the quads, sounds and envelope GUI tests (see {@link EditorGui}), with the Quad / Sound tab
 * in front and helpers for the map view and the curve view.
 */
public final class AnimGui extends EditorGui {
    public final AnimationEditors anim;

    public AnimGui() {
        super(new Setup().dark(true).height(960));
        anim = GuiActionRunner.execute(
                () -> window.feature(AnimationFeature.class).editors());
        showPanel("Quad / Sound");
    }

    /** The screen point (map view coordinates) of a world point of the current group. */
    public java.awt.Point screenOf(double wx, double wy) {
        return GuiActionRunner.execute(() -> {
            java.awt.geom.Point2D p =
                    window.view().worldToScreen().transform(new java.awt.geom.Point2D.Double(wx, wy), null);
            return new java.awt.Point((int) Math.round(p.getX()), (int) Math.round(p.getY()));
        });
    }

    /** A left drag on the map with {@code key} (a modifier) held all along. */
    public void dragViewWith(int key, java.awt.Point a, java.awt.Point b) {
        robot.moveMouse(window.view(), a);
        robot.pressKey(key);
        try {
            dragView(a, b);
        } finally {
            robot.releaseKey(key);
            robot.waitForIdle();
        }
    }

    /** The open document's place in its history (one more for each undo step recorded). */
    public int historyPosition() {
        return GuiActionRunner.execute(() -> window.workspace().document().historyPosition());
    }

    /** A left-button drag on the map view between two screen points, in a few steps. */
    public void dragView(java.awt.Point a, java.awt.Point b) {
        javax.swing.JComponent view = window.view();
        robot.moveMouse(view, a);
        robot.pressMouse(MouseButton.LEFT_BUTTON);
        for (int i = 1; i <= 4; i++) {
            robot.moveMouse(view, new java.awt.Point(a.x + (b.x - a.x) * i / 4, a.y + (b.y - a.y) * i / 4));
        }
        robot.releaseMouse(MouseButton.LEFT_BUTTON);
        robot.waitForIdle();
    }

    /**
     * Adds a point the way a mapper does: shows 0..{@code range} ms, double-clicks the curve at time {@code t} half
     * way up, then types the exact value of the selected channel into the point editor.
     */
    public void addPoint(double t, double range, String value) {
        CurveView c = anim.dock().curve();
        GuiActionRunner.execute(() -> c.setTimeRange(-range * 0.05, range * 1.05));
        java.awt.Point p =
                GuiActionRunner.execute(() -> new java.awt.Point((int) Math.round(c.xOf(t)), c.getHeight() / 2));
        robot.click(c, p, MouseButton.LEFT_BUTTON, 2);
        robot.waitForIdle();
        frame.textBox("pointValue").deleteText().enterText(value + "\n");
        robot.waitForIdle();
    }

    /** Saves the open map to {@code path} in DDNet form and waits for the background save. */
    public void save(Path path) {
        saveTo(path);
    }
}
