package twedit.editor.panels;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.image.BufferedImage;
import java.util.function.Function;
import javax.swing.JComponent;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;
import twedit.editor.tools.Brushes;
import twedit.editor.tools.ToolBox;
import twedit.model.document.edits.TileBrush;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.tiles.EntitiesGameType;
import twedit.model.tiles.TileExplanations;

/**
 * The tile picker: the current layer's 16x16 atlas (its image, or the entity overlay of a physics layer); a click
 * or a dragged rectangle of tiles becomes the brush, and the tile under the mouse is named in the tooltip.
 */
public final class TilePickerPanel extends JComponent {
    private final Workspace ws;
    private final ToolBox tools;
    private final Function<TileLayer, BufferedImage> atlas;
    private Runnable onPicked = () -> {};
    private int startX = -1;
    private int startY;
    private int curX;
    private int curY;
    private int hoverId = -1;
    private java.util.function.Supplier<EntitiesGameType> gameType = () -> EntitiesGameType.NONE;

    public TilePickerPanel(Workspace ws, ToolBox tools, Function<TileLayer, BufferedImage> atlas) {
        this.ws = ws;
        this.tools = tools;
        this.atlas = atlas;
        setName("tilePicker");
        setPreferredSize(new Dimension(300, 300));
        setOpaque(true);
        MouseAdapter m = new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                int id = idAt(e.getX(), e.getY());
                if (id >= 0 && ws.currentTileLayer() != null) {
                    startX = id % 16;
                    startY = id / 16;
                    curX = startX;
                    curY = startY;
                    repaint();
                }
            }

            @Override
            public void mouseDragged(MouseEvent e) {
                int id = idAt(e.getX(), e.getY());
                if (startX >= 0 && id >= 0) {
                    curX = id % 16;
                    curY = id / 16;
                    repaint();
                }
            }

            @Override
            public void mouseReleased(MouseEvent e) {
                if (startX >= 0) {
                    pick(
                            Math.min(startX, curX),
                            Math.min(startY, curY),
                            Math.abs(curX - startX) + 1,
                            Math.abs(curY - startY) + 1);
                    startX = -1;
                    repaint();
                }
            }

            @Override
            public void mouseMoved(MouseEvent e) {
                int id = idAt(e.getX(), e.getY());
                if (id != hoverId) {
                    hoverId = id;
                    setToolTipText(tooltip(id));
                    repaint();
                }
            }

