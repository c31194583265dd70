package twedit.model.driftline;

/**
 * One kind of content a Driftline map cannot hold, found in a map about to be written as Driftline JSON: typed so the
 * command line lists it and the editor asks about it before saving, with the counts that make it concrete.
 */
public sealed interface DriftlineLoss {
    /** One line for people, e.g. "layer 'Design' (tiles): 340 cells". */
    String describe();

    /**
     * A whole layer with content Driftline has no place for.
     *
     * @param name the layer's name as the layer list shows it
     * @param kind what the layer is ("tiles", "Front", "quads", "sounds", ...)
     * @param count how many cells, quads or sources it holds
     * @param unit "cell", "quad" or "source"
     */
    record Layer(String name, String kind, int count, String unit) implements DriftlineLoss {
        @Override
        public String describe() {
            return "layer '" + (name.isEmpty() ? "(unnamed)" : name) + "' (" + kind + "): " + plural(count, unit);
        }
    }

    /**
     * Game tiles of one kind Driftline has no meaning for (freeze, death, ...), other than pickups.
     *
     * @param tile the tile's name, e.g. "Freeze"
     * @param cells how many Game layer cells hold it
     */
    record GameTiles(String tile, int cells) implements DriftlineLoss {
        @Override
        public String describe() {
            return "Game tiles '" + tile + "': " + plural(cells, "cell");
        }
    }

    /**
     * Pickups of one kind (armor, health, weapons): Driftline entities are only spawns, flags and bases.
     *
     * @param pickup the pickup's name, e.g. "Armor"
     * @param count how many the map holds
     */
    record Pickups(String pickup, int count) implements DriftlineLoss {
        @Override
        public String describe() {
            return "pickup '" + pickup + "': " + count;
        }
    }

    /**
     * Game layer cells on the outer ring other than solid: Driftline generates a solid boundary there.
     *
     * @param cells how many
     */
    record Ring(int cells) implements DriftlineLoss {
        @Override
        public String describe() {
            return "Game layer: " + plural(cells, "cell") + " on the outer ring (Driftline generates a solid border)";
        }
    }

    /**
     * Cells of the design layer "solid" over no Game collision: Driftline's solid layer is collision, so they
     * cannot stay decoration.
     *
     * @param cells how many
     */
    record Decoration(int cells) implements DriftlineLoss {
        @Override
        public String describe() {
            return "layer 'solid': " + plural(cells, "cell") + " without collision under them";
        }
    }

    /**
     * Map-wide content: images no carried layer uses, envelopes, sounds.
     *
     * @param what "image", "envelope" or "sound"
     * @param count how many
     */
    record Media(String what, int count) implements DriftlineLoss {
        @Override
        public String describe() {
            return plural(count, what);
        }
    }

    private static String plural(int n, String unit) {
        return n + " " + unit + (n == 1 ? "" : "s");
    }
}
