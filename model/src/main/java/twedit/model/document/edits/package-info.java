/**
 * What changes a map: the {@link twedit.model.document.edits.Edit} interface, the
 * {@link twedit.model.document.edits.Change}s edits report (each with a typed location), and the concrete edits:
 * sparse and rectangular tile edits ({@link twedit.model.document.edits.TileOps} builds them), layer resizing, list
 * edits for groups, layers, images, envelopes, sounds, points, quads and sound sources (keeping each element's id
 * across undo and redo), reference-keeping removal of images, envelopes and sounds, property and map info edits.
 * {@link twedit.model.document.edits.Edits} is the one-stop factory.
 */
package twedit.model.document.edits;
