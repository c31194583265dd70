package twedit.model.doctor;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import twedit.model.codec.MapStrings;
import twedit.model.document.edits.Edits;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.MapInfo;
import twedit.model.map.MapSound;
import twedit.model.map.Props;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Strings (map-checks.md item 8 and the community limits): info fields within their byte limits, no NUL inside a
 * string, image and sound names of at most 128 bytes that are safe as file names, and group, layer and envelope
 * names that fit their fixed-size fields as valid UTF-8.
 */
final class StringCheck implements Check {
    static final int RESOURCE_NAME_BYTES = 128;
    private static final int GROUP_LAYER_NAME_BYTES = 12;
    private static final int ENVELOPE_NAME_BYTES = 32;

    @Override
    public List<Finding> check(TwMap map) {
        List<Finding> out = new ArrayList<>();
        info(map, out);
        for (int i = 0; i < map.images().size(); i++) {
            MapImage img = map.images().get(i);
            String fixed = safeName(img.name(), "image" + i);
            if (!fixed.equals(img.name())) {
                out.add(resourceName(
                        Where.image(map, img),
                        img.name(),
                        fixed,
                        Repair.of("rename it '" + fixed + "'", m -> Edits.set(img, Props.IMAGE_NAME, fixed))));
            }
        }
        for (int i = 0; i < map.sounds().size(); i++) {
            MapSound s = map.sounds().get(i);
            String fixed = safeName(s.name(), "sound" + i);
            if (!fixed.equals(s.name())) {
                out.add(resourceName(
                        Where.sound(map, s),
                        s.name(),
                        fixed,
                        Repair.of("rename it '" + fixed + "'", m -> Edits.set(s, Props.SOUND_NAME, fixed))));
            }
        }
        for (int gi = 0; gi < map.groups().size(); gi++) {
            Group g = map.groups().get(gi);
            fixedName(
                    Where.group(map, g),
                    "group",
                    g.name(),
                    GROUP_LAYER_NAME_BYTES,
                    out,
                    v -> Edits.set(g, Props.GROUP_NAME, v));
            for (int li = 0; li < g.layers().size(); li++) {
                Layer l = g.layers().get(li);
                if (!(l instanceof TileLayer t && t.kind().isPhysics())) {
                    fixedName(
                            Where.layer(g, gi, li),
                            "layer",
                            l.name(),
                            GROUP_LAYER_NAME_BYTES,
                            out,
                            v -> Edits.set(l, Props.LAYER_NAME, v));
                }
            }
        }
        for (Envelope e : map.envelopes()) {
            fixedName(
                    Where.envelope(map, e),
                    "envelope",
                    e.name(),
                    ENVELOPE_NAME_BYTES,
                    out,
                    v -> Edits.set(e, Props.ENVELOPE_NAME, v));
        }
        return out;
    }

    private static void info(TwMap map, List<Finding> out) {
        MapInfo info = map.info();
        String[] names = {"author", "version", "credits", "license"};
        String[] values = {info.author(), info.version(), info.credits(), info.license()};
        int[] limits = {MapInfo.AUTHOR_BYTES, MapInfo.VERSION_BYTES, MapInfo.CREDITS_BYTES, MapInfo.LICENSE_BYTES};
        String[] fixed = values.clone();
        List<String> problems = new ArrayList<>();
        boolean nul = false;
        for (int i = 0; i < 4; i++) {
            String v = values[i];
            if (v == null) {
                continue;
            }
            if (v.indexOf('\0') >= 0) {
                nul = true;
                problems.add(names[i] + " holds a NUL");
                v = v.replace("\0", "");
            }
            int bytes = utf8Length(v) + 1;
            if (bytes > limits[i]) {
                problems.add(names[i] + " is " + bytes + " bytes with its NUL, at most " + limits[i]);
                v = MapStrings.fit(v, limits[i]);
            }
            fixed[i] = v;
        }
        List<String> settings = info.settings();
        if (settings != null && settings.stream().anyMatch(s -> s.indexOf('\0') >= 0)) {
            problems.add("a server setting holds a NUL, which would split it in two");
            settings = settings.stream().map(s -> s.replace("\0", "")).toList();
        }
        if (problems.isEmpty()) {
            return;
        }
        MapInfo repaired = new MapInfo(fixed[0], fixed[1], fixed[2], fixed[3], settings);
        Repair repair = Repair.of(
                "cut the fields to their limits (at a UTF-8 character boundary) and drop NULs",
                m -> Edits.setInfo(m, repaired));
        String what = String.join("; ", problems);
        out.add(
                nul
                        ? Finding.error(
                                "strings.info", Where.INFO, what + " (DDNet refuses strings with a NUL inside)", repair)
                        : Finding.warning("strings.info", Where.INFO, what, repair));
    }

