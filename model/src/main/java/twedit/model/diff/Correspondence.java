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
        int[] gm = byKey(a, b, g -> (g.isPhysicsGroup() ? "physics:" : "") + g.name());
        if (gm == null) {
            gm = Alignment.align(
                    a.size(),
                    b.size(),
                    (i, j) -> likeness.groups(a.get(i), b.get(j)),
                    Likeness.GROUP_THRESHOLD,
                    Likeness.GROUP_IN_GAP);
        }
        List<Pairing.Pair<Group>> groups = Alignment.pairs(a, b, gm);
        c.link(groups);
        for (var p : groups) {
            if (p.before() != null && p.after() != null) {
                List<Layer> la = p.before().layers();
                List<Layer> lb = p.after().layers();
                int[] lm = byKey(la, lb, Correspondence::layerKey);
                if (lm == null) {
                    lm = Alignment.align(
                            la.size(),
                            lb.size(),
                            (i, j) -> likeness.layers(la.get(i), lb.get(j)),
                            Likeness.LAYER_THRESHOLD);
                }
                c.link(Alignment.pairs(la, lb, lm));
            }
        }
        c.movedLayers(first, other);
        return c;
    }

    /**
     * A layer moved to another group is the same layer (a merge then moves it): what is left unpaired pairs across
     * groups by kind and name when that key is unique among the unpaired layers of both maps.
     */
    private void movedLayers(TwMap first, TwMap other) {
        java.util.Map<String, List<Layer>> left = new java.util.HashMap<>();
        for (Layer l : first.allLayers()) {
            if (!toOther.containsKey(l)) {
                left.computeIfAbsent(layerKey(l), k -> new java.util.ArrayList<>())
                        .add(l);
            }
        }
        java.util.Map<String, List<Layer>> right = new java.util.HashMap<>();
        for (Layer l : other.allLayers()) {
            if (!toFirst.containsKey(l)) {
                right.computeIfAbsent(layerKey(l), k -> new java.util.ArrayList<>())
                        .add(l);
            }
        }
        for (var e : left.entrySet()) {
            List<Layer> r = right.get(e.getKey());
            if (e.getValue().size() != 1 || r == null || r.size() != 1) {
                continue;
            }
            Layer a = e.getValue().get(0);
            Layer b = r.get(0);
            Group ga = first.groupOf(a).orElse(null);
            Group gb = other.groupOf(b).orElse(null);
            if (ga != null && gb != null && toOther.get(ga) != gb) {
                toOther.put(a, b);
                toFirst.put(b, a);
            }
        }
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

    private static String layerKey(Layer l) {
        return l.getClass().getSimpleName() + ":" + l.kindLabel() + ":" + l.name();
    }

    /**
     * The matching of two lists by keys unique in each (in any order), when it leaves nothing unpaired on both sides (so
     * nothing could have been renamed or replaced, and likeness would pair the same way); null otherwise. It spares
     * the likeness of every cell of big maps in the common case of a merge: the same groups and layers, some added
     * or removed.
     */
    private static <T> int[] byKey(List<T> a, List<T> b, java.util.function.Function<T, String> key) {
        List<String> ka = a.stream().map(key).toList();
        List<String> kb = b.stream().map(key).toList();
        if (new java.util.HashSet<>(ka).size() != ka.size() || new java.util.HashSet<>(kb).size() != kb.size()) {
            return null;
        }
        // by key whatever the order: a group or layer moved is the same one (the merge then merges the order)
        java.util.Map<String, Integer> inB = new java.util.HashMap<>();
        for (int j = 0; j < kb.size(); j++) {
            inB.put(kb.get(j), j);
        }
        int[] match = new int[a.size()];
        for (int i = 0; i < a.size(); i++) {
            match[i] = inB.getOrDefault(ka.get(i), -1);
        }
        boolean leftA = false;
        boolean[] taken = new boolean[b.size()];
        for (int m : match) {
            if (m < 0) {
                leftA = true;
            } else {
                taken[m] = true;
            }
        }
        boolean leftB = false;
        for (boolean t : taken) {
            leftB |= !t;
        }
        return leftA && leftB ? null : match;
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
