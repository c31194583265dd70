package twedit.editor.envelopes;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.awt.event.KeyListener;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.event.MouseWheelEvent;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.JPopupMenu;
import javax.swing.SwingUtilities;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;

/**
 * The curve view's pointer and keys, as DDNet's envelope editor: click selects a point, Shift+click adds or takes
 * one out, a drag over empty space selects what the box holds, a drag moves every selected point together; S scales
 * the selection with the mouse (up and down the values, Shift: left and right the times, Alt: about their middle),
 * a click applies it, a right-click or Esc puts it back; a right-click on a selection of several offers "Project
 * onto". Every gesture is one undo step.
 */
final class CurveMouse extends MouseAdapter implements KeyListener {
    static final int NONE = 0;
    static final int POINTS = 1;
    static final int OUT_TANGENT = 2;
    static final int IN_TANGENT = 3;
    static final int PAN = 4;
    static final int BOX = 5;
    static final int SCALE = 6;

    private final CurveView v;
    /** The points as they were when a drag or scale began: every step computes from them. */
    private List<EnvPoint> originals = List.of();

    private List<PointMath.Ref> moving = List.of();
    private EnvPoint original;
    private PointMath.Ref grabbed;
    private double pressT;
    private double pressV;
    private int pressX;
    private Point boxFrom;
    private Point boxTo;
    private boolean boxAdds;
    private Point scaleLast;
    private double scaleX = 1;
    private double scaleY = 1;

    CurveMouse(CurveView v) {
        this.v = v;
    }

    private MapDocument doc() {
        return v.ws.document();
    }

    @Override
    public void mousePressed(MouseEvent e) {
        v.requestFocusInWindow();
        if (v.dragKind == SCALE) {
            if (SwingUtilities.isLeftMouseButton(e)) {
                finish();
            } else {
                cancel();
            }
            return;
        }
        Envelope env = v.env;
        if (env == null) {
            return;
        }
        pressX = e.getX();
        pressT = v.tOf(e.getX());
        pressV = v.vOf(e.getY());
        if (SwingUtilities.isMiddleMouseButton(e)) {
            v.dragKind = PAN;
            return;
        }
        int s = v.selected();
        if (s >= 0 && SwingUtilities.isLeftMouseButton(e) && !e.isShiftDown()) {
            for (boolean out : new boolean[] {true, false}) {
                double[] h = CurvePainter.handle(env, s, v.channel(), out);
                if (h != null && Math.hypot(v.xOf(h[0]) - e.getX(), v.yOf(h[1]) - e.getY()) <= CurveView.HIT) {
                    v.dragKind = out ? OUT_TANGENT : IN_TANGENT;
                    original = env.points().get(s);
                    doc().beginStroke("Move tangent");
                    return;
                }
            }
        }
        PointMath.Ref hit = hit(e.getX(), e.getY());
        if (hit != null) {
            pressPoint(e, hit);
            return;
        }
        if (SwingUtilities.isLeftMouseButton(e) && e.getClickCount() >= 2) {
            v.addAt(e.getX(), e.getY());
        } else if (SwingUtilities.isLeftMouseButton(e)) {
            v.dragKind = BOX;
            boxFrom = e.getPoint();
            boxTo = e.getPoint();
            boxAdds = e.isShiftDown();
        }
    }

    private void pressPoint(MouseEvent e, PointMath.Ref hit) {
        int i = hit.index();
        int c = hit.channel();
        boolean several = v.selection().size() > 1 && v.isPicked(i, c);
        if (SwingUtilities.isRightMouseButton(e)) {
            if (several) {
                menu().show(v, e.getX(), e.getY());
            } else {
                v.select(i, c);
                v.deleteSelected();
            }
            return;
        }
        if (!SwingUtilities.isLeftMouseButton(e)) {
            return;
        }
        if (e.isShiftDown()) {
            v.toggle(i, c);
            return;
        }
        if (!v.isPicked(i, c)) {
            v.select(i, c);
        }
        grabbed = hit;
        originals = List.copyOf(v.env.points());
        moving = v.selection();
        v.dragKind = POINTS;
        doc().beginStroke(moving.size() > 1 ? "Move points" : "Move point");
    }

    /** The point under (x, y): the selected channel first, where points of channels meet. */
    private PointMath.Ref hit(int x, int y) {
        Envelope env = v.env;
        for (int i = env.points().size() - 1; i >= 0; i--) {
            for (int k = v.channels(); k >= 0; k--) {
                int c = k == v.channels() ? v.channel() : k;
                Point p = v.visible[c] ? v.pointAt(i, c) : null;
                if (p != null && p.distance(x, y) <= CurveView.HIT) {
                    return new PointMath.Ref(i, c);
                }
            }
        }
        return null;
    }

