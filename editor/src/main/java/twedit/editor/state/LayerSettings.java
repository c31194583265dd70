package twedit.editor.state;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.prefs.Preferences;
import twedit.model.document.MapDocument;
import twedit.model.map.Group;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * twedit's own settings of a map's layers that DDNet keeps in its editor only and never in the file (live game tiles,
 * the automapper's reference): kept per map file in the user's preferences, the layer named by its group and layer
 * index and its name, and in memory for a map not saved yet.
 */
public final class LayerSettings {
    private final Preferences root;
    private final String key;
    /** Settings of the layers of maps without a file, for as long as the map is open. */
    private final Map<MapDocument, Map<TileLayer, String>> unsaved = new WeakHashMap<>();

    /**
     * @param prefs the user's preference node, or null to keep the settings in memory only (while the map is open)
     * @param key which setting this store keeps (one store per setting)
     */
    public LayerSettings(Preferences prefs, String key) {
        this.root = prefs == null ? null : prefs.node("mapLayers");
        this.key = key;
    }

    /** The layer's value, or null when it has none. */
    public String get(MapDocument doc, Path file, TileLayer layer) {
        String mem = unsaved.getOrDefault(doc, Map.of()).get(layer);
        if (mem != null || file == null || root == null) {
            return mem;
        }
        String addr = address(doc.map(), layer);
        return addr == null ? null : node(file).get(addr, null);
    }

    /** Sets the layer's value (null removes it). */
    public void put(MapDocument doc, Path file, TileLayer layer, String value) {
        Map<TileLayer, String> mem = unsaved.computeIfAbsent(doc, d -> new IdentityHashMap<>());
        if (value == null) {
            mem.remove(layer);
        } else {
            mem.put(layer, value);
        }
        String addr = address(doc.map(), layer);
        if (file == null || addr == null || root == null) {
            return;
        }
        if (value == null) {
            node(file).remove(addr);
        } else {
            node(file).put(addr, value);
        }
    }

    private Preferences node(Path file) {
        // node names are limited to 80 characters: the file's path goes in as a digest
        return root.node(digest(file.toAbsolutePath().normalize().toString()));
    }

    private String address(TwMap map, TileLayer layer) {
        for (int gi = 0; gi < map.groups().size(); gi++) {
            Group g = map.groups().get(gi);
            int li = g.layers().indexOfSame(layer);
            if (li >= 0) {
                String name = layer.name().length() > 20 ? layer.name().substring(0, 20) : layer.name();
                return key + ":" + gi + "/" + li + "/" + name;
            }
        }
        return null;
    }

    private static String digest(String s) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
