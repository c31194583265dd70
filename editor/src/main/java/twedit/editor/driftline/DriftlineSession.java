package twedit.editor.driftline;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import twedit.media.PngCodec;
import twedit.model.document.MapDocument;
import twedit.model.driftline.DriftlineCanonicalWriter;
import twedit.model.driftline.DriftlineConversion;
import twedit.model.driftline.DriftlineEntity;
import twedit.model.driftline.DriftlineEntityType;
import twedit.model.driftline.DriftlineException;
import twedit.model.driftline.DriftlineLayer;
import twedit.model.driftline.DriftlineLayers;
import twedit.model.driftline.DriftlineMap;
import twedit.model.driftline.DriftlineMeta;
import twedit.model.driftline.DriftlineNormalizer;
import twedit.model.driftline.DriftlineResult;
import twedit.model.driftline.DriftlineTile;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.MapBuilder;
import twedit.model.map.MapImage;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * A Driftline map open for editing: the document holding its editing layers (see package-info for the mapping)
 * and the sidecar tables that turn tile indices back into atlas cells and teams when saving.
 */
public final class DriftlineSession {
    /** The name of the group holding the Driftline layers. */
    public static final String GROUP = "Driftline";
    /** Teams always offered in the entity palettes, whether the map uses them or not. */
    static final int DEFAULT_TEAMS = 8;

    private final MapDocument document;
    private final DriftlineMeta meta;
    private final IndexTable<AtlasCell> atlas;
    private final IndexTable<Integer> teams;
    private final Map<DriftlineLayer, TileLayer> tiles = new EnumMap<>(DriftlineLayer.class);
    private final Map<DriftlineEntityType, TileLayer> entities = new EnumMap<>(DriftlineEntityType.class);
    private final boolean tilesetShown;
    /** The tileset PNG's pixels as read, embedded by {@link #toDdnet} as `twedit convert` embeds the file. */
    private final PngCodec.Rgba tileset;

    /**
     * Builds the editing document of a normalized map.
     *
     * @param tileset the tileset PNG's pixels, or null to edit with labelled placeholder cells
     * @throws IllegalArgumentException when the map uses more than 255 atlas cells or teams
     */
    public DriftlineSession(DriftlineMap map, PngCodec.Rgba tileset) {
        meta = map.meta();
        tilesetShown = tileset != null;
        this.tileset = tileset;
        Set<AtlasCell> used = new HashSet<>();
        for (DriftlineLayer l : DriftlineLayer.values()) {
            for (DriftlineTile t : map.layers().get(l)) {
                used.add(new AtlasCell(t.ax(), t.ay()));
            }
        }
        atlas = AtlasImages.atlasTable(used, tileset, meta.tileSize());
        TreeSet<Integer> teamSet = new TreeSet<>();
        for (DriftlineEntity e : map.entities()) {
            teamSet.add(e.team());
        }
        if (teamSet.size() > IndexTable.MAX) {
            throw new IllegalArgumentException(
                    "the map uses " + teamSet.size() + " teams; the editor can edit at" + " most " + IndexTable.MAX);
        }
        for (int t = 0; t < DEFAULT_TEAMS && teamSet.size() < IndexTable.MAX; t++) {
            teamSet.add(t);
        }
        teams = new IndexTable<>(new ArrayList<>(teamSet));

        MapBuilder twmap = new MapBuilder();
        String name = meta.tileset().isEmpty() ? "driftline-tileset" : meta.tileset();
        MapImage tilesetImage = AtlasImages.tilesetImage(atlas, tileset, meta.tileSize(), name);
        twmap.image(tilesetImage);
        List<Layer> layers = new ArrayList<>();
        for (DriftlineLayer kind : DriftlineLayer.values()) {
            byte[] cells = emptyCells();
            for (DriftlineTile t : map.layers().get(kind)) {
                if (meta.contains(t.x(), t.y())) {
                    cells[cell(t.x(), t.y())] = (byte) atlas.index(new AtlasCell(t.ax(), t.ay()));
                }
            }
            TileLayer layer = newLayer(kind.jsonName(), tilesetImage, cells);
            tiles.put(kind, layer);
            layers.add(layer);
        }
        Map<DriftlineEntityType, byte[]> entityCells = new EnumMap<>(DriftlineEntityType.class);
        for (DriftlineEntityType type : DriftlineEntityType.values()) {
            entityCells.put(type, emptyCells());
        }
        for (DriftlineEntity e : map.entities()) {
            if (meta.contains(e.x(), e.y())) {
                entityCells.get(e.type())[cell(e.x(), e.y())] = (byte) teams.index(e.team());
            }
        }
        for (DriftlineEntityType type : DriftlineEntityType.values()) {
            MapImage img = AtlasImages.entityImage(type, teams);
            twmap.image(img);
            TileLayer layer = newLayer(type.jsonName(), img, entityCells.get(type));
            entities.put(type, layer);
            layers.add(layer);
        }
        twmap.group(new Group(GROUP, layers));
        document = new MapDocument(twmap.build());
    }

