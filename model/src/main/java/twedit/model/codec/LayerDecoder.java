package twedit.model.codec;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import twedit.model.datafile.DataBlock;
import twedit.model.datafile.DatafileException;
import twedit.model.datafile.DatafileItem;
import twedit.model.datafile.LittleEndian;
import twedit.model.datafile.PartialDataException;
import twedit.model.map.Color;
import twedit.model.map.Envelope;
import twedit.model.map.Layer;
import twedit.model.map.Point;
import twedit.model.map.Props;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundSource;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;

/** Decodes layer items (map-format.md "Layers"): tilemaps of every kind, quads, sounds and deprecated sounds. */
final class LayerDecoder {
    /** Tilemap item field positions, counted from the item start (layer base of 3 ints first). */
    static final int TM_VERSION = 3;

    static final int TM_WIDTH = 4;
    static final int TM_HEIGHT = 5;
    static final int TM_FLAGS = 6;
    static final int TM_COLOR = 7;
    static final int TM_COLOR_ENV = 11;
    static final int TM_COLOR_ENV_OFFSET = 12;
    static final int TM_IMAGE = 13;
    static final int TM_DATA = 14;
    static final int TM_NAME = 15;
    static final int TM_TELE = 18;
    static final int QUAD_INTS = 38;
    static final int SOURCE_INTS = 13;
    static final int OLD_SOURCE_INTS = 9;
    /** The largest layer a lenient decoder keeps with empty tiles when its tile data cannot be read. */
    static final long LENIENT_EMPTY_GRID_BYTES = 16L << 20;

    private final DecodeContext ctx;
    /** Which layer already uses a tile data block: DDNet refuses shared tile data (map-checks.md item 12). */
    private final Map<Integer, String> tileDataUsers = new HashMap<>();
    /** Whether the tile layer read last was stored in fewer tiles than it has (0.7 runs longer than one tile). */
    private boolean lastRunsPacked;

    LayerDecoder(DecodeContext ctx) {
        this.ctx = ctx;
    }

    /** The layer, or null (with a warning) for a layer type this version does not know. */
    Layer decode(DatafileItem item, String where) throws DatafileException {
        int[] d = item.data();
        if (d.length < 3) {
            throw new DatafileException(where + ": layer item has " + d.length + " ints, too short for its header");
        }
        int type = d[1];
        Layer layer = switch (type) {
            case ItemTypes.LAYER_TILEMAP -> tilemap(d, where);
            case ItemTypes.LAYER_QUADS -> quads(d, where);
            case ItemTypes.LAYER_SOUNDS, ItemTypes.LAYER_SOUNDS_DEPRECATED ->
                sounds(d, where, type == ItemTypes.LAYER_SOUNDS_DEPRECATED);
            default -> null;
        };
        if (layer == null) {
            ctx.warn(where + ": unknown layer type " + type + "; the layer is skipped");
            return null;
        }
        ctx.m.set(layer, Props.LAYER_FLAGS, d[2]);
        return layer;
    }

