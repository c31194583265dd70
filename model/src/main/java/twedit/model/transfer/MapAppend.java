package twedit.model.transfer;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import twedit.model.document.MapDocument;
import twedit.model.document.Origin;
import twedit.model.document.edits.Edits;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.MapSound;
import twedit.model.map.Props;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundSource;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.media.MediaRules;

/**
 * File > Append Map: brings every group, layer, image, envelope, sound and setting of another map into a document in
 * one undo step, as DDNet's {@code CEditorMap::Append}: the other map's game group (its physics layers) stays out, this
 * map keeping its own. Images and envelopes are matched as a cross-map paste matches them ({@link ImageTransfer},
 * {@link CrossPaste#envelopes}); an image with a taken name but other pixels comes in renamed "name (1)" as DDNet's.
 */
public final class MapAppend {
    private MapAppend() {}

    /** What an append brought (for the status bar), or why it changed nothing. */
    public record Result(
            int groups,
            int layers,
            int imagesBrought,
            int imagesShared,
            int envelopesBrought,
            int sounds,
            int settings,
            int physicsLeftOut,
            Optional<String> refused) {
        /** One sentence for the status bar. */
        public String summary() {
            if (refused.isPresent()) {
                return refused.get();
            }
            return "Appended " + groups + " group(s), " + layers + " layer(s), " + imagesBrought + " image(s) ("
                    + imagesShared + " already here), " + envelopesBrought + " envelope(s), " + sounds
                    + " sound(s), " + settings + " setting(s)"
                    + (physicsLeftOut > 0
                            ? "; its game group (" + physicsLeftOut + " layer(s)) is left out, as DDNet does"
                            : "");
        }
    }

    /** Appends {@code source} (a map read from another file, not shared with {@code doc}) as one undo step. */
    public static Result append(MapDocument doc, TwMap source, String label, Origin origin) {
        TwMap target = doc.map();
        List<Group> groups = new ArrayList<>();
        int physicsLeftOut = 0;
        for (Group g : source.groups()) {
            if (g.isPhysicsGroup()) {
                physicsLeftOut += g.layers().size();
            } else {
                groups.add(g);
            }
        }
        Map<MapImage, ImageMatch> images = new IdentityHashMap<>();
        int newImages = 0;
        for (MapImage i : source.images()) {
            ImageMatch m = ImageTransfer.match(target, i);
            images.put(i, m);
            newImages += m instanceof ImageMatch.Shared ? 0 : 1;
        }
        if (target.images().size() + newImages > MediaRules.MAX_IMAGES) {
            return refused("this map holds " + target.images().size() + " images and the other brings " + newImages
                    + " more: over the " + MediaRules.MAX_IMAGES + " clients load; nothing was appended");
        }
        if (target.sounds().size() + source.sounds().size() > MediaRules.MAX_SOUNDS) {
            return refused("this map holds " + target.sounds().size() + " sounds and the other brings "
                    + source.sounds().size() + " more: over the " + MediaRules.MAX_SOUNDS + " allowed; nothing was"
                    + " appended");
        }
        CrossPaste.EnvelopePlan envelopes = CrossPaste.envelopes(target, List.copyOf(source.envelopes()));
        Map<MapImage, MapImage> imageMap = new IdentityHashMap<>();
        Map<MapSound, MapSound> soundMap = new IdentityHashMap<>();
        int[] counts = new int[4];
        doc.compound(label, origin, () -> {
            for (MapImage i : source.images()) {
                ImageMatch m = images.get(i);
                if (m instanceof ImageMatch.Shared s) {
                    imageMap.put(i, s.image());
                    counts[1]++;
                    continue;
                }
                MapImage copy = m instanceof ImageMatch.Brought b ? b.image() : i.copy();
                doc.apply(Edits.addImage(target, target.images().size(), copy));
                if (m instanceof ImageMatch.SameName) {
                    doc.apply(Edits.set(copy, Props.IMAGE_NAME, freeName(target, i.name())));
                }
                imageMap.put(i, copy);
                counts[0]++;
            }
            envelopes.addTo(target, doc::apply);
            for (MapSound s : source.sounds()) {
                MapSound copy = s.copy();
                doc.apply(Edits.addSound(target, target.sounds().size(), copy));
                soundMap.put(s, copy);
            }
            Set<String> have = new HashSet<>(target.info().settingsOrEmpty());
            for (String s : source.info().settingsOrEmpty()) {
                if (have.add(s)) {
                    doc.apply(Edits.addSetting(
                            target, target.info().settingsOrEmpty().size(), s));
                    counts[2]++;
                }
            }
            for (Group g : groups) {
                Group copy = g.copy();
                doc.apply(Edits.addGroup(target, target.groups().size(), copy));
                for (Layer l : copy.layers()) {
                    relink(doc, l, imageMap, envelopes.map(), soundMap);
                    counts[3]++;
                }
            }
        });
        return new Result(
                groups.size(),
                counts[3],
                counts[0],
                counts[1],
                envelopes.brought().size(),
                soundMap.size(),
                counts[2],
                physicsLeftOut,
                Optional.empty());
    }

