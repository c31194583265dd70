package twedit.editor.automap;

import java.awt.BasicStroke;
import java.awt.Component;
import java.awt.Graphics2D;
import twedit.editor.icons.PaintedIcon;

/** A die showing five pips, drawn in the component's text colour (the seed's dice button). */
final class DieIcon extends PaintedIcon {
    DieIcon(int size) {
        super(size);
    }

    @Override
    protected void paint(Graphics2D g, Component c) {
        int size = size();
        g.setColor(c != null && c.isEnabled() ? c.getForeground() : java.awt.Color.GRAY);
        g.setStroke(new BasicStroke(1.3f));
        g.drawRoundRect(0, 0, size - 1, size - 1, 4, 4);
        int d = Math.max(2, size / 5);
        int lo = size / 4 - d / 2;
        int hi = size * 3 / 4 - d / 2;
        int mid = size / 2 - d / 2;
        g.fillOval(lo, lo, d, d);
        g.fillOval(hi, lo, d, d);
        g.fillOval(mid, mid, d, d);
        g.fillOval(lo, hi, d, d);
        g.fillOval(hi, hi, d, d);
    }
}
