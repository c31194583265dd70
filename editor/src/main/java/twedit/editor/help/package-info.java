/**
 * The Help menu: the keyboard-shortcut sheet, generated from the real bindings of the menu bar and the map, and the
 * About box with the version and the folders the editor uses.
 */
package twedit.editor.help;
