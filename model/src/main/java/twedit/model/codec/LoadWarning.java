package twedit.model.codec;

import java.util.Objects;

/**
 * Something decoding tolerated, as data: what kind of thing happened and the text people read ("where: what").
 * Tools decide by the kind, never by the text.
 */
public record LoadWarning(Kind kind, String text) {
    /** What decoding did. */
    public enum Kind {
        /** Read as DDNet reads it (DDNet loads the map too), e.g. an out-of-range reference dropped. */
        TOLERATED,
        /** Something DDNet refuses was dropped or read as well as possible (lenient decoding only). */
        SALVAGED,
        /** An item this version does not understand, kept to be saved back unchanged: nothing is wrong. */
        KEPT_UNKNOWN
    }

    public LoadWarning {
        Objects.requireNonNull(kind);
        Objects.requireNonNull(text);
    }

    @Override
    public String toString() {
        return kind == Kind.SALVAGED ? MapDecoder.SALVAGED + text : text;
    }
}
