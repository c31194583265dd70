/**
 * The editor's session state shared by the window, the view, the tools and the panels: the maps open in tabs
 * ({@link twedit.editor.state.OpenMap}: document with its history, file, and what features keep of it while another
 * tab is shown), the shown one and its current group and layer. Listeners added late (panels built after the first
 * frame) hear the current state through {@link twedit.editor.state.Workspace#addLate}.
 */
package twedit.editor.state;
