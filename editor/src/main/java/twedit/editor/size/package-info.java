/**
 * The Size panel: what each image, sound, layer and envelope of the open map costs in its saved file
 * ({@link twedit.model.size.MapSize}), measured off the event thread after edits, largest first.
 */
package twedit.editor.size;
