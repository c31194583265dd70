package twedit.model.replace;

import java.util.ArrayList;
import java.util.List;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.select.CellMask;

/** Where find and replace looks: one layer, the cells of a mask on a layer, every tile layer of a group or of the map. */
public sealed interface ReplaceScope {
    /** The tile layers searched, in map order. */
    List<TileLayer> layers(TwMap map);

    /** The cells of {@code layer} searched, or null for all of them. */
    default CellMask cells(TileLayer layer) {
        return null;
    }

    /** One whole layer. */
    record OneLayer(TileLayer layer) implements ReplaceScope {
        @Override
        public List<TileLayer> layers(TwMap map) {
            return List.of(layer);
        }
    }

    /** The cells of a mask (a selection) on a layer. */
    record Cells(TileLayer layer, CellMask mask) implements ReplaceScope {
        @Override
        public List<TileLayer> layers(TwMap map) {
            return List.of(layer);
        }

        @Override
        public CellMask cells(TileLayer l) {
            return mask;
        }
    }

    /** Every tile layer of a group. */
    record InGroup(Group group) implements ReplaceScope {
        @Override
        public List<TileLayer> layers(TwMap map) {
            return tileLayers(group.layers());
        }
    }

    /** Every tile layer of the map. */
    record WholeMap() implements ReplaceScope {
        @Override
        public List<TileLayer> layers(TwMap map) {
            return tileLayers(map.allLayers());
        }
    }

    private static List<TileLayer> tileLayers(List<? extends Layer> layers) {
        List<TileLayer> out = new ArrayList<>();
        for (Layer l : layers) {
            if (l instanceof TileLayer t) {
                out.add(t);
            }
        }
        return out;
    }
}
