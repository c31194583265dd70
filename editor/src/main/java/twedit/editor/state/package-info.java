/**
 * The editor's session state shared by the window, the view, the tools and the panels: the open document and its
 * file, the current group and layer, and the tile clipboard that survives opening another map.
 */
package twedit.editor.state;
