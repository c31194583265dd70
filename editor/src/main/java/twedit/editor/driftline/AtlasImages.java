package twedit.editor.driftline;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import twedit.media.PngCodec;
import twedit.model.driftline.DriftlineEntityType;
import twedit.model.map.MapImage;

/**
 * Builds the editing tables and the 16x16-cell images the editor renders and picks from: the tileset cells in
 * table order, a labelled placeholder when there is no tileset, and labelled markers for entity teams.
 */
public final class AtlasImages {
    /** Cell size of generated label images, large enough for readable labels. */
    static final int LABEL_CELL = 32;

    private AtlasImages() {}

    /**
     * The atlas table: every used cell, then the tileset's non-empty cells (or the 16x16 grid without a tileset)
     * until the table is full, all sorted by (ay, ax).
     *
     * @throws IllegalArgumentException when the map uses more than 255 distinct atlas cells
     */
    public static IndexTable<AtlasCell> atlasTable(Set<AtlasCell> used, PngCodec.Rgba tileset, int tileSize) {
        if (used.size() > IndexTable.MAX) {
            throw new IllegalArgumentException("the map uses " + used.size() + " distinct atlas cells; the editor"
                    + " can edit at most " + IndexTable.MAX);
        }
        TreeSet<AtlasCell> cells = new TreeSet<>(AtlasCell.ORDER);
        cells.addAll(used);
        for (AtlasCell c : available(tileset, tileSize)) {
            if (cells.size() >= IndexTable.MAX) {
                break;
            }
            cells.add(c);
        }
        return new IndexTable<>(new ArrayList<>(cells));
    }

    /** The cells a tileset offers in reading order: its non-transparent cells, or the 16x16 grid without one. */
    static List<AtlasCell> available(PngCodec.Rgba tileset, int tileSize) {
        List<AtlasCell> out = new ArrayList<>();
        if (tileset == null || tileSize <= 0) {
            for (int y = 0; y < 16; y++) {
                for (int x = 0; x < 16; x++) {
                    out.add(new AtlasCell(x, y));
                }
            }
            return out;
        }
        for (int y = 0; y < tileset.height() / tileSize; y++) {
            for (int x = 0; x < tileset.width() / tileSize; x++) {
                if (!transparent(tileset, x * tileSize, y * tileSize, tileSize)) {
                    out.add(new AtlasCell(x, y));
                }
            }
        }
        return out;
    }

