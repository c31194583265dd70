package twedit.editor.tools;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.Arrays;
import java.util.BitSet;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;
import twedit.model.document.DocumentEvent;
import twedit.model.document.edits.Change;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TileOps;
import twedit.model.document.edits.TilePatch;
import twedit.model.map.TileLayer;

/**
 * Bucket fill: a left click replaces the 4-connected region of the same tile with the brush's first cell. The right
 * button grabs and clears the brush as in every tool ({@link TileGestures}); it never fills.
 */
final class BucketFillTool implements Tool {
    private static final Color REGION = new Color(120, 200, 255);

    private final Workspace ws;
    private final ToolBox box;
    private boolean hover;
    private int hoverX;
    private int hoverY;
    private Preview preview;

    /** The fill a click on one region would make: its cells, their bounds and the brush covering them. */
    private record Preview(
            TileLayer layer, byte[] cell, BitSet cells, Rectangle bounds, TileBrush tiles, BufferedImage mask) {
        boolean covers(TileLayer l, byte[] c, int x, int y) {
            return l == layer && Arrays.equals(c, cell) && bounds.contains(x, y) && cells.get(y * l.width() + x);
        }
    }

    BucketFillTool(Workspace ws, ToolBox box) {
        this.ws = ws;
        this.box = box;
        ws.addListener(new WorkspaceListener() {
            @Override
            public void documentReplaced() {
                preview = null;
            }

            @Override
            public void documentChanged(DocumentEvent event) {
                preview = null; // the regions may have changed
            }
        });
    }

    @Override
    public String name() {
        return "Bucket fill";
    }

    @Override
    public void press(ToolEvent e) {
        TileLayer l = ws.currentTileLayer();
        if (l == null || e.button() != 1 || !l.grid().contains(e.tileX(), e.tileY())) {
            return;
        }
        java.util.List<LayerBrushes.Target> several = box.targets();
        if (several != null) {
            // each selected layer fills its own region under the click with its own part's first cell
            java.util.List<twedit.model.document.edits.Edit> fills = new java.util.ArrayList<>();
            for (LayerBrushes.Target t : several) {
                if (t.layer().grid().contains(e.tileX(), e.tileY())) {
                    fills.add(TileOps.floodFill(
                            t.layer(), e.tileX(), e.tileY(), t.brush().cell(0, 0)));
                }
            }
            FillStep.applyAll(ws.document(), box, fills);
            return;
        }
        byte[] cell = fillCell(l);
        if (cell != null) {
            // its region is the clicked layer's: on a new layer it would be the whole layer, so it never adds one
            FillStep.apply(ws.document(), box, l, false, into -> TileOps.floodFill(into, e.tileX(), e.tileY(), cell));
        }
    }

    /** The cell a left click fills with: the brush's first cell, or null without a brush that goes here. */
    private byte[] fillCell(TileLayer l) {
        TileBrush b = box.brushFor(l);
        return b == null ? null : b.cell(0, 0);
    }

    @Override
    public void move(ToolEvent e) {
        hover = true;
        hoverX = e.tileX();
        hoverY = e.tileY();
    }

    @Override
    public void exit() {
        hover = false;
    }

    @Override
    public void paintOverlay(Graphics2D g, OverlayCanvas canvas) {
        TileLayer l = ws.currentTileLayer();
        if (!hover || l == null) {
            return;
        }
        Rectangle at = canvas.tileRect(hoverX, hoverY, 1, 1);
        if (box.refuses(l)) {
            OverlayStyle.refused(g, at, StampTool.refusal(l, box.brushKind()), canvas.bounds());
            return;
        }
        byte[] cell = fillCell(l);
        Preview p = cell == null || !l.grid().contains(hoverX, hoverY) ? null : preview(l, cell);
        if (p != null) {
            Rectangle r = canvas.tileRect(p.bounds.x, p.bounds.y, p.bounds.width, p.bounds.height);
            canvas.paintBrush(g, p.tiles, p.bounds.x, p.bounds.y);
            g.drawImage(p.mask, r.x, r.y, r.width, r.height, null);
        }
        OverlayStyle.outline(g, at, Color.WHITE, false);
    }

    /** The fill a click at the hovered tile makes (kept while the mouse stays in its region), or null for none. */
    private Preview preview(TileLayer l, byte[] cell) {
        if (preview != null && preview.covers(l, cell, hoverX, hoverY)) {
            return preview;
        }
        TilePatch patch = TileOps.floodFill(l, hoverX, hoverY, cell);
        if (patch.isNoOp()) {
            preview = null;
            return null;
        }
        Change.TilesChanged c = (Change.TilesChanged) patch.changes().get(0);
        Rectangle bounds = new Rectangle(c.x(), c.y(), c.width(), c.height());
        int w = l.width();
        int cb = cell.length;
        BitSet cells = new BitSet();
        byte[] tiles = new byte[bounds.width * bounds.height * cb];
        BufferedImage mask = new BufferedImage(bounds.width, bounds.height, BufferedImage.TYPE_INT_ARGB);
        int tint = 90 << 24 | (REGION.getRGB() & 0xFFFFFF);
        patch.forEachCell((index, oldBytes, oldOffset, newBytes, newOffset) -> {
            cells.set(index);
            int x = index % w - bounds.x;
            int y = index / w - bounds.y;
            System.arraycopy(newBytes, newOffset, tiles, (y * bounds.width + x) * cb, cb);
            mask.setRGB(x, y, tint);
        });
        preview = new Preview(
                l, cell.clone(), cells, bounds, new TileBrush(bounds.width, bounds.height, cb, tiles), mask);
        return preview;
    }
}
