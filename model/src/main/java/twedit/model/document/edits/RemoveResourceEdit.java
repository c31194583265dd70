package twedit.model.document.edits;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import twedit.model.map.Envelope;
import twedit.model.map.Layer;
import twedit.model.map.ListKind;
import twedit.model.map.ListRef;
import twedit.model.map.MapMutator;
import twedit.model.map.Property;
import twedit.model.map.Props;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundSource;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Removes an image, envelope or sound and detaches every user (layers, quads, sound sources), which then use
 * nothing; the other users keep their links. Revert puts the object back at its index and re-links exactly the
 * users it detached.
 */
public final class RemoveResourceEdit implements Edit {
    private final String label;
    private final ListRef<?> ref;
    private final int index;
    private final Object resource;
    /** What apply detached, in order: undone in reverse. Recomputed by every apply. */
    private final List<Detached> detached = new ArrayList<>();

    /** One detached link: how to put it back, and what it changed. */
    private interface Detached {
        void restore(MapMutator m);

        Change change();
    }

    /** A layer's image, colour envelope or sound link, with the value to set again. */
    private record LayerLink<L extends Layer, V>(L layer, Property<L, V> property, V old) implements Detached {
        @Override
        public void restore(MapMutator m) {
            m.set(layer, property, old);
        }

        @Override
        public Change change() {
            return new Change.PropertyChanged(layer, property.name());
        }
    }

    /** A quad or sound source as it was before its envelope links were cut. */
    private record ElementLink<T>(ListRef<T> list, int index, T old) implements Detached {
        @Override
        public void restore(MapMutator m) {
            m.replace(list, index, old);
        }

        @Override
        public Change change() {
            return new Change.ElementChanged(
                    list.kind(), list.owner(), index, list.list().idAt(index));
        }
    }

    private RemoveResourceEdit(String label, ListRef<?> ref, int index) {
        this.label = label;
        this.ref = ref;
        this.index = index;
        this.resource = ref.list().get(index);
    }

    /** Removes image {@code index}, detaching tiles and quads layers that use it. */
    public static RemoveResourceEdit image(TwMap map, int index) {
        return new RemoveResourceEdit("Remove image", ListRef.images(map), index);
    }

    /** Removes envelope {@code index}, detaching tiles layers, quads and sound sources that use it. */
    public static RemoveResourceEdit envelope(TwMap map, int index) {
        return new RemoveResourceEdit("Remove envelope", ListRef.envelopes(map), index);
    }

    /** Removes sound {@code index}, detaching sounds layers that use it. */
    public static RemoveResourceEdit sound(TwMap map, int index) {
        return new RemoveResourceEdit("Remove sound", ListRef.sounds(map), index);
    }

    @Override
    public void apply(MapMutator m) {
        if (ref.list().get(index) != resource) {
            throw new IllegalStateException("the " + ref.kind() + " element to remove is no longer at " + index);
        }
        detached.clear();
        for (Layer l : m.map().allLayers()) {
            detachFrom(m, l);
        }
        m.remove(ref, index, null); // checked above: the element at index is the resource
    }

    private <L extends Layer, V> void cut(MapMutator m, L layer, Property<L, V> property) {
        detached.add(new LayerLink<>(layer, property, property.get(layer)));
        m.set(layer, property, null);
    }

    private void detachFrom(MapMutator m, Layer l) {
        if (l instanceof TileLayer t) {
            if (t.image() == resource) {
                cut(m, t, Props.TILES_IMAGE);
            }
            if (t.colorEnvelope() == resource) {
                cut(m, t, Props.TILES_COLOR_ENVELOPE);
            }
        } else if (l instanceof QuadsLayer q) {
            if (q.image() == resource) {
                cut(m, q, Props.QUADS_IMAGE);
            }
            if (resource instanceof Envelope) {
                detachQuads(m, q);
            }
        } else if (l instanceof SoundsLayer s) {
            if (s.sound() == resource) {
                cut(m, s, Props.SOUNDS_SOUND);
            }
            if (resource instanceof Envelope) {
                detachSources(m, s);
            }
        }
    }

    private void detachQuads(MapMutator m, QuadsLayer q) {
        ListRef<Quad> quads = ListRef.quads(q);
        for (int i = 0; i < q.quads().size(); i++) {
            Quad old = q.quads().get(i);
            Quad now = old;
            if (now.positionEnvelope() == resource) {
                now = now.withPositionEnvelope(null, now.positionEnvelopeOffset());
            }
            if (now.colorEnvelope() == resource) {
                now = now.withColorEnvelope(null, now.colorEnvelopeOffset());
            }
            if (now != old) {
                m.replace(quads, i, now);
                detached.add(new ElementLink<>(quads, i, old));
            }
        }
    }

    private void detachSources(MapMutator m, SoundsLayer s) {
        ListRef<SoundSource> sources = ListRef.sources(s);
        for (int i = 0; i < s.sources().size(); i++) {
            SoundSource old = s.sources().get(i);
            Envelope pos = old.positionEnvelope() == resource ? null : old.positionEnvelope();
            Envelope snd = old.soundEnvelope() == resource ? null : old.soundEnvelope();
            if (pos != old.positionEnvelope() || snd != old.soundEnvelope()) {
                m.replace(
                        sources,
                        i,
                        old.withEnvelopes(pos, old.positionEnvelopeOffset(), snd, old.soundEnvelopeOffset()));
                detached.add(new ElementLink<>(sources, i, old));
            }
        }
    }

    @Override
    public void revert(MapMutator m) {
        insert(m, ref);
        for (int i = detached.size() - 1; i >= 0; i--) {
            detached.get(i).restore(m);
        }
    }

    private <T> void insert(MapMutator m, ListRef<T> r) {
        @SuppressWarnings("unchecked")
        T t = (T) resource;
        m.insert(r, index, t, null);
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public List<Change> changes() {
        LinkedHashSet<Change> out = new LinkedHashSet<>();
        out.add(new Change.ListChanged(ref.kind(), ref.owner()));
        for (Detached d : detached) {
            out.add(d.change());
        }
        return new ArrayList<>(out);
    }

    @Override
    public long historyBytes() {
        return 64
                + Sizes.of(resource)
                + 64L * detached.size()
                + (ref.kind() == ListKind.ENVELOPES ? Sizes.QUAD * detached.size() : 0);
    }

    @Override
    public boolean isNoOp() {
        return false;
    }

    /** The removed image, envelope or sound. */
    public Object resource() {
        return resource;
    }
}
