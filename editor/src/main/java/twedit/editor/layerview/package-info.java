/**
 * How the layers are shown while editing (the current layer on top, the others dimmed, only the current layer or
 * only the physics layers), as View menu actions, and the view options kept across sessions.
 */
package twedit.editor.layerview;
