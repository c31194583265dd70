package twedit.editor.media;

import java.util.ArrayList;
import java.util.List;
import twedit.model.map.Layer;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.media.MediaRules;

/**
 * Who uses an image or a sound: the layers by kind with their quads and sound sources, told as people count them
 * ("3 tile layers and 2 quad layers (14 quads)") in the question asked before removing it.
 */
record MediaUsers(List<Layer> layers, int tileLayers, int quadLayers, int quads, int soundLayers, int sources) {
    /** How many layer names the question lists before "and N more". */
    private static final int NAMED = 5;

    MediaUsers {
        layers = List.copyOf(layers);
    }

    static MediaUsers of(TwMap map, Object resource) {
        List<Layer> users = MediaRules.layersUsing(map, resource);
        int tiles = 0;
        int quadLayers = 0;
        int quads = 0;
        int soundLayers = 0;
        int sources = 0;
        for (Layer l : users) {
            if (l instanceof TileLayer) {
                tiles++;
            } else if (l instanceof QuadsLayer q) {
                quadLayers++;
                quads += q.quads().size();
            } else if (l instanceof SoundsLayer s) {
                soundLayers++;
                sources += s.sources().size();
            }
        }
        return new MediaUsers(users, tiles, quadLayers, quads, soundLayers, sources);
    }

    boolean none() {
        return layers.isEmpty();
    }

    /** "3 tile layers and 2 quad layers (14 quads)". */
    String describe() {
        List<String> parts = new ArrayList<>();
        if (tileLayers > 0) {
            parts.add(count(tileLayers, "tile layer"));
        }
        if (quadLayers > 0) {
            parts.add(count(quadLayers, "quad layer") + " (" + count(quads, "quad") + ")");
        }
        if (soundLayers > 0) {
            parts.add(count(soundLayers, "sound layer") + " (" + count(sources, "sound source") + ")");
        }
        if (parts.size() == 1) {
            return parts.get(0);
        }
        return String.join(", ", parts.subList(0, parts.size() - 1)) + " and " + parts.get(parts.size() - 1);
    }

    /** The question asked before removing {@code name}: how many use it, which, and that undo links them again. */
    String question(TwMap map, String noun, String name) {
        boolean one = layers.size() == 1;
        List<Layer> named = layers.subList(0, Math.min(NAMED, layers.size()));
        return describe() + (one ? " uses " : " use ") + noun + " '" + name + "'.\nRemove it and unlink "
                + (one ? "it" : "them") + "?\n\n" + (one ? "Layer: " : "Layers: ") + MediaRules.describe(map, named)
                + (layers.size() > NAMED ? " and " + (layers.size() - NAMED) + " more" : "")
                + ".\nUndo links " + (one ? "it" : "them") + " again.";
    }

    /** The status line after removing {@code name}: who was unlinked. */
    String removed(String name) {
        boolean one = layers.size() == 1;
        return "Removed '" + name + "': " + describe() + (one ? " uses" : " use") + " nothing now (undo links "
                + (one ? "it" : "them") + " again)";
    }

    private static String count(int n, String what) {
        return n + " " + what + (n == 1 ? "" : "s");
    }
}
