/**
 * Keeping the user's work safe: autosave of modified maps to a recovery folder, the offer to recover them after a
 * crash, and saves that keep the previous file as a backup until the new one is completely written and verified.
 */
package twedit.editor.safety;
