package twedit.model.datafile;

/** Bounds-checked little-endian reads from a byte array; the datafile and tile decoders share it. */
public final class LittleEndian {
    private LittleEndian() {}

    /** The little-endian i32 at {@code offset}; the caller has checked that 4 bytes are there. */
    public static int i32(byte[] b, int offset) {
        return (b[offset] & 0xFF)
                | (b[offset + 1] & 0xFF) << 8
                | (b[offset + 2] & 0xFF) << 16
                | (b[offset + 3] & 0xFF) << 24;
    }

    /** Writes {@code v} little-endian at {@code offset}. */
    public static void putI32(byte[] b, int offset, int v) {
        b[offset] = (byte) v;
        b[offset + 1] = (byte) (v >>> 8);
        b[offset + 2] = (byte) (v >>> 16);
        b[offset + 3] = (byte) (v >>> 24);
    }

    /** Reads {@code count} i32 starting at {@code offset}. */
    public static int[] i32s(byte[] b, int offset, int count) {
        int[] out = new int[count];
        // a bulk view copy: far faster than a byte loop before the JIT has warmed up (opening maps cold)
        java.nio.ByteBuffer.wrap(b, offset, 4 * count)
                .order(java.nio.ByteOrder.LITTLE_ENDIAN)
                .asIntBuffer()
                .get(out);
        return out;
    }
}
