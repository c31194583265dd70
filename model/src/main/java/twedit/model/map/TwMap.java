package twedit.model.map;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A whole map: info, images, envelopes, groups with their layers, sounds and the items we keep without
 * understanding them. Plain data, read-only here: a {@link MapMutator}, which the document gives to edits, is the only
 * way to change it. Every object and element in it has an {@link ElementId} from this map.
 */
public final class TwMap {
    private final IdSource ids = new IdSource();
    private MapInfo info = MapInfo.EMPTY;
    private final Elements<MapImage> images = new Elements<>(ids);
    private final Elements<Envelope> envelopes = new Elements<>(ids);
    private final Elements<Group> groups = new Elements<>(ids);
    private final Elements<MapSound> sounds = new Elements<>(ids);
    private final Elements<UnknownItem> unknownItems = new Elements<>(ids);

    /** A new map as a mapper expects it: a Game group holding a Game layer of the given size. */
    public static TwMap newMap(int width, int height) {
        TwMap m = new TwMap();
        new MapMutator(m).append(ListRef.groups(m), Group.game(List.of(TileLayer.empty(TileKind.GAME, width, height))));
        return m;
    }

    IdSource ids() {
        return ids;
    }

    public MapInfo info() {
        return info;
    }

    void setInfo(MapInfo info) {
        this.info = info == null ? MapInfo.EMPTY : info;
    }

    public Elements<MapImage> images() {
        return images;
    }

    public Elements<Envelope> envelopes() {
        return envelopes;
    }

    public Elements<Group> groups() {
        return groups;
    }

    public Elements<MapSound> sounds() {
        return sounds;
    }

    public Elements<UnknownItem> unknownItems() {
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
        return gameLayer().flatMap(this::groupOf);
    }

    /** The group holding {@code layer}, compared by identity. */
    public Optional<Group> groupOf(Layer layer) {
        for (Group g : groups) {
            if (g.layers().indexOfSame(layer) >= 0) {
                return Optional.of(g);
            }
        }
        return Optional.empty();
    }

    /**
     * Lets go of the inflated cells of every tile layer unchanged since it was read (its file block holds them
     * compressed; they are inflated again when next read), for a map that is open but not shown.
     *
     * @return the bytes let go
     */
    public long releaseTiles() {
        long freed = 0;
        for (Layer l : allLayers()) {
            if (l instanceof TileLayer t) {
                freed += t.grid().release();
            }
        }
        return freed;
    }

    /** Every layer of every group, in drawing order. */
    public List<Layer> allLayers() {
        List<Layer> out = new ArrayList<>();
        for (Group g : groups) {
            out.addAll(g.layers());
        }
        return out;
    }

    /** The group with this id, if the map holds it. */
    public Optional<Group> group(ElementId id) {
        int i = groups.indexOfId(id);
        return i < 0 ? Optional.empty() : Optional.of(groups.get(i));
    }

    /** The layer with this id, in whichever group holds it. */
    public Optional<Layer> layer(ElementId id) {
        for (Group g : groups) {
            int i = g.layers().indexOfId(id);
            if (i >= 0) {
                return Optional.of(g.layers().get(i));
            }
        }
        return Optional.empty();
    }

    public Optional<MapImage> image(ElementId id) {
        int i = images.indexOfId(id);
        return i < 0 ? Optional.empty() : Optional.of(images.get(i));
    }

    public Optional<Envelope> envelope(ElementId id) {
        int i = envelopes.indexOfId(id);
        return i < 0 ? Optional.empty() : Optional.of(envelopes.get(i));
    }

    public Optional<MapSound> sound(ElementId id) {
        int i = sounds.indexOfId(id);
        return i < 0 ? Optional.empty() : Optional.of(sounds.get(i));
    }

    /** Whether the map has content only DDNet understands (sounds, settings, DDNet physics, automapper items). */
    public boolean hasDdnetOnlyContent() {
        if (!sounds.isEmpty() || !info.settingsOrEmpty().isEmpty()) {
            return true;
        }
        for (Layer l : allLayers()) {
            if (l instanceof SoundsLayer
                    || l instanceof TileLayer t && (t.kind().isDdnetOnly() || t.automapper() != null)) {
                return true;
            }
        }
        return envelopes.stream().anyMatch(e -> e.channels() == Envelope.SOUND);
    }
}