    private byte[] emptyCells() {
        return new byte[meta.w() * meta.h() * TileKind.TILES.cellBytes()];
    }

    /** The offset of cell (x, y)'s tile index in a layer's cell bytes. */
    private int cell(int x, int y) {
        return (y * meta.w() + x) * TileKind.TILES.cellBytes();
    }

    private TileLayer newLayer(String name, MapImage image, byte[] cells) {
        return TileLayer.detached(
                TileKind.TILES,
                name,
                new TileGrid(meta.w(), meta.h(), TileKind.TILES.cellBytes(), cells, null),
                image,
                null);
    }

    public MapDocument document() {
        return document;
    }

    public DriftlineMeta meta() {
        return meta;
    }

    /** Whether the tiles show the real tileset (false: labelled placeholder cells). */
    public boolean tilesetShown() {
        return tilesetShown;
    }

    public IndexTable<AtlasCell> atlas() {
        return atlas;
    }

    public IndexTable<Integer> teams() {
        return teams;
    }

    /** The editing layer of a tile layer of the map. */
    public TileLayer layer(DriftlineLayer kind) {
        return tiles.get(kind);
    }

    /** The editing layer of an entity type. */
    public TileLayer entityLayer(DriftlineEntityType type) {
        return entities.get(type);
    }

    /** The entity type whose layer {@code layer} is, or null when it is not an entity layer of this session. */
    public DriftlineEntityType entityType(Layer layer) {
        for (Map.Entry<DriftlineEntityType, TileLayer> e : entities.entrySet()) {
            if (e.getValue() == layer) {
                return e.getKey();
            }
        }
        return null;
    }

