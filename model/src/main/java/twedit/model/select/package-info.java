/**
 * Cell selections as masks and the "select same tile" search (magic wand): pure values and functions over a tile
 * layer's cells, no Swing, so the editor's tools, the replace service and the benchmarks share them.
 */
package twedit.model.select;
