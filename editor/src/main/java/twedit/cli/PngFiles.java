package twedit.cli;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import twedit.model.map.MapImage;

/** Reads a PNG of any colour type into an embedded RGBA map image, refusing what is not a PNG with a message. */
public final class PngFiles {
    private static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    /** Larger images are refused before decoding: DDNet's own limit for map images is far below this. */
    public static final int MAX_SIDE = 8192;

    private PngFiles() {
    }

    /** The image named {@code name} holding the PNG's pixels as RGBA. */
    public static MapImage read(Path png, String name) throws IOException {
        byte[] head = new byte[8];
        try (InputStream in = Files.newInputStream(png)) {
            if (in.readNBytes(head, 0, 8) != 8 || !java.util.Arrays.equals(head, SIGNATURE)) {
                throw new IOException(png + " is not a PNG file");
            }
        }
        BufferedImage img;
        try {
            img = ImageIO.read(png.toFile());
        } catch (IOException | RuntimeException e) {
            throw new IOException(png + ": the PNG is damaged (" + e.getMessage() + ")", e);
        }
        if (img == null) {
            throw new IOException(png + ": the PNG could not be decoded");
        }
        if (img.getWidth() > MAX_SIDE || img.getHeight() > MAX_SIDE) {
            throw new IOException(png + ": " + img.getWidth() + "x" + img.getHeight() + " is larger than "
                    + MAX_SIDE + "x" + MAX_SIDE);
        }
        int w = img.getWidth();
        int h = img.getHeight();
        int[] argb = img.getRGB(0, 0, w, h, null, 0, w);
        byte[] rgba = new byte[w * h * 4];
        for (int i = 0; i < argb.length; i++) {
            int p = argb[i];
            rgba[4 * i] = (byte) (p >> 16);
            rgba[4 * i + 1] = (byte) (p >> 8);
            rgba[4 * i + 2] = (byte) p;
            rgba[4 * i + 3] = (byte) (p >>> 24);
        }
        return new MapImage(name, w, h, false, MapImage.Format.RGBA, rgba);
    }
}
