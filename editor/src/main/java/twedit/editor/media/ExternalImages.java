package twedit.editor.media;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;
import twedit.media.PngCodec;
import twedit.model.codec.SourceForm;
import twedit.model.media.MediaRules;

/** Reads the official external images ({@code mapres/NAME.png}) from the DDNet data directory. */
public final class ExternalImages {
    private final Supplier<Optional<Path>> dataDir;

    /** @param dataDir the current DDNet data directory (asked each time: the preference may change) */
    public ExternalImages(Supplier<Optional<Path>> dataDir) {
        this.dataDir = dataDir;
    }

    /** The data directory, if one is known. */
    public Optional<Path> dataDir() {
        return dataDir.get();
    }

    /** The mapres file of an external image for maps of this form, if the data directory has it. */
    public Optional<Path> file(String name, SourceForm form) {
        Optional<Path> dir = dataDir.get();
        if (dir.isEmpty()) {
            return Optional.empty();
        }
        for (String rel : MediaRules.mapresFiles(name, form)) {
            Path p = dir.get().resolve(rel);
            if (Files.isRegularFile(p)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /** The pixels of an external image, RGBA. */
    public PngCodec.Rgba read(String name, SourceForm form) throws IOException {
        Path p = file(name, form)
                .orElseThrow(() -> new IOException("mapres/" + name + ".png is not in the DDNet"
                        + " data directory"
                        + dataDir.get().map(d -> " " + d).orElse(" (none is set: File > DDNet Data" + " Directory)")));
        return PngCodec.read(p);
    }

    /**
     * The size of the official image the game draws for {@code name} (read from its PNG header), or empty when the
     * data directory does not have it or it is unreadable.
     */
    public Optional<java.awt.Dimension> size(String name, SourceForm form) {
        Optional<Path> f = file(name, form);
        if (f.isEmpty()) {
            return Optional.empty();
        }
        try (java.io.InputStream in = Files.newInputStream(f.get())) {
            PngCodec.Header h = PngCodec.header(in.readNBytes(33));
            return Optional.of(new java.awt.Dimension(h.width(), h.height()));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** A preview of an external image, or null when it cannot be read. */
    public BufferedImage preview(String name, SourceForm form) {
        try {
            return toImage(read(name, form));
        } catch (IOException e) {
            return null;
        }
    }

    /** RGBA pixels as a Java image. */
    public static BufferedImage toImage(PngCodec.Rgba rgba) {
        BufferedImage img = new BufferedImage(rgba.width(), rgba.height(), BufferedImage.TYPE_INT_ARGB);
        byte[] p = rgba.pixels();
        int[] argb = new int[rgba.width() * rgba.height()];
        for (int i = 0, o = 0; i < argb.length; i++, o += 4) {
            argb[i] = (p[o + 3] & 0xFF) << 24 | (p[o] & 0xFF) << 16 | (p[o + 1] & 0xFF) << 8 | (p[o + 2] & 0xFF);
        }
        img.setRGB(0, 0, rgba.width(), rgba.height(), argb, 0, rgba.width());
        return img;
    }
}
