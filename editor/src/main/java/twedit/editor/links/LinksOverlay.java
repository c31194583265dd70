package twedit.editor.links;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.Stroke;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import twedit.editor.state.Workspace;
import twedit.editor.view.Camera;
import twedit.editor.view.MapView;
import twedit.model.links.LinkIndex;
import twedit.model.map.Group;

/**
 * Draws the links view over the map while it is on: the lines of {@link LinkGeometry}, mapped by the game group's
 * transform and culled to the visible part, with arrow heads at exits and targets, and number labels when zoomed in.
 */
public final class LinksOverlay implements MapView.ViewOverlay {
    private static final Stroke LINE = new BasicStroke(2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
    private static final Stroke ORDER =
            new BasicStroke(1.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 1f, new float[] {6f, 6f}, 0f);
    private static final Stroke HALO = new BasicStroke(4f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
    private static final Color SHADOW = new Color(0, 0, 0, 140);
    /** Above this many visible lines, the view draws them thin and plain (no halos, arrows, labels or dots). */
    static final int DETAIL_LIMIT = 600;

    private final Workspace ws;
    private final LinkState state;
    private boolean on;
    private LinkIndex drawnIndex;
    private LinkGeometry geometry;
    private int lastSegmentsDrawn;
    private LinkFilter filter = LinkFilter.ALL;

    LinksOverlay(Workspace ws, LinkState state) {
        this.ws = ws;
        this.state = state;
    }

    /** An overlay following {@code ws} on its own (for benchmarks and tools outside the window). */
    public static LinksOverlay of(Workspace ws) {
        return new LinksOverlay(ws, new LinkState(ws));
    }

    public boolean isOn() {
        return on;
    }

    public void setOn(boolean v) {
        on = v;
    }

    /** Shows only the links of some kinds, or of one number. */
    void setFilter(LinkFilter f) {
        filter = f == null ? LinkFilter.ALL : f;
    }

    LinkFilter filter() {
        return filter;
    }

    /** How many lines the last frame drew (the visible ones). */
    public int lastSegmentsDrawn() {
        return lastSegmentsDrawn;
    }

    /** The geometry of the current index, rebuilt when the index was. */
    LinkGeometry geometry() {
        LinkIndex index = state.index();
        if (index != drawnIndex) {
            drawnIndex = index;
            geometry = LinkGeometry.of(index);
        }
        return geometry;
    }

    @Override
    public void paint(Graphics2D g, Camera camera) {
        lastSegmentsDrawn = 0;
        if (!on) {
            return;
        }
        LinkGeometry geo = geometry();
        Group game = ws.map().gameGroup().orElse(null);
        Camera.GroupTransform t = game == null ? camera.transform(0, 0, 100, 100) : camera.transform(game);
        Rectangle view = new Rectangle(-8, -8, camera.viewWidth() + 16, camera.viewHeight() + 16);
        double cell = 32 * t.scale();
        // the visible lines, mapped once, in one path per colour and style: a few draw calls, however many lines
        List<LinkGeometry.Segment> shown = new ArrayList<>();
        List<Line2D.Double> visible = new ArrayList<>();
        for (LinkGeometry.Segment s : geo.segments) {
            if (!filter.shows(s.space(), s.number())) {
                continue;
            }
            Line2D.Double line = new Line2D.Double(
                    t.toScreenX(s.x0() * 32),
                    t.toScreenY(s.y0() * 32),
                    t.toScreenX(s.x1() * 32),
                    t.toScreenY(s.y1() * 32));
            if (line.intersects(view)) {
                shown.add(s);
                visible.add(line);
            }
        }
        lastSegmentsDrawn = visible.size();
        boolean detail = visible.size() <= DETAIL_LIMIT;
        Map<Color, Path2D.Double> links = new LinkedHashMap<>();
        Map<Color, Path2D.Double> order = new LinkedHashMap<>();
        Path2D.Double all = new Path2D.Double();
        for (int i = 0; i < shown.size(); i++) {
            LinkGeometry.Segment s = shown.get(i);
            Line2D.Double l = visible.get(i);
            Path2D.Double p = (s.order() ? order : links).computeIfAbsent(s.color(), c -> new Path2D.Double());
            p.moveTo(l.x1, l.y1);
            p.lineTo(l.x2, l.y2);
            if (!s.order()) {
                all.moveTo(l.x1, l.y1);
                all.lineTo(l.x2, l.y2);
            }
        }
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            g2.setRenderingHint(
                    RenderingHints.KEY_ANTIALIASING,
                    detail ? RenderingHints.VALUE_ANTIALIAS_ON : RenderingHints.VALUE_ANTIALIAS_OFF);
            g2.setFont(g2.getFont().deriveFont(Font.BOLD, 11f));
            if (detail) {
                g2.setColor(SHADOW);
                g2.setStroke(HALO);
                g2.draw(all);
            }
            g2.setStroke(detail ? ORDER : new BasicStroke(1f));
            order.forEach((c, p) -> {
                g2.setColor(c);
                g2.draw(p);
            });
            g2.setStroke(detail ? LINE : new BasicStroke(1f));
            links.forEach((c, p) -> {
                g2.setColor(c);
                g2.draw(p);
            });
            if (detail) {
                boolean labels = cell >= 10;
                double head = Math.max(3, Math.min(9, cell / 3));
                for (int i = 0; i < shown.size(); i++) {
                    LinkGeometry.Segment s = shown.get(i);
                    g2.setColor(s.color());
                    if (!s.order()) {
                        arrowHead(g2, visible.get(i), head);
                    }
                    if (labels && s.label() != null) {
                        label(g2, s, visible.get(i), view);
                    }
                }
                paintDots(g2, geo, t, view, Math.max(2.5, Math.min(7, cell / 4)), filter);
            }
            LinkLegend.paint(g2, camera.viewWidth(), camera.viewHeight(), filter, lastSegmentsDrawn);
        } finally {
            g2.dispose();
        }
    }

    private static void paintDots(
            Graphics2D g2, LinkGeometry geo, Camera.GroupTransform t, Rectangle view, double r, LinkFilter filter) {
        g2.setStroke(new BasicStroke(2f));
        for (LinkGeometry.Dot d : geo.dots) {
            if (!filter.shows(d.space(), d.number())) {
                continue;
            }
            double x = t.toScreenX(d.x() * 32);
            double y = t.toScreenY(d.y() * 32);
            if (!view.contains(x, y)) {
                continue;
            }
            Ellipse2D.Double e = new Ellipse2D.Double(x - r, y - r, 2 * r, 2 * r);
            if (d.from()) {
                g2.setColor(d.color());
                g2.fill(e);
            }
            g2.setColor(d.dangling() ? Color.RED : SHADOW);
            g2.draw(e);
            if (d.dangling()) {
                g2.drawString("?", (float) (x + r + 1), (float) (y - r));
            }
        }
    }

    private static void arrowHead(Graphics2D g, Line2D.Double l, double size) {
        double dx = l.x2 - l.x1;
        double dy = l.y2 - l.y1;
        double len = Math.hypot(dx, dy);
        if (len < size * 2) {
            return;
        }
        double ux = dx / len;
        double uy = dy / len;
        // the tip stops short of the exit's centre, so the exit's ring stays visible
        double tipX = l.x2 - ux * size;
        double tipY = l.y2 - uy * size;
        Path2D.Double p = new Path2D.Double();
        p.moveTo(tipX, tipY);
        p.lineTo(tipX - ux * size * 1.6 - uy * size, tipY - uy * size * 1.6 + ux * size);
        p.lineTo(tipX - ux * size * 1.6 + uy * size, tipY - uy * size * 1.6 - ux * size);
        p.closePath();
        g.fill(p);
    }

    private static void label(Graphics2D g, LinkGeometry.Segment s, Line2D.Double l, Rectangle view) {
        double x = l.x1 + (l.x2 - l.x1) * 0.3;
        double y = l.y1 + (l.y2 - l.y1) * 0.3;
        if (!view.contains(x, y)) {
            return;
        }
        Color c = g.getColor();
        g.setColor(SHADOW);
        g.drawString(s.label(), (float) x + 4, (float) y - 3);
        g.setColor(c);
        g.drawString(s.label(), (float) x + 3, (float) y - 4);
    }
}