    private static Result refused(String why) {
        return new Result(0, 0, 0, 0, 0, 0, 0, 0, Optional.of(why));
    }

    /** DDNet's rename of an image whose name is taken by other pixels: "name (1)", "name (2)", ... */
    static String freeName(TwMap target, String name) {
        Set<String> taken = new HashSet<>();
        for (MapImage i : target.images()) {
            taken.add(i.name());
        }
        int n = 1;
        String candidate = name + " (" + n + ")";
        while (taken.contains(candidate)) {
            candidate = name + " (" + ++n + ")";
        }
        return candidate;
    }

    /** Points a copied layer (which still links to the other map's objects) at this map's. */
    private static void relink(
            MapDocument doc,
            Layer l,
            Map<MapImage, MapImage> images,
            Map<Envelope, Envelope> envelopes,
            Map<MapSound, MapSound> sounds) {
        if (l instanceof TileLayer t) {
            if (t.image() != null) {
                doc.apply(Edits.set(t, Props.TILES_IMAGE, images.get(t.image())));
            }
            if (t.colorEnvelope() != null) {
                doc.apply(Edits.set(t, Props.TILES_COLOR_ENVELOPE, envelopes.get(t.colorEnvelope())));
            }
        } else if (l instanceof QuadsLayer q) {
            if (q.image() != null) {
                doc.apply(Edits.set(q, Props.QUADS_IMAGE, images.get(q.image())));
            }
            for (int i = 0; i < q.quads().size(); i++) {
                Quad quad = q.quads().get(i);
                if (quad.positionEnvelope() != null || quad.colorEnvelope() != null) {
                    doc.apply(Edits.setQuad(
                            q,
                            i,
                            quad.withPositionEnvelope(
                                            env(envelopes, quad.positionEnvelope()), quad.positionEnvelopeOffset())
                                    .withColorEnvelope(
                                            env(envelopes, quad.colorEnvelope()), quad.colorEnvelopeOffset())));
                }
            }
        } else if (l instanceof SoundsLayer s) {
            if (s.sound() != null) {
                doc.apply(Edits.set(s, Props.SOUNDS_SOUND, sounds.get(s.sound())));
            }
            for (int i = 0; i < s.sources().size(); i++) {
                SoundSource src = s.sources().get(i);
                if (src.positionEnvelope() != null || src.soundEnvelope() != null) {
                    doc.apply(Edits.setSource(
                            s,
                            i,
                            src.withEnvelopes(
                                    env(envelopes, src.positionEnvelope()),
                                    src.positionEnvelopeOffset(),
                                    env(envelopes, src.soundEnvelope()),
                                    src.soundEnvelopeOffset())));
                }
            }
        }
    }

    private static Envelope env(Map<Envelope, Envelope> envelopes, Envelope e) {
        return e == null ? null : envelopes.get(e);
    }
}
