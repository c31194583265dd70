package twedit.editor.docking;

import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import javax.swing.JFrame;

/**
 * The window's place and size as kept in the preferences, with the screen it was on:
 * {@code x,y,width,height,maximized,screenWidth,screenHeight}. A first start fills the screen (maximized); a window
 * kept from a smaller screen grows with the screen (maximized when it filled the old one).
 */
final class WindowPlace {
    /** A window at least this share of its screen's width and height counts as filling it. */
    private static final double FILLS = 0.85;

    private WindowPlace() {}

    /** The room windows have on the main screen (less task bars). */
    static Rectangle screen() {
        return GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
    }

    static String write(Rectangle b, boolean maximized, Rectangle screen) {
        return b.x + "," + b.y + "," + b.width + "," + b.height + "," + maximized + "," + screen.width + ","
                + screen.height;
    }

    /** Puts {@code window} where {@code saved} says for a screen of {@code screen}; fills it when nothing is saved. */
    static void restore(JFrame window, String saved, Rectangle screen) {
        Rectangle[] place = place(saved, screen);
        window.setBounds(place[0]);
        if (place[1] != null) {
            window.setExtendedState(window.getExtendedState() | JFrame.MAXIMIZED_BOTH);
        }
    }

    /**
     * The bounds for {@code saved} on {@code screen} and, as a second element, non-null when the window is to be
     * maximized. Without a window manager a maximized window keeps its bounds, so these fill the screen too.
     */
    static Rectangle[] place(String saved, Rectangle screen) {
        Rectangle full = new Rectangle(screen);
        String[] v = saved == null ? new String[0] : saved.split(",");
        if (v.length != 5 && v.length != 7) {
            return new Rectangle[] {full, full};
        }
        try {
            Rectangle b = new Rectangle(
                    Integer.parseInt(v[0]), Integer.parseInt(v[1]), Integer.parseInt(v[2]), Integer.parseInt(v[3]));
            boolean maximized = Boolean.parseBoolean(v[4]);
            // the screen it was kept on; an older record without it: as large as the window
            int sw = v.length == 7 ? Integer.parseInt(v[5]) : b.width;
            int sh = v.length == 7 ? Integer.parseInt(v[6]) : b.height;
            if (maximized || b.width < 400 || b.height < 300 || !screen.contains(b.x + 40, b.y + 20)) {
                return new Rectangle[] {maximized ? full : centred(b, screen), maximized ? full : null};
            }
            boolean larger = screen.width > sw * 1.05 || screen.height > sh * 1.05;
            if (larger && b.width >= sw * FILLS && b.height >= sh * FILLS) {
                return new Rectangle[] {full, full}; // it filled the smaller screen: it fills this one
            }
            if (larger && v.length == 7) {
                double grow = Math.min((double) screen.width / sw, (double) screen.height / sh);
                Rectangle g = new Rectangle(b.x, b.y, (int) (b.width * grow), (int) (b.height * grow));
                return new Rectangle[] {centred(g, screen), null};
            }
            return new Rectangle[] {b.intersection(screen), null};
        } catch (NumberFormatException e) {
            return new Rectangle[] {full, full}; // not ours: as on a first start
        }
    }

    private static Rectangle centred(Rectangle b, Rectangle screen) {
        int w = Math.min(b.width, screen.width);
        int h = Math.min(b.height, screen.height);
        return new Rectangle(screen.x + (screen.width - w) / 2, screen.y + (screen.height - h) / 2, w, h);
    }
}
