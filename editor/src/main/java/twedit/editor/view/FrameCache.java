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
 * it touches. The strata are then blended into one frame. A frame drawn so equals, pixel for pixel, the frame a fresh
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

        Buffer(int w, int h, boolean opaque) {
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
        if (!k.equals(key) || allDirty || sizeChanged || buffers.length != sigs.size()) {
            if (sizeChanged || buffers.length != sigs.size()) {
                buffers = new Buffer[sigs.size()];
                for (int i = 0; i < buffers.length; i++) {
                    buffers[i] = new Buffer(w, h, i == 0);
                }
                if (sizeChanged) {
                    frame = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
                    framePx = ((DataBufferInt) frame.getRaster().getDataBuffer()).getData();
                }
            }
            for (Buffer b : buffers) {
                b.valid = false;
            }
            key = k;
            allDirty = false;
            dirty.clear();
        }
        backdrop = MapRenderer.backdrop(dark).getRGB();
        List<FramePlan.Stratum> strata = plan.strata();
        for (int i = 0; i < buffers.length; i++) {
            update(buffers[i], i == 0, renderer, cam, opts, plan, strata.get(i));
        }
        dirty.clear();
        if (buffers.length == 0) {
            Arrays.fill(framePx, backdrop | 0xFF000000);
            return frame;
        }
        if (buffers.length == 1) {
            return buffers[0].image;
        }
        System.arraycopy(buffers[0].px, 0, framePx, 0, framePx.length);
        for (int i = 1; i < buffers.length; i++) {
            over(buffers[i].px, framePx);
        }
        return frame;
    }

    /** Brings one stratum's pixels up to date: shifted and its new strips drawn, or drawn anew. */
    private void update(
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
            return;
        }
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
            shift(b.px, w, h, (int) dx, (int) dy);
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
            }
        }
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
        int fill = base ? backdrop | 0xFF000000 : 0;
        for (int y = r.y; y < r.y + r.height; y++) {
            Arrays.fill(b.px, y * w + r.x, y * w + r.x + r.width, fill);
        }
        Graphics2D g = b.image.createGraphics();
        try {
            g.setClip(r);
            renderer.paint(g, cam, opts, plan, s, r);
        } finally {
            g.dispose();
        }
    }

    /** Moves an image's pixels by (dx, dy); what moves out is lost, what comes in is left as it was. */
    static void shift(int[] px, int w, int h, int dx, int dy) {
        int n = w - Math.abs(dx);
        int from = Math.max(0, -dx);
        int to = Math.max(0, dx);
        if (dy > 0) {
            for (int y = h - 1; y >= dy; y--) {
                System.arraycopy(px, (y - dy) * w + from, px, y * w + to, n);
            }
        } else {
            for (int y = 0; y < h + dy; y++) {
                System.arraycopy(px, (y - dy) * w + from, px, y * w + to, n);
            }
        }
    }

    /** Blends premultiplied {@code src} over opaque {@code dst}, pixel by pixel. */
    static void over(int[] src, int[] dst) {
        for (int i = 0; i < src.length; i++) {
            int s = src[i];
            int a = s >>> 24;
            if (a == 0) {
                continue;
            }
            if (a == 255) {
                dst[i] = s;
                continue;
            }
            int d = dst[i];
            int k = 255 - a;
            int r = ((s >>> 16) & 0xFF) + ((d >>> 16 & 0xFF) * k + 127) / 255;
            int gr = ((s >>> 8) & 0xFF) + ((d >>> 8 & 0xFF) * k + 127) / 255;
            int bl = (s & 0xFF) + ((d & 0xFF) * k + 127) / 255;
            dst[i] = 0xFF000000 | Math.min(255, r) << 16 | Math.min(255, gr) << 8 | Math.min(255, bl);
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
        return n;
    }
}
