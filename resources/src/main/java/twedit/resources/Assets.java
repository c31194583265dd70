package twedit.resources;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Finds and reads the assets packaged under {@code twedit/resources/} (overlay atlases {@code overlay/KIND.png},
 * tile-name tables {@code tiles/KIND.tsv}, icons {@code icons/SIZE/NAME.png}) without any Swing or AWT. The atlases
 * and tables are generated from the model's tile table (this module comes before the model, so it cannot read it).
 */
public final class Assets {

    /** Class-path folder that every relative asset path is resolved against. */
    public static final String ROOT = "twedit/resources/";

    /** The physics layer kinds that have a tile-name table and an overlay atlas. */
    public static final List<String> LAYER_KINDS = List.of("game", "front", "tele", "speedup", "switch", "tune");

    /** The toolbar icons, each shipped at {@link #ICON_SIZES}. */
    public static final List<String> ICON_NAMES = List.of(
            "new",
            "open",
            "save",
            "undo",
            "redo",
            "brush",
            "eraser",
            "fill",
            "rect-fill",
            "select",
            "picker",
            "wand",
            "zoom-in",
            "zoom-out",
            "grid",
            "layers",
            "play",
            "pause",
            "quad",
            "sound",
            "envelope",
            "automap",
            "check");

    /** Pixel sizes the toolbar icons are shipped at. */
    public static final List<Integer> ICON_SIZES = List.of(24, 48);

    /** Name of the application icon, shipped at {@link #APP_ICON_SIZES}. */
    public static final String APP_ICON = "twedit";

    /** Pixel sizes the application icon is shipped at. */
    public static final List<Integer> APP_ICON_SIZES = List.of(48, 256);

    /** Side of one overlay-atlas cell in pixels. */
    public static final int ATLAS_CELL = 64;

    /** Cells per row and per column of an overlay atlas. */
    public static final int ATLAS_CELLS_PER_ROW = 16;

    private static final Map<String, List<TileName>> TILE_NAMES = new ConcurrentHashMap<>();

    private Assets() {}

    /**
     * One row of a tile-name table: a tile id valid on a layer kind, with its names and category.
     *
     * @param id tile id (0..255) as stored in the layer's tile type byte
     * @param shortName stable snake_case name, e.g. {@code solid}
     * @param name human readable name, e.g. {@code Solid (hookable)}
     * @param category coarse group, e.g. {@code collision}, {@code freeze}, {@code teleport}, {@code entity}
     */
    public record TileName(int id, String shortName, String name, String category) {

        /** Checks the fields. */
        public TileName {
            if (id < 0 || id > 255) {
                throw new IllegalArgumentException("tile id out of range 0..255: " + id);
            }
            Objects.requireNonNull(shortName, "shortName");
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(category, "category");
        }
    }

    /**
     * Opens an asset for reading.
     *
     * @param relativePath path below {@code twedit/resources/}, e.g. {@code overlay/game.png}
     * @return a new stream the caller must close
     * @throws IllegalStateException naming the asset when it is not on the class path
     */
    public static InputStream open(String relativePath) {
        URL url = url(relativePath);
        try {
            return url.openStream();
        } catch (IOException e) {
            throw new IllegalStateException(
                    "cannot read twedit asset " + ROOT + relativePath + ": " + e.getMessage(), e);
        }
    }

    /**
     * Locates an asset.
     *
     * @param relativePath path below {@code twedit/resources/}, e.g. {@code icons/24/save.png}
     * @return the asset's URL (file or jar)
     * @throws IllegalStateException naming the asset when it is not on the class path
     */
    public static URL url(String relativePath) {
        URL url = find(relativePath);
        if (url == null) {
            throw new IllegalStateException("missing twedit asset: " + ROOT + relativePath
                    + " (not on the class path; is the twedit-resources jar built and on the class path?)");
        }
        return url;
    }

    /**
     * Tells whether an asset exists.
     *
     * @param relativePath path below {@code twedit/resources/}
     * @return true when the asset is on the class path
     */
    public static boolean exists(String relativePath) {
        return find(relativePath) != null;
    }

    /**
     * The relative path of a layer kind's entity-overlay atlas: 1024x1024 RGBA, 16x16 cells of 64 px, the art of tile
     * id N in column N % 16, row N / 16; cells of ids not valid on that layer, and air (id 0), are fully transparent.
     *
     * @param layerKind one of {@link #LAYER_KINDS}
     * @return e.g. {@code overlay/game.png}
     */
    public static String overlayPath(String layerKind) {
        return "overlay/" + checkKind(layerKind) + ".png";
    }

