/** The map info dialog (author, version, credits, license within their byte limits) and the server settings editor. */
package twedit.editor.info;
