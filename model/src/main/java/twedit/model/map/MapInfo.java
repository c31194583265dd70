package twedit.model.map;

import java.util.List;

/**
 * The map's Info item: author, version, credits, license and DDNet's server settings; null means absent.
 * Byte limits including the NUL (map-format.md "Info"): author 32, version 16, credits 128, license 32.
 */
public record MapInfo(String author, String version, String credits, String license, List<String> settings) {
    public static final int AUTHOR_BYTES = 32;
    public static final int VERSION_BYTES = 16;
    public static final int CREDITS_BYTES = 128;
    public static final int LICENSE_BYTES = 32;
    public static final MapInfo EMPTY = new MapInfo(null, null, null, null, null);

    public MapInfo {
        settings = settings == null ? null : List.copyOf(settings);
    }

    /** The settings list, empty when absent. */
    public List<String> settingsOrEmpty() {
        return settings == null ? List.of() : settings;
    }

    public MapInfo withSettings(List<String> s) {
        return new MapInfo(author, version, credits, license, s);
    }
}
