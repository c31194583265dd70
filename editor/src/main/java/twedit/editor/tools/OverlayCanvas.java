package twedit.editor.tools;

import java.awt.Graphics2D;
import java.awt.Rectangle;
import twedit.model.document.edits.TileBrush;

/** What a tool may draw its feedback with: tile rectangles mapped to the screen and live brush previews. */
public interface OverlayCanvas {
    /** The screen rectangle of tiles (x, y, w, h) of the current layer. */
    Rectangle tileRect(int x, int y, int w, int h);

    /** Draws a brush as the current layer would show it, its top-left cell at tile (x, y). */
    void paintBrush(Graphics2D g, TileBrush brush, int x, int y);

    /** Draws a brush as {@code layer} would show it (a part of a brush of several layers). */
    default void paintBrush(Graphics2D g, TileBrush brush, twedit.model.map.TileLayer layer, int x, int y) {
        paintBrush(g, brush, x, y);
    }

    /** The canvas in screen pixels (labels are kept inside it). */
    default Rectangle bounds() {
        return new Rectangle(0, 0, 1 << 16, 1 << 16);
    }

    /** Maps world pixels of the current layer's group to screen pixels (for quads and sound sources). */
    default java.awt.geom.AffineTransform worldToScreen() {
        Rectangle r = tileRect(0, 0, 1024, 1024);
        double s = r.width / (1024.0 * 32.0);
        return new java.awt.geom.AffineTransform(s, 0, 0, s, r.x, r.y);
    }
}