    private TileLayer tilemap(int[] d, String where) throws DatafileException {
        if (d.length < TM_DATA + 1) {
            throw new DatafileException(
                    where + ": tilemap item has " + d.length + " ints, needs at least " + (TM_DATA + 1));
        }
        int version = d[TM_VERSION];
        if (version < 2 || version > 4) {
            throw new DatafileException(where + ": tilemap version " + version + " is outside 2..4");
        }
        int width = d[TM_WIDTH];
        int height = d[TM_HEIGHT];
        TileKind kind = TileKind.ofFlags(d[TM_FLAGS]);
        if (kind == null) {
            throw new DatafileException(where + ": tilemap flags " + d[TM_FLAGS]
                    + " are not exactly one layer kind (more than one physics flag?)");
        }
        if (width < 2 || height < 2) {
            throw new DatafileException(where + ": " + kind.defaultName() + " layer size " + width + "x" + height
                    + " is below the minimum of 2x2");
        }
        long cells = (long) width * height;
        if (cells * kind.cellBytes() > ctx.df.limits().maxTotalBytes()
                || cells * kind.cellBytes() > Integer.MAX_VALUE - 8) {
            throw new DatafileException(where + ": layer size " + width + "x" + height + " is too large");
        }
        // v2 items have no name: DDNet's editor leaves tiles layers unnamed and forces physics layer names
        String name = version >= 3 ? MapStrings.i32String(d, TM_NAME, 3) : kind.isPhysics() ? kind.defaultName() : "";
        TileGrid grid = readGrid(d, version, kind, width, height, where + " '" + name + "'");
        TileLayer layer = new TileLayer(kind, name, grid);
        ctx.m.set(layer, Props.TILES_COLOR, new Color(d[TM_COLOR], d[TM_COLOR + 1], d[TM_COLOR + 2], d[TM_COLOR + 3]));
        ctx.m.set(
                layer,
                Props.TILES_COLOR_ENVELOPE,
                ctx.envelope(d[TM_COLOR_ENV], where + " '" + name + "' color envelope", Envelope.COLOR));
        ctx.m.set(layer, Props.TILES_COLOR_ENVELOPE_OFFSET, d[TM_COLOR_ENV_OFFSET]);
        ctx.m.set(layer, Props.TILES_IMAGE, ctx.ref(ctx.images, d[TM_IMAGE], where + " '" + name + "'", "image"));
        if (version >= 4) {
            ctx.form07 = true;
            if (lastRunsPacked) {
                ctx.packedLayers.add(layer);
            }
        }
        return layer;
    }

    /** Where a tilemap item keeps the data index of a layer of this kind (map-format.md "Layers"). */
    static int dataField(TileKind kind, int version) {
        int field = switch (kind) {
            case TILES, GAME -> TM_DATA;
            case TELE -> TM_TELE;
            case SPEEDUP -> TM_TELE + 1;
            case FRONT -> TM_TELE + 2;
            case SWITCH -> TM_TELE + 3;
            case TUNE -> TM_TELE + 4;
        };
        if (kind.isDdnetOnly() && version < 3) {
            field -= 3; // the DDNet extension predates the v3 name field (map-format.md "DDNet only content")
        }
        return field;
    }

    /**
     * How many bytes of its data block a tilemap item's layer reads: width x height x cell size, or the whole block
     * (Long.MAX_VALUE) for 0.7's compressed tiles and for an item too damaged to say.
     */
    static long bytesNeeded(int[] d, TileKind kind) {
        if (kind == null || d.length <= TM_HEIGHT || d[TM_VERSION] >= 4 || d[TM_WIDTH] <= 0 || d[TM_HEIGHT] <= 0) {
            return Long.MAX_VALUE;
        }
        return (long) d[TM_WIDTH] * d[TM_HEIGHT] * kind.cellBytes();
    }

    /** Salvage of a layer whose tile data ends early: the whole cells it has are kept, the rest are empty. */
    private TileGrid shortGrid(byte[] raw, int width, int height, TileKind kind, int need, String where, String problem)
            throws DatafileException {
        int whole = Math.min(raw.length, need) / kind.cellBytes();
        ctx.tolerate(
                new DatafileException(problem),
                whole == 0
                        ? "the layer is kept with empty tiles"
                        : "the " + whole + " cells read before the damage are kept (check the last of them: cells just"
                                + " before the damage may be wrong), the other " + (width * height - whole)
                                + " are empty");
        byte[] cells = new byte[need];
        System.arraycopy(raw, 0, cells, 0, whole * kind.cellBytes());
        return new TileGrid(width, height, kind.cellBytes(), cells, null);
    }

