/**
 * The application shell: start-up, the main window with its menus, toolbar and panels, file handling (new, open,
 * save, save as, recent files, drag and drop, the unsaved-changes prompt), preferences and themes.
 */
package twedit.editor.app;
