package twedit.model.document.edits;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import twedit.model.document.Change;
import twedit.model.document.Change.ListKind;
import twedit.model.document.Edit;
import twedit.model.map.Envelope;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.MapSound;
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
        void restore();

        Change change();
    }

    /** A layer's image, colour envelope or sound link, with the code that sets it again. */
    private record LayerLink(Layer layer, String property, Runnable relink) implements Detached {
        @Override
        public void restore() {
            relink.run();
        }

        @Override
        public Change change() {
            return new Change.PropertyChanged(layer, property);
        }
    }

    /** A quad or sound source as it was before its envelope links were cut. */
    private record ElementLink<T>(ListRef<T> list, int index, T old) implements Detached {
        @Override
        public void restore() {
            list.list().set(index, old);
        }

        @Override
        public Change change() {
            return new Change.ElementChanged(list.kind(), list.owner(), index);
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
    public void apply(TwMap map) {
        if (ref.list().get(index) != resource) {
            throw new IllegalStateException("the " + ref.kind() + " element to remove is no longer at " + index);
        }
        detached.clear();
        for (Layer l : map.allLayers()) {
            detachFrom(l);
        }
        ref.list().remove(index);
    }

    private void detachFrom(Layer l) {
        if (l instanceof TileLayer t) {
            if (t.image() == resource) {
                MapImage img = t.image();
                t.setImage(null);
                detached.add(new LayerLink(t, "image", () -> t.setImage(img)));
            }
            if (t.colorEnvelope() == resource) {
                Envelope env = t.colorEnvelope();
                t.setColorEnvelope(null);
                detached.add(new LayerLink(t, "colorEnvelope", () -> t.setColorEnvelope(env)));
            }
        } else if (l instanceof QuadsLayer q) {
            if (q.image() == resource) {
                MapImage img = q.image();
                q.setImage(null);
                detached.add(new LayerLink(q, "image", () -> q.setImage(img)));
            }
            if (resource instanceof Envelope) {
                detachQuads(q);
            }
        } else if (l instanceof SoundsLayer s) {
            if (s.sound() == resource) {
                MapSound snd = s.sound();
                s.setSound(null);
                detached.add(new LayerLink(s, "sound", () -> s.setSound(snd)));
            }
            if (resource instanceof Envelope) {
                detachSources(s);
            }
        }
    }

    private void detachQuads(QuadsLayer q) {
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
                q.quads().set(i, now);
                detached.add(new ElementLink<>(quads, i, old));
            }
        }
    }

    private void detachSources(SoundsLayer s) {
        ListRef<SoundSource> sources = ListRef.sources(s);
        for (int i = 0; i < s.sources().size(); i++) {
            SoundSource old = s.sources().get(i);
            Envelope pos = old.positionEnvelope() == resource ? null : old.positionEnvelope();
            Envelope snd = old.soundEnvelope() == resource ? null : old.soundEnvelope();
            if (pos != old.positionEnvelope() || snd != old.soundEnvelope()) {
                s.sources().set(i, old.withEnvelopes(pos, old.positionEnvelopeOffset(), snd,
                        old.soundEnvelopeOffset()));
                detached.add(new ElementLink<>(sources, i, old));
            }
        }
    }

    @Override
    public void revert(TwMap map) {
        insert(ref);
        for (int i = detached.size() - 1; i >= 0; i--) {
            detached.get(i).restore();
        }
    }

    private <T> void insert(ListRef<T> r) {
        @SuppressWarnings("unchecked")
        T t = (T) resource;
        r.list().add(index, t);
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
        return 64 + Sizes.of(resource) + 64L * detached.size()
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
