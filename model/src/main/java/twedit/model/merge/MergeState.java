package twedit.model.merge;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.UnaryOperator;
import twedit.model.diff.Correspondence;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.map.Envelope;
import twedit.model.map.Location;
import twedit.model.map.MapImage;
import twedit.model.map.MapObject;
import twedit.model.map.MapSound;
import twedit.model.map.Property;
import twedit.model.map.Props;
import twedit.model.map.Quad;
import twedit.model.map.SoundSource;
import twedit.model.map.TwMap;

/**
 * What one merge knows: the three maps, how base pairs with each side, what of theirs joined the merged map (which is
 * ours, changed by edits), and the conflicts and notes found. It translates references (images, envelopes, sounds)
 * between the maps, so that values compare by what they point at.
 */
final class MergeState {
    final TwMap base;
    final TwMap merged;
    final TwMap theirs;
    final Correspondence toOurs;
    final Correspondence toTheirs;
    final MapDocument document;
    final List<Conflict> conflicts = new ArrayList<>();
    final List<String> notes = new ArrayList<>();
    /** Their images, envelopes and sounds that joined the merged map, with the merged map's object for each. */
    private final Map<Object, Object> brought = new IdentityHashMap<>();
    // stand for a reference whose target the other map lacks: equal to nothing there
    private final Envelope missingEnvelope = new Envelope(Envelope.POSITION, "(missing)", false, List.of());
    private final MapImage missingImage = MapImage.external("(missing)", 1, 1);
    private final MapSound missingSound = new MapSound("(missing)", new byte[0]);

    MergeState(TwMap base, TwMap ours, TwMap theirs) {
        this.base = base;
        this.merged = ours;
        this.theirs = theirs;
        this.toOurs = Correspondence.of(base, ours);
        this.toTheirs = Correspondence.of(base, theirs);
        this.document = new MapDocument(ours);
    }

    void apply(twedit.model.document.edits.Edit edit) {
        document.apply(edit);
    }

    void conflict(Location at, String what, Object ours, Object theirs, Conflict.Resolution take) {
        conflicts.add(new Conflict(at, what, Describe.value(ours), Describe.value(theirs), take));
    }

    /** A conflict whose sides are already described. */
    void conflictAs(Location at, String what, String ours, String theirs, Conflict.Resolution take) {
        conflicts.add(new Conflict(at, what, ours, theirs, take));
    }

    // ---- references

    private Object missing(Object ref) {
        if (ref instanceof Envelope) {
            return missingEnvelope;
        }
        return ref instanceof MapImage ? missingImage : missingSound;
    }

    /** A base reference as ours names it. */
    Object baseToOurs(Object ref) {
        Object p = toOurs.partner(ref);
        return ref == null ? null : p != null ? p : missing(ref);
    }

    /** A base reference as theirs names it. */
    Object baseToTheirs(Object ref) {
        Object p = toTheirs.partner(ref);
        return ref == null ? null : p != null ? p : missing(ref);
    }

    /** Their reference as the merged map names it now, without bringing anything in. */
    Object theirsToOurs(Object ref) {
        if (ref == null) {
            return null;
        }
        Object b = toTheirs.origin(ref);
        Object o = b == null ? null : toOurs.partner(b);
        if (o != null && holds(o)) {
            return o;
        }
        Object got = brought.get(ref);
        return got != null ? got : missing(ref);
    }

    /** Their reference in the merged map of {@code doc}: an image, envelope or sound only they have comes along. */
    UnaryOperator<Object> bringer(MapDocument doc) {
        return ref -> {
            Object now = theirsToOurs(ref);
            return now == null || !isMissing(now) ? now : bring(doc, ref);
        };
    }

    boolean isMissing(Object o) {
        return o == missingEnvelope || o == missingImage || o == missingSound;
    }

    private boolean holds(Object o) {
        if (o instanceof MapImage i) {
            return merged.images().indexOfSame(i) >= 0;
        }
        if (o instanceof Envelope e) {
            return merged.envelopes().indexOfSame(e) >= 0;
        }
        return o instanceof MapSound s && merged.sounds().indexOfSame(s) >= 0;
    }

