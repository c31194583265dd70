package twedit.cli;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Picks layers by what a user types: "physics", "design", a group or layer name, a group index, or GROUP/LAYER with
 * each part a name or an index (names ignore case).
 */
final class LayerSelection {
    private LayerSelection() {}

    /** The layers chosen, and the first entry that matched nothing (null when all matched). */
    record Result(Set<Layer> layers, String unmatched) {}

    static Result apply(TwMap map, List<String> entries) {
        Set<Layer> out = Collections.newSetFromMap(new IdentityHashMap<>());
        for (String raw : entries) {
            String e = raw.trim();
            List<Layer> hit = match(map, e);
            if (hit.isEmpty()) {
                return new Result(out, e);
            }
            out.addAll(hit);
        }
        return new Result(out, null);
    }

    private static List<Layer> match(TwMap map, String e) {
        List<Layer> hit = new ArrayList<>();
        String lower = e.toLowerCase(Locale.ROOT);
        if (lower.equals("physics") || lower.equals("design")) {
            boolean physics = lower.equals("physics");
            for (Layer l : map.allLayers()) {
                if ((l instanceof TileLayer t && t.kind().isPhysics()) == physics) {
                    hit.add(l);
                }
            }
            return hit;
        }
        int slash = e.indexOf('/');
        List<Group> groups = map.groups();
        if (slash >= 0) {
            String gPart = e.substring(0, slash).trim();
            String lPart = e.substring(slash + 1).trim();
            for (int gi = 0; gi < groups.size(); gi++) {
                Group g = groups.get(gi);
                if (!names(gPart, gi, g.name())) {
                    continue;
                }
                for (int li = 0; li < g.layers().size(); li++) {
                    Layer l = g.layers().get(li);
                    if (names(lPart, li, l.name())) {
                        hit.add(l);
                    }
                }
            }
            return hit;
        }
        for (int gi = 0; gi < groups.size(); gi++) {
            Group g = groups.get(gi);
            if (names(e, gi, g.name())) {
                hit.addAll(g.layers());
                continue;
            }
            for (Layer l : g.layers()) {
                if (l.name() != null && l.name().equalsIgnoreCase(e)) {
                    hit.add(l);
                }
            }
        }
        return hit;
    }

    /** Whether {@code part} is {@code index} written as a number, or {@code name} ignoring case. */
    private static boolean names(String part, int index, String name) {
        if (!part.isEmpty() && part.chars().allMatch(Character::isDigit)) {
            return part.length() < 6 && Integer.parseInt(part) == index;
        }
        return name != null && name.equalsIgnoreCase(part);
    }

    /** The map's layers as GROUP/LAYER names, for the message when nothing matched. */
    static String describe(TwMap map) {
        List<String> out = new ArrayList<>();
        for (Group g : map.groups()) {
            for (Layer l : g.layers()) {
                out.add(g.name() + "/" + l.name());
            }
        }
        return String.join(", ", out);
    }
}