    @Override
    public void mouseDragged(MouseEvent e) {
        switch (v.dragKind) {
            case PAN -> {
                v.t0 -= (e.getX() - pressX) * v.msPerPx;
                pressX = e.getX();
                v.repaint();
            }
            case BOX -> {
                boxTo = e.getPoint();
                v.repaint();
            }
            case POINTS -> dragPoints(e);
            case OUT_TANGENT, IN_TANGENT -> dragTangent(e);
            case SCALE -> mouseMoved(e);
            default -> {}
        }
    }

    private void dragPoints(MouseEvent e) {
        Envelope env = v.env;
        EnvPoint p = originals.get(grabbed.index());
        double t = v.tOf(e.getX());
        double val = v.vOf(e.getY());
        int dt = e.isShiftDown() ? 0 : (int) Math.round(v.snapT(p.time() + t - pressT)) - p.time();
        int before = p.value(grabbed.channel());
        int dv = (int) Math.round(v.snapV(before / 1024.0 + val - pressV) * 1024) - before;
        applyStep(env, PointMath.move(originals, moving, dt, dv, env.channels()));
        v.repaint();
    }

    private void dragTangent(MouseEvent e) {
        int s = v.selected();
        if (s < 0) {
            return;
        }
        boolean out = v.dragKind == OUT_TANGENT;
        int dx = (int) Math.round(v.tOf(e.getX()) - original.time());
        dx = out ? Math.max(0, dx) : Math.min(0, dx);
        int dy = (int) Math.round((v.vOf(e.getY()) - original.value(v.channel()) / 1024.0) * 1024);
        doc().strokeApply(Edits.setPoint(v.env, s, PointOps.withTangent(original, v.channel(), out, dx, dy)));
        v.repaint();
    }

    /** Sets the points that differ from {@code want} within the open stroke. */
    private void applyStep(Envelope env, List<EnvPoint> want) {
        for (int i = 0; i < want.size() && i < env.points().size(); i++) {
            if (!want.get(i).equals(env.points().get(i))) {
                doc().strokeApply(Edits.setPoint(env, i, want.get(i)));
            }
        }
    }

    @Override
    public void mouseReleased(MouseEvent e) {
        int k = v.dragKind;
        if (k == SCALE) {
            return;
        }
        v.dragKind = NONE;
        if (k == BOX) {
            selectBox();
        } else if (k != NONE && k != PAN) {
            doc().endStroke();
            v.fireChanged();
        }
    }

    private void selectBox() {
        Rectangle r = box();
        boxFrom = null;
        if (r.width < 3 && r.height < 3) {
            if (!boxAdds) {
                v.select(-1, v.channel()); // a click on empty space lets go of the selection
            }
            return;
        }
        List<PointMath.Ref> in = new ArrayList<>();
        for (int i = 0; i < v.env.points().size(); i++) {
            for (int c = 0; c < v.channels(); c++) {
                if (v.visible[c] && r.contains(v.pointAt(i, c))) {
                    in.add(new PointMath.Ref(i, c));
                }
            }
        }
        v.selectAll(in, boxAdds);
    }

    private Rectangle box() {
        int x = Math.min(boxFrom.x, boxTo.x);
        int y = Math.min(boxFrom.y, boxTo.y);
        return new Rectangle(x, y, Math.abs(boxTo.x - boxFrom.x), Math.abs(boxTo.y - boxFrom.y));
    }

    @Override
    public void mouseMoved(MouseEvent e) {
        if (v.dragKind != SCALE) {
            return;
        }
        Point now = e.getPoint();
        if (scaleLast == null) {
            scaleLast = now;
        }
        Window w = SwingUtilities.getWindowAncestor(v);
        double width = w == null ? v.getWidth() : w.getWidth();
        double height = w == null ? v.getHeight() : w.getHeight();
        // DDNet: the factor grows by ten times the mouse's travel over the window's size
        if (e.isShiftDown()) {
            scaleX += (now.x - scaleLast.x) / Math.max(1, width) * 10;
        } else {
            scaleY -= (now.y - scaleLast.y) / Math.max(1, height) * 10;
        }
        scaleLast = now;
        scaleTo(scaleX, scaleY, e.isAltDown());
    }

    /** Scales the selection by these factors from where S was pressed (within the open stroke). */
    void scaleTo(double fx, double fy, boolean aboutMiddle) {
        Envelope env = v.env;
        List<EnvPoint> want = PointMath.scaleTimes(originals, moving, fx, aboutMiddle);
        want = PointMath.scaleValues(want, moving, fy, aboutMiddle, env.channels());
        applyStep(env, want);
        v.repaint();
    }

