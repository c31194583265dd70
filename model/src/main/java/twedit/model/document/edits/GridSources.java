package twedit.model.document.edits;

import twedit.model.map.TileLayer;

/** Checks that a cell edit meets the grid size it was built for. */
final class GridSources {
    private GridSources() {}

    /** Fails when the layer's grid no longer has the size an edit was built for. */
    static void check(TileLayer layer, int width, int height) {
        if (layer.width() != width || layer.height() != height) {
            throw new IllegalStateException("layer " + layer + " is not " + width + "x" + height
                    + " any more: edits must be applied to the state they were built against");
        }
    }
}
