package twedit.model.tiles;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;
import twedit.model.map.TileKind;

/**
 * One tile DDNet knows (ddnet-tiles.md, DDNet's mapitems.h): its id, names and category, the physics layers that
 * accept it, the cell fields it leaves unused there and how the overlay draws it. An id can name two tiles on
 * different layers (22 is solo disable on the game layer and timed switch open on the switch layer).
 *
 * @param id the type byte, 0..255
 * @param shortName stable snake_case name, e.g. {@code deep_freeze}
 * @param name the name people read, e.g. {@code Deep freeze}
 * @param category what the tile is for
 * @param layers the physics layer kinds that accept it (none for tiles DDNet knows but no layer takes)
 * @param unusedFields the fields of its layer's cells the tile ignores, e.g. the number of a tele check in
 * @param checkpoint a tele whose number is a checkpoint number, counted apart from the other tele numbers
 * @param arrow the overlay's arrow for a speedup, else {@link OverlayArrow#NONE}
 * @param link what the tile does for tele, switch and checkpoint links, on the layer kind its role names
 */
public record DdnetTile(
        int id,
        String shortName,
        String name,
        TileCategory category,
        Set<TileKind> layers,
        Set<CellField> unusedFields,
        boolean checkpoint,
        OverlayArrow arrow,
        LinkRole link) {

    /** Checks the fields and freezes the sets. */
    public DdnetTile {
        if (id < 0 || id > 255) {
            throw new IllegalArgumentException("tile id out of range 0..255: " + id);
        }
        Objects.requireNonNull(shortName, "shortName");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(category, "category");
        Objects.requireNonNull(arrow, "arrow");
        Objects.requireNonNull(link, "link");
        if (layers.contains(TileKind.TILES)) {
            throw new IllegalArgumentException("plain tiles layers have no DDNet tiles: " + shortName);
        }
        layers =
                Collections.unmodifiableSet(layers.isEmpty() ? EnumSet.noneOf(TileKind.class) : EnumSet.copyOf(layers));
        unusedFields = Collections.unmodifiableSet(
                unusedFields.isEmpty() ? EnumSet.noneOf(CellField.class) : EnumSet.copyOf(unusedFields));
    }

    /** Whether a layer kind accepts this tile. */
    public boolean on(TileKind kind) {
        return layers.contains(kind);
    }

    /** A copy that also leaves {@code field} unused. */
    DdnetTile withUnused(CellField field) {
        Set<CellField> f = EnumSet.of(field);
        f.addAll(unusedFields);
        return new DdnetTile(id, shortName, name, category, layers, f, checkpoint, arrow, link);
    }

    /** A copy marked as a checkpoint tele. */
    DdnetTile asCheckpoint() {
        return new DdnetTile(id, shortName, name, category, layers, unusedFields, true, arrow, link);
    }

    /** A copy with the overlay arrow {@code a}. */
    DdnetTile withArrow(OverlayArrow a) {
        return new DdnetTile(id, shortName, name, category, layers, unusedFields, checkpoint, a, link);
    }

    /** A copy with the link role {@code r}. */
    DdnetTile withLink(LinkRole r) {
        return new DdnetTile(id, shortName, name, category, layers, unusedFields, checkpoint, arrow, r);
    }

    /** The tile's link role on a layer kind: {@link LinkRole#NONE} where the role does not apply. */
    public LinkRole linkOn(TileKind kind) {
        return link.on(kind) && on(kind) ? link : LinkRole.NONE;
    }
}
