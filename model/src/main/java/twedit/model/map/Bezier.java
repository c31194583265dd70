package twedit.model.map;

import java.util.Arrays;

/**
 * Bezier tangents of one envelope point, per channel: in-tangent dx/dy and out-tangent dx/dy (errata 3: time deltas
 * in ms, values in the channel's fixed point). Stored as the 16 i32 both DDNet's item and 0.7 points use.
 */
public record Bezier(int[] values) {
    public static final Bezier ZERO = new Bezier(new int[16]);

    public Bezier {
        if (values.length != 16) {
            throw new IllegalArgumentException("bezier tangents need 16 values, got " + values.length);
        }
        values = values.clone();
    }

    public int inDx(int c) {
        return values[c];
    }

    public int inDy(int c) {
        return values[4 + c];
    }

    public int outDx(int c) {
        return values[8 + c];
    }

    public int outDy(int c) {
        return values[12 + c];
    }

    /** The 16 values (a copy). */
    @Override
    public int[] values() {
        return values.clone();
    }

    public boolean isZero() {
        for (int v : values) {
            if (v != 0) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Bezier b && Arrays.equals(values, b.values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        return "Bezier" + Arrays.toString(values);
    }
}