    /**
     * The relative path of an icon.
     *
     * @param name one of {@link #ICON_NAMES} or {@link #APP_ICON}
     * @param size pixel size, one of {@link #ICON_SIZES} (or {@link #APP_ICON_SIZES} for the application icon)
     * @return e.g. {@code icons/24/save.png}
     */
    public static String iconPath(String name, int size) {
        boolean app = APP_ICON.equals(name);
        if (!app && !ICON_NAMES.contains(name)) {
            throw new IllegalArgumentException("unknown icon " + name + "; known: " + ICON_NAMES + " and " + APP_ICON);
        }
        List<Integer> sizes = app ? APP_ICON_SIZES : ICON_SIZES;
        if (!sizes.contains(size)) {
            throw new IllegalArgumentException(
                    "icon " + name + " is not shipped at size " + size + "; sizes: " + sizes);
        }
        return "icons/" + size + "/" + name + ".png";
    }

    /**
     * The relative path of a layer kind's tile-name table.
     *
     * @param layerKind one of {@link #LAYER_KINDS}
     * @return e.g. {@code tiles/tele.tsv}
     */
    public static String tileNamesPath(String layerKind) {
        return "tiles/" + checkKind(layerKind) + ".tsv";
    }

    /**
     * The tiles valid on a layer kind, sorted by id, parsed from {@code tiles/KIND.tsv} (cached).
     *
     * @param layerKind one of game, front, tele, speedup, switch, tune
     * @return an unmodifiable list
     * @throws IllegalArgumentException for an unknown layer kind
     * @throws IllegalStateException when the table is missing or malformed
     */
    public static List<TileName> tileNames(String layerKind) {
        String path = tileNamesPath(layerKind);
        return TILE_NAMES.computeIfAbsent(layerKind, k -> parseTileNames(path));
    }

    /**
     * Looks one tile id up in a layer kind's table.
     *
     * @param layerKind one of {@link #LAYER_KINDS}
     * @param id tile id
     * @return the entry, or empty when the id is not valid on that layer
     */
    public static Optional<TileName> tileName(String layerKind, int id) {
        for (TileName t : tileNames(layerKind)) {
            if (t.id() == id) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    private static List<TileName> parseTileNames(String path) {
        List<TileName> out = new ArrayList<>();
        Set<Integer> seen = new HashSet<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(open(path), StandardCharsets.UTF_8))) {
            String line;
            int lineNo = 0;
            int lastId = -1;
            while ((line = in.readLine()) != null) {
                lineNo++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t", -1);
                if (f.length != 4) {
                    throw malformed(path, lineNo, "expected 4 tab-separated fields, found " + f.length);
                }
                int id;
                try {
                    id = Integer.parseInt(f[0].trim());
                } catch (NumberFormatException e) {
                    throw malformed(path, lineNo, "id is not a number: " + f[0]);
                }
                if (id < 0 || id > 255) {
                    throw malformed(path, lineNo, "id out of range 0..255: " + id);
                }
                if (!seen.add(id)) {
                    throw malformed(path, lineNo, "duplicate id " + id);
                }
                if (id < lastId) {
                    throw malformed(path, lineNo, "ids not ascending: " + id + " after " + lastId);
                }
                lastId = id;
                for (int i = 1; i < 4; i++) {
                    if (f[i].isBlank()) {
                        throw malformed(path, lineNo, "empty field " + (i + 1));
                    }
                }
                out.add(new TileName(id, f[1], f[2], f[3]));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read twedit asset " + ROOT + path, e);
        }
        return List.copyOf(out);
    }

    private static IllegalStateException malformed(String path, int lineNo, String why) {
        return new IllegalStateException("malformed twedit asset " + ROOT + path + " line " + lineNo + ": " + why);
    }

    private static String checkKind(String layerKind) {
        if (!LAYER_KINDS.contains(layerKind)) {
            throw new IllegalArgumentException("unknown layer kind " + layerKind + "; expected one of " + LAYER_KINDS);
        }
        return layerKind;
    }

    private static URL find(String relativePath) {
        Objects.requireNonNull(relativePath, "relativePath");
        if (relativePath.isEmpty()
                || relativePath.startsWith("/")
                || relativePath.contains("\\")
                || relativePath.equals("..")
                || relativePath.startsWith("../")
                || relativePath.contains("/../")
                || relativePath.endsWith("/..")) {
            throw new IllegalArgumentException(
                    "asset path must be relative to " + ROOT + " without '..': " + relativePath);
        }
        ClassLoader loader = Assets.class.getClassLoader();
        URL url = loader == null
                ? ClassLoader.getSystemResource(ROOT + relativePath)
                : loader.getResource(ROOT + relativePath);
        return url;
    }
}
