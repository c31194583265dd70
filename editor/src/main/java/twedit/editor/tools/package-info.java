/**
 * The tile tools behind one {@link twedit.editor.tools.Tool} interface the canvas feeds (press, drag, release,
 * move, key, overlay): stamp brush, eraser, rectangle fill, bucket fill, selection and picker, plus the brush and
 * selection they share. Every change goes through the document's strokes.
 */
package twedit.editor.tools;