            @Override
            public void mouseExited(MouseEvent e) {
                // the outline follows the mouse: left behind it marks a tile that is not the brush
                if (hoverId >= 0) {
                    hoverId = -1;
                    repaint();
                }
            }
        };
        addMouseListener(m);
        addMouseMotionListener(m);
        ws.addListener(new WorkspaceListener() {
            @Override
            public void selectionChanged() {
                repaint();
            }

            @Override
            public void documentChanged(twedit.model.document.DocumentEvent e) {
                repaint();
            }
        });
        tools.addListener(this::repaint);
    }

    /**
     * The game type of the chosen entities image: the tooltip says what a physics tile does for it (DDNet's
     * explanations); without one it names the tile only.
     */
    public void setGameType(java.util.function.Supplier<EntitiesGameType> type) {
        gameType = type;
    }

    /** The tooltip over atlas cell {@code id}: its name and number, and on a physics layer what the tile does. */
    public String tooltip(int id) {
        TileLayer l = ws.currentTileLayer();
        if (l == null || id < 0 || id > 255) {
            return null;
        }
        String head = TileNames.name(l.kind(), id) + " (" + id + ")";
        java.util.Optional<String> why = TileExplanations.explain(gameType.get(), id, l.kind());
        if (why.isEmpty()) {
            return head;
        }
        return "<html><b>" + escape(head) + "</b><div style='width:260px'>" + escape(why.get()) + "</div></html>";
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    /** What to do after a pick (the Space overlay hides itself). */
    public void setOnPicked(Runnable r) {
        onPicked = r;
    }

    /** Makes tiles (x, y, w, h) of the atlas the brush for the current layer's kind. */
    public void pick(int x, int y, int w, int h) {
        TileLayer l = ws.currentTileLayer();
        if (l == null) {
            return;
        }
        int cb = l.kind().cellBytes();
        byte[] cells = new byte[w * h * cb];
        for (int ty = 0; ty < h; ty++) {
            for (int tx = 0; tx < w; tx++) {
                byte[] c = Brushes.cellFor(l.kind(), (y + ty) * 16 + x + tx);
                System.arraycopy(c, 0, cells, (ty * w + tx) * cb, cb);
            }
        }
        tools.setBrush(new TileBrush(w, h, cb, cells), l.kind());
        if (tools.activeId() != ToolBox.Id.RECT_FILL && tools.activeId() != ToolBox.Id.BUCKET) {
            tools.activate(ToolBox.Id.BRUSH);
        }
        onPicked.run();
    }

    /** The square the atlas is drawn in. */
    private Rectangle square() {
        int side = Math.max(16, Math.min(getWidth(), getHeight()) - 8);
        side -= side % 16;
        return new Rectangle((getWidth() - side) / 2, Math.min(4, (getHeight() - side) / 2), side, side);
    }

    private int idAt(int x, int y) {
        Rectangle r = square();
        if (!r.contains(x, y)) {
            return -1;
        }
        int cell = r.width / 16;
        return Math.min(15, (y - r.y) / cell) * 16 + Math.min(15, (x - r.x) / cell);
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        Graphics2D g = (Graphics2D) graphics.create();
        g.setColor(getBackground());
        g.fillRect(0, 0, getWidth(), getHeight());
        Rectangle r = square();
        int cell = r.width / 16;
        TileLayer l = ws.currentTileLayer();
        BufferedImage img = l == null ? null : atlas.apply(l);
        if (img == null) {
            // no cells to pick: an empty grid with an outline under the mouse would look pickable
            g.setColor(getForeground());
            g.drawString(message(l), r.x + 8, r.y + 20);
            g.dispose();
            return;
        }
        for (int y = 0; y < 16; y++) {
            for (int x = 0; x < 16; x++) {
                g.setColor((x + y) % 2 == 0 ? new Color(0x5A5F66) : new Color(0x4A4E55));
                g.fillRect(r.x + x * cell, r.y + y * cell, cell, cell);
            }
        }
        // a layer without image draws every tile as a plain square: that atlas is one white block, which says nothing
        boolean imageless = l.kind() == TileKind.TILES && l.image() == null;
        if (!imageless) {
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
            g.drawImage(img, r.x, r.y, r.width, r.height, null);
        }
        g.setColor(new Color(255, 255, 255, 40));
        for (int i = 1; i < 16; i++) {
            g.drawLine(r.x + i * cell, r.y, r.x + i * cell, r.y + r.height);
            g.drawLine(r.x, r.y + i * cell, r.x + r.width, r.y + i * cell);
        }
        g.setStroke(new BasicStroke(2f));
        if (startX < 0) {
            paintBrushMark(g, r, cell, brushIds(l));
        }
        if (startX >= 0) {
            g.setColor(new Color(255, 220, 80));
            g.drawRect(
                    r.x + Math.min(startX, curX) * cell,
                    r.y + Math.min(startY, curY) * cell,
                    (Math.abs(curX - startX) + 1) * cell,
                    (Math.abs(curY - startY) + 1) * cell);
        } else if (hoverId >= 0) {
            g.setColor(Color.WHITE);
            g.drawRect(r.x + hoverId % 16 * cell, r.y + hoverId / 16 * cell, cell, cell);
        }
        if (imageless) {
            banner(g, message(l), r);
        }
        g.dispose();
    }

    /**
     * The atlas cells the brush holds, when it is a brush of this layer's kind: the picked tiles stay marked, as in
     * DDNet's picker. Empty cells count only when the brush has nothing else.
     */
    boolean[] brushIds(TileLayer l) {
        TileBrush b = tools.brush();
        boolean[] ids = new boolean[256];
        if (b == null
                || l == null
                || tools.brushKind() != l.kind()
                || b.cellBytes() != l.kind().cellBytes()) {
            return ids;
        }
        boolean any = false;
        for (int y = 0; y < b.height(); y++) {
            for (int x = 0; x < b.width(); x++) {
                int id = Brushes.idOf(l.kind(), b.cell(x, y)) & 0xFF;
                ids[id] = true;
                any |= id != 0;
            }
        }
        if (any) {
            ids[0] = false;
        }
        return ids;
    }

    /** Outlines the marked cells as one shape: an edge is drawn where a marked cell meets an unmarked one. */
    private static void paintBrushMark(Graphics2D g, Rectangle r, int cell, boolean[] ids) {
        g.setColor(new Color(255, 200, 40));
        for (int id = 0; id < 256; id++) {
            if (!ids[id]) {
                continue;
            }
            int x = id % 16;
            int y = id / 16;
            int sx = r.x + x * cell;
            int sy = r.y + y * cell;
            if (y == 0 || !ids[id - 16]) {
                g.drawLine(sx, sy, sx + cell, sy);
            }
            if (y == 15 || !ids[id + 16]) {
                g.drawLine(sx, sy + cell, sx + cell, sy + cell);
            }
            if (x == 0 || !ids[id - 1]) {
                g.drawLine(sx, sy, sx, sy + cell);
            }
            if (x == 15 || !ids[id + 1]) {
                g.drawLine(sx + cell, sy, sx + cell, sy + cell);
            }
        }
    }

    private static void banner(Graphics2D g, String text, Rectangle r) {
        java.awt.FontMetrics fm = g.getFontMetrics();
        g.setColor(new Color(0, 0, 0, 170));
        g.fillRect(r.x + 4, r.y + 4, fm.stringWidth(text) + 12, fm.getHeight() + 8);
        g.setColor(Color.WHITE);
        g.drawString(text, r.x + 10, r.y + 8 + fm.getAscent());
    }

    /** What the picker says instead of tiles: why there are none and where to get them. */
    static String message(TileLayer l) {
        return l == null ? "Select a tiles layer" : "No image: choose one in Properties";
    }

    /** The screen point at the centre of atlas cell {@code id}, for tests that click tiles. */
    public java.awt.Point cellCenter(int id) {
        Rectangle r = square();
        int cell = r.width / 16;
        return new java.awt.Point(r.x + id % 16 * cell + cell / 2, r.y + id / 16 * cell + cell / 2);
    }
}
