package twedit.editor.tools;

import java.awt.Color;
import java.awt.Graphics2D;
import twedit.editor.state.Workspace;
import twedit.model.map.TileLayer;
import twedit.model.select.SameTiles;

/**
 * The magic wand ("select same tile"): a click selects the tiles like the clicked one, the connected region or the
 * whole layer, by the tolerance in {@link SelectOptions}; Shift+click adds them to the selection, Ctrl+click takes
 * them away.
 */
final class WandTool implements Tool {
    private final Workspace ws;
    private final ToolBox box;
    private boolean hover;
    private int hoverX;
    private int hoverY;

    WandTool(Workspace ws, ToolBox box) {
        this.ws = ws;
        this.box = box;
    }

    @Override
    public String name() {
        return "Magic Wand";
    }

    @Override
    public String hint() {
        return "Click: select the same tile \u00b7 Shift: add \u00b7 Ctrl: subtract ("
                + box.selectOptions().describe(true) + "; Tools menu changes it)";
    }

    @Override
    public void press(ToolEvent e) {
        TileLayer l = ws.currentTileLayer();
        if (l == null || e.button() != 1 || !l.grid().contains(e.tileX(), e.tileY())) {
            return;
        }
        SelectOptions o = box.selectOptions();
        boolean add = e.shift();
        boolean subtract = e.ctrl() && !add;
        twedit.model.select.CellMask found = SameTiles.select(l, e.tileX(), e.tileY(), o.match(), o.contiguous());
        box.select(l, found, add, subtract);
        box.note(WandTool.said(found.count(), add, subtract, box.selection()));
    }

    /** "Selected 42 cells", "Added 5 cells (47 selected)", "Took away 5 cells (37 selected)". */
    static String said(int found, boolean add, boolean subtract, TileSelection now) {
        String cells = found + (found == 1 ? " cell" : " cells");
        int total = now == null ? 0 : now.mask().count();
        if (add) {
            return "Added " + cells + " (" + total + " selected)";
        }
        if (subtract) {
            return "Took away " + cells + " (" + total + " selected)";
        }
        return "Selected " + cells;
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
        if (hover && l != null && l.grid().contains(hoverX, hoverY)) {
            OverlayStyle.outline(g, canvas.tileRect(hoverX, hoverY, 1, 1), Color.WHITE, false);
        }
    }
}
