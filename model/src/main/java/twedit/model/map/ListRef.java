package twedit.model.map;

/**
 * One list of a map with its kind and owner, as list edits and their change events name it. The lists are final
 * fields of their owners, so the reference stays valid for the owner's lifetime.
 */
public final class ListRef<T> {
    private final ListKind kind;
    private final Object owner;
    private final Elements<T> list;

    private ListRef(ListKind kind, Object owner, Elements<T> list) {
        this.kind = kind;
        this.owner = owner;
        this.list = list;
    }

    public static ListRef<Group> groups(TwMap map) {
        return new ListRef<>(ListKind.GROUPS, map, map.groups());
    }

    public static ListRef<Layer> layers(Group group) {
        return new ListRef<>(ListKind.LAYERS, group, group.layers());
    }

    public static ListRef<MapImage> images(TwMap map) {
        return new ListRef<>(ListKind.IMAGES, map, map.images());
    }

    public static ListRef<Envelope> envelopes(TwMap map) {
        return new ListRef<>(ListKind.ENVELOPES, map, map.envelopes());
    }

    public static ListRef<MapSound> sounds(TwMap map) {
        return new ListRef<>(ListKind.SOUNDS, map, map.sounds());
    }

    public static ListRef<EnvPoint> points(Envelope envelope) {
        return new ListRef<>(ListKind.POINTS, envelope, envelope.points());
    }

    public static ListRef<Quad> quads(QuadsLayer layer) {
        return new ListRef<>(ListKind.QUADS, layer, layer.quads());
    }

    public static ListRef<SoundSource> sources(SoundsLayer layer) {
        return new ListRef<>(ListKind.SOURCES, layer, layer.sources());
    }

    public static ListRef<UnknownItem> unknownItems(TwMap map) {
        return new ListRef<>(ListKind.UNKNOWN_ITEMS, map, map.unknownItems());
    }

    public ListKind kind() {
        return kind;
    }

    /** The map (for the map's own lists), or the group, envelope or layer owning the list. */
    public Object owner() {
        return owner;
    }

    /** The list, read-only. */
    public Elements<T> list() {
        return list;
    }

    /** Whether two refs name the same list object. */
    public boolean sameList(ListRef<?> o) {
        return o.list == list;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ListRef<?> r && r.kind == kind && r.owner == owner && r.list == list;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(list);
    }

    @Override
    public String toString() {
        return "ListRef[" + kind + " of " + owner + "]";
    }
}
