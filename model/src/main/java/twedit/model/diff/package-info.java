/**
 * The semantic difference of two maps, as a tester reads it: info and settings, images and sounds by name and
 * content, envelopes, groups, layers, changed cells per layer (physics tiles by name) and quads and sound sources.
 * The order of items in the file and bytes the game never reads are not differences.
 */
package twedit.model.diff;
