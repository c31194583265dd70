/*
 * twedit: draws our own toolbar icons and the application icon.
 *
 * Usage (from the repository root):
 *   java -Djava.awt.headless=true resources/tools/DrawIcons.java OUTDIR
 *
 * Writes OUTDIR/24/NAME.png and OUTDIR/48/NAME.png for every toolbar icon, and the application icon as
 * OUTDIR/256/twedit.png and OUTDIR/48/twedit.png. The committed output lives in
 * resources/src/main/resources/twedit/resources/icons/.
 *
 * Style: flat, drawn on a 24-unit grid and scaled; mid-grey rounded strokes (readable on light and dark
 * backgrounds) plus one orange accent per icon. Single file, Java 17, Java2D only, no dependencies.
 */

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.GradientPaint;
import java.awt.Graphics2D;
import java.awt.RadialGradientPaint;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Arc2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;
import javax.imageio.ImageIO;

public class DrawIcons {

    static final Color GREY = new Color(128, 134, 144);
    static final Color ACCENT = new Color(242, 140, 40);
    static final Color ACCENT_SOFT = new Color(242, 140, 40, 90);
    static final float W = 1.8f;

    static final Map<String, Consumer<Graphics2D>> ICONS = new LinkedHashMap<>();

    static {
        ICONS.put("new", DrawIcons::iconNew);
        ICONS.put("open", DrawIcons::iconOpen);
        ICONS.put("save", DrawIcons::iconSave);
        ICONS.put("undo", g -> iconUndo(g, false));
        ICONS.put("redo", g -> iconUndo(g, true));
        ICONS.put("brush", DrawIcons::iconBrush);
        ICONS.put("eraser", DrawIcons::iconEraser);
        ICONS.put("fill", DrawIcons::iconFill);
        ICONS.put("rect-fill", DrawIcons::iconRectFill);
        ICONS.put("select", DrawIcons::iconSelect);
        ICONS.put("picker", DrawIcons::iconPicker);
        ICONS.put("wand", DrawIcons::iconWand);
        ICONS.put("zoom-in", g -> iconZoom(g, true));
        ICONS.put("zoom-out", g -> iconZoom(g, false));
        ICONS.put("grid", DrawIcons::iconGrid);
        ICONS.put("layers", DrawIcons::iconLayers);
        ICONS.put("play", DrawIcons::iconPlay);
        ICONS.put("pause", DrawIcons::iconPause);
        ICONS.put("quad", DrawIcons::iconQuad);
        ICONS.put("sound", DrawIcons::iconSound);
        ICONS.put("envelope", DrawIcons::iconEnvelope);
        ICONS.put("automap", DrawIcons::iconAutomap);
        ICONS.put("check", DrawIcons::iconCheck);
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: java -Djava.awt.headless=true DrawIcons.java OUTDIR");
            System.exit(2);
        }
        Path out = Path.of(args[0]);
        for (int size : new int[] {24, 48}) {
            Path dir = out.resolve(Integer.toString(size));
            Files.createDirectories(dir);
            for (Map.Entry<String, Consumer<Graphics2D>> e : ICONS.entrySet()) {
                write(render(size, 24, e.getValue()), dir.resolve(e.getKey() + ".png"));
            }
        }
        for (int size : new int[] {48, 256}) {
            Path dir = out.resolve(Integer.toString(size));
            Files.createDirectories(dir);
            write(render(size, 256, DrawIcons::appIcon), dir.resolve("twedit.png"));
        }
        System.out.println(ICONS.size() + " icons x 2 sizes and the app icon written to " + out);
    }

    static void write(BufferedImage img, Path file) throws IOException {
        Files.deleteIfExists(file);
        ImageIO.write(img, "png", file.toFile());
    }

    static BufferedImage render(int size, double units, Consumer<Graphics2D> painter) {
        BufferedImage img = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
        g.scale(size / units, size / units);
        painter.accept(g);
        g.dispose();
        return img;
    }

    // ---------------------------------------------------------------------------------------------
    // helpers (24-unit grid)
    // ---------------------------------------------------------------------------------------------

    static void stroke(Graphics2D g, Shape s, Color c) {
        stroke(g, s, c, W);
    }

    static void stroke(Graphics2D g, Shape s, Color c, float w) {
        g.setColor(c);
        g.setStroke(new BasicStroke(w, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(s);
    }

    static void fill(Graphics2D g, Shape s, Color c) {
        g.setColor(c);
        g.fill(s);
    }

    static Path2D path(double... xy) {
        Path2D p = new Path2D.Double();
        p.moveTo(xy[0], xy[1]);
        for (int i = 2; i < xy.length; i += 2) {
            p.lineTo(xy[i], xy[i + 1]);
        }
        return p;
    }

    static Path2D closed(double... xy) {
        Path2D p = path(xy);
        p.closePath();
        return p;
    }

    static Shape line(double x1, double y1, double x2, double y2) {
        return new Line2D.Double(x1, y1, x2, y2);
    }

    static Shape circle(double cx, double cy, double r) {
        return new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r);
    }

    static void plus(Graphics2D g, double cx, double cy, double r, boolean vertical) {
        stroke(g, line(cx - r, cy, cx + r, cy), ACCENT, 2.2f);
        if (vertical) {
            stroke(g, line(cx, cy - r, cx, cy + r), ACCENT, 2.2f);
        }
    }

    // ---------------------------------------------------------------------------------------------
    // toolbar icons
    // ---------------------------------------------------------------------------------------------

    static void iconNew(Graphics2D g) {
        stroke(g, closed(5, 2.5, 14, 2.5, 19, 7.5, 19, 21.5, 5, 21.5), GREY);
        stroke(g, path(14, 2.5, 14, 7.5, 19, 7.5), GREY);
        plus(g, 12, 14.5, 3.8, true);
    }

    static void iconOpen(Graphics2D g) {
        stroke(g, path(3, 19.5, 3, 4.5, 9, 4.5, 11, 6.5, 18, 6.5, 18, 9.5), GREY);
        Path2D flap = closed(3, 19.5, 6, 10.5, 21.5, 10.5, 18.5, 19.5);
        fill(g, flap, ACCENT);
        stroke(g, flap, ACCENT);
    }

    static void iconSave(Graphics2D g) {
        stroke(g, closed(3.5, 3.5, 17, 3.5, 20.5, 7, 20.5, 20.5, 3.5, 20.5), GREY);
        stroke(g, path(7.5, 3.5, 7.5, 8.5, 15, 8.5, 15, 3.5), GREY);
        Shape label = new RoundRectangle2D.Double(7, 12.5, 10, 8, 1.5, 1.5);
        fill(g, label, ACCENT);
    }

    static void iconUndo(Graphics2D g, boolean mirror) {
        Graphics2D c = (Graphics2D) g.create();
        if (mirror) {
            c.translate(24, 0);
            c.scale(-1, 1);
        }
        Path2D body = new Path2D.Double();
        body.moveTo(5, 10);
        body.lineTo(14, 10);
        body.curveTo(18, 10, 20.5, 12.5, 20.5, 15);
        body.curveTo(20.5, 17.5, 18, 20, 14, 20);
        body.lineTo(10, 20);
        stroke(c, body, GREY);
        Path2D head = closed(3, 10, 9, 5, 9, 15);
        fill(c, head, ACCENT);
        stroke(c, head, ACCENT, 1.2f);
        c.dispose();
    }

    static void iconBrush(Graphics2D g) {
        stroke(g, line(20.5, 3.5, 12.5, 11.5), GREY, 2.4f);
        stroke(g, closed(11, 10, 14, 13, 12.5, 14.5, 9.5, 11.5), GREY, 1.6f);
        Path2D tip = new Path2D.Double();
        tip.moveTo(9.5, 12.5);
        tip.curveTo(6.5, 12.5, 5.5, 14.5, 5, 17);
        tip.curveTo(4.6, 19, 4, 20, 2.8, 21);
        tip.curveTo(7.5, 21.5, 12, 20, 12.5, 15.5);
        tip.closePath();
        fill(g, tip, ACCENT);
        stroke(g, tip, ACCENT, 1f);
    }

    static void iconEraser(Graphics2D g) {
        AffineTransform at = AffineTransform.getRotateInstance(Math.toRadians(-45), 12, 11);
        Shape body = at.createTransformedShape(new RoundRectangle2D.Double(3, 7, 18, 8, 2, 2));
        Shape rubber = at.createTransformedShape(new RoundRectangle2D.Double(3, 7, 8, 8, 2, 2));
        fill(g, rubber, ACCENT);
        stroke(g, body, GREY);
        Point2D a = at.transform(new Point2D.Double(11, 7), null);
        Point2D b = at.transform(new Point2D.Double(11, 15), null);
        stroke(g, line(a.getX(), a.getY(), b.getX(), b.getY()), GREY);
        stroke(g, line(9, 21, 21, 21), GREY);
    }

    static void iconFill(Graphics2D g) {
        AffineTransform at = AffineTransform.getRotateInstance(Math.toRadians(-35), 10, 13);
        Shape bucket = at.createTransformedShape(closed(4, 8, 16, 8, 15, 20, 5, 20));
        Shape rim = at.createTransformedShape(new Ellipse2D.Double(4, 6.5, 12, 3));
        stroke(g, bucket, GREY);
        stroke(g, rim, GREY, 1.4f);
        Shape handle = at.createTransformedShape(new Arc2D.Double(5.5, 2.5, 9, 10, 0, 180, Arc2D.OPEN));
        stroke(g, handle, GREY, 1.4f);
        Path2D drop = new Path2D.Double();
        drop.moveTo(19.5, 12);
        drop.curveTo(21.5, 15.5, 22.5, 17, 22.5, 18.5);
        drop.curveTo(22.5, 20.3, 21, 21.5, 19.5, 21.5);
        drop.curveTo(18, 21.5, 16.5, 20.3, 16.5, 18.5);
        drop.curveTo(16.5, 17, 17.5, 15.5, 19.5, 12);
        drop.closePath();
        fill(g, drop, ACCENT);
    }

    static void iconRectFill(Graphics2D g) {
        Shape r = new RoundRectangle2D.Double(4, 5.5, 16, 13, 1.5, 1.5);
        fill(g, r, ACCENT);
        stroke(g, r, GREY);
    }

    static void iconSelect(Graphics2D g) {
        g.setColor(GREY);
        g.setStroke(new BasicStroke(1.6f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {3f, 2f}, 0f));
        g.draw(new Rectangle2D.Double(3, 3, 15, 13));
        Path2D cursor = closed(12, 10, 12, 22, 14.8, 19.3, 17, 23.3, 19, 22.3, 16.9, 18.4, 20.8, 18.2);
        fill(g, cursor, ACCENT);
        stroke(g, cursor, ACCENT, 1f);
    }

    static void iconWand(Graphics2D g) {
        stroke(g, line(3.5, 20.5, 13.5, 10.5), GREY, 2.6f);
        Path2D star = closed(17, 2.5, 18.3, 5.7, 21.5, 7, 18.3, 8.3, 17, 11.5, 15.7, 8.3, 12.5, 7, 15.7, 5.7);
        fill(g, star, ACCENT);
        stroke(g, star, ACCENT, 1f);
        stroke(g, line(20.5, 13.5, 20.5, 16.5), ACCENT, 1.4f);
        stroke(g, line(19, 15, 22, 15), ACCENT, 1.4f);
    }

    static void iconPicker(Graphics2D g) {
        stroke(g, line(15.5, 8.5, 5.5, 18.5), GREY, 2.6f);
        stroke(g, line(12.5, 5.5, 18.5, 11.5), GREY, 2f);
        fill(g, circle(18, 6, 3.2), GREY);
        stroke(g, circle(4.2, 20.6, 1.6), ACCENT, 1.8f);
        fill(g, circle(4.2, 20.6, 1.6), ACCENT);
    }

    static void iconZoom(Graphics2D g, boolean in) {
        stroke(g, circle(10, 10, 6.5), GREY);
        stroke(g, line(15, 15, 20.5, 20.5), GREY, 2.8f);
        plus(g, 10, 10, 3.3, in);
    }

    static void iconGrid(Graphics2D g) {
        double a = 3.5;
        double s = 17;
        double c = s / 3;
        fill(g, new Rectangle2D.Double(a + c, a + c, c, c), ACCENT);
        Path2D p = new Path2D.Double();
        p.append(new Rectangle2D.Double(a, a, s, s), false);
        for (int k = 1; k <= 2; k++) {
            p.moveTo(a + c * k, a);
            p.lineTo(a + c * k, a + s);
            p.moveTo(a, a + c * k);
            p.lineTo(a + s, a + c * k);
        }
        stroke(g, p, GREY, 1.5f);
    }

    static void iconLayers(Graphics2D g) {
        stroke(g, path(3, 16, 12, 20.5, 21, 16), GREY);
        stroke(g, path(3, 12, 12, 16.5, 21, 12), GREY);
        Path2D top = closed(12, 3.5, 21, 8, 12, 12.5, 3, 8);
        fill(g, top, ACCENT);
        stroke(g, top, ACCENT);
    }

    static void iconPlay(Graphics2D g) {
        Path2D tri = closed(7, 4.5, 19.5, 12, 7, 19.5);
        fill(g, tri, ACCENT);
        stroke(g, tri, ACCENT);
    }

    static void iconPause(Graphics2D g) {
        fill(g, new RoundRectangle2D.Double(6, 4.5, 4.2, 15, 1.5, 1.5), ACCENT);
        fill(g, new RoundRectangle2D.Double(13.8, 4.5, 4.2, 15, 1.5, 1.5), ACCENT);
    }

    static void iconQuad(Graphics2D g) {
        Path2D q = closed(5, 6, 18, 4, 20, 18, 4, 19.5);
        fill(g, q, ACCENT_SOFT);
        stroke(g, q, GREY);
        for (double[] v : new double[][] {{5, 6}, {18, 4}, {20, 18}, {4, 19.5}}) {
            fill(g, circle(v[0], v[1], 2.3), ACCENT);
        }
    }

    static void iconSound(Graphics2D g) {
        Path2D spk = closed(3, 9, 7, 9, 12, 4.5, 12, 19.5, 7, 15, 3, 15);
        stroke(g, spk, GREY);
        stroke(g, new Arc2D.Double(10, 8, 8, 8, -50, 100, Arc2D.OPEN), ACCENT, 2f);
        stroke(g, new Arc2D.Double(8.5, 4, 14, 16, -50, 100, Arc2D.OPEN), ACCENT, 2f);
    }

    static void iconEnvelope(Graphics2D g) {
        stroke(g, path(3.5, 3, 3.5, 20.5, 21, 20.5), GREY);
        Path2D curve = new Path2D.Double();
        curve.moveTo(6, 17);
        curve.curveTo(8, 10, 9, 8, 11, 8);
        curve.curveTo(13, 8, 13.5, 14, 15.5, 14);
        curve.curveTo(17.5, 14, 18.5, 7, 20.5, 5);
        stroke(g, curve, ACCENT, 2f);
        fill(g, circle(6, 17, 1.9), ACCENT);
        fill(g, circle(15.5, 14, 1.9), ACCENT);
        fill(g, circle(20.5, 5, 1.9), ACCENT);
    }

    static void iconAutomap(Graphics2D g) {
        // a few tiles being laid down by a magic wand
        stroke(g, new Rectangle2D.Double(3, 15, 5.5, 5.5), GREY, 1.5f);
        stroke(g, new Rectangle2D.Double(8.5, 15, 5.5, 5.5), GREY, 1.5f);
        stroke(g, line(8, 12.5, 17, 3.5), GREY, 2.4f);
        Path2D star = new Path2D.Double();
        double cx = 17.5;
        double cy = 13.5;
        for (int k = 0; k < 8; k++) {
            double a = Math.toRadians(45 * k - 90);
            double r = k % 2 == 0 ? 5 : 1.8;
            double x = cx + Math.cos(a) * r;
            double y = cy + Math.sin(a) * r;
            if (k == 0) {
                star.moveTo(x, y);
            } else {
                star.lineTo(x, y);
            }
        }
        star.closePath();
        fill(g, star, ACCENT);
        fill(g, circle(21, 6, 1.2), ACCENT);
        fill(g, circle(12, 4, 1), ACCENT);
    }

    static void iconCheck(Graphics2D g) {
        stroke(g, circle(12, 12, 9), GREY);
        stroke(g, path(7.5, 12.5, 10.8, 15.8, 16.8, 8.8), ACCENT, 2.6f);
    }

    // ---------------------------------------------------------------------------------------------
    // application icon (256-unit grid)
    // ---------------------------------------------------------------------------------------------

    static void appIcon(Graphics2D g) {
        Shape bg = new RoundRectangle2D.Double(8, 8, 240, 240, 56, 56);
        g.setPaint(new GradientPaint(0, 8, new Color(58, 66, 84), 0, 248, new Color(30, 34, 45)));
        g.fill(bg);
        // faint tile grid
        Graphics2D c = (Graphics2D) g.create();
        c.clip(bg);
        c.setColor(new Color(255, 255, 255, 22));
        c.setStroke(new BasicStroke(2f));
        for (int x = 8 + 40; x < 248; x += 40) {
            c.draw(line(x, 8, x, 248));
            c.draw(line(8, x, 248, x));
        }
        // ground tiles
        int[][] blocks = {{0, 5}, {1, 5}, {2, 5}, {3, 5}, {4, 5}, {5, 5}, {0, 4}, {4, 4}, {5, 4}, {5, 3}};
        for (int[] b : blocks) {
            double x = 8 + b[0] * 40;
            double y = 8 + b[1] * 40;
            Shape r = new Rectangle2D.Double(x, y, 40, 40);
            c.setPaint(new GradientPaint(
                    0, (float) y, new Color(160, 122, 86), 0, (float) y + 40, new Color(122, 90, 62)));
            c.fill(r);
            c.setColor(new Color(80, 58, 38));
            c.setStroke(new BasicStroke(3f));
            c.draw(new Rectangle2D.Double(x + 1.5, y + 1.5, 37, 37));
        }
        c.dispose();
        // the tee
        double cx = 112;
        double cy = 138;
        double r = 50;
        Color foot = new Color(190, 95, 20);
        Shape f1 = new Ellipse2D.Double(cx - 48, cy + 30, 46, 26);
        Shape f2 = new Ellipse2D.Double(cx + 4, cy + 30, 46, 26);
        for (Shape f : new Shape[] {f1, f2}) {
            g.setColor(new Color(25, 25, 30));
            g.setStroke(new BasicStroke(6f));
            g.draw(f);
            g.setColor(foot);
            g.fill(f);
        }
        Shape body = circle(cx, cy, r);
        g.setColor(new Color(25, 25, 30));
        g.setStroke(new BasicStroke(7f));
        g.draw(body);
        g.setPaint(new RadialGradientPaint(
                new Point2D.Double(cx - 18, cy - 22), (float) (r * 1.5), new float[] {0f, 1f}, new Color[] {
                    new Color(255, 190, 110), ACCENT
                }));
        g.fill(body);
        for (int s = 0; s < 2; s++) {
            double ex = cx + 6 + 20 * s;
            double ey = cy - 26;
            Shape eye = new Ellipse2D.Double(ex, ey, 16, 23);
            g.setColor(Color.WHITE);
            g.fill(eye);
            g.setColor(new Color(25, 25, 30));
            g.setStroke(new BasicStroke(3f));
            g.draw(eye);
            g.fill(new Ellipse2D.Double(ex + 6.5, ey + 7, 8, 11));
        }
        // a brush, the editor's tool, painting the top block
        g.translate(44, 6);
        g.setColor(new Color(25, 25, 30));
        g.setStroke(new BasicStroke(22f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(line(188, 30, 150, 70));
        g.setColor(new Color(200, 205, 215));
        g.setStroke(new BasicStroke(13f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(line(188, 30, 150, 70));
        Path2D tip = new Path2D.Double();
        tip.moveTo(152, 60);
        tip.curveTo(136, 58, 130, 70, 128, 80);
        tip.curveTo(126, 90, 122, 94, 114, 98);
        tip.curveTo(138, 102, 160, 94, 160, 72);
        tip.closePath();
        g.setColor(new Color(25, 25, 30));
        g.setStroke(new BasicStroke(6f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(tip);
        g.setColor(new Color(90, 190, 255));
        g.fill(tip);
    }
}
