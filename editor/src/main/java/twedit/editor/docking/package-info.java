/**
 * Docking panels around the map (ModernDocking): panels are moved, stacked as tabs, hidden and shown again; the
 * layout is kept in the preferences across sessions and can be reset to the default one.
 */
package twedit.editor.docking;
