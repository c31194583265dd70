/**
 * Image and sound files for the editor and the command line: PNG reading (any colour type to RGBA) and lossless
 * writing ({@link twedit.media.PngCodec}), and sound preview playback ({@link twedit.media.SoundPlayer}). The map
 * side of images and sounds (rules, edits, Ogg Opus) is in {@code twedit.model.media}.
 */
package twedit.media;
