package twedit.media;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.zip.CRC32;
import java.util.zip.Inflater;
import java.util.zip.InflaterInputStream;
import java.util.zip.ZipException;

/**
 * The PNG chunk reader, unfiltering and colour conversion behind {@link PngCodec}: rows are inflated one at a time
 * straight into the RGBA result, so memory stays at the output size whatever the input claims.
 */
final class PngDecoder {
    /** Adam7 passes: x0, y0, dx, dy. */
    private static final int[][] ADAM7 = {
        {0, 0, 8, 8}, {4, 0, 8, 8}, {0, 4, 4, 8}, {2, 0, 4, 4}, {0, 2, 2, 4}, {1, 0, 2, 2}, {0, 1, 1, 2}
    };

    private final PngCodec.Header h;
    private final int channels;
    private final int bits;
    private byte[] palette;
    private byte[] paletteAlpha = new byte[0];
    private int[] transparent;
    private final byte[] rgba;

    private PngDecoder(PngCodec.Header h) {
        this.h = h;
        this.channels =
                h.colorType() == 0 || h.colorType() == 3 ? 1 : h.colorType() == 4 ? 2 : h.colorType() == 2 ? 3 : 4;
        this.bits = channels * h.bitDepth();
        this.rgba = new byte[h.width() * h.height() * 4];
    }