    private static Finding resourceName(Where.Place where, String name, String fixed, Repair repair) {
        if (name == null || name.indexOf('\0') >= 0) {
            return Finding.error(
                    "strings.name",
                    where,
                    name == null ? "has no name" : "name holds a NUL (DDNet refuses strings with a NUL inside)",
                    repair);
        }
        int bytes = utf8Length(name) + 1;
        String what = bytes > RESOURCE_NAME_BYTES
                ? "name is " + bytes + " bytes with its NUL, at most " + RESOURCE_NAME_BYTES
                : "name is not safe as a file name";
        return Finding.warning("strings.name", where, what, repair);
    }

    /**
     * A file-name-safe form of an image or sound name (no path separators, control or reserved characters, no
     * leading or trailing dots and spaces, at most 127 bytes), or {@code fallback} when nothing is left.
     */
    static String safeName(String name, String fallback) {
        if (name == null) {
            return fallback;
        }
        StringBuilder b = new StringBuilder(name.length());
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == '\0') {
                continue;
            }
            boolean bad = c < 32
                    || c == 127
                    || "/\\:*?\"<>|".indexOf(c) >= 0
                    || Character.isSurrogate(c) && !validPair(name, i);
            b.append(bad ? '_' : c);
        }
        String s = b.toString().strip();
        while (s.startsWith(".") || s.endsWith(".")) {
            s = (s.startsWith(".") ? s.substring(1) : s.substring(0, s.length() - 1)).strip();
        }
        s = MapStrings.fit(s, RESOURCE_NAME_BYTES).strip();
        return s.isEmpty() ? fallback : s;
    }

    private static boolean validPair(String s, int i) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c)) {
            return i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1));
        }
        return i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
    }

    /** An I32String name: it must fit its field and be valid UTF-8 without NUL (else the file holds another name). */
    private static void fixedName(
            Where.Place where,
            String kind,
            String name,
            int fieldBytes,
            List<Finding> out,
            java.util.function.Function<String, twedit.model.document.edits.Edit> set) {
        if (name == null || name.isEmpty()) {
            return;
        }
        List<String> problems = new ArrayList<>();
        String v = name;
        int nul = v.indexOf('\0');
        if (nul >= 0) {
            problems.add("holds a NUL");
            v = v.substring(0, nul);
        }
        StringBuilder clean = new StringBuilder(v.length());
        int bad = 0;
        for (int i = 0; i < v.length(); i++) {
            char c = v.charAt(i);
            boolean broken = Character.isSurrogate(c) && !validPair(v, i);
            bad += broken ? 1 : 0;
            clean.append(broken ? '?' : c);
        }
        if (2 * bad > v.length()) {
            // mostly not text: the uninitialised bytes old editors left in 0.5/0.6 maps; DDNet shows no name
            problems.add("is not text (bytes that are not UTF-8, left by an old editor; DDNet shows no name)");
            v = "";
        } else if (bad > 0) {
            problems.add("holds bytes that are not UTF-8");
            v = clean.toString();
        }
        if (utf8Length(v) > fieldBytes - 1) {
            problems.add("is " + utf8Length(v) + " bytes, a " + kind + " name holds at most " + (fieldBytes - 1));
            v = MapStrings.fit(v, fieldBytes);
        }
        if (problems.isEmpty()) {
            return;
        }
        String fixed = v;
        out.add(Finding.warning(
                "strings.name",
                where,
                kind + " name " + String.join(" and ", problems),
                Repair.of(fixed.isEmpty() ? "clear the name" : "rename it '" + fixed + "'", m -> set.apply(fixed))));
    }

    static int utf8Length(String s) {
        return s.getBytes(StandardCharsets.UTF_8).length;
    }
}
