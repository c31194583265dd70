/**
 * The concrete {@link twedit.model.document.edits.Edit}s: sparse and rectangular tile edits ({@link
 * twedit.model.document.edits.TileOps} builds them), layer resizing, list edits for groups, layers, images,
 * envelopes, sounds, points, quads and sound sources, reference-keeping removal of images, envelopes and sounds,
 * property and map info edits. {@link twedit.model.document.edits.Edits} is the one-stop factory.
 */
package twedit.model.document.edits;
