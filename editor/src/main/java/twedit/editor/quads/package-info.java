/**
 * Quads layer editing: the quad tool (select, move, corners, pivot, rotate, texture coordinates), pure geometry
 * helpers, the selection and clipboard, and the inspector for corner colours and envelopes. All changes go through
 * the document.
 */
package twedit.editor.quads;
