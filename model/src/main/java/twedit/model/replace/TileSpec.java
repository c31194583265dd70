package twedit.model.replace;

import java.util.Locale;
import java.util.Optional;
import twedit.model.map.TileKind;
import twedit.model.tiles.DdnetTile;
import twedit.model.tiles.DdnetTiles;

/**
 * A tile id with optional flags, as find and replace takes them: on the "from" side flags -1 match any flags, on the
 * "to" side they keep each cell's own. The id is the tile index of tiles layers and the type byte of physics cells;
 * the flags are the XFLIP/YFLIP/ROTATE byte (a switch cell's flags byte).
 *
 * @param id 0..255
 * @param flags 0..255, or -1 for any (from) or keep (to)
 */
public record TileSpec(int id, int flags) {
    /** Checks the ranges. */
    public TileSpec {
        if (id < 0 || id > 255) {
            throw new IllegalArgumentException("tile id out of range 0..255: " + id);
        }
        if (flags < -1 || flags > 255) {
            throw new IllegalArgumentException("tile flags out of range 0..255: " + flags);
        }
    }

    /** An id with any (or kept) flags. */
    public static TileSpec of(int id) {
        return new TileSpec(id, -1);
    }

    public boolean hasFlags() {
        return flags >= 0;
    }

    /**
     * Reads "ID" or "ID:FLAGS": the id as a number or a DDNet tile's short name (e.g. {@code freeze},
     * {@code spawn_red}; looked up on {@code kind}, or on every physics layer when kind is null or plain tiles).
     *
     * @throws IllegalArgumentException with a sentence for people when the text is not one
     */
    public static TileSpec parse(String text, TileKind kind) {
        String t = text.trim();
        int colon = t.indexOf(':');
        String idText = colon < 0 ? t : t.substring(0, colon);
        int flags = -1;
        if (colon >= 0) {
            flags = number(t.substring(colon + 1), "flags");
            if (flags > 255) {
                throw new IllegalArgumentException("tile flags out of range 0..255: " + flags);
            }
        }
        int id;
        if (!idText.isEmpty() && Character.isDigit(idText.charAt(0))) {
            id = number(idText, "id");
        } else {
            id = byName(idText, kind)
                    .orElseThrow(() -> new IllegalArgumentException("no tile named '" + idText + "'"
                            + (kind != null && kind.isPhysics() ? " on the " + kind.defaultName() + " layer" : "")));
        }
        if (id > 255) {
            throw new IllegalArgumentException("tile id out of range 0..255: " + id);
        }
        return new TileSpec(id, flags);
    }

    /** Whether {@code text} names a tile (a DDNet physics tile) rather than giving its number. */
    public static boolean isName(String text) {
        String t = text.trim();
        return !t.isEmpty() && !Character.isDigit(t.charAt(0));
    }

    private static Optional<Integer> byName(String name, TileKind kind) {
        String n = name.toLowerCase(Locale.ROOT).replace(' ', '_');
        for (DdnetTile t : kind != null && kind.isPhysics() ? DdnetTiles.on(kind) : DdnetTiles.all()) {
            if (t.shortName().equals(n) || t.name().equalsIgnoreCase(name.trim())) {
                return Optional.of(t.id());
            }
        }
        return Optional.empty();
    }

    private static int number(String s, String what) {
        try {
            int v = Integer.parseInt(s.trim());
            if (v < 0) {
                throw new IllegalArgumentException("tile " + what + " must not be negative: " + s);
            }
            return v;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("tile " + what + " is not a number: '" + s + "'", e);
        }
    }

    @Override
    public String toString() {
        return hasFlags() ? id + ":" + flags : Integer.toString(id);
    }
}
