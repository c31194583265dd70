package twedit.model.map;

import twedit.model.datafile.DataBlock;
import twedit.model.datafile.DatafileException;
import twedit.model.datafile.ReadLimits;

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
    /** Embedded pixels still in their file's data block, inflated on the first {@link #pixels()}; null otherwise. */
    private OnUse onUse;

    public MapImage(String name, int width, int height, boolean external, Format format, byte[] pixels) {
        this.name = name;
        this.width = width;
        this.height = height;
        this.external = external;
        this.format = format;
        this.pixels = pixels;
    }

    /**
     * Embedded pixels read from a map file and inflated on first use: opening a map with many large images then
     * touches only what is shown. The loader must have checked that the block inflates to exactly the image's size
     * ({@link DataBlock#check}), so every caller of {@link #pixels()} sees the bytes a direct load would give.
     */
    public static MapImage inflatedOnUse(
            String name, int width, int height, Format format, DataBlock block, ReadLimits limits) {
        MapImage img = new MapImage(name, width, height, false, format, null);
        img.onUse = new OnUse(block, limits);
        return img;
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
        OnUse o = onUse;
        return o != null ? o.pixels() : pixels;
    }

    /**
     * What the pixels currently are, as an identity: it changes whenever they are replaced, and stays the same while
     * embedded pixels wait to be inflated and after ({@code null} for an external image). A viewer keeps it beside what
     * it made of the pixels to notice a change without inflating them.
     */
    public Object content() {
        OnUse o = onUse;
        return o != null ? o : pixels;
    }

    /**
     * The embedded pixel bytes as a stream, inflated as they are read when they have not been yet (a viewer that
     * converts them a row at a time then never holds them as bytes); null for an external image.
     */
    public java.io.InputStream openPixels() {
        OnUse o = onUse;
        if (o != null) {
            return o.open();
        }
        return pixels == null ? null : new java.io.ByteArrayInputStream(pixels);
    }

    /**
     * The data block the pixels were read from, while the image still holds them unchanged (so a save can store the
     * block as read, without inflating and compressing them again); null otherwise.
     */
    public DataBlock source() {
        OnUse o = onUse;
        return o != null ? o.block : null;
    }

    /** Replaces the image content; a null array makes it external. */
    void setPixels(int width, int height, Format format, byte[] pixels) {
        this.width = width;
        this.height = height;
        this.format = format;
        this.pixels = pixels;
        this.onUse = null;
        this.external = pixels == null;
    }

    void setExternal(boolean external) {
        this.external = external;
        if (external) {
            this.pixels = null;
            this.onUse = null;
        }
    }

    /** A deep copy (pixels are shared: they are replaced, never modified in place). */
    public MapImage copy() {
        MapImage c = new MapImage(name, width, height, external, format, pixels);
        c.onUse = onUse; // shared, so both see the one array once it is inflated
        return c;
    }

    @Override
    public String toString() {
        return "MapImage[" + name + " " + width + "x" + height + (external ? " external" : " " + format) + "]";
    }

    /**
     * A checked data block inflated by whichever thread asks first (the editor preloads in the background), its bytes
     * kept softly: when memory is short the collector lets go of them (the compressed block stays) and the next use
     * inflates them again, so a map in a background tab holds its images compressed.
     */
    private static final class OnUse {
        private final DataBlock block;
        private final ReadLimits limits;
        private java.lang.ref.SoftReference<byte[]> pixels = new java.lang.ref.SoftReference<>(null);

        OnUse(DataBlock block, ReadLimits limits) {
            this.block = block;
            this.limits = limits;
        }

        /** The inflated bytes when some caller asked for them already, else a stream inflating the block. */
        synchronized java.io.InputStream open() {
            byte[] p = pixels.get();
            return p != null ? new java.io.ByteArrayInputStream(p) : block.open();
        }

        synchronized byte[] pixels() {
            byte[] p = pixels.get();
            if (p == null) {
                try {
                    p = block.bytes(limits);
                } catch (DatafileException e) {
                    // the loader checked this very block, and inflating is deterministic
                    throw new IllegalStateException("image pixels failed a second inflate: " + e.getMessage(), e);
                }
                pixels = new java.lang.ref.SoftReference<>(p);
            }
            return p;
        }
    }
}