    private TileGrid readGrid(int[] d, int version, TileKind kind, int width, int height, String where)
            throws DatafileException {
        int field = dataField(kind, version);
        if (field >= d.length) {
            throw new DatafileException(
                    where + ": " + kind.defaultName() + " layer item is too short to hold its data index");
        }
        int index = d[field];
        String previous = tileDataUsers.putIfAbsent(index, where);
        if (previous != null) {
            // DDNet's releases (16.4 to 20.0) load it, each layer reading the block; its development version after
            // 20.0 refuses it. A block too small for this layer is refused below like any other.
            ctx.warn(where + ": tile data block " + index + " is also used by " + previous + "; DDNet's development"
                    + " version after 20.0 refuses that; saving gives each layer its own copy");
        }
        int cells = width * height;
        int need = cells * kind.cellBytes();
        lastRunsPacked = false;
        if (ctx.checkOnly && version < 4 && index >= 0 && index < ctx.df.data().size()) {
            DataBlock block = ctx.df.data().get(index);
            if (block.declaredSize() == need && !block.keepsBytes()) {
                // the block must inflate to exactly its declared size, which is what the layer needs
                ctx.checkedSize(index, where + " tiles");
                return TileGrid.compressed(width, height, kind.cellBytes(), block);
            }
        }
        byte[] raw;
        try {
            // only what the layer needs: a block declaring gigabytes more is neither allocated nor inflated past it
            raw = ctx.data(index, where + " tiles", bytesNeeded(d, kind));
        } catch (PartialDataException e) {
            // salvage keeps the cells that inflated before the damage (DDNet 0.6 layout only; 0.7 runs need all)
            if (!ctx.lenient || version >= 4 || (long) width * height * kind.cellBytes() > LENIENT_EMPTY_GRID_BYTES) {
                throw e;
            }
            return shortGrid(e.partial(), width, height, kind, need, where, e.getMessage());
        } catch (DatafileException e) {
            // salvage keeps a layer whose item is sound (size, image, name) without the tiles it cannot read
            if (!ctx.lenient || (long) width * height * kind.cellBytes() > LENIENT_EMPTY_GRID_BYTES) {
                throw e;
            }
            ctx.tolerate(e, "the layer is kept with empty tiles");
            return new TileGrid(width, height, kind.cellBytes());
        }
        if (version >= 4) {
            if (kind != TileKind.TILES && kind != TileKind.GAME) {
                throw new DatafileException(where + ": 0.7 tile compression is only allowed on tiles and game layers");
            }
            lastRunsPacked = raw.length < need;
            return new TileGrid(width, height, 4, TileCodec.expand(raw, cells, where), null);
        }
        if (raw.length < need) {
            String problem = where + ": tile data has " + raw.length + " bytes, a " + width + "x" + height + " "
                    + kind.defaultName() + " layer needs " + need;
            if (!ctx.lenient || need > LENIENT_EMPTY_GRID_BYTES) {
                throw new DatafileException(problem);
            }
            return shortGrid(raw, width, height, kind, need, where, problem);
        }
        DataBlock block = ctx.df.data().get(index);
        if (block.declaredSize() > need) {
            // DDNet reads its cells from the start of the block and ignores the rest; saving writes only the cells
            ctx.warn(where + ": tile data block " + index + " declares " + block.declaredSize() + " bytes, a " + width
                    + "x" + height + " " + kind.defaultName() + " layer needs " + need
                    + "; the rest is ignored (not inflated) and dropped on save");
            return new TileGrid(width, height, kind.cellBytes(), raw, null);
        }
        // the grid owns the freshly inflated array; the block is remembered for its compressed form only
        return new TileGrid(width, height, kind.cellBytes(), raw, block);
    }