    private static boolean transparent(PngCodec.Rgba img, int x0, int y0, int size) {
        for (int y = y0; y < y0 + size; y++) {
            for (int x = x0; x < x0 + size; x++) {
                if (img.pixels()[(y * img.width() + x) * 4 + 3] != 0) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The tiles layers' image: tile index i shows atlas cell {@code table.key(i)} of the tileset (or its label). */
    public static MapImage tilesetImage(IndexTable<AtlasCell> table, PngCodec.Rgba tileset, int tileSize, String name) {
        boolean real = tileset != null && tileSize > 0;
        int cell = real ? tileSize : LABEL_CELL;
        int side = cell * 16;
        byte[] px = new byte[side * side * 4];
        if (real) {
            for (int i = 1; i <= table.size(); i++) {
                AtlasCell c = table.key(i);
                copyCell(tileset, c.ax() * cell, c.ay() * cell, px, side, (i % 16) * cell, (i / 16) * cell, cell);
            }
            return new MapImage(name, side, side, false, MapImage.Format.RGBA, px);
        }
        BufferedImage img = new BufferedImage(side, side, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = labelGraphics(img);
        for (int i = 1; i <= table.size(); i++) {
            AtlasCell c = table.key(i);
            int x = (i % 16) * cell;
            int y = (i / 16) * cell;
            g.setColor(new Color(0x6B7280));
            g.fillRect(x + 1, y + 1, cell - 2, cell - 2);
            g.setColor(new Color(0x9CA3AF));
            g.drawRect(x + 1, y + 1, cell - 3, cell - 3);
            g.setColor(Color.WHITE);
            centered(g, c.ax() + "," + c.ay(), x, y, cell, 10f);
        }
        g.dispose();
        return new MapImage(name, side, side, false, MapImage.Format.RGBA, rgba(img));
    }

    private static void copyCell(PngCodec.Rgba src, int sx, int sy, byte[] dst, int dstSide, int dx, int dy, int size) {
        for (int y = 0; y < size; y++) {
            if (sy + y >= src.height()) {
                return;
            }
            int w = Math.min(size, src.width() - sx);
            if (w <= 0) {
                return;
            }
            System.arraycopy(
                    src.pixels(), ((sy + y) * src.width() + sx) * 4, dst, ((dy + y) * dstSide + dx) * 4, w * 4);
        }
    }

    /** An entity layer's image: tile index i is a marker of {@code type} for team {@code teams.key(i)}. */
    public static MapImage entityImage(DriftlineEntityType type, IndexTable<Integer> teams) {
        int cell = LABEL_CELL;
        int side = cell * 16;
        BufferedImage img = new BufferedImage(side, side, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = labelGraphics(img);
        String letter = type.jsonName().substring(0, 1).toUpperCase(java.util.Locale.ROOT);
        for (int i = 1; i <= teams.size(); i++) {
            int team = teams.key(i);
            int x = (i % 16) * cell;
            int y = (i / 16) * cell;
            g.setColor(teamColor(team));
            switch (type) {
                case SPAWN -> g.fillOval(x + 2, y + 2, cell - 4, cell - 4);
                case FLAG ->
                    g.fillPolygon(
                            new int[] {x + 3, x + cell - 3, x + 3}, new int[] {y + 2, y + cell / 2, y + cell - 2}, 3);
                default -> g.fillRect(x + 3, y + 3, cell - 6, cell - 6);
            }
            g.setColor(Color.BLACK);
            g.setStroke(new BasicStroke(1.5f));
            switch (type) {
                case SPAWN -> g.drawOval(x + 2, y + 2, cell - 4, cell - 4);
                case FLAG ->
                    g.drawPolygon(
                            new int[] {x + 3, x + cell - 3, x + 3}, new int[] {y + 2, y + cell / 2, y + cell - 2}, 3);
                default -> g.drawRect(x + 3, y + 3, cell - 6, cell - 6);
            }
            g.setColor(Color.WHITE);
            centered(g, letter + team, x, y, cell, team > 99 || team < -9 ? 9f : 12f);
        }
        g.dispose();
        return new MapImage("driftline-" + type.jsonName(), side, side, false, MapImage.Format.RGBA, rgba(img));
    }

    /** The marker colour of a team: 0 grey, 1 red, 2 blue, 3 green, 4 yellow, others by hue. */
    static Color teamColor(int team) {
        switch (team) {
            case 0:
                return new Color(0x8A8F98);
            case 1:
                return new Color(0xDC2626);
            case 2:
                return new Color(0x2563EB);
            case 3:
                return new Color(0x16A34A);
            case 4:
                return new Color(0xCA8A04);
            default:
                return Color.getHSBColor((team * 0.137f) % 1f, 0.7f, 0.8f);
        }
    }

    private static Graphics2D labelGraphics(BufferedImage img) {
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        return g;
    }

    private static void centered(Graphics2D g, String text, int x, int y, int cell, float size) {
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 1).deriveFont(size));
        FontMetrics fm = g.getFontMetrics();
        int tx = x + (cell - fm.stringWidth(text)) / 2;
        int ty = y + (cell - fm.getHeight()) / 2 + fm.getAscent();
        g.setColor(new Color(0, 0, 0, 160));
        g.drawString(text, tx + 1, ty + 1);
        g.setColor(Color.WHITE);
        g.drawString(text, tx, ty);
    }

    private static byte[] rgba(BufferedImage img) {
        int w = img.getWidth();
        int h = img.getHeight();
        int[] argb = img.getRGB(0, 0, w, h, null, 0, w);
        byte[] out = new byte[w * h * 4];
        for (int i = 0; i < argb.length; i++) {
            int p = argb[i];
            out[i * 4] = (byte) (p >> 16);
            out[i * 4 + 1] = (byte) (p >> 8);
            out[i * 4 + 2] = (byte) p;
            out[i * 4 + 3] = (byte) (p >>> 24);
        }
        return out;
    }
}
