/**
 * Collision from the design in the editor: DDNet's "Construct game tiles" in the layer context menu, the Properties
 * panel and Tools (so the command palette finds it), live game tiles, and "Clean up game tiles" for a group.
 */
package twedit.editor.gametiles;
