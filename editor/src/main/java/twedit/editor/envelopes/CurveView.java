package twedit.editor.envelopes;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.swing.JComponent;
import twedit.editor.state.Workspace;
import twedit.model.document.edits.Edits;
import twedit.model.map.ElementId;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.ListKind;
import twedit.model.map.Location;

/**
 * One envelope's curves, one per channel, sampled through the model's exact evaluation: points at their times,
 * selected one by one (click), several (Shift+click, a box dragged over empty space), dragged together (Shift: value
 * only), scaled with S, double-click to add, right-click or Delete to remove, bezier tangent handles of the selected
 * point; the wheel zooms the time axis, Shift+wheel or a middle drag pans; optional snapping. A colour envelope
 * shows its colour over time in a bar under the curve.
 */
public final class CurveView extends JComponent {
    static final int LEFT = 46;
    static final int TOP = 10;
    static final int BOTTOM = 20;
    /** The height of the colour bar under a colour envelope's curve. */
    static final int BAR = 10;

    static final double HIT = 6;
    /** The least span of a position envelope's axis (px, degrees): fitted to a new one's zeros, drags moved 0.01 px. */
    private static final double MIN_POSITION_SPAN = 64;

    final Workspace ws;
    private final Playback playback;
    private final List<Runnable> listeners = new ArrayList<>();
    final boolean[] visible = {true, true, true, true};
    Envelope env;
    /** The selected point's id (the last one clicked): it follows the point when points are added or reordered. */
    private ElementId selected;
    /** Every selected value, by point id and channel, in the order they were selected. */
    private final Set<Pick> picks = new LinkedHashSet<>();

    private int channel;
    double t0 = -100;
    double msPerPx = 5;
    private double vMin;
    private double vMax = 1;
    private boolean snap = true;
    /** What the mouse is doing: 0 none, 1 point(s), 2 out tangent, 3 in tangent, 4 pan, 5 box select, 6 scale. */
    int dragKind;

    final CurveMouse mouse;

    /** A selected value: a point by id and one of its channels. */
    record Pick(ElementId point, int channel) {}

    public CurveView(Workspace ws, Playback playback) {
        this.ws = ws;
        this.playback = playback;
        setName("curveView");
        setFocusable(true);
        setPreferredSize(new Dimension(600, 200));
        playback.addListener(this::repaint);
        mouse = new CurveMouse(this);
        addMouseListener(mouse);
        addMouseMotionListener(mouse);
        addMouseWheelListener(mouse);
        addKeyListener(mouse);
    }

    public void addListener(Runnable l) {
        listeners.add(l);
    }

    private void changed() {
        for (Runnable l : List.copyOf(listeners)) {
            l.run();
        }
        repaint();
    }

    public Envelope envelope() {
        return env;
    }

    /** Shows another envelope (null: none) and fits its time range. */
    public void setEnvelope(Envelope e) {
        if (e != env) {
            env = e;
            selected = null;
            picks.clear();
            channel = 0;
            fit();
            changed();
        }
    }

    /** The selected point's index now, or -1 (none, or it is gone). */
    public int selected() {
        return env != null ? env.points().indexOfId(selected) : -1;
    }

    /** The selected point as a location, or null. */
    public Location selectedLocation() {
        return selected() < 0 ? null : new Location.Element(ListKind.POINTS, env.id(), selected);
    }

    public int channel() {
        return channel;
    }

    /** Selects point {@code index}'s channel {@code ch} alone (-1: nothing). */
    public void select(int index, int ch) {
        selected = env != null && index >= 0 && index < env.points().size()
                ? env.points().idAt(index)
                : null;
        channel = ch;
        picks.clear();
        if (selected != null) {
            picks.add(new Pick(selected, ch));
        }
        changed();
    }

    /** Adds point {@code index}'s channel {@code ch} to the selection, or takes it out when it is in (Shift+click). */
    public void toggle(int index, int ch) {
        if (env == null || index < 0 || index >= env.points().size()) {
            return;
        }
        Pick p = new Pick(env.points().idAt(index), ch);
        if (!picks.remove(p)) {
            picks.add(p);
            selected = p.point();
            channel = ch;
        } else if (p.point().equals(selected) && ch == channel) {
            Pick last = null;
            for (Pick q : picks) {
                last = q;
            }
            selected = last == null ? null : last.point();
            channel = last == null ? channel : last.channel();
        }
        changed();
    }

    /** Selects these values (adding to the selection when {@code add}): what a box dragged over them holds. */
    public void selectAll(List<PointMath.Ref> refs, boolean add) {
        if (!add) {
            picks.clear();
            selected = null;
        }
        for (PointMath.Ref r : refs) {
            Pick p = new Pick(env.points().idAt(r.index()), r.channel());
            picks.add(p);
            selected = p.point();
            channel = p.channel();
        }
        changed();
    }

