package twedit.editor.feature;

import java.util.function.Predicate;
import java.util.function.Supplier;
import javax.swing.JComponent;
import twedit.model.map.TileLayer;

/**
 * A palette the Tiles tab shows in place of the tile picker while the current layer is one it is for (the physics
 * palette for tele, speedup, switch and tune layers); built with the feature panels that wait for the first frame.
 */
public record TilePalette(String id, Predicate<TileLayer> shownFor, Supplier<JComponent> factory) {}
