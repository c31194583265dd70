/**
 * Collision from the design, as DDNet's editor builds it: constructing game tiles under a design layer
 * ({@link twedit.model.gametiles.GameTiles}), following strokes live, and cleaning up game tiles a design group
 * covers.
 */
package twedit.model.gametiles;
