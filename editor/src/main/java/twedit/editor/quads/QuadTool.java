package twedit.editor.quads;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.event.KeyEvent;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
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
 * The quads layer tool: click selects (Shift adds), drag moves the selection, a corner handle moves one corner, the
 * pivot handle the pivot, Alt+drag rotates around the pivot, in UV mode corner handles drag texture coordinates;
 * Ctrl snaps (8 px, 15 degrees). Every drag is one document stroke. Delete, Ctrl+C, Ctrl+V, Ctrl+A on the map.
 */
public final class QuadTool implements Tool {
    private enum Mode {
        NONE,
        MOVE,
        CORNER,
        PIVOT,
        ROTATE,
        UV
    }

    private static final double HANDLE = 6;
    private static final int SNAP_PX = 8;

    private final Workspace ws;
    private final QuadSelection sel;
    private final QuadOps ops;
    private final DoubleSupplier scale;
    private boolean uvMode;
    private Mode mode = Mode.NONE;
    private int point;
    private double startX;
    private double startY;
    private List<Integer> dragged = List.of();
    private List<Quad> originals = List.of();

    /** @param scale screen pixels per world pixel of the current group, for handle sizes */
    public QuadTool(Workspace ws, QuadSelection sel, QuadOps ops, DoubleSupplier scale) {
        this.ws = ws;
        this.sel = sel;
        this.ops = ops;
        this.scale = scale;
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

    private MapDocument doc() {
        return ws.document();
    }

    @Override
    public void press(ToolEvent e) {
        QuadsLayer l = ops.layer();
        if (l == null || e.button() != 1) {
            return;
        }
        double r = HANDLE / Math.max(1e-6, scale.getAsDouble());
        startX = e.worldX();
        startY = e.worldY();
        for (int i : ops.selected()) {
            Quad q = l.quads().get(i);
            for (int p = uvMode ? 3 : 4; p >= 0; p--) {
                if (near(q.points().get(p), e.worldX(), e.worldY(), r)) {
                    begin(p == 4 ? Mode.PIVOT : uvMode ? Mode.UV : Mode.CORNER, l, List.of(i), p);
                    return;
                }
            }
        }
        int hit = -1;
        for (int i = l.quads().size() - 1; i >= 0 && hit < 0; i--) {
            if (QuadShapes.contains(l.quads().get(i), e.worldX(), e.worldY())) {
                hit = i;
            }
        }
        if (hit < 0) {
            if (!e.shift()) {
                sel.set(l, List.of());
            }
            return;
        }
        if (e.shift()) {
            sel.toggle(l, hit);
            return;
        }
        if (!sel.isSelected(l, hit)) {
            sel.set(l, List.of(hit));
        }
        begin(e.alt() ? Mode.ROTATE : Mode.MOVE, l, ops.selected(), -1);
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
            case PIVOT -> "Move quad pivot";
            case ROTATE -> "Rotate quads";
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
        if (mode == Mode.NONE || l == null) {
            return;
        }
        double dx = e.worldX() - startX;
        double dy = e.worldY() - startY;
        for (int k = 0; k < dragged.size(); k++) {
            Quad o = originals.get(k);
            Quad q = switch (mode) {
                case MOVE -> move(o, dx, dy, e.ctrl());
                case CORNER, PIVOT ->
                    QuadShapes.setPoint(o, point, target(o.points().get(point), dx, dy, e.ctrl()));
                case ROTATE -> QuadShapes.rotate(o, angle(o.pivot(), e));
                case UV -> uv(l, o, dx, dy);
                default -> o;
            };
            doc().strokeApply(Edits.setQuad(l, dragged.get(k), q));
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

    private double angle(Point pivot, ToolEvent e) {
        double px = pivot.x() / 1024.0;
        double py = pivot.y() / 1024.0;
        double a = Math.toDegrees(Math.atan2(e.worldY() - py, e.worldX() - px) - Math.atan2(startY - py, startX - px));
        return e.ctrl() ? Math.round(a / 15) * 15.0 : a;
    }

    private Quad uv(QuadsLayer l, Quad o, double dx, double dy) {
        int w = l.image() == null ? 64 : Math.max(1, l.image().width());
        int h = l.image() == null ? 64 : Math.max(1, l.image().height());
        Point t = o.texCoords().get(point);
        return QuadShapes.setTexCoord(
                o, point, new Point(t.x() + (int) Math.round(dx * 1024 / w), t.y() + (int) Math.round(dy * 1024 / h)));
    }

    @Override
    public void release(ToolEvent e) {
        if (mode != Mode.NONE) {
            mode = Mode.NONE;
            doc().endStroke();
            sel.prune();
        }
    }

    @Override
    public void cancel() {
        if (mode != Mode.NONE) {
            mode = Mode.NONE;
            doc().cancelStroke();
        }
    }

    @Override
    public boolean busy() {
        return mode != Mode.NONE;
    }

    @Override
    public boolean key(KeyEvent e) {
        if (mode != Mode.NONE || ops.layer() == null) {
            return false;
        }
        boolean ctrl = e.isControlDown();
        int k = e.getKeyCode();
        if (k == KeyEvent.VK_DELETE || k == KeyEvent.VK_BACK_SPACE) {
            ops.delete();
        } else if (ctrl && k == KeyEvent.VK_C) {
            ops.copy();
        } else if (ctrl && k == KeyEvent.VK_V) {
            ops.paste();
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
        g.setStroke(new BasicStroke(1f));
        for (int i = 0; i < l.quads().size(); i++) {
            Quad q = l.quads().get(i);
            boolean s = sel.isSelected(l, i);
            g.setColor(s ? new Color(255, 210, 60) : new Color(255, 255, 255, 90));
            g.draw(t.createTransformedShape(outline(q)));
        }
        for (int i : ops.selected()) {
            Quad q = l.quads().get(i);
            for (int p = 0; p < 5; p++) {
                Point2D sp = t.transform(
                        new Point2D.Double(
                                q.points().get(p).x() / 1024.0,
                                q.points().get(p).y() / 1024.0),
                        null);
                if (p == 4) {
                    g.setColor(new Color(80, 200, 255));
                    g.fill(new Ellipse2D.Double(sp.getX() - 5, sp.getY() - 5, 10, 10));
                    g.setColor(Color.BLACK);
                    g.draw(new Ellipse2D.Double(sp.getX() - 5, sp.getY() - 5, 10, 10));
                } else {
                    g.setColor(uvMode ? new Color(255, 120, 220) : Color.WHITE);
                    Rectangle2D r = new Rectangle2D.Double(sp.getX() - 4, sp.getY() - 4, 8, 8);
                    g.fill(r);
                    g.setColor(Color.BLACK);
                    g.draw(r);
                }
            }
        }
    }

    private static Path2D outline(Quad q) {
        Path2D.Double p = new Path2D.Double();
        int[] order = {0, 1, 3, 2};
        for (int k = 0; k < 4; k++) {
            Point c = q.corner(order[k]);
            if (k == 0) {
                p.moveTo(c.x() / 1024.0, c.y() / 1024.0);
            } else {
                p.lineTo(c.x() / 1024.0, c.y() / 1024.0);
            }
        }
        p.closePath();
        return p;
    }
}
