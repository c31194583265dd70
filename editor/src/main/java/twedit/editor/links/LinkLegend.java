package twedit.editor.links;

import java.awt.Color;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.RoundRectangle2D;

/**
 * The links overlay's legend, in the lower right corner of the map: what each colour means, dashed lines for the
 * checkpoint order, a ring with "?" for an end without its other end, and which links the filter shows.
 */
final class LinkLegend {
    private static final Object[][] ROWS = {
        {LinkGeometry.RED, "Red tele (stops)"},
        {LinkGeometry.BLUE, "Blue tele / tele out"},
        {LinkGeometry.WEAPON, "Weapon tele"},
        {LinkGeometry.HOOK, "Hook tele"},
        {LinkGeometry.CHECKPOINT, "Checkpoint tele"},
        {LinkGeometry.SWITCH, "Switch trigger \u2192 target"},
        {LinkGeometry.RACE, "Time checkpoint order"},
    };

    private LinkLegend() {}

    static void paint(Graphics2D g, int viewWidth, int viewHeight, LinkFilter filter, int lines) {
        FontMetrics fm = g.getFontMetrics();
        int line = fm.getHeight();
        String head = filter.describe() + " \u00b7 " + lines + (lines == 1 ? " line" : " lines");
        String tail = "? = no other end \u00b7 Numbers panel filters";
        int w = Math.max(fm.stringWidth(head), fm.stringWidth(tail));
        for (Object[] r : ROWS) {
            w = Math.max(w, 22 + fm.stringWidth((String) r[1]));
        }
        w += 16;
        int h = line * (ROWS.length + 2) + 12;
        int x = viewWidth - w - 10;
        int y = viewHeight - h - 10;
        if (x < 0 || y < 0) {
            return; // a view too small for it
        }
        g.setColor(new Color(20, 20, 24, 190));
        g.fill(new RoundRectangle2D.Double(x, y, w, h, 8, 8));
        int ty = y + 6 + fm.getAscent();
        g.setColor(Color.WHITE);
        g.drawString(head, x + 8, ty);
        for (Object[] r : ROWS) {
            ty += line;
            g.setColor((Color) r[0]);
            g.fillRect(x + 8, ty - fm.getAscent() / 2 - 2, 16, 4);
            g.setColor(Color.WHITE);
            g.drawString((String) r[1], x + 30, ty);
        }
        ty += line;
        g.setColor(new Color(220, 220, 220));
        g.drawString(tail, x + 8, ty);
    }
}
