package twedit.model.merge;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edit;
import twedit.model.document.edits.Edits;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.Layer;
import twedit.model.map.ListRef;
import twedit.model.map.Location;
import twedit.model.map.MapImage;
import twedit.model.map.MapSound;
import twedit.model.map.Props;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundSource;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Merges the map's images, sounds and envelopes (envelopes point by point). What theirs added joins the merged map;
 * what theirs removed leaves it at the end of the merge, once nothing of the merged map uses it any more.
 */
final class ResourceMerge {
    private final MergeState s;
    private final List<Object> removeLater = new ArrayList<>();

    ResourceMerge(MergeState s) {
        this.s = s;
    }

    void run() {
        for (MapImage b : s.base.images()) {
            MapImage o = s.toOurs.partner(b);
            MapImage t = s.toTheirs.partner(b);
            pair(b, o, t, "image '" + b.name() + "'", (x, y) -> Describe.sameImage(x, y), () -> image(b, o, t));
        }
        for (MapSound b : s.base.sounds()) {
            MapSound o = s.toOurs.partner(b);
            MapSound t = s.toTheirs.partner(b);
            pair(b, o, t, "sound '" + b.name() + "'", ResourceMerge::sameSound, () -> sound(b, o, t));
        }
        for (Envelope b : s.base.envelopes()) {
            Envelope o = s.toOurs.partner(b);
            Envelope t = s.toTheirs.partner(b);
            pair(b, o, t, "envelope '" + b.name() + "'", Describe::sameEnvelope, () -> envelope(b, o, t));
        }
        // what theirs added comes along whether or not a layer uses it yet
        for (MapImage t : s.theirs.images()) {
            if (s.toTheirs.origin(t) == null) {
                s.bring(s.document, t);
            }
        }
        for (MapSound t : s.theirs.sounds()) {
            if (s.toTheirs.origin(t) == null) {
                s.bring(s.document, t);
            }
        }
        for (Envelope t : s.theirs.envelopes()) {
            if (s.toTheirs.origin(t) == null) {
                s.bring(s.document, t);
            }
        }
    }

    private <T> void pair(
            T b, T o, T t, String what, java.util.function.BiPredicate<T, T> same, Runnable bothChangedOrTheirs) {
        if (o == null && t == null) {
            return;
        }
        // a side's removal is its value null: the three-way rule then says remove, keep or conflict
        ThreeWay.Verdict v = ThreeWay.pick(b, o, t, (x, y) -> x != null && y != null && same.test(x, y));
        if (t == null) {
            if (v == ThreeWay.Verdict.THEIRS) {
                removeLater.add(o);
            } else {
                s.conflict(
                        Location.of((twedit.model.map.MapObject) o),
                        what + " removed by theirs, changed by ours",
                        o,
                        "removed",
                        doc -> remove(doc, o));
            }
        } else if (o == null) {
            if (v == ThreeWay.Verdict.CONFLICT) {
                s.conflict(
                        Location.map(),
                        what + " removed by ours, changed by theirs",
                        "removed",
                        t,
                        doc -> s.bring(doc, t));
            }
        } else if (!same.test(b, t)) {
            bothChangedOrTheirs.run();
        }
    }

    private static boolean sameSound(MapSound a, MapSound b) {
        return a.name().equals(b.name()) && Arrays.equals(a.data(), b.data());
    }

    private void image(MapImage b, MapImage o, MapImage t) {
        Location at = Location.of(o);
        s.property(Props.IMAGE_NAME, b, o, t, at, "image '" + b.name() + "'");
        ThreeWay.Verdict pixels = ThreeWay.pick(b, o, t, Describe::sameContent);
        if (pixels == ThreeWay.Verdict.THEIRS) {
            s.apply(Edits.replaceImage(o, twedit.model.map.ImageContent.of(t)));
        } else if (pixels == ThreeWay.Verdict.CONFLICT) {
            s.conflict(
                    at,
                    "image '" + b.name() + "' pixels",
                    o,
                    t,
                    doc -> doc.apply(Edits.replaceImage(o, twedit.model.map.ImageContent.of(t))));
        }
    }

