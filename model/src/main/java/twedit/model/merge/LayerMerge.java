package twedit.model.merge;

import java.util.List;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edit;
import twedit.model.document.edits.Edits;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.ListRef;
import twedit.model.map.Location;
import twedit.model.map.Props;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundSource;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileGrid;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Merges groups and their layers: paired ones property by property (tile layers cell by cell, quads and sound
 * sources one by one), what theirs added inserted after what precedes it in their map, what theirs removed removed
 * unless ours changed it.
 */
final class LayerMerge {
    private final MergeState s;
    private final Sameness same;

    LayerMerge(MergeState s) {
        this.s = s;
        this.same = new Sameness();
    }

    void run() {
        for (Group bg : s.base.groups()) {
            Group og = s.toOurs.partner(bg);
            Group tg = s.toTheirs.partner(bg);
            if (og == null && tg == null) {
                continue;
            }
            String what = "group '" + bg.name() + "'";
            // a side's removal is its value null in the three-way rule
            ThreeWay.Verdict v = ThreeWay.pick(
                    () -> tg != null && same.group(bg, tg, s::baseToTheirs),
                    () -> og != null && same.group(bg, og, s::baseToOurs),
                    () -> false);
            if (tg == null) {
                if (v == ThreeWay.Verdict.THEIRS) {
                    s.apply(Edits.removeGroup(s.merged, s.merged.groups().indexOfSame(og)));
                } else {
                    s.conflict(Location.of(og), what + " removed by theirs, changed by ours", og, "removed", doc -> {
                        int i = doc.map().groups().indexOfSame(og);
                        if (i >= 0) {
                            doc.apply(Edits.removeGroup(doc.map(), i));
                        }
                    });
                }
            } else if (og == null) {
                if (v == ThreeWay.Verdict.CONFLICT) {
                    int at = Math.min(
                            s.base.groups().indexOfSame(bg), s.merged.groups().size());
                    s.conflict(
                            Location.map(),
                            what + " removed by ours, changed by theirs",
                            "removed",
                            tg,
                            doc -> bringGroup(
                                    doc, tg, Math.min(at, doc.map().groups().size())));
                }
            } else {
                group(bg, og, tg);
            }
        }
        List<Group> tgs = s.theirs.groups();
        for (int j = 0; j < tgs.size(); j++) {
            if (s.toTheirs.origin(tgs.get(j)) == null) {
                bringGroup(s.document, tgs.get(j), groupPlace(tgs, j));
            }
        }
    }

    /** Where their group {@code j} goes in the merged map: after the merged partner of the nearest group before it. */
    private int groupPlace(List<Group> tgs, int j) {
        for (int k = j - 1; k >= 0; k--) {
            Group o = s.toOurs.partner(s.toTheirs.origin(tgs.get(k)));
            int i = o == null ? -1 : s.merged.groups().indexOfSame(o);
            if (i >= 0) {
                return i + 1;
            }
        }
        return 0;
    }

    private void group(Group bg, Group og, Group tg) {
        Location at = Location.of(og);
        String what = "group '" + bg.name() + "'";
        s.property(Props.GROUP_NAME, bg, og, tg, at, what);
        s.property(Props.GROUP_OFFSET, bg, og, tg, at, what);
        s.property(Props.GROUP_PARALLAX, bg, og, tg, at, what);
        s.property(Props.GROUP_CLIP, bg, og, tg, at, what);
        s.property(Props.GROUP_PARALLAX_ZOOM, bg, og, tg, at, what);
        for (Layer bl : bg.layers()) {
            Layer ol = s.toOurs.partner(bl);
            Layer tl = s.toTheirs.partner(bl);
            String lw = bl instanceof TileLayer pt && pt.kind().isPhysics()
                    ? pt.kind().defaultName() + " layer"
                    : "layer '" + (bg.name().isEmpty() ? "" : bg.name() + "/") + bl.name() + "'";
            if (ol == null && tl == null) {
                continue;
            }
            ThreeWay.Verdict v = ThreeWay.pick(
                    () -> tl != null && same.layer(bl, tl, s::baseToTheirs),
                    () -> ol != null && same.layer(bl, ol, s::baseToOurs),
                    () -> false);
            if (tl == null) {
                if (v == ThreeWay.Verdict.THEIRS) {
                    removeLayer(s.document, ol);
                } else {
                    s.conflict(
                            Location.of(ol),
                            lw + " removed by theirs, changed by ours",
                            ol,
                            "removed",
                            doc -> removeLayer(doc, ol));
                }
            } else if (ol == null) {
                if (v == ThreeWay.Verdict.CONFLICT) {
                    int place =
                            Math.min(bg.layers().indexOfSame(bl), og.layers().size());
                    s.conflict(
                            Location.of(og),
                            lw + " removed by ours, changed by theirs",
                            "removed",
                            tl,
                            doc -> bringLayer(
                                    doc, og, tl, Math.min(place, og.layers().size())));
                }
            } else {
                move(bg, ol, tl, lw);
                layer(bl, ol, tl, lw);
            }
        }
        List<Layer> tls = tg.layers();
        for (int j = 0; j < tls.size(); j++) {
            Layer tl = tls.get(j);
            if (s.toTheirs.origin(tl) != null) {
                continue;
            }
            if (tl instanceof TileLayer t
                    && t.kind().isPhysics()
                    && s.merged.physicsLayer(t.kind()).isPresent()) {
                // both sides added this physics layer: one layer, merged cell by cell as if the base had it empty
                TileLayer o = s.merged.physicsLayer(t.kind()).get();
                TileLayer empty = new TileLayer(
                        t.kind(),
                        t.name(),
                        new TileGrid(o.width(), o.height(), o.grid().cellBytes()));
                new CellMerge(s).merge(empty, o, t, t.kind().defaultName() + " layer (added on both sides)");
                continue;
            }
            bringLayer(s.document, og, tl, layerPlace(og, tls, j));
        }
    }