    /** The selected values as indices now, in the order they were selected (those gone are left out). */
    public List<PointMath.Ref> selection() {
        List<PointMath.Ref> out = new ArrayList<>();
        if (env == null) {
            return out;
        }
        for (Pick p : picks) {
            int i = env.points().indexOfId(p.point());
            if (i >= 0 && p.channel() < channels()) {
                out.add(new PointMath.Ref(i, p.channel()));
            }
        }
        return out;
    }

    /** Whether point {@code i}'s channel {@code c} is selected. */
    boolean isPicked(int i, int c) {
        return env != null && picks.contains(new Pick(env.points().idAt(i), c));
    }

    public int channels() {
        return env == null ? 0 : Math.max(0, Math.min(4, env.channels()));
    }

    public boolean channelVisible(int c) {
        return visible[c];
    }

    public void setChannelVisible(int c, boolean v) {
        visible[c] = v;
        repaint();
    }

    public boolean snap() {
        return snap;
    }

    public void setSnap(boolean s) {
        snap = s;
    }

    /** Called after document changes: drops a stale envelope or point selection. */
    public void refresh() {
        if (env != null && !ws.map().envelopes().contains(env)) {
            env = null;
        }
        if (selected() < 0) {
            selected = null;
        }
        if (env == null) {
            picks.clear();
        } else {
            picks.removeIf(p -> env.points().indexOfId(p.point()) < 0);
        }
        changed();
    }

    /** Shows the whole envelope (at least one second). */
    public void fit() {
        double len = 1000;
        if (env != null && !env.points().isEmpty()) {
            len = Math.max(len, env.points().get(env.points().size() - 1).time());
        }
        int w = Math.max(100, getWidth() - LEFT - 10);
        msPerPx = len * 1.1 / w;
        t0 = -len * 0.04;
        repaint();
    }

    /** Shows times {@code from} to {@code to} ms across the plot. */
    public void setTimeRange(double from, double to) {
        msPerPx = Math.max(0.05, (to - from) / Math.max(50, getWidth() - LEFT - 10));
        t0 = from;
        repaint();
    }

    /** The margin under the plot: the time labels, and a colour envelope's colour bar above them. */
    int bottom() {
        return env != null && env.channels() == Envelope.COLOR ? BOTTOM + BAR : BOTTOM;
    }

    double xOf(double t) {
        return LEFT + (t - t0) / msPerPx;
    }

    double tOf(double x) {
        return (x - LEFT) * msPerPx + t0;
    }

    double yOf(double v) {
        double h = Math.max(1, getHeight() - TOP - bottom());
        return TOP + (vMax - v) / (vMax - vMin) * h;
    }

    double vOf(double y) {
        double h = Math.max(1, getHeight() - TOP - bottom());
        return vMax - (y - TOP) / h * (vMax - vMin);
    }

    /** The time grid step in ms: a round number at least 60 px apart. */
    double timeStep() {
        double[] steps = {10, 20, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10000, 30000, 60000};
        for (double s : steps) {
            if (s / msPerPx >= 60) {
                return s;
            }
        }
        return 120000;
    }

