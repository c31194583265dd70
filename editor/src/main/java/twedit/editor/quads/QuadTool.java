package twedit.editor.quads;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.event.KeyEvent;
import java.awt.geom.AffineTransform;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleSupplier;
import twedit.editor.state.Workspace;
import twedit.editor.tools.OverlayCanvas;
import twedit.editor.tools.Tool;
import twedit.editor.tools.ToolEvent;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.map.Point;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;

/**
 * The quads layer tool, with DDNet's gestures: a drag on a quad moves the selection, Ctrl+drag (or Alt+drag) rotates it
 * around each pivot, Shift+drag moves the pivots, Shift+click adds or removes a quad; R rotates the selection with the
 * mouse until a click or Enter (Esc or a right-click puts it back). A corner handle moves one corner, in UV mode its
 * texture coordinate; a drag on empty space draws a selection box (Shift adds, Ctrl removes). Ctrl while moving snaps
 * to 8 px, Shift while rotating to 15 degrees. Every drag and every R rotation is one document stroke.
 */
public final class QuadTool implements Tool {
    private enum Mode {
        NONE,
        MOVE,
        CORNER,
        PIVOT,
        /** Ctrl+drag or Alt+drag: the angle follows the pointer around the pressed quad's pivot. */
        ROTATE,
        /** R: like ROTATE, but without a button held; a click or Enter ends it. */
        SPIN,
        UV,
        /** Shift pressed on a quad: a click toggles it, a drag moves the pivots. */
        SHIFT_PRESS,
        BOX
    }

    private static final double HANDLE = 6;
    private static final int SNAP_PX = 8;
    /** Screen pixels a Shift-press must move to become a pivot drag. */
    private static final double DRAG_THRESHOLD = 4;

    private final Workspace ws;
    private final QuadSelection sel;
    private final QuadOps ops;
    private final EnvPathOverlay envPath;
    /** DDNet's "Show quad bounds" while moving quads. */
    public final MoveBounds bounds = new MoveBounds();

    private final DoubleSupplier scale;
    private final java.util.function.Supplier<double[]> pasteAt;
    private java.util.function.Consumer<ToolEvent> emptyRightClick = e -> {};
    private boolean uvMode;
    private Mode mode = Mode.NONE;
    private int point;
    private int shiftHit;
    private double startX;
    private double startY;
    /** The pivot the rotation angle is measured around, in world pixels. */
    private double refX;

    private double refY;
    private double lastX;
    private double lastY;
    private MarqueeBox box;
    private List<Integer> dragged = List.of();
    private List<Quad> originals = List.of();

    /**
     * @param scale screen pixels per world pixel of the current group, for handle sizes
     * @param pasteAt where pasted quads are centred, in the current group's world pixels
     */
    public QuadTool(
            Workspace ws,
            QuadSelection sel,
            QuadOps ops,
            DoubleSupplier scale,
            java.util.function.Supplier<double[]> pasteAt) {
        this.ws = ws;
        this.sel = sel;
        this.ops = ops;
        this.envPath = new EnvPathOverlay(ws::document);
        this.scale = scale;
        this.pasteAt = pasteAt;
    }

    @Override
    public String name() {
        return "Quads";
    }

    public boolean uvMode() {
        return uvMode;
    }

    public void setUvMode(boolean on) {
        uvMode = on;
        sel.prune();
    }

    /** Whether R rotation is running (for tests and the status bar). */
    public boolean spinning() {
        return mode == Mode.SPIN;
    }

    private MapDocument doc() {
        return ws.document();
    }

    @Override
    public String hint() {
        if (ops.layer() == null) {
            return "";
        }
        return switch (mode) {
            case SPIN ->
                "Rotating: move the mouse (Shift: 15\u00b0 steps) \u00b7 click or Enter applies \u00b7 "
                        + "Esc or right-click cancels";
            case ROTATE -> "Rotating around the pivot \u00b7 Shift: 15\u00b0 steps";
            case MOVE, CORNER, PIVOT -> "Ctrl: snap to 8 px";
            case BOX ->
                box.combine() == MarqueeBox.Combine.REMOVE
                        ? "Box: removes quads whose pivot is inside"
                        : "Box: selects quads whose pivot is inside";
            default ->
                uvMode
                        ? "UV: drag a corner to move its texture coordinate \u00b7 Ctrl+drag rotates \u00b7 Shift+drag "
                                + "moves the pivot"
                        : "Drag: move \u00b7 Ctrl+drag: rotate \u00b7 Shift+drag: pivot \u00b7 R: rotate \u00b7 "
                                + "Drag on empty space: box select (Shift adds, Ctrl removes)";
        };
    }

