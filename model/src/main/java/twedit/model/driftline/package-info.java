/**
 * The Driftline JSON map format v1 (spec: driftline-map-v1.md): reading with normalization and validation,
 * the canonical JSON string with its sha256 checksum, and conversion to and from DDNet maps.
 *
 * <h2>Conversion mapping ({@link twedit.model.driftline.DriftlineConversion})</h2>
 * <table>
 * <caption>Driftline to DDNet</caption>
 * <tr><th>Driftline</th><th>DDNet map</th></tr>
 * <tr><td>meta.w x meta.h</td><td>every layer's size in tiles</td></tr>
 * <tr><td>layers.bg / solid / fg [x, y, ax, ay]</td><td>tiles layers "bg", "solid", "fg" in the Game group
 *     (order bg, Game, solid, fg), tile index ay*16+ax of the 16x16 atlas; atlas cell (0,0) and cells beyond
 *     15 cannot be expressed (DDNet index 0 is empty) and are skipped with a warning</td></tr>
 * <tr><td>meta.tileset</td><td>the tiles layers' image, when the caller supplies the tileset PNG</td></tr>
 * <tr><td>layers.solid, and the boundary ring the runtime generates</td><td>Game tile 1 (hookable solid)</td></tr>
 * <tr><td>spawn team 0 / 1 / 2</td><td>Game tile 192 spawn / 193 red spawn / 194 blue spawn</td></tr>
 * <tr><td>flag team 0 / 1</td><td>Game tile 195 red flag stand / 196 blue flag stand</td></tr>
 * <tr><td>base team 0 / 1</td><td>the same flag stand (DDNet has no bases; a flag wins a shared cell)</td></tr>
 * </table>
 * <table>
 * <caption>DDNet to Driftline (the Game layer, and the Game group's tiles layers bg/solid/fg for atlas cells;
 * everything else is a {@link twedit.model.driftline.DriftlineLoss} listed by
 * {@link twedit.model.driftline.DriftlineLosses})</caption>
 * <tr><th>DDNet Game tile</th><th>Driftline</th></tr>
 * <tr><td>1 solid, 3 unhookable</td><td>layers.solid entry with the atlas cell of the "solid" tiles layer there
 *     (index i is cell (i%16, i/16)), else (id%16, id/16)</td></tr>
 * <tr><td>tiles layers "bg", "fg"</td><td>layers.bg, layers.fg (index i is atlas cell (i%16, i/16))</td></tr>
 * <tr><td>192 / 193 / 194</td><td>spawn team 0 / 1 / 2</td></tr>
 * <tr><td>195 / 196</td><td>flag team 0 / 1</td></tr>
 * <tr><td>the outer ring</td><td>nothing: Driftline generates its boundary</td></tr>
 * </table>
 */
package twedit.model.driftline;
