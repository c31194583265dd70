package twedit.model.map;

import java.util.Optional;

/**
 * Finds what a {@link Location} names in a map: its group, its layer, its cell, its element index. Everything is
 * looked up by id, so a location whose object was removed resolves to nothing rather than to another object.
 */
public final class Locations {
    private Locations() {}

    /** The layer a location lies in (a layer, its cells, or a quad or sound source of it). */
    public static Optional<Layer> layer(TwMap map, Location loc) {
        if (loc instanceof Location.LayerAt l) {
            return map.layer(l.layer());
        }
        if (loc instanceof Location.Cells c) {
            return map.layer(c.layer());
        }
        if (loc instanceof Location.Element e
                && e.owner() != null
                && (e.list() == ListKind.QUADS || e.list() == ListKind.SOURCES)) {
            return map.layer(e.owner());
        }
        return Optional.empty();
    }

    /** The group a location lies in: the group itself, or the group of its layer. */
    public static Optional<Group> group(TwMap map, Location loc) {
        if (loc instanceof Location.GroupAt g) {
            return map.group(g.group());
        }
        return layer(map, loc).flatMap(map::groupOf);
    }

    /** The envelope a location names: the envelope, or the envelope of a point. */
    public static Optional<Envelope> envelope(TwMap map, Location loc) {
        if (loc instanceof Location.Element e) {
            if (e.list() == ListKind.ENVELOPES) {
                return map.envelope(e.element());
            }
            if (e.list() == ListKind.POINTS && e.owner() != null) {
                return map.envelope(e.owner());
            }
        }
        return Optional.empty();
    }

    /** The image a location names. */
    public static Optional<MapImage> image(TwMap map, Location loc) {
        return loc instanceof Location.Element e && e.list() == ListKind.IMAGES
                ? map.image(e.element())
                : Optional.empty();
    }

    /** The sound a location names. */
    public static Optional<MapSound> sound(TwMap map, Location loc) {
        return loc instanceof Location.Element e && e.list() == ListKind.SOUNDS
                ? map.sound(e.element())
                : Optional.empty();
    }

    /**
     * The index a quad, sound source or envelope point has now in its list, or -1 when it is gone (or the location
     * names no such element).
     */
    public static int elementIndex(TwMap map, Location loc) {
        if (!(loc instanceof Location.Element e) || e.owner() == null) {
            return -1;
        }
        return switch (e.list()) {
            case QUADS ->
                map.layer(e.owner())
                        .filter(QuadsLayer.class::isInstance)
                        .map(l -> ((QuadsLayer) l).quads().indexOfId(e.element()))
                        .orElse(-1);
            case SOURCES ->
                map.layer(e.owner())
                        .filter(SoundsLayer.class::isInstance)
                        .map(l -> ((SoundsLayer) l).sources().indexOfId(e.element()))
                        .orElse(-1);
            case POINTS ->
                map.envelope(e.owner())
                        .map(env -> env.points().indexOfId(e.element()))
                        .orElse(-1);
            default -> -1;
        };
    }

    /** Whether the object a location names is (still) part of the map. */
    public static boolean exists(TwMap map, Location loc) {
        if (loc instanceof Location.GroupAt g) {
            return map.group(g.group()).isPresent();
        }
        if (loc instanceof Location.LayerAt || loc instanceof Location.Cells) {
            return layer(map, loc).isPresent();
        }
        if (loc instanceof Location.Element e) {
            return switch (e.list()) {
                case IMAGES -> map.image(e.element()).isPresent();
                case ENVELOPES -> map.envelope(e.element()).isPresent();
                case SOUNDS -> map.sound(e.element()).isPresent();
                default -> elementIndex(map, loc) >= 0;
            };
        }
        return true; // the map and its info are always there
    }
}