    /**
     * The Driftline map of the document's current state, normalized; what cannot be stored (boundary ring,
     * unknown indices, flips, cells outside the map) is left out with a line in {@code warnings}.
     */
    public DriftlineMap toDriftline(List<String> warnings) {
        EnumMap<DriftlineLayer, List<DriftlineTile>> out = new EnumMap<>(DriftlineLayer.class);
        for (DriftlineLayer kind : DriftlineLayer.values()) {
            List<DriftlineTile> list = new ArrayList<>();
            scan(tiles.get(kind), kind.jsonName(), warnings, (x, y, i) -> {
                AtlasCell c = atlas.key(i);
                if (c == null) {
                    warnings.add(kind.jsonName() + " (" + x + "," + y + "): tile " + i + " is no atlas cell; skipped");
                } else {
                    list.add(new DriftlineTile(x, y, c.ax(), c.ay()));
                }
            });
            out.put(kind, list);
        }
        List<DriftlineEntity> ents = new ArrayList<>();
        for (DriftlineEntityType type : DriftlineEntityType.values()) {
            scan(entities.get(type), type.jsonName(), warnings, (x, y, i) -> {
                Integer team = teams.key(i);
                if (team == null) {
                    warnings.add(type.jsonName() + " (" + x + "," + y + "): tile " + i + " is no team; skipped");
                } else {
                    ents.add(new DriftlineEntity(type, x, y, team));
                }
            });
        }
        DriftlineMap map = new DriftlineMap(
                meta,
                new DriftlineLayers(
                        out.get(DriftlineLayer.BG), out.get(DriftlineLayer.SOLID), out.get(DriftlineLayer.FG)),
                ents);
        try {
            DriftlineResult r = DriftlineNormalizer.normalize(map);
            r.warnings().forEach(w -> warnings.add(w.toString()));
            return r.map();
        } catch (DriftlineException e) {
            // cannot happen: every entry is in bounds and the meta came from a valid map
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /** The six layers the map is read back from when saved as JSON (any other layer is not saved). */
    public List<Layer> keptLayers() {
        List<Layer> out = new ArrayList<>(tiles.values());
        out.addAll(entities.values());
        return out;
    }

    /**
     * The DDNet map of the current state through the one Driftline conversion, with the tileset PNG embedded: the
     * map `twedit convert x.json x.map` writes for the same JSON and tileset. What the conversion cannot carry is
     * added to {@code warnings}.
     */
    public TwMap toDdnet(List<String> warnings) {
        DriftlineMap d = toDriftline(warnings);
        DriftlineConversion.Result<TwMap> r = DriftlineConversion.toDdnet(d, tilesetImage());
        warnings.addAll(r.warnings());
        return r.value();
    }

    /**
     * The tileset PNG as the embedded image a converted map's tiles layers use (the file's pixels, named as the
     * conversion names it), or null when the map is edited without its tileset.
     */
    public MapImage tilesetImage() {
        return tileset == null
                ? null
                : new MapImage(
                        DriftlineConversion.tilesetImageName(meta),
                        tileset.width(),
                        tileset.height(),
                        false,
                        MapImage.Format.RGBA,
                        tileset.pixels().clone());
    }

    /** The canonical JSON of the current state. */
    public String canonicalJson(List<String> warnings) {
        return DriftlineCanonicalWriter.canonicalJson(toDriftline(warnings));
    }

    /** The sha256 checksum of the current state's canonical JSON. */
    public String checksum() {
        return DriftlineCanonicalWriter.sha256Hex(canonicalJson(new ArrayList<>()));
    }

    /** Receives a non-empty cell of a layer inside the map and off the boundary ring. */
    @FunctionalInterface
    private interface CellSink {
        void cell(int x, int y, int index);
    }

    private void scan(TileLayer layer, String name, List<String> warnings, CellSink sink) {
        if (!document.map().allLayers().contains(layer)) {
            warnings.add(name + ": the layer was removed; saved empty");
            return;
        }
        int ring = 0;
        int outside = 0;
        int flipped = 0;
        for (int y = 0; y < layer.height(); y++) {
            for (int x = 0; x < layer.width(); x++) {
                int index = layer.grid().get(x, y, 0);
                if (index == 0) {
                    continue;
                }
                if (!meta.contains(x, y)) {
                    outside++;
                } else if (meta.onBoundary(x, y)) {
                    ring++;
                } else {
                    if (layer.grid().get(x, y, 1) != 0) {
                        flipped++;
                    }
                    sink.cell(x, y, index);
                }
            }
        }
        if (ring > 0) {
            warnings.add(name + ": " + ring + " cell" + (ring == 1 ? "" : "s") + " on the boundary ring, which the"
                    + " game generates; skipped");
        }
        if (outside > 0) {
            warnings.add(name + ": " + outside + " cell" + (outside == 1 ? "" : "s") + " outside the " + meta.w() + "x"
                    + meta.h() + " map; skipped");
        }
        if (flipped > 0) {
            warnings.add(name + ": " + flipped + " flipped or rotated cell" + (flipped == 1 ? "" : "s")
                    + "; Driftline has no flips, saved unflipped");
        }
    }
}
