package twedit.model.art;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import twedit.model.codec.MapStrings;
import twedit.model.document.MapDocument;
import twedit.model.document.Origin;
import twedit.model.document.edits.Edits;
import twedit.model.map.ClipRect;
import twedit.model.map.Color;
import twedit.model.map.Group;
import twedit.model.map.Point;
import twedit.model.map.Props;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;

/**
 * DDNet's "Add quad art" (quad_art.cpp): every visible pixel (every image-pixel-size'th one) becomes an untextured
 * quad of its colour, quad-pixel-size world pixels a side; "optimize" merges same-coloured pixels right and down into
 * one rectangle as DDNet's greedy pass does; "centralize" puts every pivot at (-1, -1) instead of the quad's centre.
 * The quads go into a new detail quads layer in a new clipped group named after the file, as one undo step.
 */
public final class QuadArt {
    /** DDNet's undo step name. */
    public static final String LABEL = "Add quad art";
    /** Who made the change. */
    public static final Origin ORIGIN = new Origin("quad-art");
    /** Above this many (image pixels / image pixel size)^2 DDNet asks before converting ("Big image"). */
    public static final int BIG_IMAGE_QUADS = 100_000;
    /** The most quads we make (our limit, DDNet has none): a picture needing more is refused while converting. */
    public static final int MAX_QUADS = 200_000;
    /** DDNet's limits of both pixel sizes. */
    public static final int MIN_PIXEL_SIZE = 1;

    public static final int MAX_PIXEL_SIZE = 1024;
    private static final int NAME_BYTES = 12;
    private static final int FX = 1024;

    /** DDNet's options (its dialog's defaults: 1, 4, optimize on, centralize off). */
    public record Params(int imagePixelSize, int quadPixelSize, boolean optimize, boolean centralize) {
        public static final Params DEFAULTS = new Params(1, 4, true, false);

        public Params {
            if (imagePixelSize < MIN_PIXEL_SIZE
                    || imagePixelSize > MAX_PIXEL_SIZE
                    || quadPixelSize < MIN_PIXEL_SIZE
                    || quadPixelSize > MAX_PIXEL_SIZE) {
                throw new IllegalArgumentException("pixel sizes go from " + MIN_PIXEL_SIZE + " to " + MAX_PIXEL_SIZE
                        + ", got " + imagePixelSize + " and " + quadPixelSize);
            }
        }
    }

    /** What the conversion makes: the quads and the group's clip rectangle. */
    public record Plan(String stem, Params params, List<Quad> quads, ClipRect clip) {}

    private QuadArt() {}

    /** DDNet's "Big image" question: (width / image pixel size) * (height / image pixel size) above 100 000. */
    public static boolean big(int width, int height, Params p) {
        return (long) (width / p.imagePixelSize()) * (height / p.imagePixelSize()) > BIG_IMAGE_QUADS;
    }

