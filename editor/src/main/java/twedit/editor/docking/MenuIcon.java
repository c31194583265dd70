package twedit.editor.docking;

import java.awt.Color;
import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import javax.swing.Icon;
import javax.swing.UIManager;

/** The tab row's menu button: three dots in the theme's text colour, so it follows the light and dark themes. */
final class MenuIcon implements Icon {
    private static final int SIZE = 16;

    @Override
    public void paintIcon(Component c, Graphics g, int x, int y) {
        Graphics2D g2 = (Graphics2D) g.create();
        g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        Color fg = UIManager.getColor("Label.foreground");
        g2.setColor(fg == null ? Color.GRAY : fg);
        for (int i = 0; i < 3; i++) {
            g2.fillOval(x + SIZE / 2 - 2, y + 2 + i * 5, 4, 4);
        }
        g2.dispose();
    }

    @Override
    public int getIconWidth() {
        return SIZE;
    }

    @Override
    public int getIconHeight() {
        return SIZE;
    }
}
