/**
 * Sounds layer editing: the sound source tool (add, move, resize circle and rectangle shapes), the selection and
 * commands, and the inspector for looping, panning, delay, falloff, envelopes and the layer's sound.
 */
package twedit.editor.sounds;
