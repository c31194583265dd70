package twedit.editor.links;

import java.util.EnumSet;
import java.util.Set;
import twedit.model.tiles.LinkRole.Space;

/**
 * Which links the overlay draws: some kinds (tele, checkpoint tele, switch, time checkpoint order) and, optionally,
 * one number of them, so one link can be followed on a big map.
 *
 * @param spaces the kinds shown
 * @param number the one number shown, or -1 for all
 */
record LinkFilter(Set<Space> spaces, int number) {
    /** Everything. */
    static final LinkFilter ALL = new LinkFilter(EnumSet.allOf(Space.class), -1);

    LinkFilter {
        spaces = spaces.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(spaces));
    }

    /** Whether a link of {@code space} and {@code number} is drawn. */
    boolean shows(Space space, int number) {
        return space != null && spaces.contains(space) && (this.number < 0 || this.number == number);
    }

    /** "All links", "Switch 12", "Tele and Switch". */
    String describe() {
        StringBuilder b = new StringBuilder();
        for (Space s : Space.values()) {
            if (spaces.contains(s)) {
                b.append(b.length() == 0 ? "" : " and ").append(NumberRows.kind(s));
            }
        }
        if (spaces.size() == Space.values().length) {
            b.setLength(0);
            b.append(number < 0 ? "All links" : "Number");
        }
        return number < 0 ? b.toString() : b + " " + number;
    }
}