    @Override
    public void press(ToolEvent e) {
        QuadsLayer l = ops.layer();
        if (mode == Mode.SPIN) {
            if (e.button() == 1) {
                finish();
            } else {
                cancel();
            }
            return;
        }
        if (l != null && e.button() == 3 && hitQuad(l, e) < 0) {
            emptyRightClick.accept(e);
            return;
        }
        if (l == null || e.button() != 1) {
            return;
        }
        startX = e.worldX();
        startY = e.worldY();
        if (!e.shift() && handleAt(l, e) < 0 && envPath.press(l, e, scale.getAsDouble())) {
            return; // a point of a position envelope's path (DDNet's DoQuadEnvPoint); a selected quad's handles first
        }
        if (e.ctrl() || e.alt()) {
            int hit = hitQuad(l, e);
            if (hit >= 0) {
                if (!sel.isSelected(l, hit)) {
                    sel.set(l, List.of(hit));
                }
                Point p = l.quads().get(hit).pivot();
                startRotation(Mode.ROTATE, l, p);
                return;
            }
        } else if (e.shift()) {
            int hit = hitQuad(l, e);
            if (hit >= 0) {
                mode = Mode.SHIFT_PRESS;
                shiftHit = hit;
                return;
            }
        } else if (pressHandle(l, e)) {
            return;
        } else {
            int hit = hitQuad(l, e);
            if (hit >= 0) {
                if (!sel.isSelected(l, hit)) {
                    sel.set(l, List.of(hit));
                }
                begin(Mode.MOVE, l, ops.selected(), -1);
                return;
            }
        }
        mode = Mode.BOX;
        box = new MarqueeBox(e);
    }

    /** Starts dragging a corner, texture or pivot handle of a selected quad under the pointer. */
    private boolean pressHandle(QuadsLayer l, ToolEvent e) {
        int h = handleAt(l, e);
        if (h >= 0) {
            int p = h % 8;
            begin(p == 4 ? Mode.PIVOT : uvMode ? Mode.UV : Mode.CORNER, l, List.of(h / 8), p);
        }
        return h >= 0;
    }

    /** The handle of a selected quad under the pointer as quad * 8 + point, or -1. */
    private int handleAt(QuadsLayer l, ToolEvent e) {
        double r = HANDLE / Math.max(1e-6, scale.getAsDouble());
        for (int i : ops.selected()) {
            for (int p = uvMode ? 3 : 4; p >= 0; p--) {
                if (near(l.quads().get(i).points().get(p), e.worldX(), e.worldY(), r)) {
                    return i * 8 + p;
                }
            }
        }
        return -1;
    }

    /** What a right-click on no quad does (the map offers "Add quad" there). */
    public void setEmptyRightClick(java.util.function.Consumer<ToolEvent> action) {
        emptyRightClick = action;
    }

    /** The topmost quad under the pointer: a selected quad's pivot handle first, then the outlines. */
    private int hitQuad(QuadsLayer l, ToolEvent e) {
        double r = HANDLE / Math.max(1e-6, scale.getAsDouble());
        for (int i : ops.selected()) {
            if (near(l.quads().get(i).pivot(), e.worldX(), e.worldY(), r)) {
                return i;
            }
        }
        for (int i = l.quads().size() - 1; i >= 0; i--) {
            if (QuadShapes.contains(l.quads().get(i), e.worldX(), e.worldY())) {
                return i;
            }
        }
        return -1;
    }

    private void startRotation(Mode m, QuadsLayer l, Point pivot) {
        refX = pivot.x() / 1024.0;
        refY = pivot.y() / 1024.0;
        begin(m, l, ops.selected(), -1);
    }

