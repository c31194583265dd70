package twedit.editor.media;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import twedit.editor.state.Workspace;
import twedit.media.PngCodec;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.TileOps;
import twedit.model.map.MapImage;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.media.ExportNames;
import twedit.model.media.MediaEdits;
import twedit.model.media.MediaResult;
import twedit.model.media.MediaRules;

/**
 * The image manager's commands: read and check the input, build the edit with {@link MediaEdits} and apply it
 * through the document, so each is one undo step; a refusal or unreadable file changes nothing.
 */
public final class ImageCommands implements MediaCommands<MapImage> {
    private final Workspace ws;
    private final ExternalImages externals;

    public ImageCommands(Workspace ws, ExternalImages externals) {
        this.ws = ws;
        this.externals = externals;
    }

    private TwMap map() {
        return ws.map();
    }

    /** Why no image can be added now (the map holds the most clients load), or null. */
    public String cannotAdd() {
        int n = map().images().size();
        return n >= MediaRules.MAX_IMAGES
                ? "The map already has " + n + " images, the most clients load; remove one" + " first."
                : null;
    }

    /** Embeds a PNG file (any colour type, converted to RGBA) named after the file. */
    public Outcome addPng(Path file) {
        String full = cannotAdd();
        if (full != null) {
            return Outcome.failed(full);
        }
        PngCodec.Rgba rgba;
        try {
            rgba = PngCodec.read(file);
        } catch (IOException e) {
            return Outcome.failed(e.getMessage());
        }
        return apply(MediaEdits.addEmbeddedImage(
                map(), baseName(file, ".png"), rgba.width(), rgba.height(), MapImage.Format.RGBA, rgba.pixels()));
    }

    /** Adds an official external image, sized from the data directory's file when it is there. */
    public Outcome addExternal(String name) {
        int w = 0;
        int h = 0;
        Optional<Path> f = externals.file(name, ws.form());
        if (f.isPresent()) {
            try {
                PngCodec.Header head = PngCodec.header(Files.readAllBytes(f.get()));
                w = head.width();
                h = head.height();
            } catch (IOException e) {
                // size unknown: DDNet stores 0 x 0 for external images too
            }
        }
        return apply(MediaEdits.addExternalImage(map(), name, w, h, ws.form()));
    }

    /** Replaces an image's pixels with a PNG file's, keeping its name and every layer using it. */
    @Override
    public Outcome replace(MapImage image, Path file) {
        PngCodec.Rgba rgba;
        try {
            rgba = PngCodec.read(file);
        } catch (IOException e) {
            return Outcome.failed(e.getMessage());
        }
        MediaResult r =
                MediaEdits.replaceImage(map(), image, rgba.width(), rgba.height(), MapImage.Format.RGBA, rgba.pixels());
        if (!r.ok()) {
            return apply(r);
        }
        MapDocument doc = ws.document();
        doc.compound(r.edit().label(), () -> {
            doc.apply(r.edit());
            // the tiles of every layer drawn with it take the new pixels' opaque flags, as DDNet's editor saves them
            for (twedit.model.map.Layer any : map().allLayers()) {
                if (any instanceof TileLayer l && l.image() == image) {
                    ws.opacity().of(l).ifPresent(o -> doc.apply(TileOps.refreshOpacity(l, o)));
                }
            }
        });
        return Outcome.done(new ArrayList<>(r.warnings()));
    }

    /** Renames an image. */
    @Override
    public Outcome rename(MapImage image, String name) {
        return apply(MediaEdits.renameImage(map(), image, name, ws.form()));
    }

    /**
     * What making an embedded image external swaps in: the official pixels of the data directory's file of that name
     * (null when there is none to compare with) and whether they differ from the embedded ones.
     */
    public record ExternalSwap(PngCodec.Rgba official, String unreadable, boolean differs) {}

