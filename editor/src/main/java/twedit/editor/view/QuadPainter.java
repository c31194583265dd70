package twedit.editor.view;

import java.awt.AlphaComposite;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.TexturePaint;
import java.awt.geom.AffineTransform;
import java.awt.geom.NoninvertibleTransformException;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;
import java.util.LinkedHashMap;
import java.util.Map;
import twedit.model.envelope.AnimatedQuad;
import twedit.model.envelope.QuadGeometry;
import twedit.model.map.MapImage;
import twedit.model.map.Point;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;

/**
 * Draws a quads layer: each quad textured with its image region (repeating outside it) or filled with its corner
 * colours as a bilinear gradient; the corner colours of a textured quad multiply its texture, blended across the quad
 * as the game's vertex colours are (baked into the texture region and cached, see {@link QuadShading}). Position and
 * colour envelopes are evaluated at the given time.
 */
final class QuadPainter {
    /** The largest area shaded per quad (a 4K screen): the scratch images are two ints per pixel. */
    private static final long MAX_SHADED_PIXELS = 3840L * 2160;

    private final ImageStore images;
    private final Map<Object, BufferedImage> tinted = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Object, BufferedImage> e) {
            return size() > 256;
        }
    };

    private record TintKey(BufferedImage image, Rectangle region, int argb) {}

    /** Forgets the textures made from {@code gone} (images the image store let go). */
    void forgetImages(java.util.Set<BufferedImage> gone) {
        if (!gone.isEmpty()) {
            tinted.keySet()
                    .removeIf(k -> k instanceof TintKey t && gone.contains(t.image())
                            || k instanceof ShadeKey s && gone.contains(s.image())
                            || k instanceof RepeatKey r && gone.contains(r.image()));
        }
    }

    /** An image repeated {@code nx} times across and {@code ny} times down. */
    private record RepeatKey(BufferedImage image, int nx, int ny) {}

    /** The largest image a repeating texture is laid out into (16 MB); a larger one is drawn as a texture paint. */
    private static final long MAX_REPEATED_PIXELS = 4096L * 1024;

    /** A texture region with corner colours baked in for one set of texture coordinates. */
    private record ShadeKey(
            BufferedImage image, Rectangle region, java.util.List<Integer> colors, java.util.List<Double> uv) {}

    private final QuadGradient gradient = new QuadGradient();

    QuadPainter(ImageStore images) {
        this.images = images;
    }

    void paint(Graphics2D g, QuadsLayer layer, Camera.GroupTransform t, long timeMs) {
        for (Quad q : layer.quads()) {
            paintQuad(g, q, layer.image(), t, timeMs);
        }
    }

    /** Paints one quad; its texture is asked for only once the quad shows (a layer out of view decodes nothing). */
    private void paintQuad(Graphics2D g, Quad q, MapImage image, Camera.GroupTransform t, long timeMs) {
        // one evaluation path: the model's exact DDNet evaluation of both envelopes at the playback time
        QuadGeometry geo = AnimatedQuad.at(q, timeMs);
        if (geo.hidden()) {
            return;
        }
        double[] sx = new double[4];
        double[] sy = new double[4];
        for (int i = 0; i < 4; i++) {
            sx[i] = t.toScreenX(geo.x(i));
            sy[i] = t.toScreenY(geo.y(i));
        }
        Rectangle clip = g.getClipBounds();
        double minX = Math.min(Math.min(sx[0], sx[1]), Math.min(sx[2], sx[3]));
        double maxX = Math.max(Math.max(sx[0], sx[1]), Math.max(sx[2], sx[3]));
        double minY = Math.min(Math.min(sy[0], sy[1]), Math.min(sy[2], sy[3]));
        double maxY = Math.max(Math.max(sy[0], sy[1]), Math.max(sy[2], sy[3]));
        if ((maxX - minX) * (maxY - minY) < 0.5) {
            // smaller than a pixel: nothing a mapper could see at this zoom
            return;
        }
        if (clip != null
                && (maxX < clip.x || minX > clip.x + clip.width || maxY < clip.y || minY > clip.y + clip.height)) {
            return;
        }
        int[] argb = new int[4];
        for (int i = 0; i < 4; i++) {
            argb[i] = Pixels.clamp255(geo.alpha(i) * 255.0) << 24
                    | Pixels.clamp255(geo.red(i) * 255.0) << 16
                    | Pixels.clamp255(geo.green(i) * 255.0) << 8
                    | Pixels.clamp255(geo.blue(i) * 255.0);
        }
        boolean uniform = argb[0] == argb[1] && argb[0] == argb[2] && argb[0] == argb[3];
        BufferedImage tex = image == null ? null : images.image(image);
        if (tex == null) {
            paintGradient(g, sx, sy, argb);
        } else if (uniform) {
            paintTextured(g, q, tex, sx, sy, argb[0]);
        } else {
            paintMultiColored(g, q, tex, sx, sy, argb, visibleBox(g, clip, minX, minY, maxX, maxY));
        }
    }

    /** A textured quad with different corner colours; {@code visible} is its bounding box on what can be seen. */
    private void paintMultiColored(
            Graphics2D g, Quad q, BufferedImage tex, double[] sx, double[] sy, int[] argb, Rectangle visible) {
        if (repeats(q) || (long) visible.width * visible.height <= texelArea(q, tex)) {
            // shaded on screen: a repeating texture shows a texel in several places, each with its own colour, and a
            // quad smaller on screen than in its texture (zoomed out) is cheaper to shade there than to bake
            paintShaded(g, q, tex, sx, sy, argb, visible);
        } else {
            paintBaked(g, q, tex, sx, sy, argb);
        }
    }

    /**
     * The screen box of a quad's corners within what can be seen: the clip, else the surface drawn on (a zoomed-in
     * quad may span millions of pixels); empty (zero size) when none of it is.
     */
    private static Rectangle visibleBox(
            Graphics2D g, Rectangle clip, double minX, double minY, double maxX, double maxY) {
        Rectangle box = new Rectangle(
                        (int) Math.floor(minX),
                        (int) Math.floor(minY),
                        (int) Math.ceil(maxX) - (int) Math.floor(minX) + 1,
                        (int) Math.ceil(maxY) - (int) Math.floor(minY) + 1)
                .intersection(clip != null ? clip : g.getDeviceConfiguration().getBounds());
        return box.isEmpty() ? new Rectangle() : box;
    }

    private static long texelArea(Quad q, BufferedImage tex) {
        int minU = Integer.MAX_VALUE;
        int maxU = Integer.MIN_VALUE;
        int minV = Integer.MAX_VALUE;
        int maxV = Integer.MIN_VALUE;
        for (Point tc : q.texCoords()) {
            minU = Math.min(minU, tc.x());
            maxU = Math.max(maxU, tc.x());
            minV = Math.min(minV, tc.y());
            maxV = Math.max(maxV, tc.y());
        }
        return (long) ((maxU - minU) / 1024.0 * tex.getWidth()) * (long) ((maxV - minV) / 1024.0 * tex.getHeight());
    }

    /** Whether the quad's texture coordinates leave the image (the texture repeats across it). */
    private static boolean repeats(Quad q) {
        for (Point tc : q.texCoords()) {
            if (tc.x() < 0 || tc.x() > 1024 || tc.y() < 0 || tc.y() > 1024) {
                return true;
            }
        }
        return false;
    }

    /** A textured quad with different corner colours, drawn from its texture region with the colours baked in. */
    private void paintBaked(Graphics2D g, Quad q, BufferedImage tex, double[] sx, double[] sy, int[] argb) {
        double[] u = new double[4];
        double[] v = new double[4];
        texels(q, tex, u, v);
        Rectangle region = regionOf(tex, u, v);
        if (region.isEmpty()) {
            return;
        }
        BufferedImage img = tinted.computeIfAbsent(
                new ShadeKey(
                        tex,
                        region,
                        java.util.List.of(argb[0], argb[1], argb[2], argb[3]),
                        java.util.List.of(u[0], u[1], u[2], u[3], v[0], v[1], v[2], v[3])),
                k -> QuadShading.shade(tex, region, u, v, argb));
        for (int i = 0; i < 4; i++) {
            u[i] -= region.x;
            v[i] -= region.y;
        }
        drawMapped(g, img, u, v, sx, sy, false, false);
    }

    /** The corners' texture coordinates in texels of {@code tex} (1024 stands for the image's full size). */
    private static void texels(Quad q, BufferedImage tex, double[] u, double[] v) {
        for (int i = 0; i < 4; i++) {
            Point tc = q.texCoords().get(i);
            u[i] = tc.x() / 1024.0 * tex.getWidth();
            v[i] = tc.y() / 1024.0 * tex.getHeight();
        }
    }

    /** The texels the corners' texture coordinates span, within the image. */
    private static Rectangle regionOf(BufferedImage tex, double[] u, double[] v) {
        int x0 = (int) Math.floor(Math.min(Math.min(u[0], u[1]), Math.min(u[2], u[3])));
        int y0 = (int) Math.floor(Math.min(Math.min(v[0], v[1]), Math.min(v[2], v[3])));
        int x1 = (int) Math.ceil(Math.max(Math.max(u[0], u[1]), Math.max(u[2], u[3])));
        int y1 = (int) Math.ceil(Math.max(Math.max(v[0], v[1]), Math.max(v[2], v[3])));
        return new Rectangle(x0, y0, Math.max(1, x1 - x0), Math.max(1, y1 - y0))
                .intersection(new Rectangle(0, 0, tex.getWidth(), tex.getHeight()));
    }

    /**
     * A textured quad with different corner colours: texture and colour gradient are drawn into two scratch images of
     * the quad's visible screen area and multiplied pixel by pixel (premultiplied texture times premultiplied colour,
     * which is what the game's vertex colour does), then the product is drawn.
     */
    private void paintShaded(
            Graphics2D g, Quad q, BufferedImage tex, double[] sx, double[] sy, int[] argb, Rectangle box) {
        if (box.isEmpty() || (long) box.width * box.height > MAX_SHADED_PIXELS) {
            return;
        }
        double[] lx = new double[4];
        double[] ly = new double[4];
        for (int i = 0; i < 4; i++) {
            lx[i] = sx[i] - box.x;
            ly[i] = sy[i] - box.y;
        }
        BufferedImage texture = new BufferedImage(box.width, box.height, BufferedImage.TYPE_INT_ARGB_PRE);
        Graphics2D tg = texture.createGraphics();
        paintTextured(tg, q, tex, lx, ly, 0xFFFFFFFF);
        tg.dispose();
        int[] tp = ((java.awt.image.DataBufferInt) texture.getRaster().getDataBuffer()).getData();
        int[] sp;
        if (QuadGradient.parallelogram(sx, sy)) {
            // outside the quad the texture is clear: the product is too, whatever the colour there
            sp = new int[tp.length];
            QuadGradient.fill(sp, box.width, box.x, box.y, box.width, box.height, sx, sy, argb);
        } else {
            BufferedImage shade = new BufferedImage(box.width, box.height, BufferedImage.TYPE_INT_ARGB_PRE);
            Graphics2D sg = shade.createGraphics();
            paintGradient(sg, lx, ly, argb);
            sg.dispose();
            sp = ((java.awt.image.DataBufferInt) shade.getRaster().getDataBuffer()).getData();
        }
        for (int i = 0; i < tp.length; i++) {
            tp[i] = Pixels.multiply(tp[i], sp[i]);
        }
        g.drawImage(texture, box.x, box.y, null);
    }

    private void paintGradient(Graphics2D g, double[] sx, double[] sy, int[] argb) {
        if ((argb[0] | argb[1] | argb[2] | argb[3]) >>> 24 == 0) {
            return;
        }
        if (QuadGradient.parallelogram(sx, sy)) {
            Rectangle box = visibleBox(
                    g,
                    g.getClipBounds(),
                    Math.min(Math.min(sx[0], sx[1]), Math.min(sx[2], sx[3])),
                    Math.min(Math.min(sy[0], sy[1]), Math.min(sy[2], sy[3])),
                    Math.max(Math.max(sx[0], sx[1]), Math.max(sx[2], sx[3])),
                    Math.max(Math.max(sy[0], sy[1]), Math.max(sy[2], sy[3])));
            if (!box.isEmpty()) {
                gradient.paint(g, box, sx, sy, argb);
            }
            return;
        }
        BufferedImage grad = new BufferedImage(2, 2, BufferedImage.TYPE_INT_ARGB);
        grad.setRGB(0, 0, argb[0]);
        grad.setRGB(1, 0, argb[1]);
        grad.setRGB(0, 1, argb[2]);
        grad.setRGB(1, 1, argb[3]);
        // image pixel centres (0.5 + i%2, 0.5 + i/2) land on the corners; bilinear sampling blends between them
        double[] u = {0.5, 1.5, 0.5, 1.5};
        double[] v = {0.5, 0.5, 1.5, 1.5};
        drawMapped(g, grad, u, v, sx, sy, false, true);
    }

    private void paintTextured(Graphics2D g, Quad q, BufferedImage tex, double[] sx, double[] sy, int argb) {
        int alpha = argb >>> 24;
        if (alpha == 0) {
            return;
        }
        double[] u = new double[4];
        double[] v = new double[4];
        texels(q, tex, u, v);
        boolean wrap = repeats(q);
        BufferedImage img = tex;
        java.awt.Composite oldComposite = null;
        if ((argb & 0xFFFFFF) == 0xFFFFFF) {
            if (alpha < 255) {
                // white corners with alpha: no pixel copy, just a translucent draw
                oldComposite = g.getComposite();
                // times the opacity the layer is drawn with (dimmed, translucent)
                float outer = oldComposite instanceof AlphaComposite ? ((AlphaComposite) oldComposite).getAlpha() : 1f;
                g.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, outer * alpha / 255f));
            }
        } else if (wrap) {
            img = tinted.computeIfAbsent(
                    new TintKey(tex, new Rectangle(0, 0, tex.getWidth(), tex.getHeight()), argb),
                    k -> tint(tex, ((TintKey) k).region(), argb));
        } else {
            // tint only the part of the image the quad shows
            Rectangle region = regionOf(tex, u, v);
            if (region.isEmpty()) {
                return;
            }
            img = tinted.computeIfAbsent(new TintKey(tex, region, argb), k -> tint(tex, ((TintKey) k).region(), argb));
            for (int i = 0; i < 4; i++) {
                u[i] -= region.x;
                v[i] -= region.y;
            }
        }
        if (wrap) {
            // laid out as often as the quad shows it, once, then drawn as a plain image: a texture paint samples
            // pixel by pixel through the transform, many times slower, and the sky's clouds are drawn on every pan
            BufferedImage repeated = repeated(img, u, v);
            if (repeated != null) {
                double ox = Math.floor(Math.min(Math.min(u[0], u[1]), Math.min(u[2], u[3])) / img.getWidth());
                double oy = Math.floor(Math.min(Math.min(v[0], v[1]), Math.min(v[2], v[3])) / img.getHeight());
                for (int i = 0; i < 4; i++) {
                    u[i] -= ox * img.getWidth();
                    v[i] -= oy * img.getHeight();
                }
                img = repeated;
                wrap = false;
            }
        }
        boolean axisAligned = sx[0] == sx[2]
                && sx[1] == sx[3]
                && sy[0] == sy[1]
                && sy[2] == sy[3]
                && u[0] == u[2]
                && u[1] == u[3]
                && v[0] == v[1]
                && v[2] == v[3];
        if (axisAligned && !wrap) {
            g.drawImage(
                    img,
                    (int) Math.round(sx[0]),
                    (int) Math.round(sy[0]),
                    (int) Math.round(sx[3]),
                    (int) Math.round(sy[3]),
                    (int) Math.round(u[0]),
                    (int) Math.round(v[0]),
                    (int) Math.round(u[3]),
                    (int) Math.round(v[3]),
                    null);
        } else {
            drawMapped(g, img, u, v, sx, sy, wrap, false);
        }
        if (oldComposite != null) {
            g.setComposite(oldComposite);
        }
    }

    /**
     * {@code img} repeated over the whole tiles the texture coordinates (texels) reach, from the tile their least
     * coordinates fall in; null when that would be too large.
     */
    private BufferedImage repeated(BufferedImage img, double[] u, double[] v) {
        int w = img.getWidth();
        int h = img.getHeight();
        double u0 = Math.floor(Math.min(Math.min(u[0], u[1]), Math.min(u[2], u[3])) / w);
        double u1 = Math.ceil(Math.max(Math.max(u[0], u[1]), Math.max(u[2], u[3])) / w);
        double v0 = Math.floor(Math.min(Math.min(v[0], v[1]), Math.min(v[2], v[3])) / h);
        double v1 = Math.ceil(Math.max(Math.max(v[0], v[1]), Math.max(v[2], v[3])) / h);
        double nx = Math.max(1, u1 - u0);
        double ny = Math.max(1, v1 - v0);
        if (nx * w * ny * h > MAX_REPEATED_PIXELS) {
            return null;
        }
        return tinted.computeIfAbsent(new RepeatKey(img, (int) nx, (int) ny), k -> {
            BufferedImage out = new BufferedImage((int) nx * w, (int) ny * h, BufferedImage.TYPE_INT_ARGB_PRE);
            Graphics2D g = out.createGraphics();
            g.setComposite(AlphaComposite.Src);
            for (int y = 0; y < ny; y++) {
                for (int x = 0; x < nx; x++) {
                    g.drawImage(img, x * w, y * h, null);
                }
            }
            g.dispose();
            return out;
        });
    }

    /** Draws {@code img} so that image point (u[i], v[i]) lands on screen corner i, as two triangles. */
    private static void drawMapped(
            Graphics2D g,
            BufferedImage img,
            double[] u,
            double[] v,
            double[] sx,
            double[] sy,
            boolean wrap,
            boolean bilinear) {
        int[][] tris = {{0, 1, 2}, {1, 3, 2}};
        if (!wrap && sx[0] == sx[2] && sx[1] == sx[3] && sy[0] == sy[1] && sy[2] == sy[3]) {
            // an upright rectangle on screen (a sky, most clouds): when both triangles map the image alike, one draw
            // clipped to the rectangle, which Java2D fills span by span far faster than a clip of two triangles
            AffineTransform a = triangleMap(u, v, sx, sy, tris[0]);
            AffineTransform b = triangleMap(u, v, sx, sy, tris[1]);
            if (a != null && a.equals(b)) {
                Graphics2D g2 = (Graphics2D) g.create();
                try {
                    if (bilinear) {
                        g2.setRenderingHint(
                                RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
                    }
                    double x0 = Math.min(sx[0], sx[1]);
                    double y0 = Math.min(sy[0], sy[2]);
                    g2.clip(new java.awt.geom.Rectangle2D.Double(
                            x0, y0, Math.max(sx[0], sx[1]) - x0, Math.max(sy[0], sy[2]) - y0));
                    g2.drawImage(img, a, null);
                } finally {
                    g2.dispose();
                }
                return;
            }
        }
        for (int[] tri : tris) {
            AffineTransform a = triangleMap(u, v, sx, sy, tri);
            if (a == null) {
                continue;
            }
            Path2D.Double path = new Path2D.Double();
            path.moveTo(sx[tri[0]], sy[tri[0]]);
            path.lineTo(sx[tri[1]], sy[tri[1]]);
            path.lineTo(sx[tri[2]], sy[tri[2]]);
            path.closePath();
            Graphics2D g2 = (Graphics2D) g.create();
            try {
                if (bilinear) {
                    g2.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
                }
                if (wrap) {
                    g2.transform(a);
                    g2.setPaint(new TexturePaint(img, new Rectangle(0, 0, img.getWidth(), img.getHeight())));
                    g2.fill(path.createTransformedShape(a.createInverse()));
                } else {
                    g2.clip(path);
                    g2.drawImage(img, a, null);
                }
            } catch (NoninvertibleTransformException e) {
                // a degenerate triangle covers nothing
            } finally {
                g2.dispose();
            }
        }
    }

    /** The affine map taking image points (u, v) of a triangle's corners to its screen corners; null if degenerate. */
    private static AffineTransform triangleMap(double[] u, double[] v, double[] sx, double[] sy, int[] tri) {
        int a = tri[0];
        int b = tri[1];
        int c = tri[2];
        double du1 = u[b] - u[a];
        double dv1 = v[b] - v[a];
        double du2 = u[c] - u[a];
        double dv2 = v[c] - v[a];
        double det = du1 * dv2 - du2 * dv1;
        if (Math.abs(det) < 1e-9) {
            return null;
        }
        double dx1 = sx[b] - sx[a];
        double dy1 = sy[b] - sy[a];
        double dx2 = sx[c] - sx[a];
        double dy2 = sy[c] - sy[a];
        double m00 = (dx1 * dv2 - dx2 * dv1) / det;
        double m01 = (dx2 * du1 - dx1 * du2) / det;
        double m10 = (dy1 * dv2 - dy2 * dv1) / det;
        double m11 = (dy2 * du1 - dy1 * du2) / det;
        double m02 = sx[a] - m00 * u[a] - m01 * v[a];
        double m12 = sy[a] - m10 * u[a] - m11 * v[a];
        return new AffineTransform(m00, m10, m01, m11, m02, m12);
    }

    private static BufferedImage tint(BufferedImage src, Rectangle r, int argb) {
        BufferedImage out = new BufferedImage(r.width, r.height, BufferedImage.TYPE_INT_ARGB_PRE);
        // images from the store are premultiplied already: tint those pixels as they are
        int[] px = src.getType() == BufferedImage.TYPE_INT_ARGB_PRE
                ? (int[]) src.getRaster().getDataElements(r.x, r.y, r.width, r.height, null)
                : TileAtlas.premultipliedPixels(src.getSubimage(r.x, r.y, r.width, r.height));
        int[] table = Pixels.tintTable(argb);
        for (int i = 0; i < px.length; i++) {
            px[i] = Pixels.tint(px[i], table);
        }
        out.getRaster().setDataElements(0, 0, r.width, r.height, px);
        return out;
    }
}
