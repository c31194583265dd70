package twedit.model.codec;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileException;
import twedit.model.datafile.DatafileItem;
import twedit.model.datafile.PartialDataException;
import twedit.model.map.Group;
import twedit.model.map.ListRef;
import twedit.model.map.MapImage;
import twedit.model.map.MapInfo;
import twedit.model.map.MapMutator;
import twedit.model.map.Props;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Converts a map in the item layout of Teeworlds before 0.4 (0.3.x: no Version item; images, tilemaps and the
 * collision map as item types 0x8001..0x8003; spawns, pick-ups and flag stands as item types 1..6; Teeworlds commit
 * ea245b969^ src/game/g_mapres.h, g_game.h, client/gc_mapres_*.h) into today's map, as 0.4's editor imported it
 * (commit 57c476599 src/game/editor/ed_io.cpp editor_load_old): every tilemap becomes a tiles layer of the Game group,
 * the Game layer (just below the main tilemap) gets the collision map as solid tiles and the entities at their tiles.
 */
final class LegacyMapDecoder {
    /** {@code MAPRES_IMAGE}: width, height, data index of RGBA pixels. */
    static final int IMAGE = 0x8001;
    /** {@code MAPRES_TILEMAP}: image, width, height, x, y, scale, data index (2 bytes a cell: index, flags), main. */
    static final int TILEMAP = 0x8002;
    /** {@code MAPRES_COLLISIONMAP}: width, height, data index (1 byte a cell, not 0 = solid). */
    static final int COLLISION = 0x8003;
    /** {@code MAPRES_SPAWNPOINT} .. {@code MAPRES_FLAGSTAND_BLUE}: x, y in world units (32 a tile)[, pick-up kind]. */
    static final int FIRST_ENTITY = 1;

    static final int LAST_ENTITY = 6;
    private static final int ITEM = 2;
    /** DDNet's ENTITY_OFFSET (255 - 16 * 4): entity n is Game tile 191 + n. */
    private static final int ENTITY_OFFSET = 191;
    /** Game tile of entity item types 1, 3..6 (spawn, red spawn, blue spawn, red flag stand, blue flag stand). */
    private static final int[] ENTITY_TILE = {0, 1, 0, 2, 3, 4, 5};
    /** 0.3 pick-up kinds ({@code ITEM_*} of g_game.h) with the entity 0.4 made of them; the others had none. */
    private static final Map<Integer, Integer> PICKUPS = Map.of(
            0x00010002, 8, // shotgun
            0x00010003, 9, // rocket: the grenade launcher
            0x00040001, 10, // ninja
            0x00030001, 6, // armor
            0x00020001, 7); // health

    private static final Map<Integer, String> UNPLACED_PICKUPS =
            Map.of(0x00010001, "gun", 0x00010004, "sniper", 0x00010005, "hammer");
    private static final int TILE = 32;

    private final DecodeContext ctx;
    private final List<String> lost = new ArrayList<>();

    private LegacyMapDecoder(DecodeContext ctx) {
        this.ctx = ctx;
    }

    /**
     * Whether the datafile is a map in the layout from before 0.4: no Version item and tilemaps or a collision map,
     * but no UUID index (a DDNet map that lost its Version item may number its UUID item types 0x8002 and 0x8003).
     */
    static boolean applies(Datafile df) {
        return df.itemsOfType(ItemTypes.VERSION).isEmpty()
                && df.itemsOfType(Datafile.ITEMTYPE_EX).isEmpty()
                && (!df.itemsOfType(TILEMAP).isEmpty()
                        || !df.itemsOfType(COLLISION).isEmpty());
    }

    /** The map of a datafile {@link #applies} to; what cannot be carried over is said in salvage warnings. */
    static LoadResult decode(DecodeContext ctx) throws DatafileException {
        return new LegacyMapDecoder(ctx).decode();
    }

