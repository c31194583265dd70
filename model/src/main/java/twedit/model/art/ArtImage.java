package twedit.model.art;

import java.util.Objects;

/**
 * A decoded picture for tile or quad art: width x height pixels of 8-bit RGBA, row-major, and the file name's stem
 * (the file name without folder and extension) that names the group, layers and images DDNet makes from it.
 */
public record ArtImage(String stem, int width, int height, byte[] rgba) {
    public ArtImage {
        Objects.requireNonNull(stem);
        Objects.requireNonNull(rgba);
        if (width <= 0 || height <= 0 || rgba.length != (long) width * height * 4) {
            throw new IllegalArgumentException(
                    rgba.length + " bytes are not a " + width + "x" + height + " RGBA picture");
        }
    }

    /** The file name's stem as DDNet takes it (fs_split_file_extension of the file name: up to the last dot). */
    public static String stemOf(String fileName) {
        String name = fileName.replace('\\', '/');
        name = name.substring(name.lastIndexOf('/') + 1);
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }

    /** The pixel at (x, y) packed as 0xRRGGBBAA. */
    public int rgbaAt(int x, int y) {
        int i = (y * width + x) * 4;
        return (rgba[i] & 0xFF) << 24 | (rgba[i + 1] & 0xFF) << 16 | (rgba[i + 2] & 0xFF) << 8 | (rgba[i + 3] & 0xFF);
    }

    /** Whether a packed 0xRRGGBBAA pixel is drawn at all (alpha above 0: DDNet's test). */
    static boolean visible(int rgba) {
        return (rgba & 0xFF) != 0;
    }
}
