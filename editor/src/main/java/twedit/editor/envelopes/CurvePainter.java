package twedit.editor.envelopes;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import twedit.model.envelope.EnvelopeEvaluator;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;

/** Paints the parts of a {@link CurveView}: grid with time and value labels, curves, points, tangents, cursor. */
final class CurvePainter {
    private static final Color BG = new Color(0x23272E);
    private static final Color GRID = new Color(255, 255, 255, 22);
    private static final Color GRID_MAJOR = new Color(255, 255, 255, 50);
    private static final Color LABEL = new Color(200, 205, 215);

    private final CurveView v;
    private final Graphics2D g;

    CurvePainter(CurveView v, Graphics2D g) {
        this.v = v;
        this.g = g;
        g.setFont(g.getFont().deriveFont(Font.PLAIN, 11f));
    }

    void background(int w, int h) {
        g.setColor(BG);
        g.fillRect(0, 0, w, h);
        double step = v.timeStep();
        double start = Math.floor(v.tOf(CurveView.LEFT) / step) * step;
        for (double t = start; v.xOf(t) < w; t += step / 2) {
            double x = v.xOf(t);
            if (x < CurveView.LEFT) {
                continue;
            }
            boolean major = Math.abs(Math.IEEEremainder(t, step)) < 1e-6;
            g.setColor(major ? GRID_MAJOR : GRID);
            g.draw(CurveView.line(x, CurveView.TOP, x, h - v.bottom()));
            if (major) {
                g.setColor(LABEL);
                g.drawString(t >= 1000 || step >= 1000 ? trim(t / 1000) + " s" : (int) t + " ms", (float) x + 3, h - 6);
            }
        }
        double vs = CurveView.niceStep((v.vOf(CurveView.TOP) - v.vOf(h - v.bottom())) / 5);
        for (double val = Math.ceil(v.vOf(h - v.bottom()) / vs) * vs; v.yOf(val) >= CurveView.TOP; val += vs) {
            double y = v.yOf(val);
            g.setColor(Math.abs(val) < vs / 2 ? GRID_MAJOR : GRID);
            g.draw(CurveView.line(CurveView.LEFT, y, w, y));
            g.setColor(LABEL);
            g.drawString(trim(val), 4, (float) y + 4);
        }
        g.setColor(GRID_MAJOR);
        g.draw(CurveView.line(CurveView.LEFT, CurveView.TOP, CurveView.LEFT, h - v.bottom()));
    }

    private static String trim(double d) {
        if (Math.abs(d - Math.round(d)) < 1e-6) {
            return String.valueOf(Math.round(d));
        }
        String s = String.format(java.util.Locale.ROOT, "%.3f", d);
        return s.replaceAll("0+$", "").replaceAll("\\.$", "");
    }

    void message(String text, int w, int h) {
        g.setColor(LABEL);
        g.drawString(
                text, Math.max(CurveView.LEFT + 10, w / 2 - g.getFontMetrics().stringWidth(text) / 2), h / 2);
    }

