/**
 * The application shell: start-up, the main window that builds the core (map view, layer tree, properties, history,
 * toolbar, menus, status bar) and assembles the features in a fixed order, file handling through the format registry
 * and the file steps (new, open, save, save as, recent files, drag and drop, the unsaved-changes prompt), preferences
 * and themes.
 */
package twedit.editor.app;
