/**
 * The editable document: {@link twedit.model.document.MapDocument} wraps a {@link twedit.model.map.TwMap}, takes
 * every change as an {@link twedit.model.document.edits.Edit} (handing it the map's mutator), keeps the undo
 * history and tells listeners what changed with {@link twedit.model.document.DocumentEvent}s that carry the changes
 * and their {@link twedit.model.document.Origin}. Edits and changes live in {@code twedit.model.document.edits},
 * which does not depend on this package.
 */
package twedit.model.document;