    static String type(byte[] d, int off) {
        return new String(d, off, 4, java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    static PngCodec.Rgba decode(byte[] png, PngCodec.Header h) throws IOException {
        PngDecoder d = new PngDecoder(h);
        List<InputStream> idat = d.chunks(png);
        try (InputStream in = new InflaterInputStream(
                new SequenceInputStream(Collections.enumeration(idat)), new Inflater(), 64 * 1024)) {
            if (h.interlaced()) {
                for (int[] p : ADAM7) {
                    int pw = (h.width() - p[0] + p[2] - 1) / p[2];
                    int ph = (h.height() - p[1] + p[3] - 1) / p[3];
                    if (pw > 0 && ph > 0) {
                        d.pass(in, p[0], p[1], p[2], p[3], pw, ph);
                    }
                }
            } else {
                d.pass(in, 0, 0, 1, 1, h.width(), h.height());
            }
        } catch (ZipException e) {
            throw new IOException("damaged PNG: its compressed image data is corrupt (" + e.getMessage() + ")", e);
        }
        return new PngCodec.Rgba(h.width(), h.height(), d.rgba);
    }

    /** Reads the chunks after IHDR, keeping PLTE and tRNS; returns the IDAT contents in order. */
    private List<InputStream> chunks(byte[] png) throws IOException {
        List<InputStream> idat = new ArrayList<>();
        int pos = 33;
        boolean end = false;
        while (!end) {
            if (png.length - pos < 12) {
                throw new IOException("damaged PNG: the file ends before its IEND chunk (truncated?)");
            }
            long len = PngCodec.be32(png, pos);
            String type = type(png, pos + 4);
            if (len > png.length - pos - 12L) {
                throw new IOException("damaged PNG: chunk " + type + " is cut off (truncated?)");
            }
            int n = (int) len;
            int data = pos + 8;
            CRC32 crc = new CRC32();
            crc.update(png, pos + 4, n + 4);
            boolean critical = Character.isUpperCase(type.charAt(0));
            boolean crcOk = crc.getValue() == PngCodec.be32(png, data + n);
            if (!crcOk && critical) {
                throw new IOException("damaged PNG: chunk " + type + " fails its checksum");
            }
            pos = data + n + 4;
            switch (type) {
                case "IDAT":
                    idat.add(new ByteArrayInputStream(png, data, n));
                    break;
                case "PLTE":
                    if (n % 3 != 0 || n == 0 || n > 768) {
                        throw new IOException("damaged PNG: its palette has " + n + " bytes");
                    }
                    palette = java.util.Arrays.copyOfRange(png, data, data + n);
                    break;
                case "tRNS":
                    if (crcOk) {
                        transparency(png, data, n);
                    }
                    break;
                case "IEND":
                    end = true;
                    break;
                case "IHDR":
                    throw new IOException("damaged PNG: it has two IHDR chunks");
                default:
                    if (critical) {
                        throw new IOException("damaged PNG: unknown critical chunk " + type);
                    }
            }
        }
        if (idat.isEmpty()) {
            throw new IOException("damaged PNG: it holds no image data");
        }
        if (h.colorType() == 3 && palette == null) {
            throw new IOException("damaged PNG: a palette image without a palette");
        }
        return idat;
    }

    private void transparency(byte[] png, int data, int n) {
        if (h.colorType() == 3) {
            paletteAlpha = java.util.Arrays.copyOfRange(png, data, data + Math.min(n, 256));
        } else if (h.colorType() == 0 && n >= 2) {
            transparent = new int[] {u16(png, data)};
        } else if (h.colorType() == 2 && n >= 6) {
            transparent = new int[] {u16(png, data), u16(png, data + 2), u16(png, data + 4)};
        }
    }

    private static int u16(byte[] d, int off) {
        return (d[off] & 0xFF) << 8 | (d[off + 1] & 0xFF);
    }

    /** Inflates, unfilters and converts one (Adam7) pass of pw x ph pixels. */
    private void pass(InputStream in, int x0, int y0, int dx, int dy, int pw, int ph) throws IOException {
        int rowBytes = (int) (((long) pw * bits + 7) / 8);
        int bpp = Math.max(1, bits / 8);
        byte[] prev = new byte[rowBytes];
        byte[] row = new byte[rowBytes];
        for (int y = 0; y < ph; y++) {
            int filter = in.read();
            if (filter < 0 || in.readNBytes(row, 0, rowBytes) != rowBytes) {
                throw new IOException("damaged PNG: its image data ends early (truncated?)");
            }
            unfilter(filter, row, prev, bpp);
            int out = ((y0 + y * dy) * h.width() + x0) * 4;
            if (dx == 1 && h.colorType() == 6 && h.bitDepth() == 8) {
                // 8-bit RGBA, the usual tileset and overlay: the row is the output
                System.arraycopy(row, 0, rgba, out, rowBytes);
                byte[] t = prev;
                prev = row;
                row = t;
                continue;
            }
            for (int x = 0; x < pw; x++, out += dx * 4) {
                pixel(row, x, out);
            }
            byte[] t = prev;
            prev = row;
            row = t;
        }
    }

    private static void unfilter(int filter, byte[] row, byte[] prev, int bpp) throws IOException {
        int n = row.length;
        switch (filter) {
            case 0:
                return;
            case 1:
                for (int i = bpp; i < n; i++) {
                    row[i] += row[i - bpp];
                }
                return;
            case 2:
                for (int i = 0; i < n; i++) {
                    row[i] += prev[i];
                }
                return;
            case 3:
                for (int i = 0; i < n; i++) {
                    int left = i >= bpp ? row[i - bpp] & 0xFF : 0;
                    row[i] += (byte) ((left + (prev[i] & 0xFF)) >>> 1);
                }
                return;
            case 4:
                for (int i = 0; i < bpp && i < n; i++) {
                    row[i] += prev[i]; // no left neighbours: Paeth predicts the byte above
                }
                for (int i = bpp; i < n; i++) {
                    // paeth(a, b, c) written out: this loop runs for most bytes of a big image
                    int a = row[i - bpp] & 0xFF;
                    int b = prev[i] & 0xFF;
                    int c = prev[i - bpp] & 0xFF;
                    int pa = Math.abs(b - c);
                    int pb = Math.abs(a - c);
                    int pc = Math.abs(a + b - 2 * c);
                    row[i] += (byte) (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
                }
                return;
            default:
                throw new IOException("damaged PNG: unknown row filter " + filter);
        }
    }

    static int paeth(int a, int b, int c) {
        int p = a + b - c;
        int pa = Math.abs(p - a);
        int pb = Math.abs(p - b);
        int pc = Math.abs(p - c);
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
    }

    /** Raw sample {@code i} of the row (depth 1..16 bits). */
    private int sample(byte[] row, int i) {
        int depth = h.bitDepth();
        if (depth == 8) {
            return row[i] & 0xFF;
        }
        if (depth == 16) {
            return (row[2 * i] & 0xFF) << 8 | (row[2 * i + 1] & 0xFF);
        }
        int bit = i * depth;
        return (row[bit >>> 3] & 0xFF) >> (8 - depth - (bit & 7)) & ((1 << depth) - 1);
    }

    /** A raw sample scaled to 8 bits: high byte of 16, bit replication below 8. */
    private int to8(int v) {
        int depth = h.bitDepth();
        return depth == 16 ? v >>> 8 : depth == 8 ? v : v * 255 / ((1 << depth) - 1);
    }

    private void pixel(byte[] row, int x, int out) {
        int c = x * channels;
        int r;
        int g;
        int b;
        int a = 255;
        switch (h.colorType()) {
            case 0: {
                int v = sample(row, c);
                r = g = b = to8(v);
                a = transparent != null && transparent[0] == v ? 0 : 255;
                break;
            }
            case 2: {
                int rv = sample(row, c);
                int gv = sample(row, c + 1);
                int bv = sample(row, c + 2);
                r = to8(rv);
                g = to8(gv);
                b = to8(bv);
                a = transparent != null && transparent[0] == rv && transparent[1] == gv && transparent[2] == bv
                        ? 0
                        : 255;
                break;
            }
            case 3: {
                int idx = sample(row, c);
                if (idx * 3 + 2 < palette.length) {
                    r = palette[idx * 3] & 0xFF;
                    g = palette[idx * 3 + 1] & 0xFF;
                    b = palette[idx * 3 + 2] & 0xFF;
                    a = idx < paletteAlpha.length ? paletteAlpha[idx] & 0xFF : 255;
                } else {
                    r = g = b = 0; // an index past the palette: black, as libpng makes it
                }
                break;
            }
            case 4:
                r = g = b = to8(sample(row, c));
                a = to8(sample(row, c + 1));
                break;
            default:
                r = to8(sample(row, c));
                g = to8(sample(row, c + 1));
                b = to8(sample(row, c + 2));
                a = to8(sample(row, c + 3));
        }
        rgba[out] = (byte) r;
        rgba[out + 1] = (byte) g;
        rgba[out + 2] = (byte) b;
        rgba[out + 3] = (byte) a;
    }

    /** Writes row {@code y} filtered with the filter that gives the smallest sum of absolute values (PNG's advice). */
    static void bestFilter(byte[] px, int off, byte[] prev, int n, int bpp, byte[] out) {
        long best = Long.MAX_VALUE;
        byte[] trial = new byte[n];
        for (int f = 0; f <= 4; f++) {
            long sum = 0;
            for (int i = 0; i < n; i++) {
                int cur = px[off + i] & 0xFF;
                int a = i >= bpp ? px[off + i - bpp] & 0xFF : 0;
                int b = prev[i] & 0xFF;
                int c = i >= bpp ? prev[i - bpp] & 0xFF : 0;
                int pred = f == 0 ? 0 : f == 1 ? a : f == 2 ? b : f == 3 ? (a + b) >>> 1 : paeth(a, b, c);
                byte v = (byte) (cur - pred);
                trial[i] = v;
                sum += Math.abs((int) v);
            }
            if (sum < best) {
                best = sum;
                out[0] = (byte) f;
                System.arraycopy(trial, 0, out, 1, n);
            }
        }
    }
}
