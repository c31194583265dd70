/**
 * The typed Teeworlds/DDNet map (map-format.md with errata.md): plain data that refers to images, envelopes and
 * sounds by object link, so deleting or reordering never corrupts a reference.
 *
 * <p>Read-only to the rest of the program. Every object and list element has an {@link twedit.model.map.ElementId}
 * from its map, kept through moves, undo and redo; {@link twedit.model.map.Location} names places by those ids and
 * {@link twedit.model.map.Locations} resolves them. The one way to change a map is a
 * {@link twedit.model.map.MapMutator}, which the document hands to the edit it applies (and which decoders use while
 * building a map); {@link twedit.model.map.MapBuilder} builds new maps from parts.
 */
package twedit.model.map;
