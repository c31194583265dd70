/**
 * File > Compare with...: the semantic difference between the open map and another map file, listed in the
 * Differences panel (a click shows the place) and drawn over the map as the changed cells.
 */
package twedit.editor.compare;