    private QuadsLayer quads(int[] d, String where) throws DatafileException {
        if (d.length < 7) {
            throw new DatafileException(where + ": quads item has " + d.length + " ints, needs at least 7");
        }
        int version = d[3];
        int num = d[4];
        String name = version >= 2 ? MapStrings.i32String(d, 7, 3) : "Quads";
        String w = where + " '" + name + "'";
        if (num < 0) {
            throw new DatafileException(w + ": negative quad count " + num);
        }
        List<Quad> quads = new ArrayList<>();
        if (num > 0) {
            // only what the quads need: a block declaring more is not inflated past them (DDNet reads no further)
            byte[] b = ctx.data(d[5], w + " quads", (long) num * QUAD_INTS * 4);
            if ((long) num * QUAD_INTS * 4 > b.length) {
                throw new DatafileException(w + ": " + num + " quads need " + (long) num * QUAD_INTS * 4
                        + " bytes, the data block has " + b.length);
            }
            for (int q = 0; q < num; q++) {
                quads.add(quad(LittleEndian.i32s(b, q * QUAD_INTS * 4, QUAD_INTS), w + " quad " + q));
            }
        }
        return new QuadsLayer(name, ctx.ref(ctx.images, d[6], w, "image"), quads);
    }

    private Quad quad(int[] v, String where) {
        List<Point> points = new ArrayList<>(5);
        for (int i = 0; i < 5; i++) {
            points.add(new Point(v[2 * i], v[2 * i + 1]));
        }
        List<Color> colors = new ArrayList<>(4);
        for (int i = 0; i < 4; i++) {
            colors.add(new Color(v[10 + 4 * i], v[11 + 4 * i], v[12 + 4 * i], v[13 + 4 * i]));
        }
        List<Point> tex = new ArrayList<>(4);
        for (int i = 0; i < 4; i++) {
            tex.add(new Point(v[26 + 2 * i], v[27 + 2 * i]));
        }
        return new Quad(
                points,
                colors,
                tex,
                ctx.envelope(v[34], where + " position envelope", Envelope.POSITION),
                v[35],
                ctx.envelope(v[36], where + " color envelope", Envelope.COLOR),
                v[37]);
    }

    private SoundsLayer sounds(int[] d, String where, boolean deprecated) throws DatafileException {
        if (d.length < 7) {
            throw new DatafileException(where + ": sounds item has " + d.length + " ints, needs at least 7");
        }
        int num = d[4];
        String name = MapStrings.i32String(d, 7, 3);
        String w = where + " '" + name + "'";
        if (num < 0) {
            throw new DatafileException(w + ": negative source count " + num);
        }
        int size = deprecated ? OLD_SOURCE_INTS : SOURCE_INTS;
        List<SoundSource> sources = new ArrayList<>();
        if (num > 0) {
            byte[] b = ctx.data(d[5], w + " sources", (long) num * size * 4);
            if ((long) num * size * 4 > b.length) {
                throw new DatafileException(w + ": " + num + " sound sources need " + (long) num * size * 4
                        + " bytes, the data block has " + b.length);
            }
            for (int s = 0; s < num; s++) {
                int[] v = LittleEndian.i32s(b, s * size * 4, size);
                String sw = w + " source " + s;
                if (deprecated) {
                    // map-format.md "Deprecated Sounds layer": panning on, falloff 0, circle of the old radius
                    sources.add(new SoundSource(
                            new Point(v[0], v[1]),
                            v[2] != 0,
                            true,
                            v[3],
                            0,
                            ctx.envelope(v[5], sw + " position envelope", Envelope.POSITION),
                            v[6],
                            ctx.envelope(v[7], sw + " sound envelope", Envelope.SOUND),
                            v[8],
                            SoundSource.SHAPE_CIRCLE,
                            v[4],
                            0));
                } else {
                    sources.add(new SoundSource(
                            new Point(v[0], v[1]),
                            v[2] != 0,
                            v[3] != 0,
                            v[4],
                            v[5],
                            ctx.envelope(v[6], sw + " position envelope", Envelope.POSITION),
                            v[7],
                            ctx.envelope(v[8], sw + " sound envelope", Envelope.SOUND),
                            v[9],
                            v[10],
                            v[11],
                            v[12]));
                }
            }
        }
        if (deprecated) {
            ctx.warn(w + ": deprecated sound layer upgraded to a sounds layer");
        }
        return new SoundsLayer(name, ctx.ref(ctx.sounds, d[6], w, "sound"), sources);
    }
}
