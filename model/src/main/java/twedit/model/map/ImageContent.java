package twedit.model.map;

/**
 * An image's content as one value for {@link Props#IMAGE_CONTENT}: size, external flag, pixel format and pixels
 * (compared by identity: the arrays are replaced, never changed in place).
 */
public record ImageContent(int width, int height, boolean external, MapImage.Format format, byte[] pixels) {
    public static ImageContent of(MapImage img) {
        return new ImageContent(img.width(), img.height(), img.external(), img.format(), img.pixels());
    }

    /** Embedded pixels of a format. */
    public static ImageContent embedded(int width, int height, MapImage.Format format, byte[] pixels) {
        return new ImageContent(width, height, false, format, pixels);
    }

    /** An external image (the client loads it from its mapres by name). */
    public static ImageContent external(int width, int height) {
        return new ImageContent(width, height, true, MapImage.Format.RGBA, null);
    }

    void applyTo(MapImage img) {
        img.setPixels(width, height, format, pixels);
        img.setExternal(external);
    }
}
