package twedit.editor.wayfinding;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.feature.MenuItem;
import twedit.editor.state.Workspace;
import twedit.editor.ui.Actions;
import twedit.editor.view.Camera;
import twedit.editor.view.MapView;
import twedit.model.map.Group;
import twedit.model.map.TileLayer;
import twedit.model.tiles.DdnetTiles;

/**
 * DDNet's tile info (Ctrl+I decimal, Ctrl+Shift+I hexadecimal): every non-empty tile of the current layer shows its
 * index, and under it the flags it is drawn with (X, Y flipped, R rotated). Pressing the same key again hides it.
 */
public final class TileInfoFeature implements Feature {
    static final String DEC_KEY = "ctrl I";
    static final String HEX_KEY = "ctrl shift I";
    /** Below this many screen pixels a tile has no room for its number. */
    private static final int MIN_TILE_PIXELS = 14;

    /** What the overlay shows. */
    public enum Mode {
        OFF,
        DECIMAL,
        HEXADECIMAL
    }

    private Mode mode = Mode.OFF;
    private Workspace ws;
    private MapView view;

    @Override
    public void install(FeatureContext ctx, Contributions out) {
        ws = ctx.workspace();
        view = ctx.view();
        view.addOverlay(this::paint);
        out.menuItem(new MenuItem(
                "View",
                Actions.of(
                        "Show Tile Indices",
                        DEC_KEY,
                        "Write each tile's index (and flags) on the current layer in decimal; again to hide",
                        () -> toggle(Mode.DECIMAL)),
                "tileInfoDecItem"));
        out.menuItem(new MenuItem(
                "View",
                Actions.of(
                        "Show Tile Indices in Hex",
                        HEX_KEY,
                        "Write each tile's index (and flags) on the current layer in hexadecimal; again to hide",
                        () -> toggle(Mode.HEXADECIMAL)),
                "tileInfoHexItem"));
    }

    /** Shows {@code m}, or hides the indices when {@code m} is shown already. */
    public void toggle(Mode m) {
        mode = mode == m ? Mode.OFF : m;
        view.repaint();
    }

    public Mode mode() {
        return mode;
    }

    private void paint(Graphics2D g, Camera camera) {
        TileLayer l = ws.currentTileLayer();
        Group grp = ws.currentGroup();
        if (mode == Mode.OFF || l == null || grp == null) {
            return;
        }
        Camera.GroupTransform t = camera.transform(grp);
        double px = 32 * t.scale();
        if (px < MIN_TILE_PIXELS) {
            return;
        }
        Rectangle clip = g.getClipBounds() != null ? g.getClipBounds() : new Rectangle(0, 0, 1 << 14, 1 << 14);
        int x0 = Math.max(0, (int) Math.floor(t.toWorldX(clip.x) / 32));
        int y0 = Math.max(0, (int) Math.floor(t.toWorldY(clip.y) / 32));
        int x1 = Math.min(l.width() - 1, (int) Math.floor(t.toWorldX(clip.x + clip.width) / 32));
        int y1 = Math.min(l.height() - 1, (int) Math.floor(t.toWorldY(clip.y + clip.height) / 32));
        int type = DdnetTiles.typeByte(l.kind());
        int flagsByte = DdnetTiles.flagsByte(l.kind());
        Font font = g.getFont().deriveFont(Font.BOLD, (float) Math.max(9, Math.min(16, px / 2.6)));
        g.setFont(font);
        FontMetrics fm = g.getFontMetrics();
        for (int y = y0; y <= y1; y++) {
            for (int x = x0; x <= x1; x++) {
                int id = l.grid().get(x, y, type);
                if (id == 0) {
                    continue;
                }
                int sx = (int) Math.round(t.toScreenX(x * 32.0));
                int sy = (int) Math.round(t.toScreenY(y * 32.0));
                String text = mode == Mode.HEXADECIMAL ? String.format("%02X", id) : Integer.toString(id);
                label(g, text, sx + 2, sy + fm.getAscent());
                int f = flagsByte < 0 ? 0 : l.grid().get(x, y, flagsByte);
                String flags = ((f & 1) != 0 ? "X" : "") + ((f & 2) != 0 ? "Y" : "") + ((f & 8) != 0 ? "R" : "");
                if (!flags.isEmpty() && px >= 2 * fm.getHeight()) {
                    label(g, flags, sx + 2, sy + fm.getAscent() + fm.getHeight());
                }
            }
        }
    }

    /** Text with a dark outline, readable on any tile. */
    private static void label(Graphics2D g, String text, int x, int y) {
        g.setColor(new Color(0, 0, 0, 200));
        g.drawString(text, x + 1, y + 1);
        g.drawString(text, x - 1, y);
        g.setColor(Color.WHITE);
        g.drawString(text, x, y);
    }
}
