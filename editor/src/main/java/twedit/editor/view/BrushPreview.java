package twedit.editor.view;

import java.awt.AlphaComposite;
import java.awt.Composite;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import twedit.model.document.edits.TileBrush;
import twedit.model.map.MapImage;
import twedit.model.map.TileGrid;
import twedit.model.map.TileLayer;

/** Draws a brush as it would look on a layer (same image, colour or overlay) through the normal tile renderer. */
final class BrushPreview {
    private final MapRenderer renderer;
    private TileBrush brush;
    private TileLayer target;
    private TileLayer preview;

    BrushPreview(MapRenderer renderer) {
        this.renderer = renderer;
    }

    /** Paints {@code b} at cell (x, y) of {@code layer} as drawn with {@code image} (the layer's, or the brush's own). */
    void paint(
            Graphics2D g,
            TileBrush b,
            TileLayer layer,
            MapImage image,
            Camera.GroupTransform t,
            int x,
            int y,
            Rectangle view) {
        if (b.cellBytes() != layer.kind().cellBytes()) {
            return;
        }
        if (b != brush
                || layer != target
                || preview == null
                || preview.image() != image
                || !preview.color().equals(layer.color())) {
            if (preview != null) {
                renderer.forget(preview);
            }
            brush = b;
            target = layer;
            preview = TileLayer.detached(
                    layer.kind(),
                    "brush",
                    new TileGrid(b.width(), b.height(), b.cellBytes(), b.toBytes(), null),
                    image,
                    layer.color());
        }
        double px = TileLayerPainter.TILE * t.scale();
        Camera.GroupTransform shifted = new Camera.GroupTransform(t.scale(), t.tx() + x * px, t.ty() + y * px);
        Composite old = g.getComposite();
        g.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, 0.75f));
        renderer.paintLayer(g, preview, shifted, view);
        g.setComposite(old);
    }
}
