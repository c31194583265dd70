package twedit.editor.tools;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.Shape;
import java.awt.Stroke;

/**
 * How the tools draw their feedback so it shows on any map: every line gets a dark halo under it (a light line alone
 * vanishes over a bright sky, a dark one over a cave), fills stay faint so the tiles under them can be seen.
 */
public final class OverlayStyle {
    private static final Color HALO = new Color(0, 0, 0, 210);
    private static final Stroke HALO_STROKE = new BasicStroke(4f, BasicStroke.CAP_SQUARE, BasicStroke.JOIN_MITER);
    private static final Stroke LINE = new BasicStroke(1.5f, BasicStroke.CAP_SQUARE, BasicStroke.JOIN_MITER);
    private static final Stroke DASHED =
            new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, new float[] {6, 4}, 0);

    /** The colour of brushes that cannot be painted where they are. */
    public static final Color REFUSED = new Color(255, 70, 70);

    private OverlayStyle() {}

    /** Draws a shape's outline in {@code color} over a dark halo; dashed for rectangles being dragged out. */
    public static void outline(Graphics2D g, Shape s, Color color, boolean dashed) {
        Stroke old = g.getStroke();
        g.setColor(HALO);
        g.setStroke(HALO_STROKE);
        g.draw(s);
        g.setColor(color);
        g.setStroke(dashed ? DASHED : LINE);
        g.draw(s);
        g.setStroke(old);
    }

    /** Fills a shape with {@code color} at the given opacity (0-255). */
    public static void tint(Graphics2D g, Shape s, Color color, int alpha) {
        g.setColor(new Color(color.getRed(), color.getGreen(), color.getBlue(), alpha));
        g.fill(s);
    }

    /** The footprint of a brush that will not paint here: hatched red with the reason under it, inside {@code view}. */
    public static void refused(Graphics2D g, Rectangle s, String reason, Rectangle view) {
        tint(g, s, REFUSED, 50);
        Shape clip = g.getClip();
        g.clip(s);
        g.setColor(new Color(255, 70, 70, 150));
        g.setStroke(new BasicStroke(1.5f));
        for (int d = -s.height; d < s.width; d += 8) {
            g.drawLine(s.x + d, s.y + s.height, s.x + d + s.height, s.y);
        }
        g.setClip(clip);
        outline(g, s, REFUSED, false);
        label(g, reason, s, view);
    }

    /** A line of text on a dark plate under {@code near} (above it at the bottom edge), kept inside the view. */
    public static void label(Graphics2D g, String text, Rectangle near, Rectangle view) {
        Font old = g.getFont();
        g.setFont(old.deriveFont(Font.BOLD, 12f));
        java.awt.FontMetrics fm = g.getFontMetrics();
        int w = fm.stringWidth(text) + 10;
        int h = fm.getHeight() + 4;
        int x = near.x;
        int y = near.y + near.height + 4;
        x = Math.max(view.x, Math.min(x, view.x + view.width - w));
        if (y + h > view.y + view.height) {
            y = near.y - h - 4;
        }
        g.setColor(new Color(20, 20, 20, 210));
        g.fillRoundRect(x, y, w, h, 6, 6);
        g.setColor(Color.WHITE);
        g.drawString(text, x + 5, y + 2 + fm.getAscent());
        g.setFont(old);
    }
}
