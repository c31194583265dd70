/**
 * The optimize feature: Tools > Optimize Map... (a dialog listing what would go, with the size before and after,
 * applied as one undo step) and the single Remove Unused Images / Sounds / Envelopes edits.
 */
package twedit.editor.optimize;
