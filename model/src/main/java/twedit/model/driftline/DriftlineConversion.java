package twedit.model.driftline;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.ListRef;
import twedit.model.map.MapImage;
import twedit.model.map.MapMutator;
import twedit.model.map.Props;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.tiles.DdnetTiles;

/**
 * Converts between Driftline maps and DDNet maps with the mapping documented in package-info: bg/solid/fg become
 * tiles layers (atlas cell (ax, ay) = tile index ay*16+ax), solid and the generated boundary ring become hookable
 * Game tiles, entities become Game-layer entity tiles; back, the Game layer's solids and entities.
 */
public final class DriftlineConversion {
    /** DDNet Game tile ids used by the mapping, from the tile table (ddnet-tiles.md). */
    static final int SOLID = DdnetTiles.id(TileKind.GAME, "solid");

    static final int NOHOOK = DdnetTiles.id(TileKind.GAME, "nohook");
    static final int SPAWN = DdnetTiles.id(TileKind.GAME, "spawn");
    static final int SPAWN_RED = DdnetTiles.id(TileKind.GAME, "spawn_red");
    static final int SPAWN_BLUE = DdnetTiles.id(TileKind.GAME, "spawn_blue");
    static final int FLAG_RED = DdnetTiles.id(TileKind.GAME, "flag_stand_red");
    static final int FLAG_BLUE = DdnetTiles.id(TileKind.GAME, "flag_stand_blue");

    private DriftlineConversion() {}

    /** A conversion's result and what could not be carried over (one line each, naming the entry). */
    public record Result<T>(T value, List<String> warnings) {
        public Result {
            warnings = List.copyOf(warnings);
        }
    }

    /**
     * The DDNet tile index of atlas cell (ax, ay): ay*16+ax in the 16x16 atlas, or 0 when DDNet cannot express the
     * cell ((0,0) is DDNet's empty tile; cells beyond column or row 15 do not exist there). Save As, convert and paste
     * all map cells with it.
     */
    public static int ddnetIndex(int ax, int ay) {
        return ax < 0 || ay < 0 || ax > 15 || ay > 15 ? 0 : ay * 16 + ax;
    }

    /** The atlas column of DDNet tile index {@code i} (the inverse of {@link #ddnetIndex}). */
    public static int atlasX(int i) {
        return i % 16;
    }

    /** The atlas row of DDNet tile index {@code i}. */
    public static int atlasY(int i) {
        return i / 16;
    }

    /** The name of the embedded tileset image of a converted map: meta.tileset, or "tileset" when it is empty. */
    public static String tilesetImageName(DriftlineMeta meta) {
        return meta.tileset().isEmpty() ? "tileset" : meta.tileset();
    }

    /**
     * The meta.tileset name of a DDNet map converted to Driftline: {@code given} when not null, else the image of the
     * Game group's tiles layer "solid", "bg" or "fg" (the tileset a converted map embeds), else empty.
     */
    static String tilesetName(TwMap map, String given) {
        if (given != null) {
            return given;
        }
        for (TileLayer l : designLayers(map).values()) {
            if (l.image() != null && !l.image().name().equals("tileset")) {
                return l.image().name();
            }
        }
        return "";
    }

