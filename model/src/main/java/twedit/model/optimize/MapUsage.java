package twedit.model.optimize;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.MapSound;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundSource;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * What a map's layers use: images (and which tile ids of each image design tile layers draw, and whether quads use
 * it), sounds and envelopes, all by identity. A snapshot: build a new one after the map changed.
 */
final class MapUsage {
    /** Tile ids 1..255 drawn from an image by design tile layers (id 0 is never drawn). */
    private final Map<MapImage, boolean[]> tileIds = new IdentityHashMap<>();

    private final Set<MapImage> quadImages = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    /** Images physics layers link to: DDNet ignores the link, but removing the image would change the layer. */
    private final Set<MapImage> physicsImages = java.util.Collections.newSetFromMap(new IdentityHashMap<>());

    private final Set<MapSound> sounds = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    private final Set<Envelope> envelopes = java.util.Collections.newSetFromMap(new IdentityHashMap<>());

    MapUsage(TwMap map) {
        for (Group g : map.groups()) {
            for (Layer l : g.layers()) {
                scan(l);
            }
        }
    }

    private void scan(Layer l) {
        if (l instanceof TileLayer t) {
            if (t.colorEnvelope() != null) {
                envelopes.add(t.colorEnvelope());
            }
            // DDNet draws images only on plain tile layers; a physics layer's image link is ignored
            if (t.image() != null && t.kind() == TileKind.TILES) {
                boolean[] ids = tileIds.computeIfAbsent(t.image(), i -> new boolean[256]);
                byte[] cells = t.grid().rawCells();
                int step = t.grid().cellBytes();
                for (int i = 0; i < cells.length; i += step) {
                    ids[cells[i] & 0xFF] = true;
                }
                ids[0] = false;
            } else if (t.image() != null) {
                physicsImages.add(t.image());
            }
        } else if (l instanceof QuadsLayer q) {
            if (q.image() != null) {
                quadImages.add(q.image());
            }
            for (Quad quad : q.quads()) {
                addEnv(quad.positionEnvelope());
                addEnv(quad.colorEnvelope());
            }
        } else if (l instanceof SoundsLayer s) {
            if (s.sound() != null) {
                sounds.add(s.sound());
            }
            for (SoundSource src : s.sources()) {
                addEnv(src.positionEnvelope());
                addEnv(src.soundEnvelope());
            }
        }
    }

    private void addEnv(Envelope e) {
        if (e != null) {
            envelopes.add(e);
        }
    }

    boolean uses(MapImage image) {
        return tileIds.containsKey(image) || quadImages.contains(image) || physicsImages.contains(image);
    }

    boolean uses(MapSound sound) {
        return sounds.contains(sound);
    }

    boolean uses(Envelope envelope) {
        return envelopes.contains(envelope);
    }

    boolean usedByQuads(MapImage image) {
        return quadImages.contains(image);
    }

    /** The tile ids design layers draw from {@code image}, or null when no design tile layer uses it. */
    boolean[] tileIds(MapImage image) {
        return tileIds.get(image);
    }
}