    /**
     * Converts the picture; an {@link IllegalArgumentException} says so when it would need more than
     * {@link #MAX_QUADS} quads (stopped as soon as that is known, before the quads are built).
     */
    public static Plan plan(ArtImage img, Params p) {
        int[] rects = rects(img, p);
        int n = rects.length / 5;
        List<Quad> quads = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            quads.add(quad(rects[5 * i], rects[5 * i + 1], rects[5 * i + 2], rects[5 * i + 3], rects[5 * i + 4], p));
        }
        int clipW = (int) ((float) Math.ceil(img.width() * 1.f * p.quadPixelSize() / p.imagePixelSize()) + 2);
        int clipH = (int) ((float) Math.ceil(img.height() * 1.f * p.quadPixelSize() / p.imagePixelSize()) + 2);
        return new Plan(img.stem(), p, List.copyOf(quads), new ClipRect(true, -1, -1, clipW, clipH));
    }

    /**
     * DDNet's CQuadArt::Create without the quads: for each quad the image position (x, y), its size in sampled
     * pixels (sx, sy) and its colour, five ints each.
     */
    static int[] rects(ArtImage img, Params p) {
        int w = img.width();
        int h = img.height();
        int step = p.imagePixelSize();
        boolean[] visited = new boolean[w * h];
        int[] out = new int[5 * 64];
        int n = 0;
        for (int y = 0; y < h; y += step) {
            for (int x = 0; x < w; x += step) {
                int pixel = img.rgbaAt(x, y);
                if (visited[x + y * w] || !ArtImage.visible(pixel)) {
                    continue;
                }
                int sx = 1;
                int sy = 1;
                if (p.optimize()) {
                    long s = optimizedSize(img, visited, pixel, x, y, step);
                    sx = (int) (s >>> 32);
                    sy = (int) s;
                }
                if (n / 5 >= MAX_QUADS) {
                    throw new IllegalArgumentException("The picture needs more than " + MAX_QUADS + " quads at image"
                            + " pixel size " + step + (p.optimize() ? "" : " without optimize")
                            + ": raise the image pixel size" + (p.optimize() ? "" : " or turn optimize on") + ".");
                }
                if (n + 5 > out.length) {
                    out = Arrays.copyOf(out, out.length * 2);
                }
                out[n++] = x;
                out[n++] = y;
                out[n++] = sx;
                out[n++] = sy;
                out[n++] = pixel;
            }
        }
        return Arrays.copyOf(out, n);
    }

    /**
     * DDNet's GetOptimizedQuadSize: grows the rectangle column by column while the column's top pixel matches, each
     * column as far down as it matches but never deeper than the shallowest so far; marks it visited (image pixels,
     * as DDNet indexes them) and returns its size in sampled pixels, packed as sx << 32 | sy.
     */
    private static long optimizedSize(ArtImage img, boolean[] visited, int pixel, int x, int y, int step) {
        int optX = 0;
        int optY = 0;
        int sX = 0;
        int sY = 0;
        while (optimizable(img, visited, x + sX, y + sY, pixel)) {
            while (optimizable(img, visited, x + sX, y + sY, pixel) && (optY == 0 || sY < optY)) {
                sY += step;
            }
            if (optY == 0 || sY < optY) {
                optY = sY;
            }
            sY = 0;
            sX += step;
            optX = sX;
        }
        // DDNet's MarkPixelAsVisited: x past the right edge runs on into the next row, as its index does
        long size = visited.length;
        for (int yy = y; yy < y + optY; yy++) {
            for (int xx = x; xx < x + optX; xx++) {
                long index = xx + (long) yy * img.width();
                if (index < size) {
                    visited[(int) index] = true;
                }
            }
        }
        return (long) (optX / step) << 32 | (optY / step);
    }

    private static boolean optimizable(ArtImage img, boolean[] visited, int x, int y, int pixel) {
        if (x >= img.width() || y >= img.height()) {
            return false;
        }
        int c = img.rgbaAt(x, y);
        return !visited[x + y * img.width()] && ArtImage.visible(c) && c == pixel;
    }

    /** DDNet's CreateNewQuad with its float arithmetic, so the fixed-point corners come out the same. */
    static Quad quad(int x, int y, int sx, int sy, int rgba, Params p) {
        int step = p.imagePixelSize();
        float posX = ((x / (float) step) + (sx / 2.f)) * p.quadPixelSize();
        float posY = ((y / (float) step) + (sy / 2.f)) * p.quadPixelSize();
        int sizeX = sx * p.quadPixelSize();
        int sizeY = sy * p.quadPixelSize();
        int cx = f2fx(posX);
        int cy = f2fx(posY);
        int hw = f2fx(sizeX / 2.f);
        int hh = f2fx(sizeY / 2.f);
        List<Point> points = List.of(
                new Point(cx - hw, cy - hh),
                new Point(cx + hw, cy - hh),
                new Point(cx - hw, cy + hh),
                new Point(cx + hw, cy + hh),
                p.centralize() ? new Point(-FX, -FX) : new Point(cx, cy));
        Color c = new Color(
                channel(rgba >>> 24), channel(rgba >>> 16 & 0xFF), channel(rgba >>> 8 & 0xFF), channel(rgba & 0xFF));
        List<Point> tex = List.of(new Point(0, 0), new Point(FX, 0), new Point(0, FX), new Point(FX, FX));
        return new Quad(points, List.of(c, c, c, c), tex, null, 0, null, 0);
    }

    /** DDNet: (int)(byte / 255.0f * 255), truncated as C++ truncates. */
    private static int channel(int b) {
        return (int) ((b / 255.0f) * 255);
    }

    /** DDNet's f2fx: round_to_int(v * 1024) in float. */
    static int f2fx(float v) {
        float f = v * FX;
        return f > 0 ? (int) (f + 0.5f) : (int) (f - 0.5f);
    }

    /** Adds the planned quad art to the document as one undo step; returns the new group. */
    public static Group apply(MapDocument doc, Plan plan) {
        String name = MapStrings.fit(plan.stem(), NAME_BYTES);
        QuadsLayer layer = new QuadsLayer(name, null, plan.quads());
        Group group = new Group(name, List.of(layer));
        doc.compound(LABEL, ORIGIN, () -> {
            doc.apply(Edits.addGroup(doc.map(), doc.map().groups().size(), group));
            doc.apply(Edits.set(group, Props.GROUP_CLIP, plan.clip()));
            doc.apply(Edits.set(layer, Props.LAYER_DETAIL, true));
        });
        return group;
    }
}
