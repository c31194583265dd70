package twedit.model.merge;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import twedit.model.document.edits.Edits;
import twedit.model.map.Location;
import twedit.model.map.MapInfo;

/**
 * Merges the map info field by field and the server settings line by line: lines theirs added or removed are added
 * or removed; a command both sides set to different values conflicts.
 */
final class InfoMerge {
    private final MergeState s;

    InfoMerge(MergeState s) {
        this.s = s;
    }

    void run() {
        MapInfo b = s.base.info();
        MapInfo t = s.theirs.info();
        field(Location.InfoField.AUTHOR, b.author(), t.author());
        field(Location.InfoField.VERSION, b.version(), t.version());
        field(Location.InfoField.CREDITS, b.credits(), t.credits());
        field(Location.InfoField.LICENSE, b.license(), t.license());
        settings(b.settingsOrEmpty(), s.merged.info().settingsOrEmpty(), t.settingsOrEmpty());
    }

    private static String get(MapInfo i, Location.InfoField f) {
        String v = switch (f) {
            case AUTHOR -> i.author();
            case VERSION -> i.version();
            case CREDITS -> i.credits();
            case LICENSE -> i.license();
            default -> null;
        };
        return v == null ? "" : v;
    }

    private static MapInfo with(MapInfo i, Location.InfoField f, String v) {
        return new MapInfo(
                f == Location.InfoField.AUTHOR ? v : i.author(),
                f == Location.InfoField.VERSION ? v : i.version(),
                f == Location.InfoField.CREDITS ? v : i.credits(),
                f == Location.InfoField.LICENSE ? v : i.license(),
                i.settings());
    }

    private void field(Location.InfoField f, String base, String theirs) {
        String b = base == null ? "" : base;
        String t = theirs == null ? "" : theirs;
        String o = get(s.merged.info(), f);
        ThreeWay.Verdict v = ThreeWay.pick(b, o, t);
        if (v == ThreeWay.Verdict.THEIRS) {
            s.apply(Edits.setInfo(s.merged, with(s.merged.info(), f, t)));
        } else if (v == ThreeWay.Verdict.CONFLICT) {
            s.conflict(
                    Location.info(f),
                    "map info " + f.name().toLowerCase(java.util.Locale.ROOT),
                    o,
                    t,
                    doc -> doc.apply(Edits.setInfo(doc.map(), with(doc.map().info(), f, t))));
        }
    }

    /**
     * What a settings line sets, so that two lines setting the same thing otherwise conflict: a variable's name
     * ("sv_team"), and for DDNet's map commands that address a part of the game the command with that part, as their
     * registrations in gamecontext.cpp read: "tune gravity", "tune_zone 3 gravity", "tune_zone_enter 3"; a
     * "mapbug" or "switch_open" line stands for itself (a map may hold several).
     */
    static String command(String line) {
        List<String> words = words(line);
        if (words.isEmpty()) {
            return "";
        }
        int part = switch (words.get(0)) {
            case "tune", "tune_zone_enter", "tune_zone_leave", "add_vote" -> 1;
            case "tune_zone" -> 2;
            case "mapbug", "switch_open" -> words.size() - 1;
            default -> 0;
        };
        return String.join(" ", words.subList(0, Math.min(words.size(), 1 + part)));
    }

    /** The words of a console line, a quoted argument ("a b") counting as one. */
    private static List<String> words(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        boolean quoted = false;
        boolean any = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"') {
                quoted = !quoted;
                any = true;
            } else if (!quoted && Character.isWhitespace(c)) {
                if (any) {
                    out.add(w.toString());
                    w.setLength(0);
                    any = false;
                }
            } else {
                if (c == '\\' && quoted && i + 1 < line.length()) {
                    c = line.charAt(++i);
                }
                w.append(c);
                any = true;
            }
        }
        if (any) {
            out.add(w.toString());
        }
        return out;
    }

    private void settings(List<String> base, List<String> ours, List<String> theirs) {
        if (theirs.equals(base) || theirs.equals(ours)) {
            return;
        }
        if (ours.equals(base)) {
            s.apply(Edits.setSettings(s.merged, theirs));
            return;
        }
        List<String> oursAdded = minus(ours, base);
        List<String> result = new ArrayList<>(ours);
        for (String r : minus(base, theirs)) {
            result.remove(r);
        }
        for (String a : minus(theirs, base)) {
            if (result.contains(a)) {
                continue;
            }
            String clash = oursAdded.stream()
                    .filter(x -> command(x).equals(command(a)))
                    .findFirst()
                    .orElse(null);
            if (clash != null) {
                s.conflict(
                        new Location.Info(Location.InfoField.SETTINGS, -1),
                        "server setting " + command(a),
                        clash,
                        a,
                        doc -> {
                            List<String> now = new ArrayList<>(doc.map().info().settingsOrEmpty());
                            int i = now.indexOf(clash);
                            if (i >= 0) {
                                now.set(i, a);
                            } else {
                                now.add(a);
                            }
                            doc.apply(Edits.setSettings(doc.map(), now));
                        });
            } else {
                result.add(a);
            }
        }
        if (!Objects.equals(result, ours)) {
            s.apply(Edits.setSettings(s.merged, result));
        }
    }

    /** The lines of {@code a} not in {@code b}, counting repeats. */
    private static List<String> minus(List<String> a, List<String> b) {
        Map<String, Integer> left = new HashMap<>();
        for (String x : b) {
            left.merge(x, 1, Integer::sum);
        }
        List<String> out = new ArrayList<>();
        for (String x : a) {
            if (left.getOrDefault(x, 0) > 0) {
                left.merge(x, -1, Integer::sum);
            } else {
                out.add(x);
            }
        }
        return out;
    }
}
