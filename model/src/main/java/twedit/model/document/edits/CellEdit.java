package twedit.model.document.edits;

import twedit.model.datafile.DataBlock;
import twedit.model.map.TileLayer;

/** A tile edit that overwrites cells of one layer without resizing it, so consecutive ones can merge into a patch. */
public sealed interface CellEdit extends Edit permits TilePatch, TileRectEdit {
    /** The layer whose cells change. */
    TileLayer layer();

    /** The grid width the cell indices refer to (index = y * width + x). */
    int gridWidth();

    /** The grid height when the edit was built. */
    int gridHeight();

    /** The data block the layer's grid was read from before this edit, restored on revert; null if none. */
    DataBlock sourceBefore();

    /** Visits every changed cell once with its old and new bytes. */
    void forEachCell(CellVisitor visitor);

    /** Receives one cell of a {@link CellEdit}: its index and where its old and new bytes are. */
    @FunctionalInterface
    interface CellVisitor {
        void cell(int index, byte[] oldBytes, int oldOffset, byte[] newBytes, int newOffset);
    }
}
