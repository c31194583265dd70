package twedit.editor.automap;

import java.awt.BasicStroke;
import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import javax.swing.Icon;

/** A die showing five pips, drawn in the component's text colour (the seed's dice button). */
final class DieIcon implements Icon {
    private final int size;

    DieIcon(int size) {
        this.size = size;
    }

    @Override
    public void paintIcon(Component c, Graphics g0, int x, int y) {
        Graphics2D g = (Graphics2D) g0.create();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(c.isEnabled() ? c.getForeground() : java.awt.Color.GRAY);
        g.setStroke(new BasicStroke(1.3f));
        g.drawRoundRect(x, y, size - 1, size - 1, 4, 4);
        int d = Math.max(2, size / 5);
        int lo = x + size / 4 - d / 2;
        int hi = x + size * 3 / 4 - d / 2;
        int mid = x + size / 2 - d / 2;
        int loY = y + size / 4 - d / 2;
        int hiY = y + size * 3 / 4 - d / 2;
        int midY = y + size / 2 - d / 2;
        g.fillOval(lo, loY, d, d);
        g.fillOval(hi, loY, d, d);
        g.fillOval(mid, midY, d, d);
        g.fillOval(lo, hiY, d, d);
        g.fillOval(hi, hiY, d, d);
        g.dispose();
    }

    @Override
    public int getIconWidth() {
        return size;
    }

    @Override
    public int getIconHeight() {
        return size;
    }
}
