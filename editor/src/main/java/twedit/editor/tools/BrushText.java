package twedit.editor.tools;

import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import twedit.model.document.edits.TileBrush;
import twedit.model.map.TileKind;

/**
 * Copied tiles as text for the system clipboard, so another twedit window or process can paste them: a header line
 * {@code twedit-tiles 1 KIND WIDTH HEIGHT CELLBYTES} and the cells (the file's tile layout) in Base64; tiles copied
 * from several layers are one such block per layer, one after the other. Text from the clipboard is untrusted:
 * anything that is not exactly this is no tiles.
 */
public final class BrushText {
    static final String MAGIC = "twedit-tiles";
    /** The largest brush accepted back (4096 x 4096 tiles of the widest kind, 96 MiB). */
    static final long MAX_BYTES = 4096L * 4096 * 6;
    /** The most layers a text may hold parts of. */
    static final int MAX_PARTS = 256;

    private BrushText() {}

    /** Tiles read from the clipboard and the layer kind they were copied from. */
    public record Tiles(TileBrush brush, TileKind kind) {}

    public static String encode(TileBrush brush, TileKind kind) {
        return MAGIC + " 1 " + kind.name() + " " + brush.width() + " " + brush.height() + " " + brush.cellBytes() + "\n"
                + Base64.getEncoder().encodeToString(brush.toBytes()) + "\n";
    }

    /** Tiles of several layers: a block per part, in the layers' order. */
    public static String encodeParts(List<BrushPart> parts) {
        StringBuilder sb = new StringBuilder();
        for (BrushPart p : parts) {
            sb.append(encode(p.brush(), p.kind()));
        }
        return sb.toString();
    }

    /**
     * Every part in {@code text} (one for tiles of one layer), or empty when it is not tiles this version wrote; the
     * parts together may not exceed the size of one largest brush.
     */
    public static List<Tiles> decodeParts(String text) {
        if (text == null || !text.startsWith(MAGIC + " ")) {
            return List.of();
        }
        List<Tiles> out = new ArrayList<>();
        long total = 0;
        int from = 0;
        while (from < text.length()) {
            int next = text.indexOf("\n" + MAGIC + " ", from);
            String block = next < 0 ? text.substring(from) : text.substring(from, next + 1);
            Optional<Tiles> t = decode(block);
            if (t.isEmpty() || out.size() >= MAX_PARTS) {
                return List.of();
            }
            total += t.get().brush().toBytes().length;
            if (total > MAX_BYTES) {
                return List.of();
            }
            out.add(t.get());
            if (next < 0) {
                break;
            }
            from = next + 1;
        }
        return List.copyOf(out);
    }

    /** The tiles of one layer in {@code text}, or empty when it is not tiles this version wrote. */
    public static Optional<Tiles> decode(String text) {
        if (text == null || !text.startsWith(MAGIC + " ")) {
            return Optional.empty();
        }
        int nl = text.indexOf('\n');
        if (nl < 0) {
            return Optional.empty();
        }
        String[] head = text.substring(0, nl).trim().split(" ");
        if (head.length != 6 || !head[1].equals("1")) {
            return Optional.empty();
        }
        try {
            TileKind kind = TileKind.valueOf(head[2].toUpperCase(Locale.ROOT));
            int w = Integer.parseInt(head[3]);
            int h = Integer.parseInt(head[4]);
            int cellBytes = Integer.parseInt(head[5]);
            long size = (long) w * h * cellBytes;
            if (w <= 0 || h <= 0 || cellBytes != kind.cellBytes() || size > MAX_BYTES) {
                return Optional.empty();
            }
            String body = text.substring(nl + 1).trim();
            // Base64 grows by 4/3: refuse before decoding what cannot be the announced size
            if (body.length() > size / 3 * 4 + 8) {
                return Optional.empty();
            }
            byte[] cells = Base64.getDecoder().decode(body);
            if (cells.length != size) {
                return Optional.empty();
            }
            return Optional.of(new Tiles(new TileBrush(w, h, cellBytes, cells), kind));
        } catch (IllegalArgumentException e) {
            return Optional.empty(); // a bad number, kind or Base64
        }
    }
}