    /**
     * Theirs moved a layer to another group and ours left it where the base had it: the merged map moves it there
     * too (into a group theirs added, {@link #bringGroup} moves it). Both moving it to different groups conflicts.
     */
    private void move(Group bg, Layer ol, Layer tl, String what) {
        Group tNow = s.theirs.groupOf(tl).orElse(null);
        Group oNow = s.merged.groupOf(ol).orElse(null);
        Group tBase = tNow == null ? null : s.toTheirs.origin(tNow);
        if (tNow == null || oNow == null || tBase == bg || tBase == null) {
            return;
        }
        Group target = s.toOurs.partner(tBase);
        Group oBase = s.toOurs.origin(oNow);
        if (target == null || oBase == tBase) {
            return;
        }
        if (oBase == bg) {
            moveInto(s.document, ol, target, tNow, tl);
        } else {
            s.conflictAs(
                    Location.of(ol),
                    what + " moved to other groups on both sides",
                    "in group '" + oNow.name() + "'",
                    "in group '" + tNow.name() + "'",
                    doc -> moveInto(doc, ol, target, tNow, tl));
        }
    }

    /** Removes a layer of the merged map from whichever group holds it now (ours may have moved it). */
    private static void removeLayer(MapDocument doc, Layer ol) {
        Group in = doc.map().groupOf(ol).orElse(null);
        if (in != null) {
            doc.apply(Edits.removeLayer(in, in.layers().indexOfSame(ol)));
        }
    }

    /** Moves our layer into {@code target}, after the layer that precedes their layer in their group. */
    private void moveInto(MapDocument doc, Layer ol, Group target, Group theirsGroup, Layer tl) {
        Group from = doc.map().groupOf(ol).orElse(null);
        if (from == null || from == target || doc.map().groups().indexOfSame(target) < 0) {
            return;
        }
        int place =
                layerPlace(target, theirsGroup.layers(), theirsGroup.layers().indexOfSame(tl));
        doc.apply(Edits.moveLayer(from, from.layers().indexOfSame(ol), target, place));
    }

    private int layerPlace(Group og, List<Layer> tls, int j) {
        for (int k = j - 1; k >= 0; k--) {
            Layer o = s.toOurs.partner(s.toTheirs.origin(tls.get(k)));
            int i = o == null ? -1 : og.layers().indexOfSame(o);
            if (i >= 0) {
                return i + 1;
            }
        }
        return 0;
    }

    private void layer(Layer bl, Layer ol, Layer tl, String what) {
        if (same.layer(bl, tl, s::baseToTheirs)) {
            return;
        }
        Location at = Location.of(ol);
        if (bl.getClass() != ol.getClass() || bl.getClass() != tl.getClass()) {
            s.conflict(at, what + " kind", ol, tl, doc -> {});
            return;
        }
        s.property(Props.LAYER_NAME, bl, ol, tl, at, what);
        s.property(Props.LAYER_FLAGS, bl, ol, tl, at, what);
        if (bl instanceof TileLayer b && ol instanceof TileLayer o && tl instanceof TileLayer t) {
            s.property(Props.TILES_IMAGE, b, o, t, at, what);
            s.property(Props.TILES_COLOR, b, o, t, at, what);
            s.property(Props.TILES_COLOR_ENVELOPE, b, o, t, at, what);
            s.property(Props.TILES_COLOR_ENVELOPE_OFFSET, b, o, t, at, what);
            s.property(Props.TILES_AUTOMAPPER, b, o, t, at, what);
            new CellMerge(s).merge(b, o, t, what);
        } else if (bl instanceof QuadsLayer b && ol instanceof QuadsLayer o && tl instanceof QuadsLayer t) {
            s.property(Props.QUADS_IMAGE, b, o, t, at, what);
            ListMerge.merge(s, b.quads(), o.quads(), t.quads(), quadOps(o), at, "quad");
        } else if (bl instanceof SoundsLayer b && ol instanceof SoundsLayer o && tl instanceof SoundsLayer t) {
            s.property(Props.SOUNDS_SOUND, b, o, t, at, what);
            ListMerge.merge(s, b.sources(), o.sources(), t.sources(), sourceOps(o), at, "sound source");
        }
    }