    /** Starts scaling the selected points (S): the mouse scales them until a click. */
    boolean startScale() {
        if (v.dragKind != NONE || v.env == null || v.selection().isEmpty()) {
            return false;
        }
        originals = List.copyOf(v.env.points());
        moving = v.selection();
        scaleX = 1;
        scaleY = 1;
        scaleLast = v.getMousePosition();
        v.dragKind = SCALE;
        doc().beginStroke(moving.size() > 1 ? "Scale points" : "Scale point");
        v.repaint();
        return true;
    }

    private void finish() {
        v.dragKind = NONE;
        doc().endStroke();
        v.fireChanged();
    }

    /** Puts back an open drag or scale. */
    void cancel() {
        int k = v.dragKind;
        v.dragKind = NONE;
        boxFrom = null;
        if (k == POINTS || k == OUT_TANGENT || k == IN_TANGENT || k == SCALE) {
            doc().cancelStroke();
            v.fireChanged();
        }
    }

    /** DDNet's menu on a selection of several points. */
    JPopupMenu menu() {
        JPopupMenu m = new JPopupMenu();
        m.setName("curvePointsMenu");
        JMenu onto = new JMenu("Project onto");
        onto.setName("projectOnto");
        onto.setToolTipText("Move the selected points between the first and last selected onto a curve between them");
        for (int c = EnvPoint.CURVE_STEP; c <= EnvPoint.CURVE_SMOOTH; c++) {
            int curve = c;
            JMenuItem it = new JMenuItem(PointOps.CURVES[c]);
            it.setName("projectOnto" + PointOps.CURVES[c]);
            it.addActionListener(a -> project(curve));
            onto.add(it);
        }
        m.add(onto);
        JMenuItem del = new JMenuItem("Delete points");
        del.setName("deletePoints");
        del.addActionListener(a -> v.deleteSelected());
        m.add(del);
        return m;
    }

    /** Projects the selection onto a curve of type {@code curve} from its first to its last point: one undo step. */
    void project(int curve) {
        Envelope env = v.env;
        if (env == null) {
            return;
        }
        List<EnvPoint> want = PointMath.project(env.points(), v.selection(), curve);
        doc().compound("Project points", () -> {
            for (int i = 0; i < want.size(); i++) {
                if (!want.get(i).equals(env.points().get(i))) {
                    doc().apply(Edits.setPoint(env, i, want.get(i)));
                }
            }
        });
        v.fireChanged();
    }

    @Override
    public void mouseWheelMoved(MouseWheelEvent e) {
        if (e.isShiftDown()) {
            v.t0 += e.getPreciseWheelRotation() * 40 * v.msPerPx;
        } else {
            double at = v.tOf(e.getX());
            v.msPerPx = Math.max(0.05, Math.min(2000, v.msPerPx * Math.pow(1.2, e.getPreciseWheelRotation())));
            v.t0 = at - (e.getX() - CurveView.LEFT) * v.msPerPx;
        }
        v.repaint();
    }

    @Override
    public void keyPressed(KeyEvent e) {
        int k = e.getKeyCode();
        if (k == KeyEvent.VK_DELETE || k == KeyEvent.VK_BACK_SPACE) {
            v.deleteSelected();
        } else if (k == KeyEvent.VK_ESCAPE && v.dragKind == SCALE) {
            cancel();
        } else if (k == KeyEvent.VK_S && !e.isControlDown() && !e.isMetaDown() && startScale()) {
            e.consume();
        }
    }

    @Override
    public void keyReleased(KeyEvent e) {}

    @Override
    public void keyTyped(KeyEvent e) {}

    /** The box being dragged, or what S is doing and how to end it. */
    void paintOver(Graphics2D g) {
        if (v.dragKind == BOX && boxFrom != null) {
            Rectangle r = box();
            g.setColor(new Color(255, 255, 255, 40));
            g.fill(r);
            g.setColor(Color.WHITE);
            g.setStroke(new BasicStroke(1f));
            g.draw(r);
        } else if (v.dragKind == SCALE) {
            g.setColor(new Color(255, 220, 120));
            g.drawString(
                    String.format(
                            java.util.Locale.ROOT,
                            "Scale time %.2f, value %.2f (Shift: time, Alt: about the middle): click applies, Esc"
                                    + " cancels",
                            scaleX,
                            scaleY),
                    CurveView.LEFT + 6,
                    CurveView.TOP + 12);
        }
    }
}