    /**
     * A DDNet map of the Driftline map: one Game group with layers bg, Game, solid, fg.
     *
     * @param tileset the image for the three tiles layers (the tileset PNG), or null to leave them without one
     */
    public static Result<TwMap> toDdnet(DriftlineMap d, MapImage tileset) {
        List<String> warnings = new ArrayList<>();
        int w = d.meta().w();
        int h = d.meta().h();
        TwMap map = new TwMap();
        MapMutator m = new MapMutator(map); // builds the new map before anyone sees it
        if (tileset != null) {
            m.append(ListRef.images(map), tileset);
        }
        Group game = Group.game();
        TileLayer gameLayer = TileLayer.empty(TileKind.GAME, w, h);
        List<TileLayer> tiles = new ArrayList<>();
        for (DriftlineLayer kind : DriftlineLayer.values()) {
            TileLayer layer = TileLayer.empty(TileKind.TILES, w, h);
            m.set(layer, Props.LAYER_NAME, kind.jsonName());
            m.set(layer, Props.TILES_IMAGE, tileset);
            List<DriftlineTile> entries = d.layers().get(kind);
            for (int i = 0; i < entries.size(); i++) {
                DriftlineTile t = entries.get(i);
                int index = ddnetIndex(t.ax(), t.ay());
                if (index == 0) {
                    warnings.add("layers." + kind.jsonName() + "[" + i + "]: atlas cell (" + t.ax() + "," + t.ay()
                            + ") has no DDNet tile index (0,0 means empty; the atlas is 16x16); skipped");
                    continue;
                }
                if (!d.meta().contains(t.x(), t.y())) {
                    continue;
                }
                m.setCellByte(layer, t.x(), t.y(), 0, index);
                if (kind == DriftlineLayer.SOLID) {
                    m.setCellByte(gameLayer, t.x(), t.y(), 0, SOLID);
                }
            }
            tiles.add(layer);
        }
        // the runtime generates a solid boundary ring (spec "Tile canonicalization"); DDNet needs it in the map
        for (int x = 0; x < w; x++) {
            m.setCellByte(gameLayer, x, 0, 0, SOLID);
            m.setCellByte(gameLayer, x, h - 1, 0, SOLID);
        }
        for (int y = 0; y < h; y++) {
            m.setCellByte(gameLayer, 0, y, 0, SOLID);
            m.setCellByte(gameLayer, w - 1, y, 0, SOLID);
        }
        List<DriftlineEntity> entities = new ArrayList<>(d.entities());
        // flags after bases so a flag wins a shared cell
        entities.sort(
                (a, b) -> Boolean.compare(a.type() == DriftlineEntityType.FLAG, b.type() == DriftlineEntityType.FLAG));
        for (DriftlineEntity e : entities) {
            if (!d.meta().contains(e.x(), e.y())) {
                continue;
            }
            int id = entityTile(e, warnings);
            m.setCellByte(gameLayer, e.x(), e.y(), 0, id);
        }
        m.append(ListRef.layers(game), tiles.get(0));
        m.append(ListRef.layers(game), gameLayer);
        m.append(ListRef.layers(game), tiles.get(1));
        m.append(ListRef.layers(game), tiles.get(2));
        m.append(ListRef.groups(map), game);
        return new Result<>(map, warnings);
    }

    private static int entityTile(DriftlineEntity e, List<String> warnings) {
        String where = e.type().jsonName() + " at (" + e.x() + "," + e.y() + ")";
        if (e.type() == DriftlineEntityType.SPAWN) {
            if (e.team() < 0 || e.team() > 2) {
                warnings.add(where + ": team " + e.team() + " has no DDNet spawn; written as a plain spawn");
            }
            return e.team() == 1 ? SPAWN_RED : e.team() == 2 ? SPAWN_BLUE : SPAWN;
        }
        if (e.type() == DriftlineEntityType.BASE) {
            warnings.add(where + ": DDNet has no bases; written as the team's flag stand");
        }
        if (e.team() < 0 || e.team() > 1) {
            warnings.add(where + ": team " + e.team() + " has no DDNet flag stand; written as red");
        }
        return e.team() == 1 ? FLAG_BLUE : FLAG_RED;
    }

