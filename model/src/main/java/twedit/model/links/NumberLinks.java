package twedit.model.links;

import java.util.List;
import java.util.Objects;
import twedit.model.tiles.LinkRole;

/**
 * The tiles of one number in one space (tele number 3, switch number 7, checkpoint 2, race checkpoint 0): their
 * cells by role, each part on one layer (race checkpoints may lie on the game and the front layer).
 *
 * @param space the number space
 * @param number the number (1..255; 0 for teles DDNet ignores; the order for race checkpoints)
 * @param parts the cells by role, in role order
 */
public record NumberLinks(LinkRole.Space space, int number, List<Part> parts) {
    /** The cells of one role on one layer. */
    public record Part(LinkRole role, CellSet cells) {
        public Part {
            Objects.requireNonNull(role);
            Objects.requireNonNull(cells);
        }
    }

    public NumberLinks {
        Objects.requireNonNull(space);
        parts = List.copyOf(parts);
    }

    /** The parts at one end: entrances or triggers ({@code FROM}), exits or targets ({@code TO}). */
    public List<Part> at(LinkRole.End end) {
        return parts.stream().filter(p -> p.role().end() == end).toList();
    }

    /** How many cells lie at one end. */
    public int count(LinkRole.End end) {
        int n = 0;
        for (Part p : parts) {
            if (p.role().end() == end) {
                n += p.cells().count();
            }
        }
        return n;
    }

    /** All cells of the number, whatever their role. */
    public int count() {
        int n = 0;
        for (Part p : parts) {
            n += p.cells().count();
        }
        return n;
    }
}
