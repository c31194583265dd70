package twedit.model.diff;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.TwMap;

/**
 * Which object of a second map stands for which of a first, paired exactly as {@link MapDiff} pairs them: images,
 * sounds and envelopes by content, name and place; groups and, within each pair of groups, layers by an
 * order-keeping alignment scored by likeness. The three-way merge (issue 39) builds on it.
 */
public final class Correspondence {
    private final Map<Object, Object> toOther = new IdentityHashMap<>();
    private final Map<Object, Object> toFirst = new IdentityHashMap<>();

    private Correspondence() {}

    /** The pairing of {@code first}'s images, sounds, envelopes, groups and layers with {@code other}'s. */
    public static Correspondence of(TwMap first, TwMap other) {
        Correspondence c = new Correspondence();
        Refs refs = new Refs(first, other);
        c.link(refs.images);
        c.link(refs.sounds);
        c.link(refs.envelopes);
        c.sameNamedEnvelopes(first.envelopes(), other.envelopes());
        Likeness likeness = new Likeness(refs);
        List<Group> a = first.groups();
        List<Group> b = other.groups();
        int[] gm = Alignment.align(
                a.size(),
                b.size(),
                (i, j) -> likeness.groups(a.get(i), b.get(j)),
                Likeness.GROUP_THRESHOLD,
                Likeness.GROUP_IN_GAP);
        List<Pairing.Pair<Group>> groups = Alignment.pairs(a, b, gm);
        c.link(groups);
        for (var p : groups) {
            if (p.before() != null && p.after() != null) {
                List<Layer> la = p.before().layers();
                List<Layer> lb = p.after().layers();
                int[] lm = Alignment.align(
                        la.size(),
                        lb.size(),
                        (i, j) -> likeness.layers(la.get(i), lb.get(j)),
                        Likeness.LAYER_THRESHOLD);
                c.link(Alignment.pairs(la, lb, lm));
            }
        }
        return c;
    }

    /**
     * A named envelope whose points changed is the same envelope to a merge (the diff reports it removed and added):
     * what is left unpaired pairs by a name unique on both sides and the same channels.
     */
    private void sameNamedEnvelopes(List<Envelope> a, List<Envelope> b) {
        for (Envelope x : a) {
            if (toOther.containsKey(x) || x.name().isEmpty()) {
                continue;
            }
            Envelope only = null;
            int count = 0;
            for (Envelope y : b) {
                if (y.name().equals(x.name())) {
                    count++;
                    only = y;
                }
            }
            long inFirst = a.stream().filter(e -> e.name().equals(x.name())).count();
            if (count == 1 && inFirst == 1 && !toFirst.containsKey(only) && only.channels() == x.channels()) {
                toOther.put(x, only);
                toFirst.put(only, x);
            }
        }
    }

    private <T> void link(List<Pairing.Pair<T>> pairs) {
        for (var p : pairs) {
            if (p.before() != null && p.after() != null) {
                toOther.put(p.before(), p.after());
                toFirst.put(p.after(), p.before());
            }
        }
    }

    /** The second map's partner of a first-map object, or null when the second map has none. */
    @SuppressWarnings("unchecked")
    public <T> T partner(T first) {
        return first == null ? null : (T) toOther.get(first);
    }

    /** The first map's partner of a second-map object, or null when the first map has none. */
    @SuppressWarnings("unchecked")
    public <T> T origin(T other) {
        return other == null ? null : (T) toFirst.get(other);
    }
}
