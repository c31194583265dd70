package twedit.model.testutil;

import java.util.Arrays;
import java.util.Random;

/** Makes malformed variants of a valid datafile: bit flips, truncation, extreme header and offset values, bad zlib. */
public final class Mutator {
    private static final int[] EXTREMES = {
        0, -1, 1, 2, 3, 4, 0x7FFFFFFF, 0x80000000, 0xFFFF, 0x10000, 1 << 20, 1 << 30, -2, 100000
    };

    private final Random random;

    public Mutator(long seed) {
        this.random = new Random(seed);
    }

    /** One mutated copy of {@code file}, and a short description of what was done. */
    public record Mutation(byte[] bytes, String what) {}

    public Mutation mutate(byte[] file) {
        byte[] b = file.clone();
        int kind = random.nextInt(8);
        switch (kind) {
            case 0: {
                int flips = 1 + random.nextInt(8);
                for (int i = 0; i < flips; i++) {
                    int at = random.nextInt(b.length);
                    b[at] ^= (byte) (1 << random.nextInt(8));
                }
                return new Mutation(b, flips + " bit flips");
            }
            case 1: {
                int len = random.nextInt(b.length);
                return new Mutation(Arrays.copyOf(b, len), "truncated to " + len);
            }
            case 2: {
                int field = 2 + random.nextInt(7);
                int v = extreme();
                putInt(b, 4 * field, v);
                return new Mutation(b, "header int " + field + " = " + v);
            }
            case 3: {
                int at = tableInt(b);
                int v = random.nextBoolean() ? extreme() : getInt(b, at) + random.nextInt(17) - 8;
                putInt(b, at, v);
                return new Mutation(b, "table int at " + at + " = " + v);
            }
            case 4: {
                int start = dataStart(b);
                if (start >= b.length) {
                    return new Mutation(b, "no data to corrupt");
                }
                int n = 1 + random.nextInt(16);
                for (int i = 0; i < n; i++) {
                    b[start + random.nextInt(b.length - start)] = (byte) random.nextInt(256);
                }
                return new Mutation(b, n + " corrupt bytes in the data area");
            }
            case 5: {
                int start = itemsStart(b);
                int end = Math.min(dataStart(b), b.length);
                if (end - start < 4) {
                    return new Mutation(b, "no items");
                }
                int at = start + 4 * random.nextInt((end - start) / 4);
                int v = extreme();
                putInt(b, at, v);
                return new Mutation(b, "item int at " + at + " = " + v);
            }
            case 6: {
                int start = itemsStart(b);
                int end = Math.min(dataStart(b), b.length);
                int n = 1 + random.nextInt(6);
                for (int i = 0; i < n && end - start >= 4; i++) {
                    int at = start + 4 * random.nextInt((end - start) / 4);
                    putInt(b, at, getInt(b, at) + random.nextInt(5) - 2);
                }
                return new Mutation(b, n + " item ints nudged");
            }
            default: {
                int at = random.nextInt(Math.max(1, b.length - 4));
                int v = extreme();
                putInt(b, at, v);
                return new Mutation(b, "int at " + at + " = " + v);
            }
        }
    }

    private int extreme() {
        return random.nextInt(4) == 0 ? random.nextInt() : EXTREMES[random.nextInt(EXTREMES.length)];
    }

    private int tableInt(byte[] b) {
        int end = Math.min(itemsStart(b), b.length - 4);
        return end <= 36 ? 8 : 36 + 4 * random.nextInt((end - 36) / 4);
    }

    private static int itemsStart(byte[] b) {
        long s = 36 + 12L * getInt(b, 16) + 4L * getInt(b, 20) + 8L * getInt(b, 24);
        return (int) Math.max(36, Math.min(s, b.length));
    }

    private static int dataStart(byte[] b) {
        long s = itemsStart(b) + (long) getInt(b, 28);
        return (int) Math.max(36, Math.min(s, b.length));
    }

    static int getInt(byte[] b, int at) {
        if (at + 4 > b.length) {
            return 0;
        }
        return (b[at] & 0xFF) | (b[at + 1] & 0xFF) << 8 | (b[at + 2] & 0xFF) << 16 | (b[at + 3] & 0xFF) << 24;
    }

    static void putInt(byte[] b, int at, int v) {
        if (at + 4 > b.length) {
            return;
        }
        b[at] = (byte) v;
        b[at + 1] = (byte) (v >>> 8);
        b[at + 2] = (byte) (v >>> 16);
        b[at + 3] = (byte) (v >>> 24);
    }
}
