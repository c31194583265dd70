package twedit.model.document.edits;

import java.util.List;
import twedit.model.document.Change.ListKind;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.MapSound;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundSource;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TwMap;
import twedit.model.map.EnvPoint;

/**
 * One mutable list of the map with its kind and owner, as list edits and their change events name it. The lists
 * are final fields of their owners, so the reference stays valid for the owner's lifetime.
 */
public record ListRef<T>(ListKind kind, Object owner, List<T> list) {
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

    /** Whether two refs name the same list object. */
    boolean sameList(ListRef<?> o) {
        return o.list == list;
    }

    /** Records compare lists by content; a ref is equal only to a ref of the same list object. */
    @Override
    public boolean equals(Object o) {
        return o instanceof ListRef<?> r && r.kind == kind && r.owner == owner && r.list == list;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(list);
    }
}