    /** Channel c sampled every 2 px over [0, last point], flat beyond, as the game evaluates it. */
    void curve(Envelope env, int c, int channels, int w) {
        List<EnvPoint> pts = env.points();
        if (pts.isEmpty()) {
            return;
        }
        int last = pts.get(pts.size() - 1).time();
        Path2D.Double p = CurveView.path();
        double xStart = Math.max(CurveView.LEFT, v.xOf(0));
        double xEnd = Math.min(w, v.xOf(last));
        boolean first = true;
        for (double x = xStart; x <= xEnd + 2; x += 2) {
            double y = v.yOf(valueAt(pts, v.tOf(Math.min(x, xEnd)), c, channels));
            if (first) {
                p.moveTo(Math.min(x, xEnd), y);
                first = false;
            } else {
                p.lineTo(Math.min(x, xEnd), y);
            }
        }
        Color col = CurveView.channelColor(channels, c);
        g.setColor(col);
        g.setStroke(new BasicStroke(2f));
        if (!first) {
            g.draw(p);
        }
        // after the last point the game loops; show the held value dashed
        double yLast = v.yOf(pts.get(pts.size() - 1).value(c) / 1024.0);
        g.setStroke(new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 4f, new float[] {4f, 4f}, 0f));
        g.draw(CurveView.line(Math.max(CurveView.LEFT, v.xOf(last)), yLast, w, yLast));
    }

    /**
     * Channel {@code c} at {@code timeMs} as the game plays it up to the last point, and the last point's value from
     * there on (it holds until the loop starts over). The time is compared in whole nanoseconds, as the evaluation
     * takes it: a time a rounding error short of the last point is the last point, not the wrap to the first one
     * (which drew a false spike back to the first value at the end of the curve).
     */
    static float valueAt(List<EnvPoint> pts, double timeMs, int c, int channels) {
        EnvPoint last = pts.get(pts.size() - 1);
        long nanos = EnvelopeEvaluator.toNanos(Math.max(0, timeMs));
        if (pts.size() == 1 || nanos >= last.time() * EnvelopeEvaluator.NANOS_PER_MILLI) {
            return last.value(c) / 1024f;
        }
        float[] r = new float[4];
        EnvelopeEvaluator.evaluatePoints(pts, nanos, r, channels);
        return r[c];
    }

    /** Channel {@code c}'s points; the selected ones bigger, white with an orange rim. */
    void points(Envelope env, int c, java.util.function.BiPredicate<Integer, Integer> picked) {
        for (int i = 0; i < env.points().size(); i++) {
            java.awt.Point p = v.pointAt(i, c);
            if (p.x < CurveView.LEFT - 4) {
                continue;
            }
            boolean on = picked.test(i, c);
            Rectangle2D r = new Rectangle2D.Double(p.x - (on ? 5 : 4), p.y - (on ? 5 : 4), on ? 10 : 8, on ? 10 : 8);
            g.setColor(on ? Color.WHITE : CurveView.channelColor(env.channels(), c));
            g.fill(r);
            g.setColor(on ? new Color(255, 190, 40) : Color.BLACK);
            g.setStroke(new BasicStroke(on ? 2f : 1f));
            g.draw(r);
        }
    }

    /** The bezier tangent handle of point s, channel c: {time ms, value} or null when the curve has none. */
    static double[] handle(Envelope env, int s, int c, boolean out) {
        List<EnvPoint> pts = env.points();
        EnvPoint p = pts.get(s);
        if (out
                ? p.curve() != EnvPoint.CURVE_BEZIER || s + 1 >= pts.size()
                : s == 0 || pts.get(s - 1).curve() != EnvPoint.CURVE_BEZIER) {
            return null;
        }
        int dx = p.bezier() == null ? 0 : out ? p.bezier().outDx(c) : p.bezier().inDx(c);
        int dy = p.bezier() == null ? 0 : out ? p.bezier().outDy(c) : p.bezier().inDy(c);
        return new double[] {p.time() + dx, (p.value(c) + dy) / 1024.0};
    }

    void tangents(Envelope env, int s, int c) {
        java.awt.Point p = v.pointAt(s, c);
        for (boolean out : new boolean[] {true, false}) {
            double[] h = handle(env, s, c, out);
            if (h == null) {
                continue;
            }
            double hx = v.xOf(h[0]);
            double hy = v.yOf(h[1]);
            g.setColor(new Color(255, 190, 40));
            g.setStroke(new BasicStroke(1.2f));
            g.draw(CurveView.line(p.x, p.y, hx, hy));
            g.fill(CurveView.dot(hx, hy, 5));
            g.setColor(Color.BLACK);
            g.draw(CurveView.dot(hx, hy, 5));
        }
    }

    /**
     * A colour envelope's colour over time in a bar under the plot, as DDNet draws one: each column the colour the
     * game evaluates there (alpha over a checkerboard), flat after the last point.
     */
    void colourBar(Envelope env, int w, int h) {
        List<EnvPoint> pts = env.points();
        int top = h - v.bottom() + 3;
        int height = CurveView.BAR - 4;
        for (int x = CurveView.LEFT + 1; x < w; x += 2) {
            g.setColor(((x / 4) % 2 == 0) ? new Color(90, 90, 90) : new Color(150, 150, 150));
            g.fillRect(x, top, 2, height);
            double t = v.tOf(x);
            if (pts.isEmpty() || t < 0) {
                continue;
            }
            float[] c = new float[4];
            for (int ch = 0; ch < 4; ch++) {
                c[ch] = Math.max(0f, Math.min(1f, valueAt(pts, t, ch, 4)));
            }
            g.setColor(new Color(c[0], c[1], c[2], c[3]));
            g.fillRect(x, top, 2, height);
        }
        g.setColor(GRID_MAJOR);
        g.drawRect(CurveView.LEFT, top, w - CurveView.LEFT - 1, height);
    }

    /** The playback time as the game wraps it into the envelope. */
    void cursor(Envelope env, double timeMs, int h) {
        List<EnvPoint> pts = env.points();
        if (pts.size() < 2 || pts.get(pts.size() - 1).time() <= 0) {
            return;
        }
        double t = timeMs % pts.get(pts.size() - 1).time();
        double x = v.xOf(t);
        if (x >= CurveView.LEFT) {
            g.setColor(new Color(255, 255, 255, 170));
            g.setStroke(new BasicStroke(1f));
            g.draw(CurveView.line(x, CurveView.TOP, x, h - v.bottom()));
        }
    }
}
