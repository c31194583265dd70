package twedit.model.document.edits;

import twedit.model.datafile.DataBlock;
import twedit.model.map.TileGrid;
import twedit.model.map.TileLayer;

/** Gives a reverted layer back the file block its cells came from, so an undone map saves byte for byte as read. */
final class GridSources {
    private GridSources() {
    }

    /** After a revert restored the cells, re-attaches {@code source} (the block they equal again) to the grid. */
    static void restore(TileLayer layer, DataBlock source) {
        TileGrid g = layer.grid();
        if (source != null && g.source() == null) {
            layer.setGrid(new TileGrid(g.width(), g.height(), g.cellBytes(), g.rawCells(), source));
        }
    }

    /** Fails when the layer's grid no longer has the size an edit was built for. */
    static void check(TileLayer layer, int width, int height) {
        if (layer.width() != width || layer.height() != height) {
            throw new IllegalStateException("layer " + layer + " is not " + width + "x" + height
                    + " any more: edits must be applied to the state they were built against");
        }
    }
}
