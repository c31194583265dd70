package twedit.model.testutil;

import java.util.ArrayList;
import java.util.List;
import twedit.model.datafile.DataBlock;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileItem;
import twedit.model.datafile.DatafileWriter;

/**
 * Maps in the item layout of Teeworlds before 0.4 (0.3.x), built in code (no such map may be copied into the
 * repository): the layout of Teeworlds commit ea245b969^ (src/game/g_mapres.h, g_game.h, client/gc_mapres_*.h), as
 * 0.3's own maps (dm1, ctf2) hold it. A 10x8 map: two images, a background, main and foreground tilemap, a
 * collision map walled on three sides and entities on the floor row.
 */
public final class OldMaps {
    public static final int W = 10;
    public static final int H = 8;
    /** The floor row the entities stand on. */
    public static final int FLOOR = 5;
    /** Pick-up kinds of 0.3 (g_game.h ITEM_*). */
    public static final int SHOTGUN = 0x00010002;

    public static final int HEALTH = 0x00020001;
    public static final int GUN = 0x00010001;

    private OldMaps() {}

    /** The tilemap cells (index, flags) of tilemap {@code t}: a different sparse pattern each. */
    public static byte[] tilemapCells(int t) {
        byte[] c = new byte[W * H * 2];
        for (int i = 0; i < W * H; i++) {
            if ((i + t) % (3 + t) == 0) {
                c[2 * i] = (byte) (1 + (i * 7 + t) % 255);
                c[2 * i + 1] = (byte) (i % 4); // the flip bits 0.3 had
            }
        }
        return c;
    }

    /** The collision map: 1 (solid) on the left, right and bottom edge. */
    public static byte[] collision() {
        byte[] c = new byte[W * H];
        for (int y = 0; y < H; y++) {
            for (int x = 0; x < W; x++) {
                c[y * W + x] = (byte) (x == 0 || x == W - 1 || y == H - 1 ? 1 : 0);
            }
        }
        return c;
    }

    /** RGBA pixels of image {@code i} (side {@code side}), a gradient that is no placeholder. */
    public static byte[] pixels(int i, int side) {
        byte[] p = new byte[side * side * 4];
        for (int k = 0; k < p.length; k++) {
            p[k] = (byte) (k * (i + 3));
        }
        return p;
    }

    /**
     * The map file. With {@code extras}: a gun pick-up (0.4 has none: one entity is lost), a theme item (0x8fff) and
     * a second collision map, which have no place in today's maps.
     */
    public static byte[] teeworlds03(boolean extras) {
        List<DatafileItem> items = new ArrayList<>();
        List<DataBlock> data = new ArrayList<>();
        // entities: x, y in world units (32 a tile, the centre of the tile) [, pick-up kind]
        items.add(new DatafileItem(1, 0, new int[] {tile(2), tile(FLOOR)}));
        items.add(new DatafileItem(2, 0, new int[] {tile(3), tile(FLOOR), SHOTGUN}));
        items.add(new DatafileItem(2, 1, new int[] {tile(4), tile(FLOOR), HEALTH}));
        if (extras) {
            items.add(new DatafileItem(2, 2, new int[] {tile(7), tile(FLOOR), GUN}));
        }
        items.add(new DatafileItem(3, 0, new int[] {tile(1), tile(FLOOR)}));
        items.add(new DatafileItem(5, 0, new int[] {tile(5), tile(FLOOR)}));
        items.add(new DatafileItem(6, 0, new int[] {tile(6), tile(FLOOR)}));
        // images: width, height, data (3 ints, no version, no name)
        for (int i = 0; i < 2; i++) {
            int side = 16 + 16 * i;
            items.add(new DatafileItem(0x8001, i, new int[] {side, side, data.size()}));
            data.add(DataBlock.of(pixels(i, side)));
        }
        // tilemaps: image, width, height, x, y, scale, data, main
        for (int t = 0; t < 3; t++) {
            items.add(new DatafileItem(0x8002, t, new int[] {t % 2, W, H, 0, 0, 1 << 16, data.size(), t == 1 ? 1 : 0}));
            data.add(DataBlock.of(tilemapCells(t)));
        }
        items.add(new DatafileItem(0x8003, 0, new int[] {W, H, data.size()}));
        data.add(DataBlock.of(collision()));
        if (extras) {
            items.add(new DatafileItem(0x8003, 1, new int[] {W, H, data.size() - 1}));
            items.add(new DatafileItem(0x8fff, 0, new int[] {1}));
        }
        return new DatafileWriter().write(Datafile.of(items, data));
    }

    private static int tile(int t) {
        return t * 32 + 16;
    }
}
