/**
 * The editable document: {@link twedit.model.document.MapDocument} wraps a {@link twedit.model.map.TwMap}, takes
 * every change as an {@link twedit.model.document.edits.Edit}, keeps the undo history and tells listeners what changed
 * with {@link twedit.model.document.Change}s. Concrete edits live in {@code twedit.model.document.edits}.
 */
package twedit.model.document;
