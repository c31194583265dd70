/** Moving the current layer or group from the keyboard, across group boundaries, as Edit menu actions. */
package twedit.editor.layermoves;
