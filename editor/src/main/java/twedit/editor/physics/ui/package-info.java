/**
 * Physics layer editing as a feature: the per-kind tile palette with its brush parameters (tele, switch, speedup,
 * tune) that the Tiles tab shows for physics layers, next free numbers (Ctrl+F), renumbering with Shift+wheel, and the
 * numbers and arrows drawn over the map.
 */
package twedit.editor.physics.ui;
