package twedit.model.doctor;

import java.util.List;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.Location;
import twedit.model.map.MapImage;
import twedit.model.map.MapSound;
import twedit.model.map.TwMap;

/**
 * Names the places of a map for findings: the typed {@link Location} that tools follow, and the text people read,
 * e.g. "group 2 'Game' layer 1 'Tele'" or "image 0 'grass_main'".
 */
final class Where {
    /** A place: where it is, and how it reads. */
    record Place(Location location, String text) {}

    static final Place MAP = new Place(Location.map(), "map");
    static final Place INFO = new Place(Location.info(Location.InfoField.ANY), "info");

    private Where() {}

    static Place group(TwMap map, Group g) {
        return new Place(Location.of(g), "group " + indexOf(map.groups(), g) + " '" + g.name() + "'");
    }

    static Place layer(Group g, int groupIndex, int layerIndex) {
        Layer l = g.layers().get(layerIndex);
        return new Place(
                Location.of(l),
                "group " + groupIndex + " '" + g.name() + "' layer " + layerIndex + " '" + l.name() + "'");
    }

    /** The first place {@code l} appears in the map's groups, or just its name when it is in none. */
    static Place layer(TwMap map, Layer l) {
        for (int gi = 0; gi < map.groups().size(); gi++) {
            Group g = map.groups().get(gi);
            for (int li = 0; li < g.layers().size(); li++) {
                if (g.layers().get(li) == l) {
                    return layer(g, gi, li);
                }
            }
        }
        return new Place(Location.of(l), "layer '" + l.name() + "'");
    }

    static Place image(TwMap map, MapImage img) {
        return new Place(Location.of(img), "image " + indexOf(map.images(), img) + " '" + img.name() + "'");
    }

    static Place envelope(TwMap map, Envelope e) {
        return new Place(Location.of(e), "envelope " + indexOf(map.envelopes(), e) + " '" + e.name() + "'");
    }

    static Place sound(TwMap map, MapSound s) {
        return new Place(Location.of(s), "sound " + indexOf(map.sounds(), s) + " '" + s.name() + "'");
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
