/**
 * The typed Teeworlds/DDNet map (map-format.md with errata.md): plain mutable data that refers to images,
 * envelopes and sounds by object link, so deleting or reordering never corrupts a reference.
 */
package twedit.model.map;