    private LoadResult decode() throws DatafileException {
        TwMap map = new TwMap();
        MapMutator m = new MapMutator(map);
        ctx.m = m;
        m.setInfo(MapInfo.EMPTY);
        List<DatafileItem> imageItems = ctx.df.itemsOfType(IMAGE);
        for (int i = 0; i < imageItems.size(); i++) {
            ctx.images.add(image(i, imageItems.get(i).data()));
        }
        for (MapImage img : ctx.images) {
            m.append(ListRef.images(map), img);
        }
        List<TileLayer> below = new ArrayList<>();
        List<TileLayer> above = new ArrayList<>();
        int gameW = 0;
        int gameH = 0;
        List<DatafileItem> tilemaps = ctx.df.itemsOfType(TILEMAP);
        boolean passedMain = false;
        for (int t = 0; t < tilemaps.size(); t++) {
            int[] d = tilemaps.get(t).data();
            TileLayer l = tilemap(t, d);
            boolean main = d.length > 7 && d[7] != 0;
            if (main && !passedMain && l != null) {
                gameW = l.width();
                gameH = l.height();
            }
            passedMain |= main;
            if (l != null) {
                (passedMain ? above : below).add(l);
            }
        }
        byte[] solid = null;
        int colW = 0;
        List<DatafileItem> cols = ctx.df.itemsOfType(COLLISION);
        if (!cols.isEmpty()) {
            int[] d = cols.get(0).data();
            solid = collision(d);
            if (solid != null) {
                colW = d[0];
                gameW = Math.max(gameW, d[0]);
                gameH = Math.max(gameH, d[1]);
            }
        }
        if (gameW == 0) {
            for (TileLayer l : below) {
                gameW = Math.max(gameW, l.width());
                gameH = Math.max(gameH, l.height());
            }
        }
        gameW = Math.max(2, gameW);
        gameH = Math.max(2, gameH);
        if (!fits(gameW, gameH)) {
            // the main tilemap and the collision map are each possible, but not a layer as wide and tall as both
            throw new DatafileException("the Game layer of this 0.3 map would be " + gameW + "x" + gameH
                    + " (the main tilemap and the collision map disagree), too large");
        }
        TileLayer game = gameLayer(gameW, gameH, solid, colW);
        Group g = Group.game();
        for (TileLayer l : below) {
            m.append(ListRef.layers(g), l);
        }
        m.append(ListRef.layers(g), game);
        for (TileLayer l : above) {
            m.append(ListRef.layers(g), l);
        }
        m.append(ListRef.groups(map), g);
        otherItems();
        ctx.warnings.add(
                0,
                new LoadWarning(
                        LoadWarning.Kind.SALVAGED,
                        "file: a map in the layout of Teeworlds before 0.4 (no Version item), which DDNet cannot load;"
                                + " converted: " + imageItems.size() + " images, " + (below.size() + above.size())
                                + " tile layers and a Game layer with the collision map and entities"
                                + (lost.isEmpty() ? "" : "; not carried over: " + String.join("; ", lost))));
        return new LoadResult(map, ctx.warnings, SourceForm.DDNET);
    }

    private MapImage image(int i, int[] d) throws DatafileException {
        String name = "image" + i;
        if (d.length < 3) {
            ctx.tolerate(
                    new DatafileException("image " + i + " (0.3 layout): item has " + d.length + " ints, needs 3"),
                    "a placeholder takes its place");
            return Placeholders.image(name, 0, 0);
        }
        // the 0.3 image item is today's version 1 image without the external flag and the name
        return MapDecoder.image(ctx, i, new int[] {1, d[0], d[1], 0, -1, d[2]}, name);
    }