    void updateRange() {
        if (dragKind != 0) {
            return; // no envelope: the plain 0..1 range, not the last envelope's (of another map, maybe)
        }
        double lo = Double.MAX_VALUE;
        double hi = -Double.MAX_VALUE;
        for (EnvPoint p : env == null ? List.<EnvPoint>of() : env.points()) {
            for (int c = 0; c < channels(); c++) {
                if (visible[c]) {
                    lo = Math.min(lo, p.value(c) / 1024.0);
                    hi = Math.max(hi, p.value(c) / 1024.0);
                    if (p.bezier() != null) {
                        lo = Math.min(
                                lo,
                                (p.value(c)
                                                + Math.min(
                                                        p.bezier().inDy(c),
                                                        p.bezier().outDy(c)))
                                        / 1024.0);
                        hi = Math.max(
                                hi,
                                (p.value(c)
                                                + Math.max(
                                                        p.bezier().inDy(c),
                                                        p.bezier().outDy(c)))
                                        / 1024.0);
                    }
                }
            }
        }
        if (lo > hi) {
            lo = 0;
            hi = 1;
        }
        if (env != null && (env.channels() == Envelope.COLOR || env.channels() == Envelope.SOUND)) {
            lo = Math.min(lo, 0);
            hi = Math.max(hi, 1);
        }
        if (env != null && env.channels() == Envelope.POSITION && hi - lo < MIN_POSITION_SPAN) {
            double mid = (lo + hi) / 2;
            lo = mid - MIN_POSITION_SPAN / 2;
            hi = mid + MIN_POSITION_SPAN / 2;
        }
        double pad = Math.max(0.05, (hi - lo) * 0.1);
        vMin = lo - pad;
        vMax = hi + pad;
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            updateRange();
            CurvePainter p = new CurvePainter(this, g);
            p.background(getWidth(), getHeight());
            if (env == null) {
                p.message("Select or add an envelope on the left", getWidth(), getHeight());
                return;
            }
            for (int c = 0; c < channels(); c++) {
                if (visible[c]) {
                    p.curve(env, c, channels(), getWidth());
                }
            }
            if (env.channels() == Envelope.COLOR) {
                p.colourBar(env, getWidth(), getHeight());
            }
            p.cursor(env, playback.time(), getHeight());
            for (int c = 0; c < channels(); c++) {
                if (visible[c]) {
                    p.points(env, c, this::isPicked);
                }
            }
            int s = selected();
            if (s >= 0) {
                p.tangents(env, s, channel);
            }
            mouse.paintOver(g);
        } finally {
            g.dispose();
        }
    }

    /** Channel {@code c}'s colour for the envelope kind. */
    static Color channelColor(int channels, int c) {
        if (channels == Envelope.COLOR) {
            return new Color[] {
                        new Color(235, 80, 80),
                        new Color(90, 200, 90),
                        new Color(90, 140, 255),
                        new Color(220, 220, 220)
                    }
                    [c];
        }
        if (channels == Envelope.SOUND) {
            return new Color(240, 200, 60);
        }
        return new Color[] {new Color(235, 90, 90), new Color(90, 200, 90), new Color(110, 160, 255), Color.WHITE}[c];
    }

    /** Channel names for an envelope kind. */
    static String[] channelNames(int channels) {
        if (channels == Envelope.COLOR) {
            return new String[] {"R", "G", "B", "A"};
        }
        if (channels == Envelope.SOUND) {
            return new String[] {"Volume"};
        }
        return new String[] {"X", "Y", "Rotation", "4"};
    }

    double snapT(double t) {
        return snap ? Math.round(t / (timeStep() / 10)) * (timeStep() / 10) : t;
    }

    /** {@code v} on the value grid when snapping: steps of {@link #valueSnapStep()}. */
    double snapV(double v) {
        double step = valueSnapStep();
        return snap ? Math.round(v / step) * step : v;
    }

    /** The value step Snap rounds to: a round number, a twentieth of the axis (0.05 on a colour's 0..1). */
    double valueSnapStep() {
        return niceStep((vMax - vMin) / 20);
    }

    static double niceStep(double raw) {
        double e = Math.pow(10, Math.floor(Math.log10(Math.max(raw, 1e-9))));
        double f = raw / e;
        return (f < 1.5 ? 1 : f < 3.5 ? 2 : f < 7.5 ? 5 : 10) * e;
    }

    /** The point value at time t of every channel, as the game evaluates it (new points follow the curve). */
    private int[] valuesAt(double t) {
        int[] out = PointOps.defaults(env.channels());
        for (int c = 0; c < channels() && !env.points().isEmpty(); c++) {
            // past the last point the value holds (not the loop's start): a point added there continues the curve
            out[c] = Math.round(CurvePainter.valueAt(env.points(), t, c, channels()) * 1024);
        }
        return out;
    }

    /** Deletes the selected points (every channel of each, as DDNet), one undo step. */
    void deleteSelected() {
        List<Integer> idx = new ArrayList<>(PointMath.indices(selection()));
        if (idx.isEmpty()) {
            return;
        }
        Envelope e = env;
        ws.document().compound(idx.size() == 1 ? "Delete point" : "Delete points", () -> {
            for (int k = idx.size() - 1; k >= 0; k--) {
                ws.document().apply(Edits.removePoint(e, idx.get(k)));
            }
        });
        selected = null;
        picks.clear();
        changed();
    }

    /** Adds a point at screen (x, y) on channel {@code c}'s value axis; returns its index or -1. */
    public int addAt(int x, int y) {
        if (env == null) {
            return -1;
        }
        int t = (int) Math.round(Math.max(0, snapT(tOf(x))));
        int[] v = valuesAt(t);
        v[channel] = PointOps.clampValue(env.channels(), (int) Math.round(snapV(vOf(y)) * 1024));
        int idx = PointOps.add(ws.document(), env, t, v);
        if (idx >= 0) {
            select(idx, channel);
        }
        return idx;
    }

    /** The screen position of point {@code i}'s channel {@code c}. */
    public java.awt.Point pointAt(int i, int c) {
        EnvPoint p = env.points().get(i);
        return new java.awt.Point((int) Math.round(xOf(p.time())), (int) Math.round(yOf(p.value(c) / 1024.0)));
    }

    /** Cancels an open drag or scale (the dock is hidden or another map opened). */
    public void cancelDrag() {
        mouse.cancel();
    }

    void fireChanged() {
        changed();
    }

    static Path2D.Double path() {
        return new Path2D.Double();
    }

    static Line2D.Double line(double x0, double y0, double x1, double y1) {
        return new Line2D.Double(x0, y0, x1, y1);
    }

    static Ellipse2D.Double dot(double x, double y, double r) {
        return new Ellipse2D.Double(x - r, y - r, 2 * r, 2 * r);
    }
}
