package twedit.model.media;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * File names for exported images and sounds: any map name made filename-safe (see {@link MediaRules}) and, for a
 * whole list, unique ignoring case.
 */
public final class ExportNames {
    private ExportNames() {}

    /**
     * A filename-safe version of {@code name} for exporting: forbidden and invisible characters become '_', spaces
     * are tidied, the name is cut to fit, reserved names get a leading '_'; {@code fallback} (itself safe) when
     * nothing is left.
     */
    public static String safe(String name, String fallback) {
        StringBuilder b = new StringBuilder();
        String s = name == null ? "" : name;
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            if (cp <= 0xFFFF && Character.isSurrogate((char) cp)
                    || Character.isISOControl(cp)
                    || MediaRules.isForbiddenSymbol(cp)
                    || cp != ' ' && MediaRules.isSpaceLike(cp)) {
                b.append('_');
            } else if (cp != ' ' || b.length() > 0 && b.charAt(b.length() - 1) != ' ') {
                b.appendCodePoint(cp);
            }
        }
        String out = trimEnd(b.toString());
        while (MediaRules.utf8Length(out) > MediaRules.MAX_NAME_BYTES) {
            out = trimEnd(out.substring(0, out.offsetByCodePoints(out.length(), -1)));
        }
        if (out.isEmpty()) {
            return fallback;
        }
        if (MediaRules.nameProblem(out) != null) {
            out = "_" + out; // a reserved device name
            while (MediaRules.utf8Length(out) > MediaRules.MAX_NAME_BYTES) {
                out = trimEnd(out.substring(0, out.offsetByCodePoints(out.length(), -1)));
            }
        }
        return MediaRules.nameProblem(out) == null ? out : fallback;
    }

    private static String trimEnd(String s) {
        int end = s.length();
        while (end > 0 && (s.charAt(end - 1) == ' ' || s.charAt(end - 1) == '.')) {
            end--;
        }
        return s.substring(0, end);
    }

    /**
     * {@link #safe} of each name, made unique ignoring case (as Windows and macOS compare file names) by
     * appending " (2)", " (3)", ...; the result has the same order as {@code names}.
     */
    public static List<String> unique(List<String> names, String fallback) {
        List<String> out = new ArrayList<>();
        Set<String> taken = new HashSet<>();
        for (String n : names) {
            String base = safe(n, fallback);
            String candidate = base;
            for (int k = 2; !taken.add(candidate.toLowerCase(Locale.ROOT)); k++) {
                String suffix = " (" + k + ")";
                String stem = base;
                while (MediaRules.utf8Length(stem + suffix) > MediaRules.MAX_NAME_BYTES) {
                    stem = trimEnd(stem.substring(0, stem.offsetByCodePoints(stem.length(), -1)));
                }
                candidate = stem + suffix;
            }
            out.add(candidate);
        }
        return out;
    }
}
