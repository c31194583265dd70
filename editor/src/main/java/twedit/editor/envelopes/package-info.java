/**
 * Envelope editing and playback: the envelope list, the curve view with points and bezier tangents, the exact-value
 * point editor, and the play/pause clock that animates the map view through the model's DDNet evaluation. Also
 * assembles the quads and sounds features into the window.
 */
package twedit.editor.envelopes;
