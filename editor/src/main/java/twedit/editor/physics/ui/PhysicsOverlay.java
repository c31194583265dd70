package twedit.editor.physics.ui;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.util.function.Function;
import twedit.editor.panels.TileNames;
import twedit.editor.physics.PhysicsParams;
import twedit.editor.physics.TileCells;
import twedit.editor.state.Workspace;
import twedit.editor.view.Camera;
import twedit.model.document.edits.Cells;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.tiles.CellField;
import twedit.model.tiles.DdnetTiles;
import twedit.model.tiles.Overlay;
import twedit.model.tiles.OverlayArrow;

/**
 * Draws over the painted physics layers what their art cannot show, as the tile table's {@link Overlay} says: tele,
 * switch and tune numbers (decimal or hex), switch delays, speedup arrows turned to their angle with force and max
 * speed, and the name of the hovered tile.
 */
public final class PhysicsOverlay {
    /** Smallest tile size on screen, in pixels, at which numbers are drawn. */
    static final double MIN_TEXT = 14;

    private static final Color OUTLINE = new Color(0, 0, 0, 200);

    private final Workspace ws;
    private final PhysicsParams params;
    private final Function<TileKind, BufferedImage> atlas;
    private int hoverX;
    private int hoverY;
    private boolean hoverInside;

    public PhysicsOverlay(Workspace ws, PhysicsParams params, Function<TileKind, BufferedImage> atlas) {
        this.ws = ws;
        this.params = params;
        this.atlas = atlas;
    }

    /** Remembers the tile under the mouse (current layer frame) for the name label. */
    public void hovered(int x, int y, boolean inside) {
        hoverX = x;
        hoverY = y;
        hoverInside = inside;
    }

