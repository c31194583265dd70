package twedit.editor.tools;

import twedit.model.document.MapDocument;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TileOps;
import twedit.model.map.TileLayer;

/**
 * One stroke of a brush over a tile layer: the brush is stamped at every tile on the line between two mouse positions
 * (so fast strokes leave no gaps), and the whole stroke is one undo step.
 */
final class BrushStroke {
    private final MapDocument doc;
    private final ToolBox box;
    /** Each layer the stroke paints and the brush part it gets (several when several layers are selected). */
    private final java.util.List<LayerBrushes.Target> targets;

    private final boolean keepUnder;
    private final String label;
    /** An eraser stroke clears whatever the brush mode (non-destructive concerns what the brush adds). */
    private final boolean erasing;
    /** Alt locks the stroke to one axis (DDNet): 0 none yet, 'x' or 'y' once the mouse went that way. */
    private char axis;

    private int lastX;
    private int lastY;

    /**
     * Starts the stroke and stamps the first tile; a brush from another map may land on another layer (see {@link
     * ToolBox#landing}), or nowhere.
     *
     * @param keepUnder empty brush cells keep the map's tiles (false: they clear them)
     * @param eraser the brush is the eraser's empty cell, which lands where it is, whatever brush the box holds
     */
    BrushStroke(
            MapDocument doc,
            ToolBox box,
            TileLayer layer,
            TileBrush brush,
            boolean keepUnder,
            boolean eraser,
            String label,
            int x,
            int y) {
        this.doc = doc;
        this.box = box;
        this.keepUnder = keepUnder;
        this.label = label;
        this.erasing = eraser;
        doc.beginStroke(label);
        TileLayer into = eraser ? layer : box.landing(doc, layer, true);
        // on a new layer the tiles take the opaque flags its image gives them
        TileBrush b = into == null || into == layer ? brush : box.brushFor(into);
        this.targets =
                into == null || b == null ? java.util.List.of() : java.util.List.of(new LayerBrushes.Target(into, b));
        lastX = x;
        lastY = y;
        stamp(x, y);
    }

    /**
     * Starts a stroke over several layers at once, each with its own part (DDNet's edit layers), and stamps the first
     * tile; the whole stroke is one undo step.
     */
    BrushStroke(
            MapDocument doc,
            ToolBox box,
            java.util.List<LayerBrushes.Target> targets,
            boolean keepUnder,
            String label,
            int x,
            int y) {
        this.doc = doc;
        this.box = box;
        this.keepUnder = keepUnder;
        this.label = label;
        this.targets = java.util.List.copyOf(targets);
        this.erasing = label.startsWith("Erase");
        doc.beginStroke(label);
        lastX = x;
        lastY = y;
        stamp(x, y);
    }

    /**
     * Continues the stroke to tile (x, y); with Alt held it stays on the row or column it first moved along from where
     * Alt was pressed, as DDNet's axis lock.
     */
    void to(int x, int y, boolean alt) {
        if (!alt) {
            axis = 0;
            to(x, y);
            return;
        }
        if (axis == 0 && (x != lastX || y != lastY)) {
            axis = Math.abs(x - lastX) >= Math.abs(y - lastY) ? 'x' : 'y';
        }
        if (axis == 'x') {
            to(x, lastY);
        } else if (axis == 'y') {
            to(lastX, y);
        }
    }

    /** Continues the stroke to tile (x, y) through the tiles between (Bresenham). */
    void to(int x, int y) {
        int x0 = lastX;
        int y0 = lastY;
        int dx = Math.abs(x - x0);
        int dy = -Math.abs(y - y0);
        int sx = x0 < x ? 1 : -1;
        int sy = y0 < y ? 1 : -1;
        int err = dx + dy;
        while (x0 != x || y0 != y) {
            int e2 = 2 * err;
            if (e2 >= dy) {
                err += dy;
                x0 += sx;
            }
            if (e2 <= dx) {
                err += dx;
                y0 += sy;
            }
            stamp(x0, y0);
        }
        lastX = x;
        lastY = y;
    }

    private void stamp(int x, int y) {
        for (LayerBrushes.Target t : targets) {
            doc.strokeApply(
                    box.destructive() || erasing
                            ? TileOps.stamp(t.layer(), x, y, t.brush(), keepUnder)
                            : NonDestructive.stamp(t.layer(), x, y, t.brush()));
        }
    }

    /** Records the stroke as one undo step. */
    void end() {
        // named once it is known what it changed: "Paint 12 cells on Tiles (grass_main)"
        doc.endStroke(StepNames.cells(label));
        box.strokeEnded();
    }

    /** Takes back what the stroke painted. */
    void cancel() {
        if (doc.inStroke()) {
            doc.cancelStroke();
        }
        box.strokeEnded();
    }
}
