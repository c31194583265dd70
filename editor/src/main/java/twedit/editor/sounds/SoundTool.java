package twedit.editor.sounds;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.event.KeyEvent;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.function.DoubleSupplier;
import twedit.editor.state.Workspace;
import twedit.editor.tools.OverlayCanvas;
import twedit.editor.tools.Tool;
import twedit.editor.tools.ToolEvent;
import twedit.model.document.edits.Edits;
import twedit.model.map.Point;
import twedit.model.map.SoundSource;
import twedit.model.map.SoundsLayer;

/**
 * The sounds layer tool: click a source's centre to select it (Shift+click adds or removes it), drag to move the
 * selected sources, drag the shape handle to resize the circle or rectangle; a drag on empty space draws a selection
 * box (Shift adds, Ctrl removes), Ctrl+click on empty space adds a source, Delete removes the selected ones. Drags are
 * strokes.
 */
public final class SoundTool implements Tool {
    private enum Mode {
        NONE,
        MOVE,
        RESIZE,
        BOX
    }

    private static final double HIT = 9;

    private final Workspace ws;
    private final SoundOps ops;
    private final DoubleSupplier scale;
    private java.util.function.Consumer<ToolEvent> emptyRightClick = e -> {};
    private Mode mode = Mode.NONE;
    private double startX;
    private double startY;
    private SoundSource original;
    private java.util.List<Integer> moved = java.util.List.of();
    private java.util.List<SoundSource> originals = java.util.List.of();
    private twedit.editor.quads.MarqueeBox box;

    /** @param scale screen pixels per world pixel of the current group, for hit sizes */
    public SoundTool(Workspace ws, SoundOps ops, DoubleSupplier scale) {
        this.ws = ws;
        this.ops = ops;
        this.scale = scale;
    }

    @Override
    public String name() {
        return "Sound sources";
    }

    @Override
    public String hint() {
        if (ops.layer() == null) {
            return "";
        }
        return mode == Mode.BOX
                ? "Box: " + (box.combine() == twedit.editor.quads.MarqueeBox.Combine.REMOVE ? "removes" : "selects")
                        + " the sources whose centre is inside"
                : "Drag: move \u00b7 Shift+click: add/remove \u00b7 Ctrl+click on empty space: new source \u00b7 "
                        + "Drag on empty space: box select (Shift adds, Ctrl removes)";
    }

    private static double wx(SoundSource s) {
        return s.position().x() / 1024.0;
    }

    private static double wy(SoundSource s) {
        return s.position().y() / 1024.0;
    }

    /** The resize handle: a circle's right edge, a rectangle's bottom-right corner. */
    private static double[] handle(SoundSource s) {
        double[] e = SoundOps.extents(s);
        return s.shapeKind() == SoundSource.SHAPE_CIRCLE
                ? new double[] {wx(s) + e[0], wy(s)}
                : new double[] {wx(s) + e[0], wy(s) + e[1]};
    }

    /** What a right-click on no source does (the map offers "Add sound source" there). */
    public void setEmptyRightClick(java.util.function.Consumer<ToolEvent> action) {
        emptyRightClick = action;
    }

