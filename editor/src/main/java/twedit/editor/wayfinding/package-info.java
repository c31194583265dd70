/** Finding one's way in a map of many layers: the layer under the cursor, tile indices on the map. */
package twedit.editor.wayfinding;
