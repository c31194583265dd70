package twedit.model.map;

/**
 * Builds a new map from objects that are in no map yet (a converted or generated map): what it is given joins the
 * map, with ids, in the order given. The built map is then changed only through a document's edits.
 */
public final class MapBuilder {
    private final TwMap map = new TwMap();
    private final MapMutator m = new MapMutator(map);
    private boolean built;

    public MapBuilder info(MapInfo info) {
        check();
        m.setInfo(info);
        return this;
    }

    public MapBuilder image(MapImage image) {
        check();
        m.append(ListRef.images(map), image);
        return this;
    }

    public MapBuilder envelope(Envelope envelope) {
        check();
        m.append(ListRef.envelopes(map), envelope);
        return this;
    }

    public MapBuilder sound(MapSound sound) {
        check();
        m.append(ListRef.sounds(map), sound);
        return this;
    }

    /** Adds a group with its layers (their images, envelopes and sounds should be added too). */
    public MapBuilder group(Group group) {
        check();
        m.append(ListRef.groups(map), group);
        return this;
    }

    public MapBuilder unknownItem(UnknownItem item) {
        check();
        m.append(ListRef.unknownItems(map), item);
        return this;
    }

    /** The map; the builder cannot be used after this. */
    public TwMap build() {
        check();
        built = true;
        return map;
    }

    private void check() {
        if (built) {
            throw new IllegalStateException("the map was built already");
        }
    }
}
