package twedit.model.map;

/** Hands out the ids of one map: increasing, never reused, even when what used an id is removed. */
final class IdSource {
    private long last;

    long next() {
        return ++last;
    }
}
