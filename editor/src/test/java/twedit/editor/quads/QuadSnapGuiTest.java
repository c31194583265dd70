package twedit.editor.quads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.event.KeyEvent;
import java.awt.geom.Point2D;
import java.nio.file.Path;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.envelopes.AnimGui;
import twedit.editor.testutil.RobotDriven;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;

/**
 * Quads dragged on the map snap as in DDNet: to the other quads' edges, to the grid when it is on (Alt ignores it),
 * corners of several quads move together, and envelope points dragged on the map snap to the grid; each drag one undo
 * step, kept after save and reopen.
 */
@RobotDriven
class QuadSnapGuiTest {
    @TempDir
    Path dir;

    private static Quad quad(QuadsLayer l, int i) {
        return GuiActionRunner.execute(() -> l.quads().get(i));
    }

    private static QuadsLayer twoQuads(AnimGui h, int bx) {
        h.frame.button("addQuadsLayer").click();
        h.centerOn(20, 20, 1.0);
        QuadsLayer l =
                GuiActionRunner.execute(() -> (QuadsLayer) h.window.workspace().currentLayer());
        GuiActionRunner.execute(() -> h.anim.quadOps().add(600, 656, 64));
        GuiActionRunner.execute(() -> h.anim.quadOps().add(bx, 656, 64));
        return l;
    }

    private static String undoLabel(AnimGui h) {
        return GuiActionRunner.execute(() -> h.window.workspace().document().undoLabel());
    }

    private static QuadGrid grid(AnimGui h) {
        return GuiActionRunner.execute(() -> QuadGrid.of(
                h.window.view().worldToScreen().getScaleX(),
                h.window.view().getWidth(),
                h.window.view().getHeight(),
                1));
    }

    @Test
    void aDraggedQuadSnapsToAnotherQuadThenToTheGridAndAltIgnoresTheGrid() throws Exception {
        try (AnimGui h = new AnimGui()) {
            QuadsLayer l = twoQuads(h, 720);
            double scale = GuiActionRunner.execute(
                    () -> h.window.view().worldToScreen().getScaleX());
            // A's right edge at 632 is 56 px from B's left edge at 688: a drag of 50 px leaves it 6 px short, within
            // DDNet's ten screen pixels, so it lands on B's edge
            java.awt.Point a = h.screenOf(600, 656);
            int at = h.historyPosition();
            h.dragView(a, new java.awt.Point(a.x + (int) Math.round(50 * scale), a.y));
            Quad q = quad(l, 0);
            assertThat(q.corner(1).x()).isEqualTo(688 * 1024);
            assertThat(q.corner(0).y()).as("top still on B's top").isEqualTo(624 * 1024);
            assertThat(h.historyPosition()).isEqualTo(at + 1);
            assertThat(undoLabel(h)).isEqualTo("Move quad");
            h.screenshot("quad-snap-edge");

            // held 3 px further, it stays on the edge (the alignment lines join coinciding points: nothing to see)
            java.awt.Point m = h.screenOf(q.pivot().x() / 1024.0 + 12, q.pivot().y() / 1024.0 - 12);
            h.robot.moveMouse(h.window.view(), m);
            h.robot.pressMouse(org.assertj.swing.core.MouseButton.LEFT_BUTTON);
            h.robot.moveMouse(h.window.view(), new java.awt.Point(m.x + 2, m.y));
            h.robot.moveMouse(h.window.view(), new java.awt.Point(m.x + 3, m.y + 1));
            h.robot.waitForIdle();
            assertThat(quad(l, 0)).isEqualTo(q);
            h.screenshot("quad-snap-lines");
            h.robot.releaseMouse(org.assertj.swing.core.MouseButton.LEFT_BUTTON);
            h.robot.waitForIdle();

            // the grid on: the quad, grabbed away from its handles, moves so its pivot lands on a grid point
            GuiActionRunner.execute(() -> h.window.view().options().setGrid(true));
            QuadGrid g = grid(h);
            java.awt.Point p = h.screenOf(q.pivot().x() / 1024.0 + 12, q.pivot().y() / 1024.0 - 12);
            h.dragView(p, new java.awt.Point(p.x - 23, p.y + 41));
            q = quad(l, 0);
            int step = g.lineDistance() * 1024;
            assertThat(q.corner(1).x() - q.corner(0).x())
                    .as("the whole quad moved")
                    .isEqualTo(64 * 1024);
            assertThat(q.pivot().x() % step).isZero();
            assertThat(q.pivot().y() % step).isZero();
            h.screenshot("quad-snap-grid");

            // Alt ignores the grid; with Snap off nothing else pulls it either
            GuiActionRunner.execute(() -> h.anim.quadTool().setAlign(false));
            Quad before = q;
            p = h.screenOf(q.pivot().x() / 1024.0 + 12, q.pivot().y() / 1024.0 - 12);
            h.dragViewWith(KeyEvent.VK_ALT, p, new java.awt.Point(p.x + 13, p.y + 7));
            q = quad(l, 0);
            assertThat((q.pivot().x() - before.pivot().x()) / 1024.0).isCloseTo(13 / scale, within(1.5 / scale));
            assertThat((q.pivot().y() - before.pivot().y()) / 1024.0).isCloseTo(7 / scale, within(1.5 / scale));
            assertThat(q.pivot().x() % step).isNotZero();

            Path file = dir.resolve("snap.map");
            h.save(file);
            h.open(file);
            QuadsLayer again = GuiActionRunner.execute(() -> h.window.workspace().map().groups().stream()
                    .flatMap(gr -> gr.layers().stream())
                    .filter(QuadsLayer.class::isInstance)
                    .map(QuadsLayer.class::cast)
                    .findFirst()
                    .orElseThrow());
            assertThat(quad(again, 0).points()).isEqualTo(q.points());
        }
    }

