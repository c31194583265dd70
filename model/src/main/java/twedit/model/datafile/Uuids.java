package twedit.model.datafile;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.UUID;

/** DDNet's name-based item-type UUIDs (MD5, version 3, Teeworlds namespace; errata 2) and their i32 form. */
public final class Uuids {
    /** The namespace DDNet hashes item-type names in. */
    public static final UUID TEEWORLDS_NAMESPACE = UUID.fromString("e05ddaaa-c4e6-4cfb-b642-5d48e80c0029");

    private Uuids() {}

    /** The UUID DDNet derives from a name such as {@code mapitemtype-automapper-config@ddnet.tw}. */
    public static UUID ofName(String name) {
        try {
            MessageDigest md5 = MessageDigest.getInstance("MD5");
            md5.update(toBytes(TEEWORLDS_NAMESPACE));
            md5.update(name.getBytes(StandardCharsets.UTF_8));
            byte[] h = md5.digest();
            h[6] = (byte) ((h[6] & 0x0F) | 0x30);
            h[8] = (byte) ((h[8] & 0x3F) | 0x80);
            return fromBytes(h);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("MD5 is required by every Java platform", e);
        }
    }

    /** The UUID's 16 bytes read as four big-endian i32, as UUID index items store it (errata 1). */
    public static int[] toInts(UUID uuid) {
        long hi = uuid.getMostSignificantBits();
        long lo = uuid.getLeastSignificantBits();
        return new int[] {(int) (hi >>> 32), (int) hi, (int) (lo >>> 32), (int) lo};
    }

    /** The inverse of {@link #toInts}: reads the first four values. */
    public static UUID fromInts(int[] v) {
        long hi = ((long) v[0] << 32) | (v[1] & 0xFFFFFFFFL);
        long lo = ((long) v[2] << 32) | (v[3] & 0xFFFFFFFFL);
        return new UUID(hi, lo);
    }

    private static byte[] toBytes(UUID u) {
        byte[] b = new byte[16];
        long hi = u.getMostSignificantBits();
        long lo = u.getLeastSignificantBits();
        for (int i = 0; i < 8; i++) {
            b[i] = (byte) (hi >>> (56 - 8 * i));
            b[8 + i] = (byte) (lo >>> (56 - 8 * i));
        }
        return b;
    }

    private static UUID fromBytes(byte[] b) {
        long hi = 0;
        long lo = 0;
        for (int i = 0; i < 8; i++) {
            hi = (hi << 8) | (b[i] & 0xFF);
            lo = (lo << 8) | (b[8 + i] & 0xFF);
        }
        return new UUID(hi, lo);
    }
}