    /** A tiles layer from a 0.3 tilemap item, or null (said in the warnings) when it cannot be read. */
    private TileLayer tilemap(int t, int[] d) throws DatafileException {
        String where = "tilemap " + t + " (0.3 layout)";
        if (d.length < 7) {
            ctx.tolerate(new DatafileException(where + ": item has " + d.length + " ints, needs 7"), "layer dropped");
            return null;
        }
        int w = d[1];
        int h = d[2];
        // today's layers are at least 2x2; a thinner one keeps its cells in the top left corner
        int gw = Math.max(2, w);
        int gh = Math.max(2, h);
        if (w < 1 || h < 1 || !fits(gw, gh)) {
            ctx.tolerate(new DatafileException(where + ": size " + w + "x" + h + " is impossible"), "layer dropped");
            return null;
        }
        byte[] raw = cells(d[6], where + " tiles", (long) w * h * 2);
        byte[] cells = new byte[gw * gh * 4];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int from = (y * w + x) * 2;
                if (from + 1 < raw.length) {
                    int to = (y * gw + x) * 4;
                    cells[to] = raw[from]; // index
                    cells[to + 1] = raw[from + 1]; // flags: the same flip bits as today
                }
            }
        }
        TileLayer l = new TileLayer(TileKind.TILES, "", new TileGrid(gw, gh, 4, cells, null));
        ctx.m.set(l, Props.TILES_IMAGE, ctx.ref(ctx.images, d[0], where, "image"));
        return l;
    }

    /** Whether a layer of {@code w} x {@code h} 4-byte cells stays within the read limits. */
    private boolean fits(int w, int h) {
        return (long) w * h * 4 <= Math.min(ctx.df.limits().maxTotalBytes(), Integer.MAX_VALUE - 8);
    }

    /** The bytes of a data block, as many as can be read (lenient: a damaged block gives what inflated). */
    private byte[] cells(int index, String where, long need) throws DatafileException {
        try {
            byte[] b = ctx.data(index, where);
            if (b.length < need) {
                ctx.tolerate(
                        new DatafileException(where + ": data has " + b.length + " bytes, needs " + need),
                        "the cells it has are kept, the others are empty");
            }
            return b;
        } catch (PartialDataException e) {
            ctx.tolerate(e, "the cells read before the damage are kept, the others are empty");
            return e.partial();
        } catch (DatafileException e) {
            ctx.tolerate(e, "the layer is kept with empty tiles");
            return new byte[0];
        }
    }

    /** The collision map's cells (1 byte each, not 0 = solid), or null when it cannot be read. */
    private byte[] collision(int[] d) throws DatafileException {
        String where = "collision map (0.3 layout)";
        if (d.length < 3 || d[0] < 1 || d[1] < 1 || !fits(d[0], d[1])) {
            ctx.tolerate(
                    new DatafileException(
                            where + ": item " + java.util.Arrays.toString(d) + " is not width, height," + " data"),
                    "the Game layer gets no solid tiles from it");
            return null;
        }
        byte[] raw = cells(d[2], where, (long) d[0] * d[1]);
        return java.util.Arrays.copyOf(raw, d[0] * d[1]);
    }

    private TileLayer gameLayer(int w, int h, byte[] solid, int colW) {
        byte[] cells = new byte[w * h * 4];
        if (solid != null) {
            for (int i = 0; i < solid.length; i++) {
                if (solid[i] != 0) {
                    cells[((i / colW) * w + i % colW) * 4] = 1; // TILE_SOLID
                }
            }
        }
        Map<String, Integer> unplaced = new TreeMap<>();
        int covered = 0;
        for (int type = FIRST_ENTITY; type <= LAST_ENTITY; type++) {
            for (DatafileItem it : ctx.df.itemsOfType(type)) {
                int[] d = it.data();
                int entity = type == ITEM ? PICKUPS.getOrDefault(it.get(2, 0), 0) : ENTITY_TILE[type];
                if (entity == 0) {
                    unplaced.merge(
                            type == ITEM
                                    ? UNPLACED_PICKUPS.getOrDefault(it.get(2, 0), "unknown") + " pick-up"
                                    : "entity",
                            1,
                            Integer::sum);
                    continue;
                }
                int x = d.length >= 2 ? d[0] / TILE : -1;
                int y = d.length >= 2 ? d[1] / TILE : -1;
                if (x < 0 || y < 0 || x >= w || y >= h) {
                    unplaced.merge("entity outside the map", 1, Integer::sum);
                    continue;
                }
                int at = (y * w + x) * 4;
                if (cells[at] == 1) {
                    covered++;
                }
                cells[at] = (byte) (ENTITY_OFFSET + entity);
            }
        }
        unplaced.forEach((what, n) -> lost.add(
                n + " " + what + (n == 1 ? "" : "s") + (what.endsWith("pick-up") ? " (0.4 has no such pick-up)" : "")));
        if (covered > 0) {
            lost.add(covered + " solid tiles under entities");
        }
        return new TileLayer(TileKind.GAME, TileKind.GAME.defaultName(), new TileGrid(w, h, 4, cells, null));
    }

    /** Says which items of the file have no place in today's map. */
    private void otherItems() {
        Map<Integer, Integer> other = new TreeMap<>();
        for (DatafileItem it : ctx.df.items()) {
            int t = it.type();
            if (t != IMAGE && t != TILEMAP && t != COLLISION && (t < FIRST_ENTITY || t > LAST_ENTITY)) {
                other.merge(t, 1, Integer::sum);
            }
        }
        int extraCollision = Math.max(0, ctx.df.itemsOfType(COLLISION).size() - 1);
        if (extraCollision > 0) {
            lost.add(extraCollision + " more collision maps (0.3 used only the first)");
        }
        other.forEach((t, n) -> lost.add(n + " item" + (n == 1 ? "" : "s") + " of type 0x" + Integer.toHexString(t)
                + (t == 0x8fff ? " (the 0.3 theme choice)" : "")));
    }
}
