package twedit.model.merge;

import java.util.Objects;
import twedit.model.document.MapDocument;
import twedit.model.map.Location;

/**
 * Something both sides of a merge changed in different ways (or one removed what the other changed): where it is in
 * the merged map, what it is, each side's value for people, and how to take their side instead of ours, which the
 * merged map holds.
 *
 * @param location the place in the merged map (its ids)
 * @param what what conflicts, e.g. "cell (3, 4) of Game" or "group 'Sky' name"
 * @param ours our side, as a person reads it
 * @param theirs their side, as a person reads it
 * @param takeTheirs the edits that replace our side with theirs in the merged map's document
 */
public record Conflict(Location location, String what, String ours, String theirs, Resolution takeTheirs) {
    /** Applies their side of one conflict to the document of the merged map (the caller makes it one undo step). */
    @FunctionalInterface
    public interface Resolution {
        void apply(MapDocument document);
    }

    public Conflict {
        Objects.requireNonNull(location);
        Objects.requireNonNull(what);
        Objects.requireNonNull(ours);
        Objects.requireNonNull(theirs);
        Objects.requireNonNull(takeTheirs);
    }

    /** One line: what, then both sides. */
    public String describe() {
        return what + ": ours " + ours + ", theirs " + theirs;
    }
}
