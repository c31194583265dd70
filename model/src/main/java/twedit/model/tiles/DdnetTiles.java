package twedit.model.tiles;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import twedit.model.map.TileKind;

/**
 * The one table of DDNet tile facts (ddnet-tiles.md): which tiles each physics layer accepts, their names and
 * categories, which cell fields they use and how the entity overlay draws them. The doctor's tile rules, the
 * physics palette and overlay, and the generated tile-name tables and overlay atlases of the resources all derive
 * from it.
 */
public final class DdnetTiles {
    /** Cells per row and per column of an overlay atlas: tile id N is drawn in column N % 16, row N / 16. */
    public static final int ATLAS_COLUMNS = 16;

    private static final List<DdnetTile> ALL = DdnetTileTable.build();
    private static final Map<TileKind, List<DdnetTile>> BY_KIND = byKind();
    /** The tile of each kind and id, for the lookups validation makes per cell; never changed after start. */
    private static final Map<TileKind, DdnetTile[]> BY_ID = byId();

    private static final Map<TileKind, String> ATLAS = atlasNames();

    private DdnetTiles() {}

    private static Map<TileKind, List<DdnetTile>> byKind() {
        Map<TileKind, List<DdnetTile>> out = new EnumMap<>(TileKind.class);
        for (TileKind k : TileKind.values()) {
            List<DdnetTile> on = new ArrayList<>();
            DdnetTile previous = null;
            for (DdnetTile t : ALL) {
                if (t.on(k)) {
                    if (previous != null && previous.id() == t.id()) {
                        throw new IllegalStateException("two tiles " + t.id() + " on the " + k + " layer");
                    }
                    on.add(t);
                    previous = t;
                }
            }
            out.put(k, List.copyOf(on));
        }
        return Collections.unmodifiableMap(out);
    }

    private static Map<TileKind, DdnetTile[]> byId() {
        Map<TileKind, DdnetTile[]> out = new EnumMap<>(TileKind.class);
        for (TileKind k : TileKind.values()) {
            DdnetTile[] a = new DdnetTile[256];
            for (DdnetTile t : BY_KIND.get(k)) {
                a[t.id()] = t;
            }
            out.put(k, a);
        }
        return Collections.unmodifiableMap(out);
    }

    private static Map<TileKind, String> atlasNames() {
        Map<TileKind, String> out = new EnumMap<>(TileKind.class);
        for (TileKind k : TileKind.values()) {
            if (k.isPhysics()) {
                out.put(k, k.name().toLowerCase(Locale.ROOT));
            }
        }
        return Collections.unmodifiableMap(out);
    }

    /** Every tile DDNet knows, sorted by id (an id with two meanings appears twice, once per layer set). */
    public static List<DdnetTile> all() {
        return ALL;
    }

    /** The tiles a layer kind accepts, sorted by id; empty for plain tiles layers. */
    public static List<DdnetTile> on(TileKind kind) {
        return BY_KIND.get(kind);
    }

    /** The tile a layer kind knows as {@code id}, if it accepts one. */
    public static Optional<DdnetTile> find(TileKind kind, int id) {
        return Optional.ofNullable(tile(kind, id));
    }

    /**
     * The id of the tile a layer kind knows by {@code shortName} (e.g. "solid", "spawn_red"), for code that writes
     * particular tiles.
     *
     * @throws IllegalArgumentException when the kind has no such tile
     */
    public static int id(TileKind kind, String shortName) {
        for (DdnetTile t : on(kind)) {
            if (t.shortName().equals(shortName)) {
                return t.id();
            }
        }
        throw new IllegalArgumentException(kind + " has no tile named " + shortName);
    }

    /** Whether a physics layer kind accepts tile {@code id} (air counts on the game and front layers only). */
    public static boolean accepts(TileKind kind, int id) {
        return tile(kind, id) != null;
    }

    private static DdnetTile tile(TileKind kind, int id) {
        return id < 0 || id > 255 ? null : BY_ID.get(kind)[id];
    }

    /**
     * Whether a cell of type {@code id} on a layer kind uses a field: the kind's cells must have it, air uses
     * none, and a type the layer does not know uses all (as DDNet's editor treats them).
     */
    public static boolean uses(TileKind kind, int id, CellField field) {
        if (id == 0 || !field.on(kind)) {
            return false;
        }
        DdnetTile t = tile(kind, id);
        return t == null || !t.unusedFields().contains(field);
    }

    /** Whether tele type {@code id} numbers checkpoints (29, 30), which DDNet counts apart from other teles. */
    public static boolean isTeleCheckpoint(int id) {
        return find(TileKind.TELE, id).map(DdnetTile::checkpoint).orElse(false);
    }

    /** What tile {@code id} does for links on a layer kind ({@link LinkRole#NONE} for unknown tiles). */
    public static LinkRole linkRole(TileKind kind, int id) {
        DdnetTile t = tile(kind, id);
        return t == null ? LinkRole.NONE : t.linkOn(kind);
    }

    /** The name of a physics kind's overlay atlas and tile-name table: game, front, tele, speedup, switch, tune. */
    public static String atlasName(TileKind kind) {
        String name = ATLAS.get(kind);
        if (name == null) {
            throw new IllegalArgumentException("plain tiles layers have no overlay atlas");
        }
        return name;
    }

    /** How the overlay draws a cell of type {@code id} on a physics layer kind (known to it or not). */
    public static Overlay overlay(TileKind kind, int id) {
        OverlayArrow arrow = OverlayArrow.NONE;
        if (kind == TileKind.SPEEDUP && id != 0) {
            // an unknown speedup type still gets the plain arrow, so its angle shows
            arrow = find(kind, id).map(DdnetTile::arrow).orElse(OverlayArrow.FILLED);
        }
        return new Overlay(
                atlasName(kind),
                id % ATLAS_COLUMNS,
                id / ATLAS_COLUMNS,
                uses(kind, id, CellField.NUMBER),
                id != 0 && CellField.DELAY.on(kind),
                arrow);
    }

    /**
     * The byte of a cell holding the tile type: Tile cells (id, flags, skip, unused), Tele (number, type), Speedup
     * (force, max speed, type, padding, angle), Switch (number, type, flags, delay), Tune (number, type).
     */
    public static int typeByte(TileKind kind) {
        switch (kind) {
            case TELE:
            case SWITCH:
            case TUNE:
                return 1;
            case SPEEDUP:
                return 2;
            default:
                return 0;
        }
    }

    /** The byte of a cell holding the XFLIP/YFLIP/OPAQUE/ROTATE flags, or -1 when the kind has none. */
    public static int flagsByte(TileKind kind) {
        switch (kind) {
            case TILES:
            case GAME:
            case FRONT:
                return 1;
            case SWITCH:
                return 2;
            default:
                return -1;
        }
    }

    /**
     * The bytes of a cell the game reads, as a bit mask (bit i: byte i): everything but the skip and reserved bytes of
     * Tile cells (index, flags, skip, reserved) and the padding byte of Speedup cells (force, max speed, type,
     * padding, angle as two bytes). A difference elsewhere is no difference to the game.
     */
    public static int readBytes(TileKind kind) {
        switch (kind) {
            case TILES:
            case GAME:
            case FRONT:
            case TELE:
            case TUNE:
                return 0b11;
            case SPEEDUP:
                return 0b110111;
            default:
                return 0b1111;
        }
    }
}
