package twedit.model.map;

/** The lists of a map, each owned by an object: what list edits change and what their change events name. */
public enum ListKind {
    /** The map's groups; owner: the map. */
    GROUPS,
    /** The layers of a group; owner: the group. */
    LAYERS,
    /** The map's images; owner: the map. */
    IMAGES,
    /** The map's envelopes; owner: the map. */
    ENVELOPES,
    /** The map's sounds; owner: the map. */
    SOUNDS,
    /** The points of an envelope; owner: the envelope. */
    POINTS,
    /** The quads of a quads layer; owner: the layer. */
    QUADS,
    /** The sound sources of a sounds layer; owner: the layer. */
    SOURCES,
    /** The server settings of the map info; owner: the map. */
    SETTINGS,
    /** The items kept without being understood; owner: the map. */
    UNKNOWN_ITEMS
}