    /** Adds their image, envelope or sound to the merged map (renamed when ours has another of its name). */
    Object bring(MapDocument doc, Object theirsRef) {
        Object done = brought.get(theirsRef);
        if (done != null && holds(done)) {
            return done;
        }
        TwMap m = doc.map();
        Object copy;
        if (theirsRef instanceof MapImage t) {
            for (MapImage o : m.images()) {
                if (Describe.sameImage(o, t)) {
                    brought.put(t, o);
                    return o;
                }
            }
            MapImage c = t.copy();
            doc.apply(Edits.addImage(m, m.images().size(), c));
            String name =
                    freeName(t.name(), m.images().stream().map(MapImage::name).toList(), c);
            if (!name.equals(t.name())) {
                doc.apply(Edits.set(c, Props.IMAGE_NAME, name));
                notes.add("both sides have an image '" + t.name() + "' with other pixels: theirs is kept as '" + name
                        + "'");
            }
            copy = c;
        } else if (theirsRef instanceof Envelope t) {
            Envelope c = t.copy();
            doc.apply(Edits.addEnvelope(m, m.envelopes().size(), c));
            copy = c;
        } else {
            MapSound t = (MapSound) theirsRef;
            for (MapSound o : m.sounds()) {
                if (o.name().equals(t.name()) && Arrays.equals(o.data(), t.data())) {
                    brought.put(t, o);
                    return o;
                }
            }
            MapSound c = t.copy();
            doc.apply(Edits.addSound(m, m.sounds().size(), c));
            String name =
                    freeName(t.name(), m.sounds().stream().map(MapSound::name).toList(), c);
            if (!name.equals(t.name())) {
                doc.apply(Edits.set(c, Props.SOUND_NAME, name));
                notes.add(
                        "both sides have a sound '" + t.name() + "' with other data: theirs is kept as '" + name + "'");
            }
            copy = c;
        }
        brought.put(theirsRef, copy);
        return copy;
    }

    /** {@code name}, or name_theirs (name_theirs2, ...) when another object than {@code self} has it. */
    private static String freeName(String name, List<String> names, Object self) {
        long same = names.stream().filter(name::equals).count();
        if (same <= 1) {
            return name;
        }
        for (int n = 1; ; n++) {
            String candidate = name + "_theirs" + (n == 1 ? "" : String.valueOf(n));
            if (!names.contains(candidate)) {
                return candidate;
            }
        }
    }

    // ---- values

    /** A value with its references translated (quads and sound sources hold envelopes). */
    static Object translate(Object v, UnaryOperator<Object> refs) {
        if (v instanceof MapImage || v instanceof Envelope || v instanceof MapSound) {
            return refs.apply(v);
        }
        if (v instanceof Quad q) {
            return new Quad(
                    q.points(),
                    q.colors(),
                    q.texCoords(),
                    (Envelope) refs.apply(q.positionEnvelope()),
                    q.positionEnvelopeOffset(),
                    (Envelope) refs.apply(q.colorEnvelope()),
                    q.colorEnvelopeOffset());
        }
        if (v instanceof SoundSource s) {
            return s.withEnvelopes(
                    (Envelope) refs.apply(s.positionEnvelope()),
                    s.positionEnvelopeOffset(),
                    (Envelope) refs.apply(s.soundEnvelope()),
                    s.soundEnvelopeOffset());
        }
        return v;
    }

    /** The three-way decision on one value: base {@code b}, ours {@code o}, theirs {@code t}, each in its own map. */
    ThreeWay.Verdict decide(Object b, Object o, Object t) {
        return ThreeWay.pick(
                () -> Objects.equals(translate(b, this::baseToTheirs), t),
                () -> Objects.equals(translate(b, this::baseToOurs), o),
                () -> Objects.equals(o, translate(t, this::theirsToOurs)));
    }

    /** Merges one property of a paired object: theirs' change is taken, both sides' different changes conflict. */
    @SuppressWarnings("unchecked")
    <T extends MapObject, V> void property(Property<T, V> p, T b, T o, T t, Location at, String what) {
        V ov = p.get(o);
        V tv = p.get(t);
        switch (decide(p.get(b), ov, tv)) {
            case KEEP -> {}
            case THEIRS -> apply(Edits.set(o, p, (V) translate(tv, bringer(document))));
            case CONFLICT ->
                conflict(
                        at,
                        what + " " + p.name(),
                        ov,
                        tv,
                        doc -> doc.apply(Edits.set(o, p, (V) translate(tv, bringer(doc)))));
        }
    }
}
