package twedit.model.codec;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import twedit.model.datafile.DatafileException;

/** The map's two string encodings: NUL-terminated UTF-8 data blocks (CString) and I32String (map-format.md). */
public final class MapStrings {
    private MapStrings() {}

    /**
     * A CString data block: must end in its only NUL and be UTF-8 (map-checks.md item 8).
     *
     * @param where names the field for the message, e.g. "image 3 name"
     */
    public static String cString(byte[] b, String where) throws DatafileException {
        if (b.length == 0 || b[b.length - 1] != 0) {
            throw new DatafileException(where + ": string is not NUL-terminated");
        }
        for (int i = 0; i < b.length - 1; i++) {
            if (b[i] == 0) {
                throw new DatafileException(where + ": string holds a NUL at byte " + i + " of " + b.length);
            }
        }
        return utf8(b, 0, b.length - 1, where);
    }

    /**
     * A CString read as DDNet's tools tolerate it: the text up to the first NUL or the end of the block, or null
     * when that is not UTF-8.
     */
    public static String bestEffort(byte[] b) {
        int end = 0;
        while (end < b.length && b[end] != 0) {
            end++;
        }
        try {
            return utf8(b, 0, end, "");
        } catch (DatafileException e) {
            return null;
        }
    }

    /** A settings block: consecutive CStrings, each NUL-terminated (map-format.md "Info"). */
    public static List<String> cStringList(byte[] b, String where) throws DatafileException {
        List<String> out = new ArrayList<>();
        if (b.length > 0 && b[b.length - 1] != 0) {
            throw new DatafileException(where + ": the last string is not NUL-terminated");
        }
        int start = 0;
        for (int i = 0; i < b.length; i++) {
            if (b[i] == 0) {
                out.add(utf8(b, start, i - start, where + " entry " + out.size()));
                start = i + 1;
            }
        }
        return out;
    }

    private static String utf8(byte[] b, int off, int len, String where) throws DatafileException {
        try {
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(b, off, len))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new DatafileException(where + ": string is not valid UTF-8");
        }
    }

    /** A string's CString bytes, NUL included. */
    public static byte[] toCString(String s) {
        byte[] u = s.getBytes(StandardCharsets.UTF_8);
        byte[] out = new byte[u.length + 1];
        System.arraycopy(u, 0, out, 0, u.length);
        return out;
    }

    /** A settings list's block bytes. */
    public static byte[] toCStringList(List<String> list) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        for (String s : list) {
            out.writeBytes(toCString(s));
        }
        return out.toByteArray();
    }

    /**
     * Decodes an I32String of {@code count} ints at {@code from} (map-format.md "I32String"): big-endian bytes,
     * minus 128 each, the last byte ignored, cut at the first NUL. Invalid UTF-8 (garbage in old maps) is kept
     * losslessly (see {@link #decodeLossless}). Missing ints (short old items) read as empty.
     */
    public static String i32String(int[] data, int from, int count) {
        if (from + count > data.length) {
            return "";
        }
        byte[] b = new byte[count * 4];
        for (int i = 0; i < count; i++) {
            int v = data[from + i];
            b[4 * i] = (byte) ((v >>> 24) - 128);
            b[4 * i + 1] = (byte) ((v >>> 16) - 128);
            b[4 * i + 2] = (byte) ((v >>> 8) - 128);
            b[4 * i + 3] = (byte) (v - 128);
        }
        int len = 0;
        while (len < b.length - 1 && b[len] != 0) {
            len++;
        }
        return decodeLossless(b, 0, len);
    }

    /**
     * UTF-8 to a String, mapping each byte of an invalid sequence to U+DC80..U+DCFF (as Python's surrogateescape
     * does) so that old maps' garbage names are written back byte for byte by {@link #encodeLossless}.
     */
    public static String decodeLossless(byte[] b, int off, int len) {
        StringBuilder out = new StringBuilder(len);
        int i = off;
        int end = off + len;
        while (i < end) {
            int c = b[i] & 0xFF;
            int n = c < 0x80
                    ? 1
                    : c >= 0xC2 && c < 0xE0 ? 2 : c >= 0xE0 && c < 0xF0 ? 3 : c >= 0xF0 && c < 0xF5 ? 4 : 0;
            if (n == 1) {
                out.append((char) c);
                i++;
                continue;
            }
            if (n > 1 && i + n <= end) {
                String s = strictUtf8(b, i, n);
                if (s != null) {
                    out.append(s);
                    i += n;
                    continue;
                }
            }
            out.append((char) (0xDC00 | c));
            i++;
        }
        return out.toString();
    }

    private static String strictUtf8(byte[] b, int off, int len) {
        try {
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(b, off, len))
                    .toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    /** The inverse of {@link #decodeLossless}: UTF-8, with U+DC80..U+DCFF written as the raw byte they stand for. */
    public static byte[] encodeLossless(String s) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream(s.length() + 4);
        int start = 0;
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (ch >= 0xDC80 && ch <= 0xDCFF && !(i > 0 && Character.isHighSurrogate(s.charAt(i - 1)))) {
                out.writeBytes(s.substring(start, i).getBytes(StandardCharsets.UTF_8));
                out.write(ch & 0xFF);
                start = i + 1;
            }
        }
        out.writeBytes(s.substring(start).getBytes(StandardCharsets.UTF_8));
        return out.toByteArray();
    }

    /** Encodes an I32String of {@code count} ints, truncating at a UTF-8 character boundary to fit. */
    public static int[] toI32String(String s, int count) {
        byte[] u = encodeLossless(s);
        if (u.length > count * 4 - 1) {
            u = truncateUtf8(s, count * 4 - 1);
        }
        byte[] b = new byte[count * 4];
        System.arraycopy(u, 0, b, 0, u.length);
        int[] out = new int[count];
        for (int i = 0; i < count; i++) {
            int v = 0;
            for (int k = 0; k < 4; k++) {
                int idx = 4 * i + k;
                int byteVal = idx == b.length - 1 ? 0 : (b[idx] + 128) & 0xFF;
                v = (v << 8) | byteVal;
            }
            out[i] = v;
        }
        return out;
    }

    /** The UTF-8 bytes of {@code s}, cut to at most {@code max} bytes without splitting a character. */
    public static byte[] truncateUtf8(String s, int max) {
        byte[] u = s.getBytes(StandardCharsets.UTF_8);
        if (u.length <= max) {
            return u;
        }
        int end = max;
        while (end > 0 && (u[end] & 0xC0) == 0x80) {
            end--;
        }
        return java.util.Arrays.copyOf(u, end);
    }

    /** {@code s} shortened so its UTF-8 form plus NUL fits {@code maxBytesWithNul}. */
    public static String fit(String s, int maxBytesWithNul) {
        return new String(truncateUtf8(s, maxBytesWithNul - 1), StandardCharsets.UTF_8);
    }
}