    /** Draws the decorations of one painted layer inside {@code area} of the screen. */
    public void decorate(Graphics2D g0, TileLayer layer, Camera.GroupTransform t, Rectangle area) {
        TileKind kind = layer.kind();
        double s = 32 * t.scale();
        boolean numbered = CellField.NUMBER.on(kind);
        if (s < 8 || !kind.isPhysics() || !(numbered || kind == TileKind.SPEEDUP)) {
            return;
        }
        Graphics2D g = (Graphics2D) g0.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
            g.clip(area);
            paintCells(g, layer, t, area, s);
        } finally {
            g.dispose();
        }
    }

    /**
     * Draws the hovered tile's frame and name over the whole map when the current layer is a physics layer (over the
     * map, not with its layer: the view keeps the map's pixels between frames and the mouse moves on its own).
     */
    public void paintHover(Graphics2D g0, Camera camera, twedit.editor.view.ViewOptions options) {
        TileLayer layer = ws.currentTileLayer();
        twedit.model.map.Group group = ws.currentGroup();
        if (layer == null
                || group == null
                || !layer.kind().isPhysics()
                || !hoverInside
                || !layer.grid().contains(hoverX, hoverY)
                || options.isHidden(group)
                || !options.isVisible(group, layer)) {
            return;
        }
        Camera.GroupTransform t = camera.transform(group);
        if (32 * t.scale() < 8) {
            return;
        }
        Graphics2D g = (Graphics2D) g0.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.clipRect(0, 0, camera.viewWidth(), camera.viewHeight());
            paintHover(g, layer, t);
        } finally {
            g.dispose();
        }
    }

    private void paintCells(Graphics2D g, TileLayer layer, Camera.GroupTransform t, Rectangle area, double s) {
        TileKind kind = layer.kind();
        TileGrid grid = layer.grid();
        int x0 = Math.max(0, (int) Math.floor(t.toWorldX(area.x) / 32));
        int y0 = Math.max(0, (int) Math.floor(t.toWorldY(area.y) / 32));
        int x1 = Math.min(layer.width() - 1, (int) Math.floor(t.toWorldX(area.x + area.width) / 32));
        int y1 = Math.min(layer.height() - 1, (int) Math.floor(t.toWorldY(area.y + area.height) / 32));
        int idByte = TileCells.idByte(kind);
        Font big = new Font(Font.SANS_SERIF, Font.BOLD, (int) Math.max(9, Math.min(22, s * 0.36)));
        Font small = big.deriveFont((float) Math.max(8, big.getSize() * 0.72));
        byte[] cell = new byte[kind.cellBytes()];
        BufferedImage art = kind == TileKind.SPEEDUP ? atlas.apply(kind) : null;
        for (int y = y0; y <= y1; y++) {
            for (int x = x0; x <= x1; x++) {
                int id = grid.get(x, y, idByte);
                if (id == 0) {
                    continue;
                }
                double sx = t.toScreenX(x * 32.0);
                double sy = t.toScreenY(y * 32.0);
                Overlay o = DdnetTiles.overlay(kind, id);
                if (o.arrow() != OverlayArrow.NONE) {
                    grid.readCell(x, y, cell, 0);
                    paintSpeedup(g, art, cell, o, sx, sy, s, small);
                } else if (s >= MIN_TEXT) {
                    if (o.number()) {
                        text(g, big, params.format(grid.get(x, y, 0)), sx + s - 2, sy + s - 2, true);
                    }
                    if (o.delay() && s >= 28 && grid.get(x, y, 3) != 0) {
                        text(g, small, grid.get(x, y, 3) + "s", sx + 2, sy + small.getSize() + 1, false);
                    }
                }
            }
        }
    }

    /**
     * A speedup turned to its angle: the art (which points right) is covered inside its border with its own
     * background colour and a matching arrow is drawn at the angle; then force, max speed and angle as text.
     */
    private void paintSpeedup(
            Graphics2D g, BufferedImage art, byte[] cell, Overlay o, double sx, double sy, double s, Font small) {
        int angle = Cells.speedupAngle(cell);
        if (angle != 0 && art != null) {
            int c = art.getWidth() / DdnetTiles.ATLAS_COLUMNS;
            int bg = art.getRGB(o.column() * c + c / 8, o.row() * c + c / 8);
            double inset = Math.max(1, s * 3 / 64);
            g.setColor(new Color(bg | 0xFF000000));
            g.fill(new java.awt.geom.Rectangle2D.Double(sx + inset, sy + inset, s - 2 * inset, s - 2 * inset));
            AffineTransform old = g.getTransform();
            g.translate(sx + s / 2, sy + s / 2);
            g.rotate(Math.toRadians(angle));
            g.scale(s / 64, s / 64);
            java.awt.geom.Path2D.Double arrow = new java.awt.geom.Path2D.Double();
            arrow.moveTo(-26, -7);
            arrow.lineTo(4, -7);
            arrow.lineTo(4, -18);
            arrow.lineTo(27, 0);
            arrow.lineTo(4, 18);
            arrow.lineTo(4, 7);
            arrow.lineTo(-26, 7);
            arrow.closePath();
            boolean outlined = o.arrow() == OverlayArrow.OUTLINED;
            g.setStroke(new BasicStroke(outlined ? 5f : 4f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.setColor(new Color(20, 20, 20));
            g.draw(arrow);
            if (outlined) {
                g.setStroke(new BasicStroke(2.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
                g.setColor(Color.WHITE);
                g.draw(arrow);
            } else {
                g.setColor(Color.WHITE);
                g.fill(arrow);
            }
            g.setTransform(old);
        }
        if (s >= MIN_TEXT * 1.6) {
            int max = cell[1] & 0xFF;
            text(g, small, (cell[0] & 0xFF) + (max != 0 ? "/" + max : ""), sx + 2, sy + s - 2, false);
            if (s >= 40) {
                text(g, small, angle + "\u00b0", sx + s - 2, sy + small.getSize() + 1, true);
            }
        }
    }

    /** Outlined text with its baseline at y, left-aligned at x or right-aligned to x. */
    private static void text(Graphics2D g, Font f, String s, double x, double y, boolean right) {
        g.setFont(f);
        FontMetrics fm = g.getFontMetrics();
        float tx = (float) (right ? x - fm.stringWidth(s) : x);
        float ty = (float) y;
        g.setColor(OUTLINE);
        for (int dx = -1; dx <= 1; dx++) {
            for (int dy = -1; dy <= 1; dy++) {
                if (dx != 0 || dy != 0) {
                    g.drawString(s, tx + dx, ty + dy);
                }
            }
        }
        g.setColor(Color.WHITE);
        g.drawString(s, tx, ty);
    }

    /** A label with the hovered tile's name and fields next to it. */
    private void paintHover(Graphics2D g, TileLayer layer, Camera.GroupTransform t) {
        int id = layer.grid().get(hoverX, hoverY, TileCells.idByte(layer.kind()));
        if (id == 0) {
            return;
        }
        String label = TileNames.describe(layer, hoverX, hoverY);
        double s = 32 * t.scale();
        double sx = t.toScreenX(hoverX * 32.0);
        double sy = t.toScreenY(hoverY * 32.0);
        g.setStroke(new BasicStroke(1.5f));
        g.setColor(new Color(255, 230, 120));
        g.draw(new java.awt.geom.Rectangle2D.Double(sx, sy, s, s));
        Font f = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
        g.setFont(f);
        FontMetrics fm = g.getFontMetrics();
        int w = fm.stringWidth(label) + 10;
        int h = fm.getHeight() + 4;
        int lx = (int) Math.round(sx + s + 6);
        int ly = (int) Math.round(sy - h - 2);
        Rectangle clip = g.getClipBounds();
        if (clip != null) {
            lx = Math.min(lx, clip.x + clip.width - w - 2);
            ly = Math.max(ly, clip.y + 2);
        }
        g.setColor(new Color(20, 22, 26, 220));
        g.fillRoundRect(lx, ly, w, h, 8, 8);
        g.setColor(new Color(255, 255, 255, 90));
        g.drawRoundRect(lx, ly, w, h, 8, 8);
        g.setColor(Color.WHITE);
        g.drawString(label, lx + 5, ly + 2 + fm.getAscent());
    }
}
