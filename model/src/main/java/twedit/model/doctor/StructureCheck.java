package twedit.model.doctor;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import twedit.model.document.edits.Edit;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.ListSetEdit;
import twedit.model.map.ClipRect;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.ListRef;
import twedit.model.map.Point;
import twedit.model.map.Props;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * The map's skeleton (map-checks.md items 10, 12 and the community rules): a Game layer, each physics kind once,
 * all physics layers in the one Game group with DDNet's standard group settings, no layer in two places.
 */
final class StructureCheck implements Check {
    /** The size of a Game layer added to a map that has nothing to take a size from. */
    static final int DEFAULT_SIZE = 50;

    private static final int MAX_ITEMS = 65535;

    @Override
    public List<Finding> check(TwMap map) {
        List<Finding> out = new ArrayList<>();
        counts(map, out);
        shared(map, out);
        if (map.gameLayer().isEmpty()) {
            int[] size = newGameSize(map);
            out.add(Finding.error(
                    "game.missing",
                    Where.MAP,
                    "the map has no Game layer (DDNet refuses it)",
                    Repair.of("add an empty " + size[0] + "x" + size[1] + " Game layer", StructureCheck::addGame)));
        }
        duplicates(map, out);
        Group game = map.gameGroup().orElse(null);
        if (game != null) {
            outsideGameGroup(map, game, out);
            gameGroupSettings(map, game, out);
        }
        return out;
    }

    private static void counts(TwMap map, List<Finding> out) {
        int layers = map.allLayers().size();
        if (map.groups().size() > MAX_ITEMS
                || layers > MAX_ITEMS
                || map.envelopes().size() > MAX_ITEMS) {
            out.add(Finding.error(
                    "limits.count",
                    Where.MAP,
                    map.groups().size() + " groups, " + layers
                            + " layers, " + map.envelopes().size() + " envelopes: a map holds at most " + MAX_ITEMS
                            + " of each",
                    null));
        }
    }

    /** The same layer object in two places would be saved twice and edited as one. */
    private static void shared(TwMap map, List<Finding> out) {
        Map<Layer, Boolean> seen = new IdentityHashMap<>();
        for (int gi = 0; gi < map.groups().size(); gi++) {
            Group g = map.groups().get(gi);
            for (int li = 0; li < g.layers().size(); li++) {
                Layer l = g.layers().get(li);
                if (seen.put(l, Boolean.TRUE) != null) {
                    int index = li;
                    out.add(Finding.warning(
                            "layer.shared",
                            Where.layer(g, gi, li),
                            "the same layer also appears earlier in the map (overlapping groups)",
                            Repair.of(
                                    "make this place hold its own copy",
                                    m -> new ListSetEdit<>(
                                            "Split layer",
                                            ListRef.layers(g),
                                            index,
                                            g.layers().get(index).copy()))));
                }
            }
        }
    }

    /** The size for a new Game layer: the largest physics layer's, else the largest tiles layer's, else 50x50. */
    static int[] newGameSize(TwMap map) {
        int w = 0;
        int h = 0;
        for (boolean physics : new boolean[] {true, false}) {
            for (Layer l : map.allLayers()) {
                if (l instanceof TileLayer t && t.kind().isPhysics() == physics) {
                    w = Math.max(w, t.width());
                    h = Math.max(h, t.height());
                }
            }
            if (w > 0) {
                break;
            }
        }
        if (w == 0 || h == 0) {
            return new int[] {DEFAULT_SIZE, DEFAULT_SIZE};
        }
        return new int[] {Math.max(2, w), Math.max(2, h)};
    }

    /** Adds a Game layer to the group holding physics layers, else to a group named Game, else to a new group. */
    static Edit addGame(TwMap map) {
        if (map.gameLayer().isPresent()) {
            return null;
        }
        int[] size = newGameSize(map);
        TileLayer layer = TileLayer.empty(TileKind.GAME, size[0], size[1]);
        Group target = null;
        for (Group g : map.groups()) {
            if (g.isPhysicsGroup()) {
                target = g;
                break;
            }
        }
        for (int i = 0; target == null && i < map.groups().size(); i++) {
            if ("Game".equalsIgnoreCase(map.groups().get(i).name())) {
                target = map.groups().get(i);
            }
        }
        if (target != null) {
            return Edits.addLayer(target, target.layers().size(), layer);
        }
        return Edits.addGroup(map, map.groups().size(), Group.game(List.of(layer)));
    }

