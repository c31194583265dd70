/**
 * The entities image the game layer is drawn with (DDNet's editor/entities images or a custom PNG), chosen in View >
 * Entities Image and remembered; its game type decides which DDNet explanation the tile picker gives for a tile.
 */
package twedit.editor.entities;
