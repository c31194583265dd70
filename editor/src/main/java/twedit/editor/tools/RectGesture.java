package twedit.editor.tools;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;

/** A rectangle of tiles dragged out with the mouse, shared by the rectangle tools. */
final class RectGesture {
    private boolean active;
    private int button;
    private int x0;
    private int y0;
    private int x1;
    private int y1;

    void start(ToolEvent e) {
        active = true;
        button = e.button();
        x0 = e.tileX();
        y0 = e.tileY();
        x1 = x0;
        y1 = y0;
    }

    void update(ToolEvent e) {
        x1 = e.tileX();
        y1 = e.tileY();
    }

    boolean active() {
        return active;
    }

    int button() {
        return button;
    }

    /** Ends the gesture and returns its rectangle. */
    Rectangle finish() {
        active = false;
        return rect();
    }

    void cancel() {
        active = false;
    }

    boolean isClick() {
        return x0 == x1 && y0 == y1;
    }

    Rectangle rect() {
        return new Rectangle(Math.min(x0, x1), Math.min(y0, y1), Math.abs(x1 - x0) + 1, Math.abs(y1 - y0) + 1);
    }

    static void paint(Graphics2D g, Rectangle screen, Color color) {
        OverlayStyle.tint(g, screen, color, 45);
        OverlayStyle.outline(g, screen, color, true);
    }
}
