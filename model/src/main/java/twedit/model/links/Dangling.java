package twedit.model.links;

import java.util.Objects;
import twedit.model.doctor.Severity;
import twedit.model.tiles.LinkRole;

/**
 * A link that goes nowhere: an entrance without an exit, an exit nobody enters, a switch trigger without a target or
 * the reverse, a tele with number 0, a speedup without force.
 *
 * @param problem what is wrong
 * @param space the number space (null for speedups)
 * @param number the number concerned (0 for tele 0, switch 0 and speedups)
 * @param cells the cells concerned
 */
public record Dangling(Problem problem, LinkRole.Space space, int number, CellSet cells) {
    /** The kinds of dangling links, with how bad each is. */
    public enum Problem {
        /** Tele ins of a number without a tele out: the game does nothing there. */
        ENTRANCE_WITHOUT_EXIT(Severity.ERROR),
        /** A tele out no entrance leads to. */
        EXIT_WITHOUT_ENTRANCE(Severity.WARNING),
        /** A checkpoint (tele check) without a checkpoint out of its number: DDNet tries the lower numbers. */
        CHECKPOINT_WITHOUT_EXIT(Severity.WARNING),
        /** A checkpoint out without a checkpoint of its number. */
        CHECKPOINT_EXIT_UNREACHED(Severity.WARNING),
        /** Checkpoint tele ins in a map without any checkpoint out. */
        CHECKPOINT_IN_WITHOUT_EXIT(Severity.ERROR),
        /** Switch triggers of a number no tile listens to. */
        TRIGGER_WITHOUT_TARGET(Severity.WARNING),
        /** Switch targets of a number no trigger sets: they stay as they start. */
        TARGET_WITHOUT_TRIGGER(Severity.WARNING),
        /** Switch triggers with number 0, which DDNet ignores. */
        TRIGGER_ZERO(Severity.WARNING),
        /** Teles (or checkpoint teles) with number 0, which DDNet ignores (the map loads and plays: a warning). */
        TELE_ZERO(Severity.WARNING),
        /** Speedups with force 0, which push nothing (a warning, as `twedit check` and the Problems panel say). */
        SPEEDUP_FORCE_ZERO(Severity.WARNING);

        private final Severity severity;

        Problem(Severity severity) {
            this.severity = severity;
        }

        public Severity severity() {
            return severity;
        }
    }

    public Dangling {
        Objects.requireNonNull(problem);
        Objects.requireNonNull(cells);
    }

    /** The finding for people, e.g. "tele 3: 2 entrances lead nowhere (no tele out 3)". */
    public String reason() {
        int n = cells.count();
        String s = n == 1 ? "" : "s";
        return switch (problem) {
            case ENTRANCE_WITHOUT_EXIT ->
                "tele " + number + ": " + n + " entrance" + s + " lead" + (n == 1 ? "s" : "") + " nowhere (no tele out "
                        + number + ")";
            case EXIT_WITHOUT_ENTRANCE ->
                "tele " + number + ": " + n + " exit" + s + " nobody enters (no tele in " + number + ")";
            case CHECKPOINT_WITHOUT_EXIT ->
                "checkpoint " + number + ": no checkpoint out " + number + " (the checkpoint teles use a lower one)";
            case CHECKPOINT_EXIT_UNREACHED -> "checkpoint out " + number + ": no checkpoint " + number + " leads there";
            case CHECKPOINT_IN_WITHOUT_EXIT -> n + " checkpoint tele" + s + " in a map without checkpoint outs";
            case TRIGGER_WITHOUT_TARGET ->
                "switch " + number + ": " + n + " trigger" + s + " toggle nothing (no door, laser or switch tile "
                        + number + ")";
            case TARGET_WITHOUT_TRIGGER ->
                "switch " + number + ": " + n + " target" + s + " no trigger toggles (no switch open/close " + number
                        + ")";
            case TRIGGER_ZERO -> n + " switch trigger" + s + " with number 0, which the game ignores";
            case TELE_ZERO -> n + " tele" + s + " with number 0, which the game ignores";
            case SPEEDUP_FORCE_ZERO -> n + " speedup" + s + " with force 0, which push nothing";
        };
    }
}
