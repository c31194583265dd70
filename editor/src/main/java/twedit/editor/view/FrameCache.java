package twedit.editor.view;

import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import twedit.model.document.edits.Change;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * The map part of the view's frame, kept between paints: one image per {@linkplain FramePlan.Stratum stratum}. A pan
 * shifts each stratum's pixels and draws only the strips that came into view; a change of tiles redraws only their
 * rectangle; anything else (zoom, options, current layer, other edits, time for animated strata) redraws the strata
 * it touches. The strata are then blended into one frame; a stratum drawn anew on every move (the backgrounds of several
 * parallaxes) is drawn straight over a copy of the strata below it, so a pan blends only the strata above it. A frame drawn so equals, pixel for pixel, the frame a fresh
 * cache draws of the same state. Holds a few view-sized images; {@link #drop} lets them go.
 */
final class FrameCache {
    private record Key(
            TwMap map,
            Layer current,
            long options,
            double scale,
            boolean dark,
            int width,
            int height,
            long generation,
            List<Sig> strata) {}

    /** What a stratum draws, apart from the camera. */
    private record Sig(List<Group> groups, boolean top, int parallaxX, int parallaxY) {}

    /** A stratum's pixels and the offset its groups were drawn at (screen = world * scale + offset). */
    private static final class Buffer {
        final BufferedImage image;
        final int[] px;
        double tx;
        double ty;
        double centerX;
        double centerY;
        long time;
        boolean valid;
        /** Opaque: the stratum drawn over the backdrop (the first) or over a copy of the strata below it. */
        final boolean opaque;

        Buffer(int w, int h, boolean opaque) {
            this.opaque = opaque;
            image = new BufferedImage(w, h, opaque ? BufferedImage.TYPE_INT_RGB : BufferedImage.TYPE_INT_ARGB_PRE);
            px = ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
        }
    }

    /** Tiles of a layer's group that changed since the last paint. */
    private record Dirty(Group group, int x, int y, int w, int h) {}

    private Key key;
    private Buffer[] buffers = new Buffer[0];
    private BufferedImage frame;
    private int[] framePx;
    private final List<Dirty> dirty = new ArrayList<>();
    private boolean allDirty = true;
    private int backdrop;
    /** The strata below the one being updated, composed when more than one buffer holds them. */
    private int[] below;
    /** The index of the stratum being updated. */
    private int updating;

    /** Paints the map's frame at (0, 0) of {@code g}, drawing anew only what changed since the last call. */
    void paint(
            Graphics2D g, MapRenderer renderer, TwMap map, Camera cam, ViewOptions opts, Layer current, boolean dark) {
        BufferedImage img = frame(renderer, map, cam, opts, current, dark);
        g.drawImage(img, 0, 0, null);
    }

    /** The map's frame now (an image this cache keeps and changes on the next call). */
    BufferedImage frame(MapRenderer renderer, TwMap map, Camera cam, ViewOptions opts, Layer current, boolean dark) {
        FramePlan plan = FramePlan.of(map, opts, current);
        List<Sig> sigs = new ArrayList<>(plan.strata().size());
        for (FramePlan.Stratum s : plan.strata()) {
            sigs.add(new Sig(s.groups(), s.top(), s.parallaxX(), s.parallaxY()));
        }
        int w = cam.viewWidth();
        int h = cam.viewHeight();
        Key k = new Key(map, current, opts.version(), cam.scale(), dark, w, h, renderer.generation(), sigs);
        boolean sizeChanged = frame == null || frame.getWidth() != w || frame.getHeight() != h;
        List<FramePlan.Stratum> strata = plan.strata();
        if (!k.equals(key) || allDirty || sizeChanged || buffers.length != sigs.size()) {
            if (sizeChanged || buffers.length != sigs.size()) {
                buffers = new Buffer[sigs.size()];
                if (sizeChanged) {
                    frame = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
                    framePx = ((DataBufferInt) frame.getRaster().getDataBuffer()).getData();
                    below = null;
                }
            }
            for (int i = 0; i < buffers.length; i++) {
                boolean opaque = opaque(strata, i);
                if (buffers[i] == null || buffers[i].opaque != opaque) {
                    buffers[i] = new Buffer(w, h, opaque);
                }
                buffers[i].valid = false;
            }
            key = k;
            allDirty = false;
            dirty.clear();
        }
        backdrop = MapRenderer.backdrop(dark).getRGB();
        boolean changedBelow = false;
        for (int i = 0; i < buffers.length; i++) {
            Buffer b = buffers[i];
            if (changedBelow && b.opaque) {
                // it holds the strata below as they were
                b.valid = false;
            }
            updating = i;
            changedBelow |= update(b, i == 0, renderer, cam, opts, plan, strata.get(i));
        }
        dirty.clear();
        if (buffers.length == 0) {
            Arrays.fill(framePx, backdrop | 0xFF000000);
            return frame;
        }
        int top = buffers.length - 1;
        while (!buffers[top].opaque) {
            top--;
        }
        if (top == buffers.length - 1) {
            return buffers[top].image;
        }
        // the first stratum above blended while copying, the others over the result
        StrataPixels.over(buffers[top + 1].px, buffers[top].px, framePx);
        for (int i = top + 2; i < buffers.length; i++) {
            StrataPixels.over(buffers[i].px, framePx, framePx);
        }
        return frame;
    }

    /**
     * Whether stratum {@code i} is kept opaque: the first (over the backdrop) and each one drawn anew on every move
     * (a mixed one), which is drawn straight over a copy of the strata below it rather than blended over them on
     * every frame.
     */
    private static boolean opaque(List<FramePlan.Stratum> strata, int i) {
        return i == 0 || strata.get(i).mixed();
    }

    /** The strata below {@code i} composed (opaque pixels; an array this cache may reuse). */
    private int[] below(int i) {
        int j = i - 1;
        while (!buffers[j].opaque) {
            j--;
        }
        if (j == i - 1) {
            return buffers[j].px;
        }
        if (below == null) {
            below = new int[framePx.length];
        }
        StrataPixels.over(buffers[j + 1].px, buffers[j].px, below);
        for (int k = j + 2; k < i; k++) {
            StrataPixels.over(buffers[k].px, below, below);
        }
        return below;
    }

    /**
     * Brings one stratum's pixels up to date: shifted and its new strips drawn, or drawn anew. Returns whether any of
     * its pixels changed.
     */
    private boolean update(
            Buffer b,
            boolean base,
            MapRenderer renderer,
            Camera cam,
            ViewOptions opts,
            FramePlan plan,
            FramePlan.Stratum s) {
        int w = b.image.getWidth();
        int h = b.image.getHeight();
        Camera.GroupTransform t = cam.transform(0, 0, s.parallaxX(), s.parallaxY());
        long time = renderer.time();
        if (b.valid && b.time != time && s.animated()) {
            b.valid = false;
        }
        if (b.valid && s.mixed() && (b.centerX != cam.centerX() || b.centerY != cam.centerY())) {
            b.valid = false;
        }
        double fx = t.tx() - b.tx;
        double fy = t.ty() - b.ty;
        long dx = Math.round(fx);
        long dy = Math.round(fy);
        boolean whole = Math.abs(fx - dx) > 1e-6 || Math.abs(fy - dy) > 1e-6;
        if (b.valid && (dx != 0 || dy != 0) && (whole || Math.abs(dx) >= w || Math.abs(dy) >= h)) {
            b.valid = false;
        }
        b.time = time;
        double oldX = b.centerX;
        double oldY = b.centerY;
        b.centerX = cam.centerX();
        b.centerY = cam.centerY();
        if (!b.valid) {
            b.tx = t.tx();
            b.ty = t.ty();
            draw(b, base, renderer, cam, opts, plan, s, new Rectangle(0, 0, w, h));
            b.valid = true;
            return true;
        }
        boolean changed = dx != 0 || dy != 0;
        List<Rectangle> floating = new ArrayList<>();
        if ((oldX != cam.centerX() || oldY != cam.centerY()) && !s.floating().isEmpty()) {
            // a clip that moves unlike the stratum: drawn anew where it was (its pixels moved with the stratum) and
            // where it is now
            Camera before = new Camera();
            before.setViewSize(w, h);
            before.setScale(cam.scale());
            before.setCenter(oldX, oldY);
            Rectangle view = new Rectangle(0, 0, w, h);
            for (Group g : s.floating()) {
                Rectangle was = MapRenderer.area(g, before, new Rectangle(-w, -h, 3 * w, 3 * h));
                was.translate((int) dx, (int) dy);
                floating.add(was.intersection(view));
                floating.add(MapRenderer.area(g, cam, view));
            }
        }
        if (dx != 0 || dy != 0) {
            StrataPixels.shift(b.px, w, h, (int) dx, (int) dy);
            b.tx += dx;
            b.ty += dy;
            if (dx != 0) {
                draw(
                        b,
                        base,
                        renderer,
                        cam,
                        opts,
                        plan,
                        s,
                        dx > 0 ? new Rectangle(0, 0, (int) dx, h) : new Rectangle(w + (int) dx, 0, (int) -dx, h));
            }
            if (dy != 0) {
                draw(
                        b,
                        base,
                        renderer,
                        cam,
                        opts,
                        plan,
                        s,
                        dy > 0 ? new Rectangle(0, 0, w, (int) dy) : new Rectangle(0, h + (int) dy, w, (int) -dy));
            }
        }
        for (Rectangle r : floating) {
            if (!r.isEmpty()) {
                draw(b, base, renderer, cam, opts, plan, s, r);
                changed = true;
            }
        }
        for (Dirty d : dirty) {
            if (!s.groups().contains(d.group()) && !(s.top() && plan.focusGroup() == d.group())) {
                continue;
            }
            Camera.GroupTransform gt = cam.transform(d.group());
            // a tile's neighbours too: physics numbers and outlines reach a little past their tile
            int x0 = (int) Math.floor(gt.toScreenX((d.x() - 1) * 32.0)) - 2;
            int y0 = (int) Math.floor(gt.toScreenY((d.y() - 1) * 32.0)) - 2;
            int x1 = (int) Math.ceil(gt.toScreenX((d.x() + d.w() + 1) * 32.0)) + 2;
            int y1 = (int) Math.ceil(gt.toScreenY((d.y() + d.h() + 1) * 32.0)) + 2;
            Rectangle r = new Rectangle(x0, y0, x1 - x0, y1 - y0).intersection(new Rectangle(0, 0, w, h));
            if (!r.isEmpty()) {
                draw(b, base, renderer, cam, opts, plan, s, r);
                changed = true;
            }
        }
        return changed;
    }

    /** Clears {@code r} of a stratum's image and draws the stratum there. */
    private void draw(
            Buffer b,
            boolean base,
            MapRenderer renderer,
            Camera cam,
            ViewOptions opts,
            FramePlan plan,
            FramePlan.Stratum s,
            Rectangle r) {
        int w = b.image.getWidth();
        if (b.opaque && !base) {
            int[] under = below(updating);
            for (int y = r.y; y < r.y + r.height; y++) {
                System.arraycopy(under, y * w + r.x, b.px, y * w + r.x, r.width);
            }
        } else {
            int fill = base ? backdrop | 0xFF000000 : 0;
            for (int y = r.y; y < r.y + r.height; y++) {
                Arrays.fill(b.px, y * w + r.x, y * w + r.x + r.width, fill);
            }
        }
        Graphics2D g = b.image.createGraphics();
        try {
            g.setClip(r);
            renderer.paint(g, cam, opts, plan, s, r);
        } finally {
            g.dispose();
        }
    }

    /** Notes what a document change makes stale: the rectangle of changed tiles, else everything. */
    void onChanges(TwMap map, List<Change> changes, ViewOptions opts) {
        for (Change c : changes) {
            if (c instanceof Change.TilesChanged) {
                Change.TilesChanged tc = (Change.TilesChanged) c;
                TileLayer l = tc.layer();
                Group g = map.groupOf(l).orElse(null);
                boolean edge = tc.x() <= 0
                        || tc.y() <= 0
                        || tc.x() + tc.width() >= l.width()
                        || tc.y() + tc.height() >= l.height();
                if (g == null || opts.repeatEdges() && edge) {
                    // an edge tile repeats beyond the layer where edges repeat
                    allDirty = true;
                } else {
                    dirty.add(new Dirty(g, tc.x(), tc.y(), tc.width(), tc.height()));
                }
            } else {
                allDirty = true;
            }
        }
        if (dirty.size() > 64) {
            allDirty = true;
        }
    }

    /** Forgets the kept pixels: the next frame is drawn anew. */
    void invalidate() {
        allDirty = true;
    }

    /** Lets the images go (a view in the background); the next frame draws everything anew. */
    void drop() {
        buffers = new Buffer[0];
        frame = null;
        framePx = null;
        below = null;
        key = null;
        dirty.clear();
        allDirty = true;
    }

    /** The memory the kept images hold, in bytes. */
    long bytes() {
        long n = frame == null ? 0 : (long) frame.getWidth() * frame.getHeight() * 4;
        for (Buffer b : buffers) {
            n += (long) b.image.getWidth() * b.image.getHeight() * 4;
        }
        n += below == null ? 0 : (long) below.length * 4;
        return n;
    }
}
