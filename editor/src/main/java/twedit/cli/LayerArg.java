package twedit.cli;

import java.util.List;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * The {@code --layer GROUP/LAYER} option of the commands that work on one tiles layer (each part an index or a name,
 * see {@link IndexOrName}) and their {@code --selection X,Y,W,H}.
 */
final class LayerArg {
    private LayerArg() {}

    /** The tiles layer {@code arg} names in {@code map}; fails with the message the user reads. */
    static TileLayer tiles(TwMap map, String arg) throws MapEditRun.Failure {
        int slash = arg.indexOf('/');
        if (slash < 0) {
            throw new MapEditRun.Failure("--layer must be GROUP/LAYER (each an index or a name), got '" + arg + "'");
        }
        List<String> groups = map.groups().stream().map(Group::name).toList();
        int gi = pick("group", arg.substring(0, slash).trim(), groups);
        Group g = map.groups().get(gi);
        List<String> layers = g.layers().stream().map(Layer::name).toList();
        int li = pick("layer", arg.substring(slash + 1).trim(), layers);
        if (!(g.layers().get(li) instanceof TileLayer t)) {
            throw new MapEditRun.Failure("layer " + li + " '" + layers.get(li) + "' of group " + gi + " '" + g.name()
                    + "' is not a tiles layer");
        }
        return t;
    }

    /** The index of the entry {@code key} names (see {@link IndexOrName}); fails naming the choices. */
    static int pick(String what, String key, List<String> names) throws MapEditRun.Failure {
        int i = IndexOrName.find(key, names);
        if (i < 0) {
            throw new MapEditRun.Failure(IndexOrName.missing(what, key, names));
        }
        return i;
    }

    /** {@code --selection X,Y,W,H} as {x, y, w, h}: whole numbers, X and Y at least 0, W and H at least 1. */
    static int[] selection(String s) throws MapEditRun.Failure {
        String[] p = s.split(",", -1);
        int[] v = new int[4];
        try {
            if (p.length != 4) {
                throw new NumberFormatException();
            }
            for (int i = 0; i < 4; i++) {
                v[i] = Integer.parseInt(p[i].trim());
            }
        } catch (NumberFormatException e) {
            throw new MapEditRun.Failure("--selection must be four whole numbers X,Y,W,H, got '" + s + "'");
        }
        if (v[0] < 0 || v[1] < 0 || v[2] <= 0 || v[3] <= 0) {
            throw new MapEditRun.Failure("--selection needs X,Y >= 0 and W,H > 0, got '" + s + "'");
        }
        return v;
    }
}
