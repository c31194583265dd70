package twedit.model.merge;

import java.util.Objects;
import java.util.function.BiPredicate;
import java.util.function.BooleanSupplier;

/**
 * The one three-way rule every part of the merge follows for a value: theirs left as in the base keeps ours; ours
 * left as in the base takes theirs; both changed the same way keeps ours (which is theirs); else they conflict.
 */
final class ThreeWay {
    /** What a three-way comparison of one value decides. */
    enum Verdict {
        KEEP,
        THEIRS,
        CONFLICT
    }

    private ThreeWay() {}

    /** The rule for values named alike in all three maps (no references to translate), compared by equality. */
    static <V> Verdict pick(V base, V ours, V theirs) {
        return pick(base, ours, theirs, Objects::equals);
    }

    /** The rule for values named alike in all three maps, compared by {@code same}. */
    static <V> Verdict pick(V base, V ours, V theirs, BiPredicate<? super V, ? super V> same) {
        return pick(() -> same.test(base, theirs), () -> same.test(base, ours), () -> same.test(ours, theirs));
    }

    /**
     * The rule given its three comparisons, asked only as far as needed (for values whose references each
     * comparison names its own way).
     */
    static Verdict pick(BooleanSupplier theirsKeptBase, BooleanSupplier oursKeptBase, BooleanSupplier sidesAgree) {
        if (theirsKeptBase.getAsBoolean()) {
            return Verdict.KEEP;
        }
        if (oursKeptBase.getAsBoolean()) {
            return Verdict.THEIRS;
        }
        return sidesAgree.getAsBoolean() ? Verdict.KEEP : Verdict.CONFLICT;
    }
}
