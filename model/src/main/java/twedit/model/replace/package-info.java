/**
 * Find and replace of tiles: counts and replaces a tile id (with its flags or ignoring them) by another in a layer,
 * a group, a cell mask or the whole map, as one undoable edit; the editor's dialog and `twedit replace-tiles` use it.
 */
package twedit.model.replace;
