package twedit.model.diff;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import twedit.model.map.Location;
import twedit.model.map.Point;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundSource;
import twedit.model.map.SoundsLayer;

/**
 * The quads or sound sources of two paired layers: equal ones pair up wherever they are in the list; the rest pair
 * in order and count as moved when only their position differs, else changed; the remainder is added or removed.
 */
final class ObjectDiff {
    private ObjectDiff() {}

    /** A quad's content with its envelopes as second-map objects, so equal quads of both maps have equal keys. */
    private record QuadKey(
            List<Point> points, List<?> colors, List<Point> uvs, Object posEnv, int posOff, Object colEnv, int colOff) {
        QuadKey withoutPosition() {
            return new QuadKey(List.of(), colors, uvs, posEnv, posOff, colEnv, colOff);
        }
    }

    private record SourceKey(Point position, List<Object> rest) {
        SourceKey withoutPosition() {
            return new SourceKey(null, rest);
        }
    }

    static Optional<Difference> quads(String name, QuadsLayer a, QuadsLayer b, Refs refs) {
        Function<Quad, QuadKey> keyA = q -> quadKey(q, refs::partnerOf);
        Function<Quad, QuadKey> keyB = q -> quadKey(q, refs::canonical);
        return compare(
                name,
                "quads",
                a.quads(),
                b.quads(),
                keyA,
                keyB,
                QuadKey::withoutPosition,
                (x, y) -> translated(x.points(), y.points()),
                Location.of(b));
    }

    static Optional<Difference> sources(String name, SoundsLayer a, SoundsLayer b, Refs refs) {
        Function<SoundSource, SourceKey> keyA = s -> sourceKey(s, refs::partnerOf);
        Function<SoundSource, SourceKey> keyB = s -> sourceKey(s, refs::canonical);
        return compare(
                name,
                "sound sources",
                a.sources(),
                b.sources(),
                keyA,
                keyB,
                SourceKey::withoutPosition,
                (x, y) -> true,
                Location.of(b));
    }

    private static QuadKey quadKey(Quad q, Function<Object, Object> env) {
        return new QuadKey(
                q.points(),
                q.colors(),
                q.texCoords(),
                env.apply(q.positionEnvelope()),
                q.positionEnvelopeOffset(),
                env.apply(q.colorEnvelope()),
                q.colorEnvelopeOffset());
    }

    private static SourceKey sourceKey(SoundSource s, Function<Object, Object> env) {
        // a list, not a record of twelve fields: only equality matters; null envelopes become a marker
        Object none = "none";
        return new SourceKey(
                s.position(),
                java.util.Arrays.asList(
                        s.looping(),
                        s.panning(),
                        s.delay(),
                        s.falloff(),
                        java.util.Objects.requireNonNullElse(env.apply(s.positionEnvelope()), none),
                        s.positionEnvelopeOffset(),
                        java.util.Objects.requireNonNullElse(env.apply(s.soundEnvelope()), none),
                        s.soundEnvelopeOffset(),
                        s.shapeKind(),
                        s.shapeWidth(),
                        s.shapeHeight()));
    }

    /** Whether the five points of {@code b} are those of {@code a} shifted by one offset. */
    private static boolean translated(List<Point> a, List<Point> b) {
        int dx = b.get(0).x() - a.get(0).x();
        int dy = b.get(0).y() - a.get(0).y();
        for (int i = 1; i < a.size(); i++) {
            if (b.get(i).x() - a.get(i).x() != dx || b.get(i).y() - a.get(i).y() != dy) {
                return false;
            }
        }
        return true;
    }

    private static <T, K> Optional<Difference> compare(
            String name,
            String what,
            List<T> a,
            List<T> b,
            Function<T, K> keyA,
            Function<T, K> keyB,
            Function<K, K> withoutPosition,
            java.util.function.BiPredicate<K, K> rigid,
            Location after) {
        Map<K, ArrayDeque<Integer>> free = new HashMap<>();
        List<K> kb = new ArrayList<>(b.size());
        for (int j = 0; j < b.size(); j++) {
            K k = keyB.apply(b.get(j));
            kb.add(k);
            free.computeIfAbsent(k, x -> new ArrayDeque<>()).add(j);
        }
        boolean[] takenB = new boolean[b.size()];
        List<K> restA = new ArrayList<>();
        for (T t : a) {
            K k = keyA.apply(t);
            ArrayDeque<Integer> q = free.get(k);
            if (q != null && !q.isEmpty()) {
                takenB[q.poll()] = true;
            } else {
                restA.add(k);
            }
        }
        List<K> restB = new ArrayList<>();
        for (int j = 0; j < b.size(); j++) {
            if (!takenB[j]) {
                restB.add(kb.get(j));
            }
        }
        int paired = Math.min(restA.size(), restB.size());
        int moved = 0;
        for (int i = 0; i < paired; i++) {
            K x = restA.get(i);
            K y = restB.get(i);
            if (withoutPosition.apply(x).equals(withoutPosition.apply(y)) && rigid.test(x, y)) {
                moved++;
            }
        }
        int added = restB.size() - paired;
        int removed = restA.size() - paired;
        int changed = paired - moved;
        if (added + removed + moved + changed == 0) {
            return Optional.empty();
        }
        return Optional.of(new Difference.Objects(name, what, added, removed, moved, changed, after));
    }
}
