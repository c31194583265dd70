/**
 * The map canvas: camera, renderer (groups with parallax and clipping, tile chunks, quads, entity overlay), the
 * chunk and image caches invalidated from document changes, and discovery of the DDNet data directory.
 */
package twedit.editor.view;