    /** The swap making {@code image} external would make (see {@link ExternalSwap}). */
    public ExternalSwap externalSwap(MapImage image) {
        PngCodec.Rgba official;
        try {
            official = externals.read(image.name(), ws.form());
        } catch (IOException e) {
            return new ExternalSwap(null, e.getMessage(), true);
        }
        return new ExternalSwap(official, null, !samePixels(image, official));
    }

    /** Whether an embedded image has exactly the official image's pixels. */
    static boolean samePixels(MapImage image, PngCodec.Rgba official) {
        if (image.external() || image.width() != official.width() || image.height() != official.height()) {
            return false;
        }
        return java.util.Arrays.equals(rgba(image), official.pixels());
    }

    /** An embedded image's pixels as RGBA. */
    static byte[] rgba(MapImage image) {
        byte[] p = image.pixels();
        if (image.format() == MapImage.Format.RGBA) {
            return p;
        }
        byte[] out = new byte[p.length / 3 * 4];
        for (int i = 0, o = 0; i + 2 < p.length; i += 3, o += 4) {
            out[o] = p[i];
            out[o + 1] = p[i + 1];
            out[o + 2] = p[i + 2];
            out[o + 3] = (byte) 0xFF;
        }
        return out;
    }

    /**
     * Embeds an external image (pixels from the data directory) or makes an embedded one external, recording the
     * size of the official image the game will draw when the data directory has it.
     */
    public Outcome toggleExternal(MapImage image) {
        if (!image.external()) {
            java.awt.Dimension real = externals
                    .size(image.name(), ws.form())
                    .orElse(new java.awt.Dimension(image.width(), image.height()));
            return apply(MediaEdits.makeExternal(map(), image, ws.form(), real.width, real.height));
        }
        PngCodec.Rgba rgba;
        try {
            rgba = externals.read(image.name(), ws.form());
        } catch (IOException e) {
            return Outcome.failed("Cannot embed '" + image.name() + "': " + e.getMessage());
        }
        return apply(MediaEdits.embed(map(), image, rgba.width(), rgba.height(), rgba.pixels()));
    }

    /** Whether the image can switch between embedded and external (external only for official names). */
    public boolean canToggle(MapImage image) {
        return image.external() || MediaRules.isExternalImage(image.name(), ws.form());
    }

    /** Writes the image as a PNG file (an external one from the data directory). */
    @Override
    public Outcome export(MapImage image, Path file) {
        try {
            byte[] png;
            if (image.external()) {
                PngCodec.Rgba rgba = externals.read(image.name(), ws.form());
                png = PngCodec.encode(rgba.width(), rgba.height(), MapImage.Format.RGBA, rgba.pixels());
            } else {
                png = PngCodec.encode(image);
            }
            Files.write(file, png);
            return Outcome.done(List.of());
        } catch (IOException e) {
            return Outcome.failed("Cannot export '" + image.name() + "': " + e.getMessage());
        }
    }

    /** Removes an image; layers using it are detached (undo links them again). */
    @Override
    public Outcome remove(MapImage image) {
        return apply(MediaEdits.removeImage(map(), image));
    }

    @Override
    public String name(MapImage item) {
        return item.name();
    }

    @Override
    public String exportFileName(MapImage item) {
        return exportName(item);
    }

    /** A file name for exporting the image. */
    public static String exportName(MapImage image) {
        return ExportNames.safe(image.name(), "image") + ".png";
    }

    private Outcome apply(MediaResult r) {
        if (!r.ok()) {
            return Outcome.failed(capitalize(r.refusal()) + ".");
        }
        ws.document().apply(r.edit());
        return Outcome.done(new ArrayList<>(r.warnings()));
    }

    static String capitalize(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /** The file name without its extension (when it has this one, any case). */
    static String baseName(Path file, String extension) {
        String n = file.getFileName().toString();
        return n.toLowerCase(java.util.Locale.ROOT).endsWith(extension)
                ? n.substring(0, n.length() - extension.length())
                : n;
    }
}
