package twedit.model.driftline;

import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.tiles.DdnetTile;
import twedit.model.tiles.DdnetTiles;

/**
 * What a map loses when written as Driftline JSON: every layer, tile, pickup and media item the conversion has no
 * place for, counted; the command line refuses without {@code --force} and the editor asks before saving.
 */
public final class DriftlineLosses {
    /** DDNet entity ids from armor on: pickups (armor, health, weapons) and what follows them in the table. */
    private static final int FIRST_PICKUP = DdnetTiles.id(TileKind.GAME, "armor");

    private DriftlineLosses() {}

    /**
     * What {@link DriftlineConversion#fromDdnet} drops of a DDNet map: the Game layer is read by tile (solids,
     * spawns, flags), the Game group's tiles layers "bg", "solid" and "fg" as Driftline's; the rest is listed.
     */
    public static List<DriftlineLoss> ofDdnet(TwMap map) {
        List<DriftlineLoss> out = new ArrayList<>();
        TileLayer game = map.gameLayer().orElse(null);
        Map<DriftlineLayer, TileLayer> design = DriftlineConversion.designLayers(map);
        Set<Layer> carried = identitySet(design.values());
        if (game != null) {
            carried.add(game);
            gameTiles(game, out);
            TileLayer solid = design.get(DriftlineLayer.SOLID);
            if (solid != null) {
                int bare = 0;
                for (int y = 1; y < solid.height() - 1; y++) {
                    for (int x = 1; x < solid.width() - 1; x++) {
                        if (solid.grid().get(x, y, 0) != 0 && !DriftlineConversion.isSolid(game, x, y)) {
                            bare++;
                        }
                    }
                }
                if (bare > 0) {
                    out.add(new DriftlineLoss.Decoration(bare));
                }
            }
        }
        others(map, carried, out);
        return out;
    }

    /**
     * What a map loses when only {@code kept} layers are read whole (the editor's Driftline documents): every other
     * layer with content, and the media no kept layer uses.
     */
    public static List<DriftlineLoss> ofLayers(TwMap map, Collection<? extends Layer> kept) {
        List<DriftlineLoss> out = new ArrayList<>();
        others(map, identitySet(kept), out);
        return out;
    }

    /** One line per loss, for messages. */
    public static List<String> describe(List<DriftlineLoss> losses) {
        return losses.stream().map(DriftlineLoss::describe).toList();
    }

    private static Set<Layer> identitySet(Collection<? extends Layer> layers) {
        Set<Layer> s = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        s.addAll(layers);
        return s;
    }

    /** Game tiles with no Driftline meaning, by kind (pickups apart), and non-solid cells of the ring. */
    private static void gameTiles(TileLayer game, List<DriftlineLoss> out) {
        Map<Integer, Integer> counts = new TreeMap<>();
        int ring = 0;
        for (int y = 0; y < game.height(); y++) {
            for (int x = 0; x < game.width(); x++) {
                int id = game.grid().get(x, y, 0);
                if (id == 0) {
                    continue;
                }
                boolean onRing = x == 0 || y == 0 || x == game.width() - 1 || y == game.height() - 1;
                if (onRing) {
                    if (id != DriftlineConversion.SOLID && id != DriftlineConversion.NOHOOK) {
                        ring++;
                    }
                } else if (!DriftlineConversion.carries(id)) {
                    counts.merge(id, 1, Integer::sum);
                }
            }
        }
        for (Map.Entry<Integer, Integer> e : counts.entrySet()) {
            int id = e.getKey();
            String name =
                    DdnetTiles.find(TileKind.GAME, id).map(DdnetTile::name).orElse("tile " + id);
            out.add(
                    id >= FIRST_PICKUP
                            ? new DriftlineLoss.Pickups(name, e.getValue())
                            : new DriftlineLoss.GameTiles(name, e.getValue()));
        }
        if (ring > 0) {
            out.add(new DriftlineLoss.Ring(ring));
        }
    }

    /** Every layer with content outside {@code carried}, then images no carried layer uses, envelopes and sounds. */
    private static void others(TwMap map, Set<Layer> carried, List<DriftlineLoss> out) {
        Set<MapImage> usedImages = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        for (int gi = 0; gi < map.groups().size(); gi++) {
            Group g = map.groups().get(gi);
            String group = g.name().isEmpty() ? "group " + (gi + 1) : g.name();
            for (int index = 0; index < g.layers().size(); index++) {
                Layer l = g.layers().get(index);
                // unnamed layers (DDNet's editor leaves tiles layers unnamed) are told apart by group and place
                String name = l.name().isEmpty() ? group + " #" + (index + 1) : l.name();
                if (carried.contains(l)) {
                    if (l instanceof TileLayer t && t.image() != null) {
                        usedImages.add(t.image());
                    }
                    continue;
                }
                if (l instanceof TileLayer t) {
                    int cells = 0;
                    for (int y = 0; y < t.height(); y++) {
                        for (int x = 0; x < t.width(); x++) {
                            if (t.grid().get(x, y, 0) != 0) {
                                cells++;
                            }
                        }
                    }
                    if (cells > 0) {
                        String kind = t.kind() == TileKind.TILES
                                ? "tiles"
                                        + (t.image() == null
                                                ? ""
                                                : ", " + t.image().name())
                                : t.kind().defaultName();
                        out.add(new DriftlineLoss.Layer(name, kind, cells, "cell"));
                    }
                } else if (l instanceof QuadsLayer q && !q.quads().isEmpty()) {
                    out.add(new DriftlineLoss.Layer(name, "quads", q.quads().size(), "quad"));
                } else if (l instanceof SoundsLayer s && !s.sources().isEmpty()) {
                    out.add(new DriftlineLoss.Layer(
                            s.name(), "sounds", s.sources().size(), "source"));
                }
            }
        }
        long images = map.images().stream().filter(i -> !usedImages.contains(i)).count();
        if (images > 0) {
            out.add(new DriftlineLoss.Media("image", (int) images));
        }
        if (!map.envelopes().isEmpty()) {
            out.add(new DriftlineLoss.Media("envelope", map.envelopes().size()));
        }
        if (!map.sounds().isEmpty()) {
            out.add(new DriftlineLoss.Media("sound", map.sounds().size()));
        }
    }
}
