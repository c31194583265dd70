package twedit.editor.quads;

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
 * The quads layer tool, with DDNet's gestures: a drag on a quad moves the selection, Ctrl+drag rotates it around each
 * pivot, Shift+drag moves the pivots, Shift+click adds or removes a quad; R rotates the selection with the mouse until
 * a click or Enter (Esc or a right-click puts it back). A click on a corner handle selects that corner, Shift+click
 * adds corners of any selected quad, and a drag moves every selected corner (in UV mode one texture coordinate); a drag
 * on empty space draws a selection box (Shift adds, Ctrl removes). Moves snap as DDNet's ({@link QuadDrag}): to the
 * grid when it is on (Alt ignores it), to the other quads (the Align option), and with Ctrl to 8 px; Shift while
 * rotating snaps to 15 degrees. Every drag and every R rotation is one document stroke.
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
        /** Shift pressed on a corner handle: a click toggles the corner, a drag moves the selected corners. */
        SHIFT_CORNER,
        BOX
    }

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
    /** The running move of quads, pivots or corners, with its snapping; null in other modes. */
    private QuadDrag moving;

    private java.util.function.Supplier<QuadGrid> grid = () -> null;
    private boolean align = true;

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

    /** Where the grid is while it is shown (null: off), for snapping and drawing. */
    public void setGrid(java.util.function.Supplier<QuadGrid> grid) {
        this.grid = grid;
    }

    /** DDNet's "Align quads" (ed_align_quads, on by default): moves snap to the other quads' points. */
    public boolean align() {
        return align;
    }

    public void setAlign(boolean on) {
        align = on;
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
            case MOVE, CORNER, PIVOT -> "Shift: one axis \u00b7 Alt: ignore the grid \u00b7 Ctrl: snap to 8 px";
            case BOX ->
                box.combine() == MarqueeBox.Combine.REMOVE
                        ? "Box: removes quads whose pivot is inside"
                        : "Box: selects quads whose pivot is inside";
            default ->
                uvMode
                        ? "UV: drag a corner to move its texture coordinate \u00b7 Ctrl+drag rotates \u00b7 Shift+drag "
                                + "moves the pivot"
                        : "Drag: move \u00b7 Ctrl+drag: rotate \u00b7 Shift+drag: pivot \u00b7 R: rotate \u00b7 "
                                + "Shift+click corners: move together \u00b7 Drag on empty space: box select";
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
        if (e.ctrl()) {
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
            int h = uvMode ? -1 : handleAt(l, e);
            if (h >= 0 && h % 8 < 4) {
                mode = Mode.SHIFT_CORNER;
                shiftHit = h;
                return;
            }
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
                beginMove(QuadDrag.Kind.QUADS, l, hit, 4);
                return;
            }
        }
        mode = Mode.BOX;
        box = new MarqueeBox(e);
    }

    private int handleAt(QuadsLayer l, ToolEvent e) {
        return QuadHits.handleAt(l, ops.selected(), e, scale.getAsDouble(), uvMode);
    }

    private int hitQuad(QuadsLayer l, ToolEvent e) {
        return QuadHits.quadAt(l, ops.selected(), e, scale.getAsDouble());
    }

    /** Starts dragging a corner, texture or pivot handle of a selected quad under the pointer. */
    private boolean pressHandle(QuadsLayer l, ToolEvent e) {
        int h = handleAt(l, e);
        if (h >= 0) {
            int p = h % 8;
            if (uvMode && p < 4) {
                begin(Mode.UV, l, List.of(h / 8), p);
            } else if (p == 4) {
                beginMove(QuadDrag.Kind.PIVOTS, l, h / 8, 4);
            } else {
                if ((sel.corners(l, h / 8) & (1 << p)) == 0) {
                    sel.selectCorner(l, h / 8, p);
                }
                beginMove(QuadDrag.Kind.CORNERS, l, h / 8, p);
            }
        }
        return h >= 0;
    }

    /**
     * Starts moving: whole selected quads, their pivots, or their selected corners; {@code quad}'s point {@code p} is
     * the one grabbed (the grid snaps it).
     */
    private void beginMove(QuadDrag.Kind kind, QuadsLayer l, int quad, int p) {
        List<Integer> idx = new ArrayList<>();
        List<Integer> masks = new ArrayList<>();
        for (int i : ops.selected()) {
            int m = sel.corners(l, i);
            if (kind != QuadDrag.Kind.CORNERS || m != 0) {
                idx.add(i);
                masks.add(m);
            }
        }
        moving = new QuadDrag(kind, l, idx, masks, l.quads().get(quad).points().get(p));
        Mode m = switch (kind) {
            case QUADS -> Mode.MOVE;
            case PIVOTS -> Mode.PIVOT;
            case CORNERS -> Mode.CORNER;
        };
        begin(m, l, idx, p);
    }

    /** What a right-click on no quad does (the map offers "Add quad" there). */
    public void setEmptyRightClick(java.util.function.Consumer<ToolEvent> action) {
        emptyRightClick = action;
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
            case CORNER -> moving.pointCount() == 1 ? "Move quad corner" : "Move quad corners";
            case PIVOT -> dragged.size() == 1 ? "Move quad pivot" : "Move quad pivots";
            case ROTATE, SPIN -> dragged.size() == 1 ? "Rotate quad" : "Rotate quads";
            case UV -> "Move texture coordinate";
            default -> dragged.size() == 1 ? "Move quad" : "Move quads";
        };
        doc().beginStroke(label);
    }

    @Override
    public void drag(ToolEvent e) {
        QuadsLayer l = ops.layer();
        lastX = e.worldX();
        lastY = e.worldY();
        if (envPath.active()) {
            envPath.drag(e, scale.getAsDouble(), e.alt() ? null : grid.get());
            return;
        }
        if (mode == Mode.BOX) {
            box.drag(e, scale.getAsDouble());
            return;
        }
        if (mode == Mode.SHIFT_CORNER && l != null) {
            if (Math.hypot(e.worldX() - startX, e.worldY() - startY) * scale.getAsDouble() < DRAG_THRESHOLD) {
                return;
            }
            int q = shiftHit / 8;
            int p = shiftHit % 8;
            if ((sel.corners(l, q) & (1 << p)) == 0) {
                sel.toggleCorner(l, q, p);
            }
            beginMove(QuadDrag.Kind.CORNERS, l, q, p);
        }
        if (mode == Mode.SHIFT_PRESS && l != null) {
            if (Math.hypot(e.worldX() - startX, e.worldY() - startY) * scale.getAsDouble() < DRAG_THRESHOLD) {
                return;
            }
            if (!sel.isSelected(l, shiftHit)) {
                sel.set(l, List.of(shiftHit));
            }
            beginMove(QuadDrag.Kind.PIVOTS, l, shiftHit, 4);
        }
        if (mode == Mode.NONE || l == null) {
            return;
        }
        double dx = e.worldX() - startX;
        double dy = e.worldY() - startY;
        if (moving != null) {
            QuadGrid g = e.alt() ? null : grid.get();
            int thr = align ? QuadSnap.threshold(scale.getAsDouble()) : -1;
            List<Quad> qs = moving.step(l, java.util.Set.copyOf(ops.selected()), dx, dy, g, e.ctrl(), e.shift(), thr);
            for (int k = 0; k < qs.size(); k++) {
                doc().strokeApply(Edits.setQuad(l, moving.quads().get(k), qs.get(k)));
            }
            return;
        }
        double angle = mode == Mode.ROTATE || mode == Mode.SPIN ? angle(e) : 0;
        for (int k = 0; k < dragged.size(); k++) {
            Quad o = originals.get(k);
            Quad q = switch (mode) {
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
                    box.select(l, sel);
                }
                box = null;
            }
            case SHIFT_PRESS -> {
                mode = Mode.NONE;
                if (l != null && shiftHit < l.quads().size()) {
                    sel.toggle(l, shiftHit);
                }
            }
            case SHIFT_CORNER -> {
                mode = Mode.NONE;
                if (l != null && shiftHit / 8 < l.quads().size()) {
                    sel.toggleCorner(l, shiftHit / 8, shiftHit % 8);
                }
            }
            default -> finish();
        }
    }

    /** Ends the running stroke: the drag or R rotation becomes one undo step. */
    private void finish() {
        mode = Mode.NONE;
        moving = null;
        doc().endStroke();
        sel.prune();
    }

    @Override
    public void cancel() {
        envPath.cancel();
        Mode m = mode;
        mode = Mode.NONE;
        box = null;
        moving = null;
        if (m != Mode.NONE && m != Mode.BOX && m != Mode.SHIFT_PRESS && m != Mode.SHIFT_CORNER) {
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
            sel.selectAll(ops.layer());
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
        QuadGrid.paint(g, t, canvas.bounds(), grid.get());
        if (box != null) {
            box.paint(g, t);
        }
        envPath.paint(g, t, l);
        if (mode == Mode.MOVE) {
            bounds.paint(g, t, l, dragged);
        }
        MoveBounds.outlines(g, t, l, sel);
        QuadSnap.paint(g, t, moving == null ? null : moving.last());
        MoveBounds.handles(g, t, l, ops.selected(), uvMode, sel);
    }
}
