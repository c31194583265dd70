package twedit.editor.docking;

/** Where a panel starts in the default layout. */
public enum Slot {
    /** The map: the middle of the window, and the part that grows with it. */
    CENTER,
    /** The left column, top. */
    LEFT,
    /** The left column, below {@link #LEFT}. */
    LEFT_LOWER,
    /** The right column, top. */
    RIGHT,
    /** The right column, below {@link #RIGHT}. */
    RIGHT_LOWER,
    /** Below the map. */
    BOTTOM
}
