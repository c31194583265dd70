package twedit.editor.quads;

import java.awt.Color;
import java.awt.Component;
import java.awt.Graphics;
import javax.swing.Icon;

/** A small icon showing an RGBA colour over a checkerboard, so alpha is visible. */
public final class ColorSwatch implements Icon {
    private final int size;
    private Color color = Color.WHITE;

    public ColorSwatch(int size) {
        this.size = size;
    }

    public void setColor(Color c) {
        color = c;
    }

    @Override
    public void paintIcon(Component c, Graphics g, int x, int y) {
        int h = size / 2;
        g.setColor(Color.LIGHT_GRAY);
        g.fillRect(x, y, size, size);
        g.setColor(Color.GRAY);
        g.fillRect(x, y, h, h);
        g.fillRect(x + h, y + h, size - h, size - h);
        g.setColor(color);
        g.fillRect(x, y, size, size);
        g.setColor(Color.DARK_GRAY);
        g.drawRect(x, y, size - 1, size - 1);
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
