package twedit.model.tiles;

/**
 * How the entity overlay draws a cell of a physics layer: the art of cell ({@code column}, {@code row}) of the
 * layer's atlas ({@code overlay/ATLAS.png} in the resources, 16 by 16 cells), then what the art cannot show.
 *
 * @param atlas the atlas name, e.g. {@code tele}
 * @param column the atlas column, id % 16
 * @param row the atlas row, id / 16
 * @param number whether the cell's number (tele, switch, tune zone) is written on it
 * @param delay whether the cell's delay is written on it when it is not zero (switch)
 * @param arrow the arrow turned to the cell's angle (speedup), or none
 */
public record Overlay(String atlas, int column, int row, boolean number, boolean delay, OverlayArrow arrow) {}
