/**
 * The map doctor in the editor: broken maps open salvaged instead of failing, a Problems panel lists the validator's
 * findings with their place and fixes, saving asks before writing a map with errors (a step of the file pipeline),
 * and autosave, recovery and backups keep the user's work (see {@code twedit.editor.safety}).
 */
package twedit.editor.doctor;
