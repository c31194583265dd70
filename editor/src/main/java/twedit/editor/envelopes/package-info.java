/**
 * Envelope editing and playback: the envelope list, the curve view with points and bezier tangents, the exact-value
 * point editor, and the play/pause clock that animates the map view through the model's DDNet evaluation. Also
 * the feature that adds the quad and sound editors, the Quad / Sound tab and the envelope dock to the window.
 */
package twedit.editor.envelopes;
