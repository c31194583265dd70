/**
 * The map info dialog (author, version, credits, license within their byte limits) and the server settings editor,
 * added to the Tools menu by their feature.
 */
package twedit.editor.info;
