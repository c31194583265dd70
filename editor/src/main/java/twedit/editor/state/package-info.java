/**
 * The editor's session state shared by the window, the view, the tools and the panels: the open document and its
 * file, the current group and layer, and the tile clipboard that survives opening another map. Listeners added late
 * (panels built after the first frame) hear the current state through {@link twedit.editor.state.Workspace#addLate}.
 */
package twedit.editor.state;
