package twedit.editor.icons;

import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import javax.swing.Icon;

/** A square icon drawn in code: subclasses paint into an antialiased graphics whose origin is the icon's corner. */
public abstract class PaintedIcon implements Icon {
    private final int size;

    protected PaintedIcon(int size) {
        this.size = size;
    }

    /** Paints the icon in (0, 0)-(size, size); {@code c} is the component it is drawn on (may be null). */
    protected abstract void paint(Graphics2D g, Component c);

    protected final int size() {
        return size;
    }

    @Override
    public final void paintIcon(Component c, Graphics graphics, int x, int y) {
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.translate(x, y);
            paint(g, c);
        } finally {
            g.dispose();
        }
    }

    @Override
    public final int getIconWidth() {
        return size;
    }

    @Override
    public final int getIconHeight() {
        return size;
    }
}
