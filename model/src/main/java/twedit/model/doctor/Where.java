package twedit.model.doctor;

import java.util.List;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.MapSound;
import twedit.model.map.TwMap;

/** Names the places of a map for findings, e.g. "group 2 'Game' layer 1 'Tele'" or "image 0 'grass_main'". */
final class Where {
    static final String MAP = "map";
    static final String INFO = "info";

    private Where() {
    }

    static String group(TwMap map, Group g) {
        return "group " + indexOf(map.groups(), g) + " '" + g.name() + "'";
    }

    static String layer(Group g, int groupIndex, int layerIndex) {
        return "group " + groupIndex + " '" + g.name() + "' layer " + layerIndex + " '"
                + g.layers().get(layerIndex).name() + "'";
    }

    /** The first place {@code l} appears in the map's groups, or just its name when it is in none. */
    static String layer(TwMap map, Layer l) {
        for (int gi = 0; gi < map.groups().size(); gi++) {
            Group g = map.groups().get(gi);
            for (int li = 0; li < g.layers().size(); li++) {
                if (g.layers().get(li) == l) {
                    return layer(g, gi, li);
                }
            }
        }
        return "layer '" + l.name() + "'";
    }

    static String image(TwMap map, MapImage img) {
        return "image " + indexOf(map.images(), img) + " '" + img.name() + "'";
    }

    static String envelope(TwMap map, Envelope e) {
        return "envelope " + indexOf(map.envelopes(), e) + " '" + e.name() + "'";
    }

    static String sound(TwMap map, MapSound s) {
        return "sound " + indexOf(map.sounds(), s) + " '" + s.name() + "'";
    }

    /** The index of {@code o} in {@code list} by identity, or -1. */
    static int indexOf(List<?> list, Object o) {
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i) == o) {
                return i;
            }
        }
        return -1;
    }
}
