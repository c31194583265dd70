package twedit.model.codec;

import java.util.ArrayList;
import java.util.List;
import twedit.model.datafile.DatafileException;
import twedit.model.datafile.DatafileItem;
import twedit.model.map.AutomapperConfig;
import twedit.model.map.ClipRect;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.ListRef;
import twedit.model.map.Point;
import twedit.model.map.Props;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/** Decodes the groups with their layers (map-format.md "Groups", "Layers") and the automapper configs that name them. */
final class GroupDecoder {
    /** The name of the group salvage puts the layers of a lost group in. */
    static final String RECOVERED = "Recovered";

    private GroupDecoder() {}

    /**
     * Decodes the groups into {@code map}; returns, per group item of the file, its layers at the places the file's
     * automapper items count them in (null for a group or layer salvage dropped, so no later one takes its place).
     */
    static List<List<Layer>> groups(DecodeContext ctx, TwMap map) throws DatafileException {
        List<List<Layer>> places = new ArrayList<>();
        List<DatafileItem> layerItems = ctx.df.itemsOfType(ItemTypes.LAYER);
        List<DatafileItem> groupItems = ctx.df.itemsOfType(ItemTypes.GROUP);
        boolean[] claimed = new boolean[layerItems.size()];
        // the layer decoded for each layer item, for a later group whose range takes it in too
        Layer[] decoded = new Layer[layerItems.size()];
        boolean groupLost = false;
        LayerDecoder layers = new LayerDecoder(ctx);
        int exType = ctx.df.typeOfUuid(ItemTypes.GROUP_EX);
        for (int gi = 0; gi < groupItems.size(); gi++) {
            int[] d = groupItems.get(gi).data();
            String where = "group " + gi;
            if (d.length < 7) {
                ctx.tolerate(
                        new DatafileException(where + ": item has " + d.length + " ints, a group needs at least 7"),
                        "group dropped; what becomes of the layers no group claims is said for each layer");
                groupLost = true;
                places.add(null);
                continue;
            }
            int version = d[0];
            List<Layer> place = new ArrayList<>();
            places.add(place);
            Group g = new Group(version >= 3 && d.length >= 15 ? MapStrings.i32String(d, 12, 3) : "");
            where += " '" + g.name() + "'";
            ctx.m.set(g, Props.GROUP_OFFSET, new Point(d[1], d[2]));
            ctx.m.set(g, Props.GROUP_PARALLAX, new Point(d[3], d[4]));
            if (version >= 2 && d.length >= 12) {
                ctx.m.set(g, Props.GROUP_CLIP, new ClipRect(d[7] != 0, d[8], d[9], d[10], d[11]));
            } else if (version >= 2) {
                ctx.warn(where + ": version " + version + " item is too short for its clip fields");
            }
            int start = d[5];
            int num = d[6];
            if (start < 0 || num < 0 || (long) start + num > layerItems.size()) {
                ctx.tolerate(
                        new DatafileException(where + ": layers " + start + ".." + ((long) start + num - 1)
                                + " are outside the " + layerItems.size() + " layers of the file"),
                        "only the layers that exist are kept");
                long end = Math.min((long) start + Math.max(num, 0), layerItems.size());
                start = Math.max(0, Math.min(start, layerItems.size()));
                num = (int) Math.max(0, end - start);
            }
            for (int li = start; li < start + num; li++) {
                if (claimed[li]) {
                    // DDNet's releases (16.4 to 20.0) show such a layer in every group whose range holds it
                    Layer first = decoded[li];
                    Layer again = first == null ? null : first.copy();
                    if (again != null) {
                        ctx.warn(where + " layer " + (li - start) + ": layer item " + li + " also belongs to an"
                                + " earlier group; DDNet shows it in both (its development version after 20.0"
                                + " refuses the file); saving writes each group its own copy");
                        ctx.m.append(ListRef.layers(g), again);
                    }
                    place.add(again);
                    continue;
                }
                claimed[li] = true;
                Layer layer;
                try {
                    layer = layers.decode(layerItems.get(li), where + " layer " + (li - start));
                } catch (DatafileException e) {
                    ctx.tolerate(e, "layer dropped");
                    place.add(null);
                    continue;
                }
                decoded[li] = layer;
                // a layer type this version does not know takes no place: DDNet's editor skips it too
                if (layer != null) {
                    ctx.m.append(ListRef.layers(g), layer);
                    place.add(layer);
                }
            }
            if (exType >= 0) {
                for (DatafileItem ex : ctx.df.itemsOfType(exType)) {
                    if (ex.id() == gi && ex.data().length >= 2) {
                        ctx.m.set(g, Props.GROUP_PARALLAX_ZOOM, ex.data()[1]);
                    }
                }
            }
            ctx.m.append(ListRef.groups(map), g);
        }
        if (groupLost) {
            recoverLayers(ctx, map, layerItems, claimed, layers);
        }
        for (int li = 0; li < claimed.length; li++) {
            if (!claimed[li]) {
                ctx.warn("layer " + li + " belongs to no group; dropped (the game never shows it)");
            }
        }
        return places;
    }

    /**
     * Salvage of a map whose group item was lost: the layers no group claims were most likely that group's, so they
     * are kept (with the Game layer, if it was among them) in one new group the mapper can sort out, not dropped.
     */
    private static void recoverLayers(
            DecodeContext ctx, TwMap map, List<DatafileItem> layerItems, boolean[] claimed, LayerDecoder layers) {
        Group g = new Group(RECOVERED);
        for (int li = 0; li < claimed.length; li++) {
            if (claimed[li]) {
                continue;
            }
            claimed[li] = true;
            try {
                Layer layer = layers.decode(layerItems.get(li), "layer " + li);
                if (layer == null) {
                    continue;
                }
                ctx.m.append(ListRef.layers(g), layer);
                ctx.warnings.add(new LoadWarning(
                        LoadWarning.Kind.SALVAGED,
                        "layer " + li + " belonged to a lost group; kept in group '" + RECOVERED + "'"));
            } catch (DatafileException e) {
                ctx.warnings.add(new LoadWarning(LoadWarning.Kind.SALVAGED, e.getMessage() + " (layer dropped)"));
            }
        }
        if (!g.layers().isEmpty()) {
            ctx.m.append(ListRef.groups(map), g);
        }
    }

    /** Attaches the automapper configs to the layers they name by group and layer place ({@code places}). */
    static void automappers(DecodeContext ctx, List<List<Layer>> places) {
        int type = ctx.df.typeOfUuid(ItemTypes.AUTOMAPPER);
        if (type < 0) {
            return;
        }
        for (DatafileItem it : ctx.df.itemsOfType(type)) {
            int g = it.get(1, -1);
            int l = it.get(2, -1);
            String where = "automapper item " + it.id();
            Layer layer = it.data().length < 6
                            || g < 0
                            || g >= places.size()
                            || places.get(g) == null
                            || l < 0
                            || l >= places.get(g).size()
                    ? null
                    : places.get(g).get(l);
            if (layer == null) {
                ctx.warn(where + ": refers to group " + g + " layer " + l + ", which does not exist; dropped");
                continue;
            }
            if (!(layer instanceof TileLayer t)) {
                ctx.warn(where + ": refers to '" + layer.name() + "', not a tile layer; dropped");
                continue;
            }
            // DDNet's editor once stored configs for physics layers too; they are kept in memory but, as DDNet
            // does, only saved for plain tiles layers (map-format.md "Auto Mappers")
            ctx.m.set(t, Props.TILES_AUTOMAPPER, new AutomapperConfig(it.get(3, -1), it.get(4, 0), it.get(5, 0)));
        }
    }
}
