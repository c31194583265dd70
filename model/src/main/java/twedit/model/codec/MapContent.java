package twedit.model.codec;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileException;
import twedit.model.datafile.DatafileItem;
import twedit.model.datafile.PartialDataException;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.MapSound;
import twedit.model.map.QuadsLayer;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * What a map holds that a mapper would miss if it went (layers, tile cells that are not air, images, quads,
 * envelopes, sounds), counted on a map file as it is or on a typed map alike, so what a repair kept can be compared
 * with what the file held. Images and sounds standing in for lost data ({@link Placeholders}) do not count as kept.
 *
 * @param unreadableLayers tile layers of a file whose tile data cannot be read in full (their cells count what can)
 */
public record MapContent(
        int layers, long cells, int images, long quads, int envelopes, int sounds, int unreadableLayers) {

    /** What {@code map} holds. */
    public static MapContent of(TwMap map) {
        int layers = 0;
        long cells = 0;
        long quads = 0;
        for (Layer l : map.allLayers()) {
            layers++;
            if (l instanceof TileLayer t) {
                cells += nonAir(t.grid().rawCells(), t.kind().cellBytes(), typeByte(t.kind()), Long.MAX_VALUE);
            } else if (l instanceof QuadsLayer q) {
                quads += q.quads().size();
            }
        }
        int images = 0;
        for (MapImage img : map.images()) {
            // only an image made in memory can be a placeholder of this session: one read from a file is its data
            boolean placeholder = !img.external() && img.source() == null && Placeholders.isPlaceholder(img);
            images += placeholder ? 0 : 1;
        }
        int sounds = 0;
        for (MapSound s : map.sounds()) {
            sounds += Placeholders.isPlaceholder(s.data()) ? 0 : 1;
        }
        return new MapContent(layers, cells, images, quads, map.envelopes().size(), sounds, 0);
    }

    /**
     * What a map file holds, read from its items as they are (never fails: what cannot be read is not counted, and
     * tile layers whose data is damaged are counted in {@link #unreadableLayers}).
     */
    public static MapContent ofFile(Datafile df) {
        if (LegacyMapDecoder.applies(df)) {
            return legacy(df);
        }
        int layers = 0;
        long cells = 0;
        long quads = 0;
        int unreadable = 0;
        for (DatafileItem it : df.itemsOfType(ItemTypes.LAYER)) {
            layers++;
            int[] d = it.data();
            int type = it.get(1, -1);
            if (type == ItemTypes.LAYER_TILEMAP && d.length > LayerDecoder.TM_DATA) {
                long n = tileCells(df, d);
                unreadable += n < 0 ? 1 : 0;
                cells += Math.max(0, n < 0 ? -n - 1 : n);
            } else if (type == ItemTypes.LAYER_QUADS && d.length >= 7 && d[4] > 0) {
                quads += Math.min(d[4], blockSize(df, d[5]) / (LayerDecoder.QUAD_INTS * 4));
            }
        }
        int sounds = 0;
        for (DatafileItem it : df.itemsOfType(ItemTypes.SOUND)) {
            // a placeholder is a few hundred bytes: a longer block is not one, and need not be inflated to know it
            byte[] b = bytesOrNull(df, it.get(3, -1), 1 << 16);
            sounds += b != null && Placeholders.isPlaceholder(b) ? 0 : 1;
        }
        return new MapContent(
                layers,
                cells,
                df.itemsOfType(ItemTypes.IMAGE).size(),
                quads,
                df.itemsOfType(ItemTypes.ENVELOPE).size(),
                sounds,
                unreadable);
    }

    /**
     * The non-air cells of a tilemap item; {@code -(cells read) - 1} when its data cannot be read in full (damaged,
     * too short, an impossible size), 0 for a kind this version does not know.
     */
    private static long tileCells(Datafile df, int[] d) {
        TileKind kind = TileKind.ofFlags(d[LayerDecoder.TM_FLAGS]);
        if (kind == null) {
            return 0;
        }
        int field = LayerDecoder.dataField(kind, d[LayerDecoder.TM_VERSION]);
        long need = (long) d[LayerDecoder.TM_WIDTH] * d[LayerDecoder.TM_HEIGHT] * kind.cellBytes();
        if (field >= d.length
                || d[LayerDecoder.TM_WIDTH] < 0
                || d[LayerDecoder.TM_HEIGHT] < 0
                || need > Math.min(df.limits().maxTotalBytes(), Integer.MAX_VALUE - 8)) {
            return -1;
        }
        byte[] raw;
        boolean whole = true;
        try {
            // only as far as the layer reads (a compressed block expands to at least its own size): a block that
            // inflates to far more costs no memory here either
            raw = df.dataBytes(d[field], "tiles", need);
            if (d[LayerDecoder.TM_VERSION] >= 4) {
                raw = TileCodec.expand(raw, (int) (need / kind.cellBytes()), "tiles");
            }
        } catch (PartialDataException e) {
            raw = e.partial();
            whole = false;
        } catch (DatafileException e) {
            return -1;
        }
        long n = nonAir(raw, kind.cellBytes(), typeByte(kind), need);
        return whole && raw.length >= need ? n : -n - 1;
    }

    /** The byte that says whether a cell of this kind holds something (ddnet-tiles.md: index or type). */
    private static int typeByte(TileKind kind) {
        return switch (kind) {
            case TILES, GAME, FRONT -> 0;
            case TELE, SWITCH, TUNE -> 1;
            case SPEEDUP -> 2;
        };
    }

    private static long nonAir(byte[] cells, int cellBytes, int typeByte, long limit) {
        long n = 0;
        long end = Math.min(cells.length, limit);
        for (long i = typeByte; i + cellBytes - typeByte <= end; i += cellBytes) {
            n += cells[(int) i] != 0 ? 1 : 0;
        }
        return n;
    }

    /** A 0.3 map ({@link LegacyMapDecoder}): its tilemaps and one Game layer of collision map and entities. */
    private static MapContent legacy(Datafile df) {
        int layers = 0;
        long cells = 0;
        int unreadable = 0;
        for (DatafileItem it : df.itemsOfType(LegacyMapDecoder.TILEMAP)) {
            layers++;
            long need = (long) it.get(1, 0) * it.get(2, 0) * 2;
            byte[] b = need > 0 ? bytesOrNull(df, it.get(6, -1), need) : null;
            unreadable += b == null || b.length < need ? 1 : 0;
            cells += b == null ? 0 : nonAir(b, 2, 0, need);
        }
        long game = 0;
        List<DatafileItem> cols = df.itemsOfType(LegacyMapDecoder.COLLISION);
        if (!cols.isEmpty()) {
            DatafileItem c = cols.get(0);
            long need = (long) c.get(0, 0) * c.get(1, 0);
            byte[] b = need > 0 ? bytesOrNull(df, c.get(2, -1), need) : null;
            unreadable += b == null || b.length < need ? 1 : 0;
            game += b == null ? 0 : nonAir(b, 1, 0, need);
        }
        for (int t = LegacyMapDecoder.FIRST_ENTITY; t <= LegacyMapDecoder.LAST_ENTITY; t++) {
            game += df.itemsOfType(t).size();
        }
        return new MapContent(
                layers + (cols.isEmpty() && game == 0 ? 0 : 1),
                cells + game,
                df.itemsOfType(LegacyMapDecoder.IMAGE).size(),
                0,
                0,
                0,
                unreadable);
    }

    private static byte[] bytesOrNull(Datafile df, int index, long need) {
        try {
            return index < 0 ? null : df.dataBytes(index, "data", need);
        } catch (PartialDataException e) {
            return e.partial();
        } catch (DatafileException e) {
            return null;
        }
    }

    private static long blockSize(Datafile df, int index) {
        try {
            return df.checkData(index, "quads");
        } catch (DatafileException e) {
            return 0;
        }
    }

    /**
     * What {@code held} had that this lacks, in words ("12 layers (3,402 non-empty cells), 5 images"), or an empty
     * string when nothing is missing. Tile layers whose data could not be read are always missing something.
     */
    public String lostSince(MapContent held) {
        List<String> out = new ArrayList<>();
        String cellsLost = held.cells > cells ? count(held.cells - cells, "non-empty cell") : null;
        if (held.layers > layers) {
            out.add(count(held.layers - layers, "layer") + (cellsLost != null ? " (" + cellsLost + ")" : ""));
        } else if (cellsLost != null) {
            out.add(cellsLost);
        }
        if (held.unreadableLayers > 0) {
            out.add("the unreadable tiles of " + count(held.unreadableLayers, "damaged layer"));
        }
        if (held.images > images) {
            out.add(count(held.images - images, "image"));
        }
        if (held.quads > quads) {
            out.add(count(held.quads - quads, "quad"));
        }
        if (held.envelopes > envelopes) {
            out.add(count(held.envelopes - envelopes, "envelope"));
        }
        if (held.sounds > sounds) {
            out.add(count(held.sounds - sounds, "sound"));
        }
        return String.join(", ", out);
    }

    /** This content in words: "14 layers (3,402 non-empty cells), 5 images, 12 quads, 2 envelopes, 0 sounds". */
    public String describe() {
        return count(layers, "layer") + " (" + count(cells, "non-empty cell") + "), " + count(images, "image") + ", "
                + count(quads, "quad") + ", " + count(envelopes, "envelope") + ", " + count(sounds, "sound");
    }

    private static String count(long n, String what) {
        return String.format(Locale.ROOT, "%,d", n) + " " + what + (n == 1 ? "" : "s");
    }
}
