/**
 * Tile cells of the physics layers, without Swing: where each layer kind keeps the tile id and flags in its cell
 * bytes ({@link twedit.editor.physics.TileCells}), which tiles carry numbers, the brush parameters, next free numbers,
 * renumbering and the speedup angle transforms; which tiles exist and what they carry comes from the model's tile
 * table ({@code twedit.model.tiles}). The tools, the view and the panels build on it; the editing UI is in
 * {@code twedit.editor.physics.ui}.
 */
package twedit.editor.physics;
