package twedit.editor.compare;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * The order Compare with Open Map offers the other tabs in: first the other version of the same map (the same base
 * name: Kobra.map beside Kobra.json, maps/Kobra.map beside old/Kobra.map, Kobra_v2.map beside Kobra.map), then the tab
 * used last before this one, then the rest in tab order.
 */
final class CompareCandidates {
    /** Version marks after a map's name: "_v2", "-old", " (1)", "_2024", "2". */
    private static final Pattern VERSION =
            Pattern.compile("(?:[ _.-]*(?:v\\d+|old|new|backup|bak|copy|final|\\(\\d+\\)|\\d+))+$");

    private CompareCandidates() {}

    /**
     * @param current the shown map's file name (null for an unsaved map)
     * @param others the other tabs in tab order
     * @param lastUsed the tab shown before the current one, or null
     * @param name each tab's file (null for an unsaved map)
     */
    static <T> List<T> order(Path current, List<T> others, T lastUsed, Function<T, Path> name) {
        String base = base(current, false);
        String loose = base(current, true);
        List<T> out = new ArrayList<>(others);
        out.sort(Comparator.comparingInt(t -> rank(t, name.apply(t), base, loose, lastUsed)));
        return out;
    }

    private static <T> int rank(T t, Path file, String base, String loose, T lastUsed) {
        if (base != null && base.equals(base(file, false))) {
            return 0;
        }
        if (loose != null && !loose.isEmpty() && loose.equals(base(file, true))) {
            return 1;
        }
        return t == lastUsed ? 2 : 3;
    }

    /** The file name without its extension, lower case; {@code loose}: without version marks too. Null: no file. */
    static String base(Path file, boolean loose) {
        Path n = file == null ? null : file.getFileName();
        if (n == null) {
            return null;
        }
        String s = n.toString().toLowerCase(Locale.ROOT);
        int dot = s.lastIndexOf('.');
        if (dot > 0) {
            s = s.substring(0, dot);
        }
        return loose ? VERSION.matcher(s).replaceFirst("") : s;
    }
}
