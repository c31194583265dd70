package twedit.model.media;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import twedit.model.codec.SourceForm;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.MapSound;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * The rules images and sounds follow (map-format.md "Images", "Sounds"; map-checks.md): the official external image
 * lists, the 64-image and 64-sound limits, filename-safe names, and tiles layers needing image sides that are a
 * multiple of 16.
 *
 * <p>A name is <b>filename-safe</b> when DDNet's {@code str_valid_filename} would accept it and it fits the map's
 * 128-byte name field: not empty; at most {@value #MAX_NAME_BYTES} UTF-8 bytes; well-formed Unicode; no control
 * characters (U+0000-U+001F, U+007F-U+009F); none of {@code \ / | : * ? < > "}; no whitespace or invisible filler
 * other than the plain space; no leading, trailing or doubled space; no trailing period; and not a reserved Windows
 * device name (CON, PRN, AUX, NUL, COM0-COM9, LPT0-LPT9, alone or before a period, any case).
 */
public final class MediaRules {
    /** Clients load at most this many images. */
    public static final int MAX_IMAGES = 64;
    /** Clients load at most this many sounds. */
    public static final int MAX_SOUNDS = 64;
    /** The longest name in UTF-8 bytes: the name field holds 128 bytes with the terminating NUL. */
    public static final int MAX_NAME_BYTES = 127;

    /** External images that both 0.6/DDNet and 0.7 clients ship in their mapres, sorted. */
    public static final List<String> EXTERNAL_IMAGES = sorted(
            "bg_cloud1",
            "bg_cloud2",
            "bg_cloud3",
            "desert_doodads",
            "desert_main",
            "desert_mountains2",
            "desert_mountains",
            "desert_sun",
            "generic_deathtiles",
            "generic_unhookable",
            "grass_doodads",
            "grass_main",
            "jungle_background",
            "jungle_deathtiles",
            "jungle_doodads",
            "jungle_main",
            "jungle_midground",
            "jungle_unhookables",
            "moon",
            "mountains",
            "snow",
            "stars",
            "sun",
            "winter_doodads",
            "winter_main",
            "winter_mountains2",
            "winter_mountains3",
            "winter_mountains");
    /** External images only 0.7 clients ship, sorted. */
    public static final List<String> EXTERNAL_IMAGES_07_ONLY =
            sorted("easter", "generic_lamps", "generic_shadows", "light");

    private static final Set<String> RESERVED = reservedNames();

    private MediaRules() {}

    private static List<String> sorted(String... names) {
        return Collections.unmodifiableList(new ArrayList<>(new TreeSet<>(List.of(names))));
    }

    private static Set<String> reservedNames() {
        Set<String> s = new HashSet<>(List.of(
                "CON",
                "PRN",
                "AUX",
                "NUL",
                "COM\u00b9",
                "COM\u00b2",
                "COM\u00b3",
                "LPT\u00b9",
                "LPT\u00b2",
                "LPT\u00b3"));
        for (int i = 0; i <= 9; i++) {
            s.add("COM" + i);
            s.add("LPT" + i);
        }
        return s;
    }

    // ---- external images

    /** The external images a map of this form may name, sorted. */
    public static List<String> externalImages(SourceForm form) {
        if (form != SourceForm.TEEWORLDS_07) {
            return EXTERNAL_IMAGES;
        }
        List<String> all = new ArrayList<>(new TreeSet<>(EXTERNAL_IMAGES));
        all.addAll(EXTERNAL_IMAGES_07_ONLY);
        Collections.sort(all);
        return Collections.unmodifiableList(all);
    }

    /** Whether {@code name} is an official external image for maps of this form. */
    public static boolean isExternalImage(String name, SourceForm form) {
        return name != null
                && (EXTERNAL_IMAGES.contains(name)
                        || form == SourceForm.TEEWORLDS_07 && EXTERNAL_IMAGES_07_ONLY.contains(name));
    }

    /**
     * Where an external image's pixels are, relative to a client data directory, most specific first: DDNet ships
     * the 0.7 look of some images as {@code mapres/NAME_0.7.png}.
     */
    public static List<String> mapresFiles(String name, SourceForm form) {
        if (form == SourceForm.TEEWORLDS_07) {
            return List.of("mapres/" + name + "_0.7.png", "mapres/" + name + ".png");
        }
        return List.of("mapres/" + name + ".png");
    }

    // ---- names

    /** Whether {@code name} is filename-safe (see the class comment). */
    public static boolean isFilenameSafe(String name) {
        return nameProblem(name) == null;
    }

    /** Why {@code name} is not filename-safe, as a sentence part ("contains '/'"), or null when it is. */
    public static String nameProblem(String name) {
        if (name == null || name.isEmpty()) {
            return "is empty";
        }
        int bytes = utf8Length(name);
        if (bytes < 0) {
            return "is not valid Unicode";
        }
        if (bytes > MAX_NAME_BYTES) {
            return "is " + bytes + " bytes long in UTF-8; at most " + MAX_NAME_BYTES + " fit";
        }
        for (int i = 0; i < name.length(); ) {
            int cp = name.codePointAt(i);
            if (Character.isISOControl(cp)) {
                return "contains a control character (U+" + String.format(Locale.ROOT, "%04X", cp) + ")";
            }
            if (isForbiddenSymbol(cp)) {
                return "contains '" + new String(Character.toChars(cp)) + "' (not allowed in file names)";
            }
            if (cp != ' ' && isSpaceLike(cp)) {
                return "contains a whitespace or invisible character other than the plain space (U+"
                        + String.format(Locale.ROOT, "%04X", cp) + ")";
            }
            i += Character.charCount(cp);
        }
        if (name.startsWith(" ")) {
            return "starts with a space";
        }
        if (name.contains("  ")) {
            return "contains two spaces in a row";
        }
        if (name.endsWith(" ") || name.endsWith(".")) {
            return "ends with " + (name.endsWith(" ") ? "a space" : "a period");
        }
        String upper = name.toUpperCase(Locale.ROOT);
        int dot = upper.indexOf('.');
        if (RESERVED.contains(dot < 0 ? upper : upper.substring(0, dot))) {
            return "is a reserved device name on Windows";
        }
        return null;
    }

    /** The UTF-8 length of {@code s}, or -1 when it holds an unpaired surrogate. */
    public static int utf8Length(String s) {
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c)) {
                if (i + 1 >= s.length() || !Character.isLowSurrogate(s.charAt(i + 1))) {
                    return -1;
                }
                n += 4;
                i++;
            } else if (Character.isLowSurrogate(c)) {
                return -1;
            } else {
                n += c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
            }
        }
        return n;
    }

    static boolean isForbiddenSymbol(int cp) {
        return cp == '\\'
                || cp == '/'
                || cp == '|'
                || cp == ':'
                || cp == '*'
                || cp == '?'
                || cp == '<'
                || cp == '>'
                || cp == '"';
    }

    /** Unicode white space and the invisible fillers DDNet also counts as space. */
    static boolean isSpaceLike(int cp) {
        return Character.isWhitespace(cp)
                || Character.isSpaceChar(cp)
                || cp == 0x034F
                || cp == 0x115F
                || cp == 0x1160
                || cp == 0x180E
                || cp >= 0x200B && cp <= 0x200F
                || cp >= 0x2060 && cp <= 0x2064
                || cp == 0x3164
                || cp >= 0xFE00 && cp <= 0xFE0F
                || cp == 0xFEFF
                || cp == 0xFFA0;
    }

    // ---- users and sizes

    /** The tiles layers that draw with {@code image}, in drawing order. */
    public static List<TileLayer> tileLayersUsing(TwMap map, MapImage image) {
        List<TileLayer> out = new ArrayList<>();
        for (Layer l : map.allLayers()) {
            if (l instanceof TileLayer t && t.image() == image) {
                out.add(t);
            }
        }
        return out;
    }

    /** The layers (tiles, quads or sounds) linking to an image or sound, in drawing order. */
    public static List<Layer> layersUsing(TwMap map, Object resource) {
        List<Layer> out = new ArrayList<>();
        for (Layer l : map.allLayers()) {
            if (l instanceof TileLayer t && t.image() == resource
                    || l instanceof QuadsLayer q && q.image() == resource
                    || l instanceof SoundsLayer s && s.sound() == resource) {
                out.add(l);
            }
        }
        return out;
    }

    /** Whether both sides are a multiple of 16, as tiles layers need (a 16 x 16 grid of tiles). */
    public static boolean isTileSize(int width, int height) {
        return width % 16 == 0 && height % 16 == 0;
    }

    /**
     * A warning when {@code image}, at the size {@code width} x {@code height}, is used by tiles layers but is not
     * a multiple of 16, naming those layers; null otherwise.
     */
    public static String tileSizeWarning(TwMap map, MapImage image, int width, int height) {
        if (isTileSize(width, height)) {
            return null;
        }
        List<TileLayer> users = tileLayersUsing(map, image);
        if (users.isEmpty()) {
            return null;
        }
        return "image '" + image.name() + "' is " + width + "x" + height + ": tiles layer"
                + (users.size() == 1 ? " " : "s ") + describe(map, users) + (users.size() == 1 ? " needs" : " need")
                + " a multiple of 16"
                + " (DDNet's editor detaches it from them)";
    }

    /** Layer names for messages: 'Walls', 'Deco' (an unnamed layer is named by its group). */
    public static String describe(TwMap map, List<? extends Layer> layers) {
        List<String> parts = new ArrayList<>();
        for (Layer l : layers) {
            if (l.name() != null && !l.name().isEmpty()) {
                parts.add("'" + l.name() + "'");
            } else {
                parts.add("an unnamed " + l.kindLabel() + " layer in group '" + groupOf(map, l) + "'");
            }
        }
        return String.join(", ", parts);
    }

    private static String groupOf(TwMap map, Layer layer) {
        for (Group g : map.groups()) {
            if (g.layers().contains(layer)) {
                return g.name();
            }
        }
        return "?";
    }

    /** The index of {@code o} in {@code list} by identity, or -1. */
    static int indexOf(List<?> list, Object o) {
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i) == o) {
                return i;
            }
        }
        return -1;
    }

    /** Whether another image (not {@code self}) already has this name. */
    static boolean imageNameTaken(TwMap map, String name, MapImage self) {
        return map.images().stream().anyMatch(i -> i != self && name.equals(i.name()));
    }

    /** Whether another sound (not {@code self}) already has this name. */
    static boolean soundNameTaken(TwMap map, String name, MapSound self) {
        return map.sounds().stream().anyMatch(s -> s != self && name.equals(s.name()));
    }
}
