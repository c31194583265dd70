/**
 * Keyboard shortcuts built from the actions of the menu bar, whoever contributed them: the {@link
 * twedit.editor.keys.Keymap} (defaults, the user's keys in the preferences, conflicts), the preferences dialog that
 * rebinds them, and the command palette that finds and runs any action by name.
 */
package twedit.editor.keys;
