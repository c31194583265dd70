package twedit.model.automap;

import java.util.List;
import twedit.model.tiles.TileFlags;

/**
 * One {@code Index} rule: a matching cell gets {@code tileId} with exactly {@code tileFlags}. It matches when every
 * condition passes (plus the implicit default condition, see {@link #usesDefaultCondition}), any {@link Modulo}
 * passes (when there are some) and the random draw succeeds ({@code randomProbability} >= 1 means always).
 */
public record Rule(
        int line,
        int tileId,
        int tileFlags,
        List<Condition> conditions,
        float randomProbability,
        List<Modulo> modulos,
        boolean noDefaultRule) {
    /** Tile flag bits as stored in a cell's flags byte. */
    public static final int XFLIP = TileFlags.XFLIP;

    public static final int YFLIP = TileFlags.YFLIP;
    public static final int ROTATE = TileFlags.ROTATE;
    /** The flag bits rules test and set. */
    public static final int FLAG_MASK = TileFlags.TRANSFORM;

    public Rule {
        conditions = List.copyOf(conditions);
        modulos = List.copyOf(modulos);
    }

    /**
     * Whether the engine adds {@code Pos 0 0 NOTINDEX 0} (so the rule only paints non-empty tiles): true unless the
     * rule says {@code NoDefaultRule} or its first own condition at (0, 0) of the INDEX kind mentions index 0. As in
     * DDNet, {@code Pos 0 0 EMPTY} counts as {@code Pos 0 0 INDEX 0} here.
     */
    public boolean usesDefaultCondition() {
        if (noDefaultRule) {
            return false;
        }
        for (Condition c : conditions) {
            if (c.dx() != 0 || c.dy() != 0) {
                continue;
            }
            if (c instanceof Condition.Empty) {
                return false;
            }
            if (c instanceof Condition.Index idx) {
                for (IndexEntry e : idx.entries()) {
                    if (e.id() == 0) {
                        return false;
                    }
                }
                return true;
            }
        }
        return true;
    }

    /** The conditions the engine checks: the rule's own plus the default one when it applies. */
    public List<Condition> effectiveConditions() {
        if (!usesDefaultCondition()) {
            return conditions;
        }
        List<Condition> all = new java.util.ArrayList<>(conditions);
        all.add(new Condition.NotIndex(0, 0, List.of(IndexEntry.any(0))));
        return List.copyOf(all);
    }

    /** Whether the rule is random at all. */
    public boolean isRandom() {
        return randomProbability < 1.0f;
    }

    /** Flag words for a flags value, e.g. "XFLIP ROTATE", or "" for none. */
    public static String flagWords(int flags) {
        StringBuilder sb = new StringBuilder();
        if ((flags & XFLIP) != 0) {
            sb.append("XFLIP");
        }
        if ((flags & YFLIP) != 0) {
            sb.append(sb.length() > 0 ? " " : "").append("YFLIP");
        }
        if ((flags & ROTATE) != 0) {
            sb.append(sb.length() > 0 ? " " : "").append("ROTATE");
        }
        return sb.toString();
    }
}
