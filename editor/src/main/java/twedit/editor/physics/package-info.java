/**
 * Physics layer editing: the per-kind tile palette with its brush parameters (tele, switch, speedup, tune), next
 * free numbers, renumbering with Shift+wheel, speedup angle transforms, and the numbers and arrows over the map;
 * which tiles exist and what they carry comes from the model's tile table ({@code twedit.model.tiles}).
 */
package twedit.editor.physics;
