package twedit.editor.view;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * DDNet's entities images ({@code editor/entities/NAME.png} in its data folders) and custom ones: lists what is
 * installed and reads one, checking that it is a PNG of 16x16 tiles. Nothing of them is copied: they are read where
 * DDNet installs them.
 */
public final class EntitiesImages {
    /** The largest side a custom image may have (DDNet's own are 1024). */
    public static final int MAX_SIDE = 4096;

    private static final byte[] PNG_SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

    private EntitiesImages() {}

    /** A read entities image, or why it could not be read. */
    public sealed interface Result {}

    /** The image, scaled to 1024x1024 as the overlay atlases are. */
    public record Loaded(BufferedImage image) implements Result {}

    /** The message naming the file and what is wrong with it. */
    public record Refused(String message) implements Result {}

    /**
     * The installed entities images by name (file name without {@code .png}), from the first folder that has each:
     * {@code editor/entities} under each of {@code folders}, sorted by name as DDNet's list.
     */
    public static Map<String, Path> installed(List<Path> folders) {
        Map<String, Path> out = new TreeMap<>();
        for (Path f : folders) {
            Path dir = f.resolve("editor").resolve("entities");
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir, "*.png")) {
                for (Path p : ds) {
                    Path leaf = p.getFileName();
                    String n = leaf == null ? "" : leaf.toString();
                    if (n.length() > 4 && Files.isRegularFile(p)) {
                        out.putIfAbsent(n.substring(0, n.length() - 4), p);
                    }
                }
            } catch (IOException | RuntimeException e) {
                // an unreadable folder offers nothing; the others still do
            }
        }
        return out;
    }

    /** Reads {@code file} as an entities image: a PNG whose sides are multiples of 16, at most {@link #MAX_SIDE}. */
    public static Result read(Path file) {
        Path leaf = file.getFileName();
        String name = leaf == null ? file.toString() : leaf.toString();
        byte[] bytes;
        try {
            if (Files.size(file) > 64L << 20) {
                return new Refused(name + ": the file is too large for an entities image (over 64 MB).");
            }
            bytes = Files.readAllBytes(file);
        } catch (IOException | RuntimeException e) {
            return new Refused(name + ": cannot be read (" + e.getMessage() + ").");
        }
        if (bytes.length < PNG_SIGNATURE.length
                || !java.util.Arrays.equals(bytes, 0, PNG_SIGNATURE.length, PNG_SIGNATURE, 0, PNG_SIGNATURE.length)) {
            return new Refused(name + ": not a PNG image.");
        }
        BufferedImage img;
        try {
            img = ImageStore.png(bytes);
        } catch (IOException | RuntimeException e) {
            img = null;
        }
        if (img == null) {
            return new Refused(name + ": the PNG is damaged and cannot be decoded.");
        }
        int w = img.getWidth();
        int h = img.getHeight();
        if (w % 16 != 0 || h % 16 != 0 || w < 16 || h < 16 || w > MAX_SIDE || h > MAX_SIDE) {
            return new Refused(String.format(
                    Locale.ROOT,
                    "%s: is %dx%d; an entities image is 16x16 tiles, so both sides must be multiples of 16"
                            + " (DDNet's are 1024x1024), at most %d.",
                    name,
                    w,
                    h,
                    MAX_SIDE));
        }
        return new Loaded(w == 1024 && h == 1024 ? img : scaled(img));
    }

    private static BufferedImage scaled(BufferedImage src) {
        BufferedImage out = new BufferedImage(1024, 1024, BufferedImage.TYPE_INT_ARGB_PRE);
        Graphics2D g = out.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        g.drawImage(src, 0, 0, 1024, 1024, null);
        g.dispose();
        return out;
    }
}