    private void begin(Mode m, QuadsLayer l, List<Integer> idx, int p) {
        mode = m;
        point = p;
        dragged = List.copyOf(idx);
        List<Quad> o = new ArrayList<>();
        for (int i : idx) {
            o.add(l.quads().get(i));
        }
        originals = o;
        String label = switch (m) {
            case CORNER -> "Move quad corner";
            case PIVOT -> dragged.size() == 1 ? "Move quad pivot" : "Move quad pivots";
            case ROTATE, SPIN -> dragged.size() == 1 ? "Rotate quad" : "Rotate quads";
            case UV -> "Move texture coordinate";
            default -> dragged.size() == 1 ? "Move quad" : "Move quads";
        };
        doc().beginStroke(label);
    }

    private static boolean near(Point p, double x, double y, double r) {
        double dx = p.x() / 1024.0 - x;
        double dy = p.y() / 1024.0 - y;
        return dx * dx + dy * dy <= r * r;
    }

    @Override
    public void drag(ToolEvent e) {
        QuadsLayer l = ops.layer();
        lastX = e.worldX();
        lastY = e.worldY();
        if (envPath.active()) {
            envPath.drag(e, scale.getAsDouble());
            return;
        }
        if (mode == Mode.BOX) {
            box.drag(e, scale.getAsDouble());
            return;
        }
        if (mode == Mode.SHIFT_PRESS && l != null) {
            if (Math.hypot(e.worldX() - startX, e.worldY() - startY) * scale.getAsDouble() < DRAG_THRESHOLD) {
                return;
            }
            if (!sel.isSelected(l, shiftHit)) {
                sel.set(l, List.of(shiftHit));
            }
            begin(Mode.PIVOT, l, ops.selected(), 4);
        }
        if (mode == Mode.NONE || l == null) {
            return;
        }
        double dx = e.worldX() - startX;
        double dy = e.worldY() - startY;
        double angle = mode == Mode.ROTATE || mode == Mode.SPIN ? angle(e) : 0;
        for (int k = 0; k < dragged.size(); k++) {
            Quad o = originals.get(k);
            Quad q = switch (mode) {
                case MOVE -> move(o, dx, dy, e.ctrl());
                case CORNER, PIVOT ->
                    QuadShapes.setPoint(o, point, target(o.points().get(point), dx, dy, e.ctrl()));
                case ROTATE, SPIN -> QuadShapes.rotate(o, angle);
                case UV -> QuadShapes.uvDrag(l, o, point, dx, dy);
                default -> o;
            };
            doc().strokeApply(Edits.setQuad(l, dragged.get(k), q));
        }
    }

    @Override
    public void move(ToolEvent e) {
        lastX = e.worldX();
        lastY = e.worldY();
        if (mode == Mode.SPIN) {
            drag(e);
        }
    }

    private Quad move(Quad o, double dx, double dy, boolean snap) {
        int fx = QuadShapes.fx(dx);
        int fy = QuadShapes.fx(dy);
        if (snap) {
            Point p = target(o.pivot(), dx, dy, true);
            fx = p.x() - o.pivot().x();
            fy = p.y() - o.pivot().y();
        }
        return QuadShapes.translate(o, fx, fy);
    }

    private static Point target(Point from, double dx, double dy, boolean snap) {
        int x = from.x() + QuadShapes.fx(dx);
        int y = from.y() + QuadShapes.fx(dy);
        return snap ? new Point(QuadShapes.snap(x, SNAP_PX), QuadShapes.snap(y, SNAP_PX)) : new Point(x, y);
    }

    /** The angle from the start to the pointer around the reference pivot, in degrees (Shift: 15 degree steps). */
    private double angle(ToolEvent e) {
        double a = Math.toDegrees(
                Math.atan2(e.worldY() - refY, e.worldX() - refX) - Math.atan2(startY - refY, startX - refX));
        return e.shift() ? Math.round(a / 15) * 15.0 : a;
    }

