/**
 * Map optimization as edits: removing unused images, sounds and envelopes, empty layers, duplicate images, shrinking
 * tile layers with empty borders, clearing unused tileset cells (as DDNet's map_optimize does), and writing the
 * tightest zlib encoding; the result keeps every physics cell and renders the same.
 */
package twedit.model.optimize;
