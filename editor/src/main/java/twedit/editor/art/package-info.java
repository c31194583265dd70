/**
 * Tools > Add Tile Art... and Add Quad Art...: DDNet's tile art and quad art from a PNG ({@link
 * twedit.editor.art.ArtFeature}), with DDNet's questions and its quad art options ({@link
 * twedit.editor.art.QuadArtDialog}).
 */
package twedit.editor.art;
