/** Tests of sound source editing: create, drag, shape, animate, save and reopen. */
package twedit.editor.sounds;
