package twedit.model.map;

/** The identity field every {@link MapObject} class holds once; the map package alone sets it. */
abstract class Identified {
    private long id;

    public final ElementId id() {
        return id == 0 ? null : new ElementId(id);
    }

    final long rawId() {
        return id;
    }

    /** Gives the object an id from {@code ids} unless it already has one (undo and redo keep the first). */
    final void ensureId(IdSource ids) {
        if (id == 0) {
            id = ids.next();
        }
    }
}
