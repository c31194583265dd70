/**
 * Small icons drawn in code (our own art, crisp at any scale): the shared square base the panels' marks extend.
 */
package twedit.editor.icons;
