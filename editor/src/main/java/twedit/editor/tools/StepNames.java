package twedit.editor.tools;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import twedit.model.document.edits.CellEdit;
import twedit.model.document.edits.Edit;
import twedit.model.map.Layer;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;

/**
 * Names a finished tile stroke by what it did ("Paint 12 cells on Tiles (grass_main)") for the history and the status
 * bar, and turns such a name into the status bar's past tense ("Painted 12 cells on ...").
 */
public final class StepNames {
    private StepNames() {}

    /** A namer for {@link twedit.model.document.MapDocument#endStroke(Function)}: "{verb} N cells on LAYER". */
    public static Function<List<Edit>, String> cells(String verb) {
        return merged -> describe(verb, merged, "");
    }

    /**
     * A namer for a fill, from the fill edit's own label: "Fill 12 cells on Tiles (grass_main) with a rectangle"
     * ("Rectangle fill"), "Erase 40 cells on Game with the bucket" ("Bucket erase"); other labels lead as they are.
     */
    public static Function<List<Edit>, String> fill(String label) {
        String verb = label;
        String tail = "";
        if (label.startsWith("Rectangle ")) {
            verb = label.substring("Rectangle ".length());
            tail = " with a rectangle";
        } else if (label.startsWith("Bucket ")) {
            verb = label.substring("Bucket ".length());
            tail = " with the bucket";
        }
        String v = Character.toUpperCase(verb.charAt(0)) + verb.substring(1);
        String t = tail;
        return merged -> {
            String d = describe(v, merged, t);
            return d.equals(v) ? label : d;
        };
    }

    /** "{verb} N cell(s) on LAYER" for the cells {@code edits} change (the layers counted by name), or just the verb. */
    static String describe(String verb, List<Edit> edits, String tail) {
        int cells = 0;
        Set<String> layers = new LinkedHashSet<>();
        for (Edit e : edits) {
            if (e instanceof CellEdit c) {
                int[] n = {0};
                c.forEachCell((i, ob, oo, nb, no) -> {
                    int cb = c.layer().kind().cellBytes();
                    if (!Arrays.equals(ob, oo, oo + cb, nb, no, no + cb)) {
                        n[0]++;
                    }
                });
                cells += n[0];
                layers.add(layer(c.layer()));
            }
        }
        if (cells == 0) {
            return verb;
        }
        String where = layers.size() == 1 ? layers.iterator().next() : layers.size() + " layers";
        return verb + " " + cells + " cell" + (cells == 1 ? "" : "s") + " on " + where + tail;
    }

    /**
     * A tile layer as the history names it: its own name, else its kind; a tiles layer adds its image ("Tiles
     * (grass_main)").
     */
    public static String layer(TileLayer l) {
        String own = hasOwnName(l, l.kind().defaultName()) ? l.name() : l.kind().defaultName();
        return l.kind() == TileKind.TILES && l.image() != null
                ? own + " (" + l.image().name() + ")"
                : own;
    }

    /** Whether a layer has a name of its own: not empty, and not the name DDNet gives every layer of its kind. */
    public static boolean hasOwnName(Layer l, String defaultName) {
        return l.name() != null && !l.name().isBlank() && !l.name().trim().equalsIgnoreCase(defaultName);
    }

    /**
     * What the status bar says after a step named {@code label} was done: the first word in the past tense ("Painted
     * 12 cells on ...", "Filled ...", "Added layer"); a label whose first word is no verb it knows is said as "Done:
     * label".
     */
    public static String done(String label) {
        if (label == null || label.isBlank()) {
            return "Done";
        }
        int space = label.indexOf(' ');
        String first = space < 0 ? label : label.substring(0, space);
        String rest = space < 0 ? "" : label.substring(space);
        String past = past(first);
        return past == null ? "Done: " + label : past + rest;
    }

    /** Verbs whose past tense is not the regular "-ed" / "-d". */
    private static final Map<String, String> IRREGULAR = Map.ofEntries(
            Map.entry("set", "set"),
            Map.entry("cut", "cut"),
            Map.entry("put", "put"),
            Map.entry("reset", "reset"),
            Map.entry("show", "shown"),
            Map.entry("hide", "hidden"),
            Map.entry("flip", "flipped"),
            Map.entry("swap", "swapped"),
            Map.entry("snap", "snapped"),
            Map.entry("copy", "copied"));

    /** Verbs that start history labels and take the regular past tense. */
    private static final Set<String> REGULAR = Set.of(
            "add",
            "align",
            "automap",
            "change",
            "clear",
            "convert",
            "crop",
            "delete",
            "duplicate",
            "embed",
            "erase",
            "export",
            "extract",
            "fill",
            "import",
            "insert",
            "merge",
            "mirror",
            "move",
            "optimize",
            "paint",
            "paste",
            "remove",
            "rename",
            "renumber",
            "repair",
            "replace",
            "resize",
            "reverse",
            "rotate",
            "scale",
            "select",
            "shade",
            "shift",
            "split",
            "stamp",
            "lock",
            "unlock",
            "fix",
            "recolour",
            "reorder",
            "save",
            "load");

    private static String past(String verb) {
        String v = verb.toLowerCase(Locale.ROOT);
        String p = IRREGULAR.get(v);
        if (p == null && REGULAR.contains(v)) {
            p = v.endsWith("e") ? v + "d" : v + "ed";
        }
        return p == null ? null : Character.toUpperCase(p.charAt(0)) + p.substring(1);
    }
}
