/**
 * Editing Driftline JSON maps (issue 10), as a feature adding the .json file format, the entity tool and the
 * checksum: a lossless mapping of a Driftline map onto an ordinary editable
 * {@link twedit.model.document.MapDocument} and back to canonical JSON.
 *
 * <h2>Editing mapping (unlike the export mapping of {@link twedit.model.driftline.DriftlineConversion})</h2>
 * <ul>
 * <li>One group "Driftline" with six tiles layers: "bg", "solid", "fg", then "spawn", "flag", "base".</li>
 * <li>bg/solid/fg: tile index i (1..255) is atlas cell {@code atlas[i-1]} of the session's {@link IndexTable}; the
 *     table holds every cell the map uses plus the tileset's non-empty cells, sorted by (ay, ax), so atlases larger
 *     than 16x16 and cell (0,0) survive. The layers' image is a 16x16-cell atlas built from the tileset PNG in table
 *     order (or a labelled placeholder when there is no tileset).</li>
 * <li>spawn/flag/base: tile index i is team {@code teams[i-1]}; their images are labels ("S0", "F1", "B2").
 *     Two entities of different types may share a cell, as the spec allows.</li>
 * <li>Saving reads the layers back: the boundary ring and unknown indices are skipped with a warning; tile flags
 *     (flips) are ignored; duplicates cannot occur (one cell per layer cell).</li>
 * </ul>
 *
 * <h2>Across formats</h2>
 * <ul>
 * <li>Save As .map ({@link twedit.editor.driftline.DriftlineSaves}), `twedit convert` and paste
 *     ({@link twedit.editor.driftline.DriftlinePaste}) all go through
 *     {@link twedit.model.driftline.DriftlineConversion}: Save As writes the bytes `twedit convert x.json x.map`
 *     writes.</li>
 * <li>Before a map is written as JSON, {@link twedit.model.driftline.DriftlineLosses} lists what JSON cannot hold
 *     and the user chooses Save as .map Instead, Save Anyway or Cancel.</li>
 * <li>A Driftline document is held to its own rules: the Problems panel runs
 *     {@link twedit.editor.driftline.DriftlineCheck} instead of the DDNet validator (Driftline has no Game layer),
 *     and the Layers panel adds no layer or group it cannot hold.</li>
 * </ul>
 */
package twedit.editor.driftline;