    /**
     * A Driftline map of a DDNet map: the Game layer's solids (hookable and unhookable) and spawn/flag entities, with
     * the atlas cells of the Game group's tiles layers "bg", "solid" and "fg" (as {@link #toDdnet} writes them), so a
     * converted Driftline map comes back whole; {@link DriftlineLosses#ofDdnet} lists what is left behind.
     *
     * @param tileset meta.tileset, or null for the name of the image those layers use (empty without one)
     */
    public static Result<DriftlineMap> fromDdnet(TwMap map, String tileset) throws DriftlineException {
        TileLayer game = map.gameLayer().orElseThrow(() -> new DriftlineException("the map has no Game layer"));
        Map<DriftlineLayer, TileLayer> design = designLayers(map);
        List<String> warnings = new ArrayList<>();
        List<DriftlineTile> solid = new ArrayList<>();
        List<DriftlineEntity> entities = new ArrayList<>();
        int w = game.width();
        int h = game.height();
        TileLayer solidLayer = design.get(DriftlineLayer.SOLID);
        for (int y = 1; y < h - 1; y++) {
            for (int x = 1; x < w - 1; x++) {
                int id = game.grid().get(x, y, 0);
                if (id == SOLID || id == NOHOOK) {
                    int shown = index(solidLayer, x, y);
                    int cell = shown != 0 ? shown : id;
                    solid.add(new DriftlineTile(x, y, atlasX(cell), atlasY(cell)));
                } else if (id >= SPAWN && id <= SPAWN_BLUE) {
                    entities.add(new DriftlineEntity(DriftlineEntityType.SPAWN, x, y, id - SPAWN));
                } else if (id == FLAG_RED || id == FLAG_BLUE) {
                    entities.add(new DriftlineEntity(DriftlineEntityType.FLAG, x, y, id - FLAG_RED));
                }
            }
        }
        DriftlineMeta meta = new DriftlineMeta(w, h, DriftlineMeta.DEFAULT_TILE_SIZE, tilesetName(map, tileset));
        DriftlineMap d = new DriftlineMap(
                meta,
                new DriftlineLayers(
                        cells(design.get(DriftlineLayer.BG), w, h), solid, cells(design.get(DriftlineLayer.FG), w, h)),
                entities);
        DriftlineResult r = DriftlineNormalizer.normalize(d);
        r.warnings().forEach(x -> warnings.add(x.toString()));
        return new Result<>(r.map(), warnings);
    }

    /** The Game group's first tiles layer named "bg", "solid" and "fg" (those {@link #toDdnet} writes), if any. */
    static Map<DriftlineLayer, TileLayer> designLayers(TwMap map) {
        Map<DriftlineLayer, TileLayer> out = new EnumMap<>(DriftlineLayer.class);
        map.gameGroup().ifPresent(g -> {
            for (Layer l : g.layers()) {
                if (l instanceof TileLayer t && t.kind() == TileKind.TILES) {
                    for (DriftlineLayer kind : DriftlineLayer.values()) {
                        if (kind.jsonName().equals(t.name())) {
                            out.putIfAbsent(kind, t);
                        }
                    }
                }
            }
        });
        return out;
    }

    /** Whether the Game layer's tile at (x, y) is a solid Driftline keeps. */
    static boolean isSolid(TileLayer game, int x, int y) {
        int id = game.grid().contains(x, y) ? game.grid().get(x, y, 0) : 0;
        return id == SOLID || id == NOHOOK;
    }

    /** Whether a Game tile id is a solid Driftline keeps (hookable or unhookable). */
    public static boolean isSolidId(int id) {
        return id == SOLID || id == NOHOOK;
    }

    /** Whether {@link #fromDdnet} carries a Game tile id (air, solids, spawns, flag stands). */
    static boolean carries(int id) {
        return id == 0 || id == SOLID || id == NOHOOK || (id >= SPAWN && id <= FLAG_BLUE);
    }

    private static int index(TileLayer layer, int x, int y) {
        return layer != null && layer.grid().contains(x, y) ? layer.grid().get(x, y, 0) : 0;
    }

    /** A design layer's cells inside the map and off its ring, as atlas cells (index i is (i%16, i/16)). */
    private static List<DriftlineTile> cells(TileLayer layer, int w, int h) {
        List<DriftlineTile> out = new ArrayList<>();
        for (int y = 1; y < h - 1; y++) {
            for (int x = 1; x < w - 1; x++) {
                int i = index(layer, x, y);
                if (i != 0) {
                    out.add(new DriftlineTile(x, y, atlasX(i), atlasY(i)));
                }
            }
        }
        return out;
    }
}