    private static ListMerge.Ops<Quad> quadOps(QuadsLayer o) {
        return new ListMerge.Ops<>() {
            @Override
            public twedit.model.map.Elements<Quad> list() {
                return o.quads();
            }

            @Override
            public Edit set(int index, Quad value) {
                return Edits.setQuad(o, index, value);
            }

            @Override
            public Edit add(int index, Quad value) {
                return Edits.addQuad(o, index, value);
            }

            @Override
            public Edit remove(int index) {
                return Edits.removeQuad(o, index);
            }

            @Override
            public Location at(int index) {
                return Location.element(ListRef.quads(o), index);
            }
        };
    }

    private static ListMerge.Ops<SoundSource> sourceOps(SoundsLayer o) {
        return new ListMerge.Ops<>() {
            @Override
            public twedit.model.map.Elements<SoundSource> list() {
                return o.sources();
            }

            @Override
            public Edit set(int index, SoundSource value) {
                return Edits.setSource(o, index, value);
            }

            @Override
            public Edit add(int index, SoundSource value) {
                return Edits.addSource(o, index, value);
            }

            @Override
            public Edit remove(int index) {
                return Edits.removeSource(o, index);
            }

            @Override
            public Location at(int index) {
                return Location.element(ListRef.sources(o), index);
            }
        };
    }

    /** Adds a copy of their group at {@code index}, its layers' references brought into the merged map. */
    void bringGroup(MapDocument doc, Group tg, int index) {
        Group g = new Group(tg.name());
        TwMap m = doc.map();
        doc.apply(Edits.addGroup(m, index, g));
        for (var p : List.of(Props.GROUP_OFFSET, Props.GROUP_PARALLAX)) {
            doc.apply(Edits.set(g, p, p.get(tg)));
        }
        doc.apply(Edits.set(g, Props.GROUP_CLIP, Props.GROUP_CLIP.get(tg)));
        doc.apply(Edits.set(g, Props.GROUP_PARALLAX_ZOOM, Props.GROUP_PARALLAX_ZOOM.get(tg)));
        for (Layer l : tg.layers()) {
            Layer b = s.toTheirs.origin(l);
            if (b == null) {
                bringLayer(doc, g, l, g.layers().size());
                continue;
            }
            // a layer theirs moved here from a group of the base: ours moves along when it left it where it was
            Layer ol = s.toOurs.partner(b);
            Group oNow = ol == null ? null : doc.map().groupOf(ol).orElse(null);
            Group bg = s.base.groupOf(b).orElse(null);
            if (oNow != null && bg != null && s.toOurs.origin(oNow) == bg) {
                doc.apply(Edits.moveLayer(
                        oNow, oNow.layers().indexOfSame(ol), g, g.layers().size()));
            }
        }
    }

    /** Adds a copy of their layer to a group of the merged map, its references brought along. */
    void bringLayer(MapDocument doc, Group into, Layer tl, int index) {
        var refs = s.bringer(doc);
        Layer c = tl.copy();
        doc.apply(Edits.addLayer(into, index, c));
        if (c instanceof TileLayer t) {
            doc.apply(Edits.set(t, Props.TILES_IMAGE, (twedit.model.map.MapImage) refs.apply(t.image())));
            doc.apply(Edits.set(
                    t, Props.TILES_COLOR_ENVELOPE, (twedit.model.map.Envelope) refs.apply(t.colorEnvelope())));
        } else if (c instanceof QuadsLayer q) {
            doc.apply(Edits.set(q, Props.QUADS_IMAGE, (twedit.model.map.MapImage) refs.apply(q.image())));
            for (int i = 0; i < q.quads().size(); i++) {
                doc.apply(Edits.setQuad(
                        q, i, (Quad) MergeState.translate(q.quads().get(i), refs)));
            }
        } else if (c instanceof SoundsLayer so) {
            doc.apply(Edits.set(so, Props.SOUNDS_SOUND, (twedit.model.map.MapSound) refs.apply(so.sound())));
            for (int i = 0; i < so.sources().size(); i++) {
                doc.apply(Edits.setSource(
                        so, i, (SoundSource) MergeState.translate(so.sources().get(i), refs)));
            }
        }
    }
}
