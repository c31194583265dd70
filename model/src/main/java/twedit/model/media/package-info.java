/**
 * Managing a map's images and sounds without a GUI: the rules they follow ({@link twedit.model.media.MediaRules}),
 * undoable edits that check those rules first ({@link twedit.model.media.MediaEdits}), and reading Ogg Opus sound
 * files ({@link twedit.model.media.OggOpus}, {@link twedit.model.media.OpusPcm}). PNG files are handled in the
 * editor module (no AWT here).
 */
package twedit.model.media;
