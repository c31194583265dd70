package twedit.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.Edits;
import twedit.model.map.Color;
import twedit.model.map.Group;
import twedit.model.map.MapImage;
import twedit.model.map.Point;
import twedit.model.map.Props;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * A map built in code to look like a big community map: a sky of quads far behind (parallax 0), 40 tile layers of
 * 1000x500 over five external images in groups at parallax 100, 300 quads, and every physics layer filled.
 */
final class CommunityMap {
    static final int W = 1000;
    static final int H = 500;

    private CommunityMap() {}

    static TwMap build() {
        TwMap m = TwMap.newMap(W, H);
        MapDocument doc = new MapDocument(m);
        String[] names = {"grass_main", "desert_main", "jungle_main", "generic_unhookable", "winter_main"};
        List<MapImage> images = new ArrayList<>();
        for (int i = 0; i < names.length; i++) {
            MapImage img = MapImage.external(names[i], 1024, 1024);
            doc.apply(Edits.addImage(m, i, img));
            images.add(img);
        }
        MapImage cloud = MapImage.external("bg_cloud1", 512, 256);
        doc.apply(Edits.addImage(m, images.size(), cloud));
        Random r = new Random(34);
        // the sky behind everything: a gradient quad and clouds that stay put
        Group sky = new Group("Sky");
        doc.apply(Edits.addGroup(m, 0, sky));
        doc.apply(Edits.set(sky, Props.GROUP_PARALLAX, new Point(0, 0)));
        List<Quad> skyQuads = new ArrayList<>();
        skyQuads.add(quad(-1000, -700, 2000, 1400, new Color(90, 140, 220, 255), new Color(200, 230, 255, 255)));
        doc.apply(Edits.addLayer(sky, 0, new QuadsLayer("Sky", null, skyQuads)));
        Group game = m.groups().get(1);
        int layer = 0;
        for (int g = 0; g < 4; g++) {
            Group design = new Group("Design " + g);
            int index = g < 2 ? 1 + g : m.groups().size();
            doc.apply(Edits.addGroup(m, index, design));
            List<Quad> quads = new ArrayList<>();
            for (int q = 0; q < 75; q++) {
                int x = r.nextInt(W * 32);
                int y = r.nextInt(H * 32);
                int s = 64 + r.nextInt(512);
                quads.add(quad(x, y, s, s * 2 / 3, new Color(255, 255, 255, 160 + r.nextInt(90)), null));
            }
            doc.apply(Edits.addLayer(design, 0, new QuadsLayer("Quads", g % 2 == 0 ? cloud : null, quads)));
            for (int i = 0; i < 10; i++, layer++) {
                TileLayer tiles = TileLayer.detached(
                        TileKind.TILES, "Tiles " + layer, tiles(r, layer), images.get(layer % images.size()), null);
                doc.apply(Edits.addLayer(design, design.layers().size(), tiles));
            }
        }
        for (TileKind k :
                new TileKind[] {TileKind.FRONT, TileKind.TELE, TileKind.SPEEDUP, TileKind.SWITCH, TileKind.TUNE}) {
            TileLayer l = TileLayer.detached(k, k.defaultName(), physics(r, k), null, null);
            doc.apply(Edits.addLayer(game, game.layers().size(), l));
        }
        // the new map's empty Game layer gives way to a filled one
        doc.apply(Edits.removeLayer(game, 0));
        doc.apply(Edits.addLayer(
                game, 0, TileLayer.detached(TileKind.GAME, "Game", physics(r, TileKind.GAME), null, null)));
        return m;
    }

    /** Blobs of tiles: each layer covers about a third of the map with runs of one of 48 tiles. */
    private static TileGrid tiles(Random r, int seed) {
        byte[] cells = new byte[W * H * 4];
        for (int b = 0; b < 400; b++) {
            int cx = r.nextInt(W);
            int cy = r.nextInt(H);
            int rw = 5 + r.nextInt(40);
            int rh = 3 + r.nextInt(20);
            int id = 1 + (seed * 7 + b) % 48;
            for (int y = Math.max(0, cy - rh); y < Math.min(H, cy + rh); y++) {
                for (int x = Math.max(0, cx - rw); x < Math.min(W, cx + rw); x++) {
                    int o = (y * W + x) * 4;
                    cells[o] = (byte) (id + (x + y) % 3);
                    cells[o + 1] = (byte) (r.nextInt(8) == 0 ? 1 : 0);
                }
            }
        }
        return new TileGrid(W, H, 4, cells, null);
    }

    /** A physics layer with a tile in about every fourth cell, numbered where the kind has numbers. */
    private static TileGrid physics(Random r, TileKind k) {
        int cb = k.cellBytes();
        byte[] cells = new byte[W * H * cb];
        for (int y = 0; y < H; y++) {
            for (int x = 0; x < W; x++) {
                if ((x * 31 + y * 17 + k.ordinal()) % 4 != 0) {
                    continue;
                }
                byte[] c = switch (k) {
                    case GAME, FRONT -> Cells.tile(new int[] {1, 2, 3, 9}[(x + y) % 4], 0);
                    case TELE -> Cells.tele(1 + (x + y) % 60, new int[] {10, 26, 63}[(x / 3 + y) % 3]);
                    case SPEEDUP -> Cells.speedup(20 + x % 30, y % 3 == 0 ? 0 : 50, 28, (x * 7 + y) % 360);
                    case SWITCH -> Cells.switchCell(1 + (x * y) % 40, 22, 0, y % 5);
                    case TUNE -> Cells.tune(1 + x % 20, 68);
                    default -> throw new IllegalArgumentException(k.toString());
                };
                System.arraycopy(c, 0, cells, (y * W + x) * cb, cb);
            }
        }
        return new TileGrid(W, H, cb, cells, null);
    }

    /** An axis-aligned quad; {@code bottom} non-null makes a vertical gradient, else one colour. */
    private static Quad quad(int x, int y, int w, int h, Color top, Color bottom) {
        Color b = bottom == null ? top : bottom;
        int f = 1024; // the fixed-point unit of quad positions (world pixel * 1024)
        List<Point> pts = List.of(
                new Point(x * f, y * f),
                new Point((x + w) * f, y * f),
                new Point(x * f, (y + h) * f),
                new Point((x + w) * f, (y + h) * f),
                new Point((x + w / 2) * f, (y + h / 2) * f));
        return new Quad(
                pts,
                List.of(top, top, b, b),
                List.of(new Point(0, 0), new Point(1024, 0), new Point(0, 1024), new Point(1024, 1024)),
                null,
                0,
                null,
                0);
    }
}
