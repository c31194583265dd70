/**
 * The map canvas: camera, renderer (groups with parallax and clipping, tile chunks, quads, entity overlay), and the
 * chunk and image caches invalidated from document changes.
 */
package twedit.editor.view;