    private void sound(MapSound b, MapSound o, MapSound t) {
        Location at = Location.of(o);
        s.property(Props.SOUND_NAME, b, o, t, at, "sound '" + b.name() + "'");
        ThreeWay.Verdict data = ThreeWay.pick(b.data(), o.data(), t.data(), Arrays::equals);
        if (data == ThreeWay.Verdict.THEIRS) {
            s.apply(Edits.replaceSound(o, t.data()));
        } else if (data == ThreeWay.Verdict.CONFLICT) {
            s.conflict(at, "sound '" + b.name() + "' data", o, t, doc -> doc.apply(Edits.replaceSound(o, t.data())));
        }
    }

    private void envelope(Envelope b, Envelope o, Envelope t) {
        Location at = Location.of(o);
        String what = "envelope '" + b.name() + "'";
        s.property(Props.ENVELOPE_NAME, b, o, t, at, what);
        s.property(Props.ENVELOPE_SYNC, b, o, t, at, what);
        s.property(Props.ENVELOPE_CHANNELS, b, o, t, at, what);
        ListMerge.merge(
                s,
                b.points(),
                o.points(),
                t.points(),
                new ListMerge.Ops<EnvPoint>() {
                    @Override
                    public twedit.model.map.Elements<EnvPoint> list() {
                        return o.points();
                    }

                    @Override
                    public Edit set(int index, EnvPoint value) {
                        return Edits.setPoint(o, index, value);
                    }

                    @Override
                    public Edit add(int index, EnvPoint value) {
                        return Edits.addPoint(o, index, value);
                    }

                    @Override
                    public Edit remove(int index) {
                        return Edits.removePoint(o, index);
                    }

                    @Override
                    public Location at(int index) {
                        return Location.element(ListRef.points(o), index);
                    }
                },
                at,
                what + " point");
        keepInTimeOrder(o);
    }

    /**
     * Moves points back into time order: a point theirs added goes after the point before it on their side, which
     * may not be its place in time when ours added points there too, and DDNet evaluates points in time order.
     */
    private void keepInTimeOrder(Envelope o) {
        for (int i = 1; i < o.points().size(); i++) {
            EnvPoint p = o.points().get(i);
            int j = i;
            while (j > 0 && o.points().get(j - 1).time() > p.time()) {
                j--;
            }
            if (j < i) {
                s.apply(Edits.removePoint(o, i));
                s.apply(Edits.addPoint(o, j, p));
            }
        }
    }

    /** Removes what theirs removed and ours kept as it was, unless the merged map still uses it. */
    void finish() {
        for (Object r : removeLater) {
            if (!used(s.merged, r)) {
                remove(s.document, r);
            }
        }
    }

    private static void remove(MapDocument doc, Object r) {
        TwMap m = doc.map();
        if (r instanceof MapImage i && m.images().indexOfSame(i) >= 0) {
            doc.apply(Edits.removeImage(m, m.images().indexOfSame(i)));
        } else if (r instanceof Envelope e && m.envelopes().indexOfSame(e) >= 0) {
            doc.apply(Edits.removeEnvelope(m, m.envelopes().indexOfSame(e)));
        } else if (r instanceof MapSound so && m.sounds().indexOfSame(so) >= 0) {
            doc.apply(Edits.removeSound(m, m.sounds().indexOfSame(so)));
        }
    }

    static boolean used(TwMap m, Object r) {
        for (Layer l : m.allLayers()) {
            if (l instanceof TileLayer t && (t.image() == r || t.colorEnvelope() == r)) {
                return true;
            }
            if (l instanceof QuadsLayer q) {
                if (q.image() == r) {
                    return true;
                }
                for (Quad x : q.quads()) {
                    if (x.positionEnvelope() == r || x.colorEnvelope() == r) {
                        return true;
                    }
                }
            }
            if (l instanceof SoundsLayer so) {
                if (so.sound() == r) {
                    return true;
                }
                for (SoundSource x : so.sources()) {
                    if (x.positionEnvelope() == r || x.soundEnvelope() == r) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
}
