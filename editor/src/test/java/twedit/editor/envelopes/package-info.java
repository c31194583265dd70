/** Tests of the envelope editor, playback and the shared GUI harness for quads and sounds. */
package twedit.editor.envelopes;
