package twedit.model.diff;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import twedit.model.map.Envelope;
import twedit.model.map.MapImage;
import twedit.model.map.MapSound;
import twedit.model.map.TwMap;

/**
 * How the two maps' images, sounds and envelopes pair up, so that a layer or quad of the first map referring to an
 * image counts as the same as one of the second referring to that image's partner, wherever each list has it.
 */
final class Refs {
    private final Map<Object, Object> partner = new IdentityHashMap<>();
    final List<Pairing.Pair<MapImage>> images;
    final List<Pairing.Pair<MapSound>> sounds;
    final List<Pairing.Pair<Envelope>> envelopes;

    Refs(TwMap before, TwMap after) {
        // in list order, only what is the same but for its name pairs (a rename): two unrelated images that happen
        // to share a place are one removed and one added, not one changed
        images = Pairing.pair(
                before.images(),
                after.images(),
                MapImage::name,
                MapDiff::sameImage,
                // the same name is the same image whatever its pixels; another name only when nothing else changed
                (x, y) -> x.name().equals(y.name()) || MapDiff.imageChange(x, y).equals("renamed"));
        sounds = Pairing.pair(
                before.sounds(),
                after.sounds(),
                MapSound::name,
                (x, y) -> java.util.Arrays.equals(x.data(), y.data()),
                (x, y) -> x.name().equals(y.name()) || java.util.Arrays.equals(x.data(), y.data()));
        // unnamed envelopes (most are) pair by place; named ones by name, or by place when only the name differs
        envelopes = Pairing.pair(
                before.envelopes(),
                after.envelopes(),
                Envelope::name,
                Refs::sameContent,
                (x, y) -> x.channels() == y.channels()
                        && (x.name().isEmpty()
                                || y.name().isEmpty()
                                || envelopeChangeOf(x, y).equals("renamed")));
        link(images);
        link(sounds);
        link(envelopes);
        // envelopes and images equal in content are one to whatever refers to them: a map may hold several copies,
        // and which copy a quad or layer names is no difference (optimize keeps one, pairing may pick another)
        for (Envelope e : after.envelopes()) {
            firstOfContent.putIfAbsent(contentKey(e), e);
        }
        for (MapImage i : after.images()) {
            firstOfContent.putIfAbsent(contentKey(i), i);
        }
    }

    private final Map<Object, Object> firstOfContent = new java.util.HashMap<>();
    private final Map<Object, Object> keys = new IdentityHashMap<>();

    /** A content key with its hash computed once (an image's pixels are long to hash). */
    private record Key(List<Object> parts, int hash) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.hash == hash && k.parts.equals(parts);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    /** What an envelope or image is, whatever its place in its list. */
    private Object contentKey(Object o) {
        return keys.computeIfAbsent(o, x -> {
            List<Object> parts;
            if (x instanceof Envelope e) {
                parts = List.of(e.name(), e.channels(), e.sync(), List.copyOf(e.points()));
            } else if (x instanceof MapImage i) {
                parts = i.external()
                        ? List.of(true, i.name(), i.width(), i.height())
                        : List.of(false, i.width(), i.height(), i.format(), java.nio.ByteBuffer.wrap(i.pixels()));
            } else {
                parts = List.of(x);
            }
            return new Key(parts, parts.hashCode());
        });
    }

    /** The one second-map object standing for {@code b} and every envelope or image equal to it in content. */
    Object canonical(Object b) {
        if (b instanceof Envelope || b instanceof MapImage) {
            return firstOfContent.getOrDefault(contentKey(b), b);
        }
        return b;
    }

    private <T> void link(List<Pairing.Pair<T>> pairs) {
        for (var p : pairs) {
            if (p.before() != null && p.after() != null) {
                partner.put(p.before(), p.after());
            }
        }
    }

    /** Whether a reference of the first map ({@code a}) and one of the second ({@code b}) name the same thing. */
    boolean same(Object a, Object b) {
        return a == null ? b == null : b != null && partnerOf(a) == canonical(b);
    }

    /** Stands for a first-map reference whose target the second map lacks: equal to nothing of the second map. */
    private static final Object UNPAIRED = new Object();

    /** The second map's partner of a first-map image, sound or envelope (null for null). */
    Object partnerOf(Object a) {
        if (a == null) {
            return null;
        }
        if (a instanceof Envelope || a instanceof MapImage) {
            Object equal = firstOfContent.get(contentKey(a));
            if (equal != null) {
                return equal;
            }
        }
        return canonical(partner.getOrDefault(a, UNPAIRED));
    }

    /** A reference's name for reports. */
    static String name(Object o) {
        if (o == null) {
            return "none";
        }
        if (o instanceof MapImage i) {
            return "'" + i.name() + "'";
        }
        if (o instanceof MapSound s) {
            return "'" + s.name() + "'";
        }
        return "'" + envelopeName((Envelope) o) + "'";
    }

    static String envelopeName(Envelope e) {
        return e.name().isEmpty() ? "(unnamed " + e.kindName() + ")" : e.name();
    }

    private static boolean sameContent(Envelope a, Envelope b) {
        return a.name().equals(b.name())
                && a.channels() == b.channels()
                && a.sync() == b.sync()
                && a.points().equals(b.points());
    }

    /** How two paired envelopes differ; empty when they do not. */
    String envelopeChange(Envelope a, Envelope b) {
        return envelopeChangeOf(a, b);
    }

    private static String envelopeChangeOf(Envelope a, Envelope b) {
        List<String> d = new ArrayList<>();
        if (a.channels() != b.channels()) {
            d.add(a.kindName() + " -> " + b.kindName());
        }
        if (a.sync() != b.sync()) {
            d.add(b.sync() ? "now synchronized" : "no longer synchronized");
        }
        if (!a.points().equals(b.points())) {
            int n = 0;
            for (int i = 0; i < Math.min(a.points().size(), b.points().size()); i++) {
                if (!a.points().get(i).equals(b.points().get(i))) {
                    n++;
                }
            }
            int sizeDiff = b.points().size() - a.points().size();
            StringBuilder s = new StringBuilder();
            if (sizeDiff != 0) {
                s.append(Math.abs(sizeDiff))
                        .append(Math.abs(sizeDiff) == 1 ? " point" : " points")
                        .append(sizeDiff > 0 ? " added" : " removed");
            }
            if (n > 0) {
                s.append(s.length() > 0 ? ", " : "").append(n).append(n == 1 ? " point changed" : " points changed");
            }
            d.add(s.toString());
        }
        if (d.isEmpty() && !a.name().equals(b.name())) {
            return "renamed";
        }
        return String.join(", ", d);
    }
}
