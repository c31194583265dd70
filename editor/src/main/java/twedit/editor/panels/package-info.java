/**
 * The side panels and bars of the window: layer and group tree, properties, tile picker, history and status bar.
 * Panels read the map and issue edits to the document; they redraw from document events.
 */
package twedit.editor.panels;
