package twedit.model.tiles;

/** How the overlay draws a speedup: an arrow turned to the tile's angle, filled or only outlined. */
public enum OverlayArrow {
    /** Not an arrow (every tile but the speedups). */
    NONE,
    /** A solid arrow: the speed boost. */
    FILLED,
    /** An outlined arrow: the old speed boost. */
    OUTLINED
}
