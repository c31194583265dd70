package twedit.model.automap;

/**
 * The deterministic random draw of {@code Random} rules, as DDNet computes it: every value is hashed with
 * "triple32inc" (Chris Wellons' triple32 of x + 1, unsigned 32-bit), combined as h = h * 31 + H(v) from h = 1, and
 * finished with H(h * 31); the rule applies when the hash modulo 65536 is below 65536 x probability.
 */
public final class AutomapHash {
    /** The range of {@link #location}: 0..65535. */
    public static final int HASH_MAX = 65536;

    private AutomapHash() {}

    /** triple32(x + 1), on the 32 bits of {@code x} as unsigned. */
    public static int triple32inc(int x) {
        x++;
        x ^= x >>> 17;
        x *= 0xed5ad4bb;
        x ^= x >>> 11;
        x *= 0xac4c1b51;
        x ^= x >>> 15;
        x *= 0x31848bab;
        x ^= x >>> 14;
        return x;
    }

    /** The draw for a cell: seed, run index and rule index (0-based within the run), layer x and y; 0..65535. */
    public static int location(int seed, int run, int rule, int x, int y) {
        int h = 1;
        h = h * 31 + triple32inc(seed);
        h = h * 31 + triple32inc(run);
        h = h * 31 + triple32inc(rule);
        h = h * 31 + triple32inc(x);
        h = h * 31 + triple32inc(y);
        h = triple32inc(h * 31);
        return h & (HASH_MAX - 1);
    }

    /** Whether a rule with this probability applies at the cell (always when probability >= 1). */
    public static boolean applies(float probability, int seed, int run, int rule, int x, int y) {
        return probability >= 1.0f || location(seed, run, rule, x, y) < HASH_MAX * probability;
    }
}
