package twedit.media;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import twedit.model.art.ArtImage;

/**
 * Reads the picture for tile or quad art as DDNet's editor loads it: RGB, RGBA and palette PNGs (16-bit samples keep
 * their high byte, tRNS becomes alpha); grayscale PNGs are refused as DDNet refuses them ("image has unsupported
 * format"); size limits are checked from the header before anything is decoded. Messages start with the path.
 */
public final class ArtPng {
    private ArtPng() {}

    /** The picture of a PNG file, named by the file name's stem. */
    public static ArtImage read(Path png) throws IOException {
        byte[] head;
        try (InputStream in = Files.newInputStream(png)) {
            head = in.readNBytes(33);
        } catch (IOException e) {
            throw new IOException(
                    png + ": cannot be read (" + e.getClass().getSimpleName() + ": " + e.getMessage() + ")", e);
        }
        PngCodec.Header h;
        try {
            h = PngCodec.header(head);
        } catch (IOException e) {
            throw new IOException(
                    PngCodec.NOT_A_PNG.equals(e.getMessage())
                            ? png + " is not a PNG file"
                            : png + ": " + e.getMessage(),
                    e);
        }
        if (h.colorType() == 0 || h.colorType() == 4) {
            throw new IOException(png + ": a grayscale PNG; DDNet's editor loads only RGB, RGBA and palette images,"
                    + " so save it as RGB or RGBA");
        }
        PngCodec.Rgba rgba = PngCodec.read(png);
        Path name = png.getFileName();
        String file = name == null ? png.toString() : name.toString();
        return new ArtImage(ArtImage.stemOf(file), rgba.width(), rgba.height(), rgba.pixels());
    }
}