    @Test
    void cornersOfSeveralQuadsAreSelectedAndMovedTogether() throws Exception {
        try (AnimGui h = new AnimGui()) {
            QuadsLayer l = twoQuads(h, 760);
            Quad a0 = quad(l, 0);
            Quad b0 = quad(l, 1);
            h.robot.moveMouse(h.window.view(), h.screenOf(700, 700));
            h.key(KeyEvent.VK_A, java.awt.event.InputEvent.CTRL_DOWN_MASK);
            // click A's top right corner, Shift+click B's
            java.awt.Point ca = h.screenOf(632, 624);
            java.awt.Point cb = h.screenOf(792, 624);
            h.robot.click(h.window.view(), ca);
            h.robot.pressKey(KeyEvent.VK_SHIFT);
            h.robot.click(h.window.view(), cb);
            h.robot.releaseKey(KeyEvent.VK_SHIFT);
            h.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> h.anim.quadOps().selected()))
                    .containsExactly(0, 1);
            int at = h.historyPosition();
            h.dragView(ca, new java.awt.Point(ca.x, ca.y - 40));
            h.screenshot("quad-corners-moved");
            Quad a1 = quad(l, 0);
            Quad b1 = quad(l, 1);
            int dy = a1.corner(1).y() - a0.corner(1).y();
            double scale = GuiActionRunner.execute(
                    () -> h.window.view().worldToScreen().getScaleX());
            assertThat(dy / 1024.0).isCloseTo(-40 / scale, within(2 / scale));
            assertThat(b1.corner(1).y() - b0.corner(1).y())
                    .as("B's corner moved as far")
                    .isEqualTo(dy);
            assertThat(a1.corner(1).x()).isEqualTo(a0.corner(1).x());
            for (int i : new int[] {0, 2, 3}) {
                assertThat(a1.corner(i)).isEqualTo(a0.corner(i));
                assertThat(b1.corner(i)).isEqualTo(b0.corner(i));
            }
            assertThat(h.historyPosition()).isEqualTo(at + 1);
            assertThat(undoLabel(h)).isEqualTo("Move quad corners");
            h.key(KeyEvent.VK_Z, java.awt.event.InputEvent.CTRL_DOWN_MASK);
            assertThat(quad(l, 0)).isEqualTo(a0);
            assertThat(quad(l, 1)).isEqualTo(b0);
        }
    }

    @Test
    void anEnvelopePointDraggedOnTheMapSnapsToTheGrid() {
        try (AnimGui h = new AnimGui()) {
            h.frame.button("addQuadsLayer").click();
            h.frame.button("quadAdd").click();
            QuadsLayer layer = GuiActionRunner.execute(
                    () -> (QuadsLayer) h.window.workspace().currentLayer());
            h.frame.button("envAddPosition").click();
            h.addPoint(1000, 2000, "64");
            h.addPoint(2000, 2000, "0");
            h.frame.comboBox("quadPosEnv").selectItem(1);
            Quad q = GuiActionRunner.execute(() -> layer.quads().get(0));
            Envelope env = q.positionEnvelope();
            GuiActionRunner.execute(() -> h.window.view().options().setGrid(true));
            QuadGrid g = grid(h);
            Point2D.Double handle = GuiActionRunner.execute(() -> EnvPathOverlay.handle(q, 1));
            java.awt.Point from = h.screenOf(handle.x, handle.y);
            int at = h.historyPosition();
            h.dragView(from, new java.awt.Point(from.x + 9, from.y + 37));
            EnvPoint p = GuiActionRunner.execute(() -> env.points().get(1));
            int step = g.lineDistance() * 1024;
            assertThat((q.pivot().x() + p.value(0)) % step).isZero();
            assertThat((q.pivot().y() + p.value(1)) % step).isZero();
            assertThat(p.value(1)).isPositive();
            assertThat(h.historyPosition()).isEqualTo(at + 1);
        }
    }
}