    /** Each physics kind at most once: the game uses the last one (map-format.md "Layers" note 1), a warning. */
    private static void duplicates(TwMap map, List<Finding> out) {
        for (TileKind kind : TileKind.values()) {
            if (!kind.isPhysics()) {
                continue;
            }
            List<TileLayer> all = new ArrayList<>();
            for (Layer l : map.allLayers()) {
                if (l instanceof TileLayer t && t.kind() == kind) {
                    all.add(t);
                }
            }
            if (all.size() > 1) {
                TileLayer last = all.get(all.size() - 1);
                List<TileLayer> earlier = all.subList(0, all.size() - 1);
                // DDNet's CLayers::Init keeps the last layer of each kind it meets: the map loads and plays
                out.add(Finding.warning(
                        "physics.duplicate",
                        Where.layer(map, last),
                        "the map has " + all.size() + " " + kind.defaultName() + " layers; the game uses only the last",
                        Repair.of(
                                "remove the " + earlier.size() + " earlier " + kind.defaultName() + " layer"
                                        + (earlier.size() == 1 ? "" : "s"),
                                m -> RepairEdits.removeLayers(
                                        m,
                                        List.copyOf(earlier),
                                        "Remove duplicate " + kind.defaultName() + " layers"))));
            }
        }
    }

    private static void outsideGameGroup(TwMap map, Group game, List<Finding> out) {
        for (int gi = 0; gi < map.groups().size(); gi++) {
            Group g = map.groups().get(gi);
            if (g == game) {
                continue;
            }
            for (int li = 0; li < g.layers().size(); li++) {
                if (g.layers().get(li) instanceof TileLayer t && t.kind().isPhysics()) {
                    int index = li;
                    // CLayers::Init takes physics layers from every group: the server loads the map, the game uses them
                    out.add(Finding.warning(
                            "physics.outside-game-group",
                            Where.layer(g, gi, li),
                            t.kind().defaultName() + " layer outside the Game group '" + game.name() + "'",
                            Repair.of(
                                    "move it into the Game group",
                                    m -> g.layers().size() > index && g.layers().get(index) == t
                                            ? Edits.moveLayer(
                                                    g,
                                                    index,
                                                    game,
                                                    game.layers().size())
                                            : null)));
                }
            }
        }
    }

    /** DDNet ignores the Game group's offset, parallax and clipping and uses 0, 100 and none (map-format.md). */
    private static void gameGroupSettings(TwMap map, Group game, List<Finding> out) {
        // the name alone is not reported: the game never reads it, and every vanilla map leaves it empty
        List<String> wrong = new ArrayList<>();
        if (game.offsetX() != 0 || game.offsetY() != 0) {
            wrong.add("offset " + game.offsetX() + "," + game.offsetY());
        }
        if (game.parallaxX() != 100 || game.parallaxY() != 100) {
            wrong.add("parallax " + game.parallaxX() + "," + game.parallaxY());
        }
        if (game.clipping()) {
            wrong.add("clipping");
        }
        if (wrong.isEmpty()) {
            return;
        }
        out.add(Finding.warning(
                "game-group.settings",
                Where.group(map, game),
                "the Game group has " + String.join(", ", wrong)
                        + "; DDNet uses name Game, offset 0, parallax 100, no clipping",
                Repair.of(
                        "set name Game, offset 0, parallax 100, no clipping",
                        m -> RepairEdits.compose(
                                "Fix Game group",
                                List.of(
                                        Edits.set(game, Props.GROUP_NAME, "Game"),
                                        Edits.set(game, Props.GROUP_OFFSET, new Point(0, 0)),
                                        Edits.set(game, Props.GROUP_PARALLAX, new Point(100, 100)),
                                        Edits.set(
                                                game,
                                                Props.GROUP_CLIP,
                                                new ClipRect(
                                                        false,
                                                        game.clipX(),
                                                        game.clipY(),
                                                        game.clipWidth(),
                                                        game.clipHeight())))))));
    }
}
