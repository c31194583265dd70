package twedit.model.map;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A whole map: info, images, envelopes, groups with their layers, sounds and the items we keep without
 * understanding them. Plain data; the document applies every change as an undoable edit.
 */
public final class TwMap {
    private MapInfo info = MapInfo.EMPTY;
    private final List<MapImage> images = new ArrayList<>();
    private final List<Envelope> envelopes = new ArrayList<>();
    private final List<Group> groups = new ArrayList<>();
    private final List<MapSound> sounds = new ArrayList<>();
    private final List<UnknownItem> unknownItems = new ArrayList<>();

    /** A new map as a mapper expects it: a Game group holding a Game layer of the given size. */
    public static TwMap newMap(int width, int height) {
        TwMap m = new TwMap();
        Group g = Group.game();
        g.layers().add(TileLayer.empty(TileKind.GAME, width, height));
        m.groups.add(g);
        return m;
    }

    public MapInfo info() {
        return info;
    }

    public void setInfo(MapInfo info) {
        this.info = info == null ? MapInfo.EMPTY : info;
    }

    public List<MapImage> images() {
        return images;
    }

    public List<Envelope> envelopes() {
        return envelopes;
    }

    public List<Group> groups() {
        return groups;
    }

    public List<MapSound> sounds() {
        return sounds;
    }

    public List<UnknownItem> unknownItems() {
        return unknownItems;
    }

    /** The physics layer of a kind: the last one, as the game uses the last (map-format.md "Layers" note 1). */
    public Optional<TileLayer> physicsLayer(TileKind kind) {
        TileLayer found = null;
        for (Group g : groups) {
            for (Layer l : g.layers()) {
                if (l instanceof TileLayer t && t.kind() == kind) {
                    found = t;
                }
            }
        }
        return Optional.ofNullable(found);
    }

    public Optional<TileLayer> gameLayer() {
        return physicsLayer(TileKind.GAME);
    }

    /** The group holding the Game layer. */
    public Optional<Group> gameGroup() {
        Optional<TileLayer> game = gameLayer();
        if (game.isEmpty()) {
            return Optional.empty();
        }
        for (Group g : groups) {
            if (g.layers().contains(game.get())) {
                return Optional.of(g);
            }
        }
        return Optional.empty();
    }

    /** Every layer of every group, in drawing order. */
    public List<Layer> allLayers() {
        List<Layer> out = new ArrayList<>();
        for (Group g : groups) {
            out.addAll(g.layers());
        }
        return out;
    }

    /** Whether the map has content only DDNet understands (sounds, settings, DDNet physics, automapper items). */
    public boolean hasDdnetOnlyContent() {
        if (!sounds.isEmpty() || !info.settingsOrEmpty().isEmpty()) {
            return true;
        }
        for (Layer l : allLayers()) {
            if (l instanceof SoundsLayer || l instanceof TileLayer t && (t.kind().isDdnetOnly()
                    || t.automapper() != null)) {
                return true;
            }
        }
        return envelopes.stream().anyMatch(e -> e.channels() == Envelope.SOUND);
    }
}