    @Override
    public void release(ToolEvent e) {
        QuadsLayer l = ops.layer();
        envPath.release();
        switch (mode) {
            case NONE, SPIN -> {
                // a click that ended R rotation has no release work; R rotation goes on without a button
            }
            case BOX -> {
                mode = Mode.NONE;
                if (l != null) {
                    selectBox(l);
                }
                box = null;
            }
            case SHIFT_PRESS -> {
                mode = Mode.NONE;
                if (l != null && shiftHit < l.quads().size()) {
                    sel.toggle(l, shiftHit);
                }
            }
            default -> finish();
        }
    }

    private void selectBox(QuadsLayer l) {
        if (!box.dragged()) {
            if (box.combine() == MarqueeBox.Combine.REPLACE) {
                sel.set(l, List.of());
            }
            return;
        }
        // a quad is in the box when its pivot is: DDNet's handle for the whole quad, and the point mappers see
        List<Integer> in = new ArrayList<>();
        for (int i = 0; i < l.quads().size(); i++) {
            Point p = l.quads().get(i).pivot();
            if (box.contains(p.x() / 1024.0, p.y() / 1024.0)) {
                in.add(i);
            }
        }
        sel.combine(l, in, box.combine());
    }

    /** Ends the running stroke: the drag or R rotation becomes one undo step. */
    private void finish() {
        mode = Mode.NONE;
        doc().endStroke();
        sel.prune();
    }

    @Override
    public void cancel() {
        envPath.cancel();
        Mode m = mode;
        mode = Mode.NONE;
        box = null;
        if (m != Mode.NONE && m != Mode.BOX && m != Mode.SHIFT_PRESS) {
            doc().cancelStroke();
        }
    }

    @Override
    public boolean busy() {
        return mode != Mode.NONE || envPath.active();
    }

    @Override
    public boolean key(KeyEvent e) {
        int k = e.getKeyCode();
        if (mode == Mode.SPIN) {
            if (k == KeyEvent.VK_ENTER) {
                finish();
            } else if (k == KeyEvent.VK_ESCAPE) {
                cancel();
            }
            // every other key waits until the rotation is applied or cancelled (R again does not start another)
            return true;
        }
        if (mode != Mode.NONE || ops.layer() == null) {
            return false;
        }
        boolean ctrl = e.isControlDown();
        boolean plain = !ctrl && !e.isShiftDown() && !e.isAltDown() && !e.isMetaDown();
        if (k == KeyEvent.VK_DELETE || k == KeyEvent.VK_BACK_SPACE) {
            ops.delete();
        } else if (plain && k == KeyEvent.VK_R && !ops.selected().isEmpty()) {
            // DDNet: R with quads selected rotates them with the mouse (the brush's R is for tile layers)
            QuadsLayer l = ops.layer();
            startX = lastX;
            startY = lastY;
            startRotation(Mode.SPIN, l, l.quads().get(ops.selected().get(0)).pivot());
        } else if (ctrl && k == KeyEvent.VK_C) {
            ops.copy();
        } else if (ctrl && k == KeyEvent.VK_V) {
            double[] at = pasteAt.get();
            ops.paste(at[0], at[1]);
        } else if (ctrl && k == KeyEvent.VK_A) {
            List<Integer> all = new ArrayList<>();
            for (int i = 0; i < ops.layer().quads().size(); i++) {
                all.add(i);
            }
            sel.set(ops.layer(), all);
        } else {
            return false;
        }
        return true;
    }

    @Override
    public void paintOverlay(Graphics2D g, OverlayCanvas canvas) {
        QuadsLayer l = ops.layer();
        if (l == null) {
            return;
        }
        AffineTransform t = canvas.worldToScreen();
        if (box != null) {
            box.paint(g, t);
        }
        envPath.paint(g, t, l);
        if (mode == Mode.MOVE) {
            bounds.paint(g, t, l, dragged);
        }
        g.setStroke(new BasicStroke(1f));
        for (int i = 0; i < l.quads().size(); i++) {
            Quad q = l.quads().get(i);
            boolean s = sel.isSelected(l, i);
            g.setColor(s ? new Color(255, 210, 60) : new Color(255, 255, 255, 90));
            g.draw(t.createTransformedShape(QuadShapes.outline(q)));
        }
        MoveBounds.handles(g, t, l, ops.selected(), uvMode);
    }
}
