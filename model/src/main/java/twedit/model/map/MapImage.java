package twedit.model.map;

/**
 * An image of the map: external (a mapres name the client loads itself) or embedded pixels, RGBA or the 0.7 RGB
 * variant (map-format.md "Images"). Layers link to the object, so its position in the list may change freely.
 */
public final class MapImage extends Identified implements MapObject {
    /** Pixel layout of embedded data. */
    public enum Format {
        RGBA,
        RGB
    }

    private String name;
    private int width;
    private int height;
    private boolean external;
    private Format format;
    private byte[] pixels;

    public MapImage(String name, int width, int height, boolean external, Format format, byte[] pixels) {
        this.name = name;
        this.width = width;
        this.height = height;
        this.external = external;
        this.format = format;
        this.pixels = pixels;
    }

    /** An external image from the official mapres list. */
    public static MapImage external(String name, int width, int height) {
        return new MapImage(name, width, height, true, Format.RGBA, null);
    }

    public String name() {
        return name;
    }

    void setName(String name) {
        this.name = name;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public boolean external() {
        return external;
    }

    public Format format() {
        return format;
    }

    /** Embedded pixel bytes (row-major; treat as read-only, replace with {@link #setPixels}); null if external. */
    public byte[] pixels() {
        return pixels;
    }

    /** Replaces the image content; a null array makes it external. */
    void setPixels(int width, int height, Format format, byte[] pixels) {
        this.width = width;
        this.height = height;
        this.format = format;
        this.pixels = pixels;
        this.external = pixels == null;
    }

    void setExternal(boolean external) {
        this.external = external;
        if (external) {
            this.pixels = null;
        }
    }

    /** A deep copy (pixels are shared: they are replaced, never modified in place). */
    public MapImage copy() {
        return new MapImage(name, width, height, external, format, pixels);
    }

    @Override
    public String toString() {
        return "MapImage[" + name + " " + width + "x" + height + (external ? " external" : " " + format) + "]";
    }
}