    private boolean onSource(SoundsLayer l, ToolEvent e, double r) {
        for (SoundSource s : l.sources()) {
            if (dist(new double[] {wx(s), wy(s)}, e) <= r) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void press(ToolEvent e) {
        SoundsLayer l = ops.layer();
        double r = HIT / Math.max(1e-6, scale.getAsDouble());
        if (l != null && e.button() == 3 && !onSource(l, e, r)) {
            emptyRightClick.accept(e);
            return;
        }
        if (l == null || e.button() != 1) {
            return;
        }
        startX = e.worldX();
        startY = e.worldY();
        SoundSource sel = ops.source();
        if (sel != null && dist(handle(sel), e) <= r) {
            begin(Mode.RESIZE, sel, "Resize sound source");
            return;
        }
        for (int i = l.sources().size() - 1; i >= 0; i--) {
            SoundSource s = l.sources().get(i);
            if (dist(new double[] {wx(s), wy(s)}, e) <= r) {
                if (e.shift()) {
                    ops.toggle(i);
                    return;
                }
                if (!ops.isSelected(i)) {
                    ops.select(i);
                }
                moved = ops.selectedIndices();
                java.util.List<SoundSource> o = new java.util.ArrayList<>();
                for (int k : moved) {
                    o.add(l.sources().get(k));
                }
                originals = o;
                begin(Mode.MOVE, s, moved.size() == 1 ? "Move sound source" : "Move sound sources");
                return;
            }
        }
        // empty space: a drag draws a box; a click clears the selection, or with Ctrl adds a source
        mode = Mode.BOX;
        box = new twedit.editor.quads.MarqueeBox(e);
    }

    private void selectBox(ToolEvent e) {
        SoundsLayer l = ops.layer();
        if (l == null) {
            return;
        }
        if (!box.dragged()) {
            if (box.combine() == twedit.editor.quads.MarqueeBox.Combine.REMOVE) {
                ops.add(e.worldX(), e.worldY());
            } else if (box.combine() == twedit.editor.quads.MarqueeBox.Combine.REPLACE) {
                ops.select(-1);
            }
            return;
        }
        java.util.List<Integer> in = new java.util.ArrayList<>();
        for (int i = 0; i < l.sources().size(); i++) {
            SoundSource s = l.sources().get(i);
            if (box.contains(wx(s), wy(s))) {
                in.add(i);
            }
        }
        ops.combine(in, box.combine());
    }

    private void begin(Mode m, SoundSource s, String label) {
        mode = m;
        original = s;
        ws.document().beginStroke(label);
    }

    private static double dist(double[] p, ToolEvent e) {
        return Math.hypot(p[0] - e.worldX(), p[1] - e.worldY());
    }

    @Override
    public void drag(ToolEvent e) {
        SoundsLayer l = ops.layer();
        if (mode == Mode.BOX) {
            box.drag(e, scale.getAsDouble());
            return;
        }
        int i = ops.selected();
        if (mode == Mode.NONE || l == null || i < 0) {
            return;
        }
        SoundSource s;
        if (mode == Mode.MOVE) {
            int dx = fx(e.worldX() - startX);
            int dy = fx(e.worldY() - startY);
            for (int k = 0; k < moved.size(); k++) {
                SoundSource o = originals.get(k);
                if (moved.get(k) < l.sources().size()) {
                    ws.document()
                            .strokeApply(Edits.setSource(
                                    l,
                                    moved.get(k),
                                    o.withPosition(new Point(
                                            o.position().x() + dx, o.position().y() + dy))));
                }
            }
            return;
        } else {
            double dx = Math.abs(e.worldX() - wx(original));
            double dy = Math.abs(e.worldY() - wy(original));
            if (original.shapeKind() == SoundSource.SHAPE_CIRCLE) {
                s = SoundOps.with(
                        original,
                        original.looping(),
                        original.panning(),
                        original.delay(),
                        original.falloff(),
                        SoundSource.SHAPE_CIRCLE,
                        (int) Math.round(Math.hypot(dx, dy)),
                        0);
            } else {
                s = SoundOps.with(
                        original,
                        original.looping(),
                        original.panning(),
                        original.delay(),
                        original.falloff(),
                        SoundSource.SHAPE_RECTANGLE,
                        fx(2 * dx),
                        fx(2 * dy));
            }
        }
        ws.document().strokeApply(Edits.setSource(l, i, s));
    }

    private static int fx(double px) {
        return (int) Math.round(px * 1024);
    }

    @Override
    public void release(ToolEvent e) {
        if (mode == Mode.BOX) {
            mode = Mode.NONE;
            selectBox(e);
            box = null;
        } else if (mode != Mode.NONE) {
            mode = Mode.NONE;
            ws.document().endStroke();
            ops.changed();
        }
    }

    @Override
    public void cancel() {
        Mode m = mode;
        mode = Mode.NONE;
        box = null;
        if (m == Mode.MOVE || m == Mode.RESIZE) {
            ws.document().cancelStroke();
        }
    }

    @Override
    public boolean busy() {
        return mode != Mode.NONE;
    }

    @Override
    public boolean key(KeyEvent e) {
        if (mode == Mode.NONE
                && ops.layer() != null
                && (e.getKeyCode() == KeyEvent.VK_DELETE || e.getKeyCode() == KeyEvent.VK_BACK_SPACE)) {
            ops.delete();
            return true;
        }
        return false;
    }

    @Override
    public void paintOverlay(Graphics2D g, OverlayCanvas canvas) {
        SoundsLayer l = ops.layer();
        if (l == null) {
            return;
        }
        AffineTransform t = canvas.worldToScreen();
        if (box != null) {
            box.paint(g, t);
        }
        for (int i = 0; i < l.sources().size(); i++) {
            SoundSource s = l.sources().get(i);
            boolean on = ops.isSelected(i);
            double[] ext = SoundOps.extents(s);
            g.setStroke(new BasicStroke(on ? 2f : 1f));
            g.setColor(on ? new Color(255, 210, 60, 220) : new Color(120, 200, 255, 160));
            g.draw(t.createTransformedShape(shape(s, ext[0], ext[1])));
            double f = s.falloff() / 255.0;
            if (f > 0) {
                g.setStroke(new BasicStroke(
                        1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 4f, new float[] {6f, 4f}, 0f));
                g.draw(t.createTransformedShape(shape(s, ext[0] * f, ext[1] * f)));
            }
            Point2D c = t.transform(new Point2D.Double(wx(s), wy(s)), null);
            g.setColor(on ? new Color(255, 210, 60) : new Color(120, 200, 255));
            g.fill(new Ellipse2D.Double(c.getX() - 6, c.getY() - 6, 12, 12));
            g.setColor(Color.BLACK);
            g.setStroke(new BasicStroke(1f));
            g.draw(new Ellipse2D.Double(c.getX() - 6, c.getY() - 6, 12, 12));
            if (i == ops.selected()) {
                double[] h = handle(s);
                Point2D hp = t.transform(new Point2D.Double(h[0], h[1]), null);
                Rectangle2D r = new Rectangle2D.Double(hp.getX() - 5, hp.getY() - 5, 10, 10);
                g.setColor(Color.WHITE);
                g.fill(r);
                g.setColor(Color.BLACK);
                g.draw(r);
            }
        }
    }

    private static Shape shape(SoundSource s, double rx, double ry) {
        if (s.shapeKind() == SoundSource.SHAPE_CIRCLE) {
            return new Ellipse2D.Double(wx(s) - rx, wy(s) - ry, 2 * rx, 2 * ry);
        }
        return new Rectangle2D.Double(wx(s) - rx, wy(s) - ry, 2 * rx, 2 * ry);
    }
}
