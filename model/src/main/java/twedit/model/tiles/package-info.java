/**
 * DDNet's tile facts in one place: {@link twedit.model.tiles.DdnetTiles} lists every {@link
 * twedit.model.tiles.DdnetTile} with its names, {@link twedit.model.tiles.TileCategory}, the physics layers that
 * accept it, the {@link twedit.model.tiles.CellField}s it leaves unused and how the entity overlay draws it
 * ({@link twedit.model.tiles.Overlay}). Validation, the physics palette and overlay, and the generated tables and
 * atlases of the resources module derive from it.
 */
package twedit.model.tiles;
