package twedit.editor.view;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import javax.imageio.ImageIO;
import twedit.model.map.MapImage;

/**
 * Turns map images into pixels: embedded RGBA/RGB bytes are decoded, external ones read from the data directory's
 * {@code mapres/NAME.png}; a missing or unreadable image becomes a checkerboard with its name, and the problem is
 * remembered so the window can tell the user once.
 */
public final class ImageStore {
    private final Supplier<Optional<Path>> dataDir;
    private final Map<MapImage, Entry> cache = java.util.Collections.synchronizedMap(new IdentityHashMap<>());
    private final List<String> problems = java.util.Collections.synchronizedList(new ArrayList<>());

    /** A loaded image and what it was made from, so a changed MapImage is noticed. */
    private record Entry(
            String name,
            boolean external,
            Object content,
            int width,
            int height,
            BufferedImage image,
            boolean fallback) {
        boolean isFor(MapImage img) {
            return name.equals(img.name())
                    && external == img.external()
                    && content == img.content()
                    && width == img.width()
                    && height == img.height();
        }
    }

    private final Object[] locks = new Object[16];

    {
        for (int i = 0; i < locks.length; i++) {
            locks[i] = new Object();
        }
    }

    /** @param dataDir the current DDNet data directory, asked on every miss (the preference may change) */
    public ImageStore(Supplier<Optional<Path>> dataDir) {
        this.dataDir = dataDir;
    }

    /**
     * Decodes every image of the map ahead of painting; safe to call from a background thread while the window is
     * being built (each image is decoded once, whoever asks first).
     */
    public void preload(twedit.model.map.TwMap map) {
        preload(map, Runnable::run); // the "helper" runs at once on this thread and decodes them all
    }

    /**
     * Like {@link #preload(twedit.model.map.TwMap)}, with a task on {@code helper} sharing the images with the calling
     * thread (a map's 40 embedded images inflate in about half the time on two cores). Never waits for a helper that
     * has not started: whoever takes an image decodes it, and the caller only waits for images already taken.
     */
    public void preload(twedit.model.map.TwMap map, java.util.concurrent.Executor helper) {
        List<MapImage> all = List.copyOf(map.images());
        java.util.concurrent.atomic.AtomicInteger next = new java.util.concurrent.atomic.AtomicInteger();
        java.util.concurrent.CountDownLatch done = new java.util.concurrent.CountDownLatch(all.size());
        Runnable worker = () -> {
            for (int i = next.getAndIncrement(); i < all.size(); i = next.getAndIncrement()) {
                try {
                    image(all.get(i));
                } finally {
                    done.countDown();
                }
            }
        };
        helper.execute(worker);
        worker.run();
        try {
            done.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The pixels of {@code img} as a premultiplied ARGB image (cached; each image is decoded once). */
    public BufferedImage image(MapImage img) {
        Entry e = cache.get(img);
        if (e != null && e.isFor(img)) {
            return e.image;
        }
        // one decode per image even when the painting and a background preload ask at once
        synchronized (locks[System.identityHashCode(img) & (locks.length - 1)]) {
            e = cache.get(img);
            if (e == null || !e.isFor(img)) {
                e = load(img);
                cache.put(img, e);
            }
            return e.image;
        }
    }

    /** Whether {@code img} is decoded already, so asking for it costs nothing. */
    public boolean isLoaded(MapImage img) {
        Entry e = cache.get(img);
        return e != null && e.isFor(img);
    }

    /** Whether the image could not be found or decoded and shows the fallback look. */
    public boolean isFallback(MapImage img) {
        image(img);
        return cache.get(img).fallback;
    }

    /** Problems met since the last call (missing files, bad data), each once. */
    public List<String> drainProblems() {
        synchronized (problems) {
            List<String> out = List.copyOf(problems);
            problems.clear();
            return out;
        }
    }

    /**
     * Forgets the images that are not among {@code keep} (another map was opened, or its tab went to the background).
     *
     * @return the decoded images let go, so caches made from them can go too
     */
    public java.util.Set<BufferedImage> retainOnly(java.util.Collection<MapImage> keep) {
        java.util.Set<MapImage> k = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        k.addAll(keep);
        java.util.Set<BufferedImage> gone = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        synchronized (cache) {
            cache.entrySet().removeIf(e -> {
                if (k.contains(e.getKey())) {
                    return false;
                }
                gone.add(e.getValue().image());
                return true;
            });
        }
        return gone;
    }

    /** Forgets everything (after the data directory changed). */
    public void clear() {
        cache.clear();
    }

    private Entry load(MapImage img) {
        BufferedImage bi = null;
        String problem = null;
        if (img.external()) {
            Optional<Path> dir = dataDir.get();
            if (img.name().isEmpty()) {
                // a salvaged map can lose an image's name: there is no file to look for, so say that, not ".png"
                problem = "an external image has no name, so its file in mapres/ cannot be found (name it in the"
                        + " Images panel)";
            } else if (dir.isEmpty()) {
                problem = "no DDNet data directory found for external image '" + img.name() + "'";
            } else {
                Path file = dir.get().resolve("mapres").resolve(img.name() + ".png");
                try {
                    if (!Files.isRegularFile(file)) {
                        problem = "external image '" + img.name() + "' not found: " + file;
                    } else {
                        bi = readPng(file);
                        if (bi == null) {
                            problem = "external image " + file + " is not a PNG";
                        }
                    }
                } catch (IOException | RuntimeException ex) {
                    problem = "cannot read external image " + file + ": " + ex.getMessage();
                }
            }
        } else {
            bi = decodeEmbedded(img);
            if (bi == null) {
                problem = "embedded image '" + img.name() + "' has bad pixel data";
            }
        }
        if (bi == null) {
            synchronized (problems) {
                if (!problems.contains(problem)) {
                    problems.add(problem);
                }
            }
            return new Entry(
                    img.name(),
                    img.external(),
                    img.content(),
                    img.width(),
                    img.height(),
                    fallback(img.name(), img.width(), img.height()),
                    true);
        }
        return new Entry(
                img.name(), img.external(), img.content(), img.width(), img.height(), toPremultiplied(bi), false);
    }

    /**
     * Embedded pixels converted a row at a time as they inflate: the view never holds them as bytes (that would touch
     * as much fresh memory again as the image itself), and the map inflates them only when an edit asks.
     */
    private static BufferedImage decodeEmbedded(MapImage img) {
        int w = img.width();
        int h = img.height();
        int bpp = img.format() == MapImage.Format.RGB ? 3 : 4;
        if (w <= 0 || h <= 0 || (long) w * bpp > Integer.MAX_VALUE) {
            return null;
        }
        try (java.io.InputStream in = img.openPixels()) {
            return in == null ? null : Pixels.premultiplied(w, h, in, bpp);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /**
     * A PNG file as a premultiplied image, or null when it is not a PNG. Our own decoder first (about twice as fast
     * as ImageIO from a cold start, and ImageIO need not start at all), ImageIO for what it does not take.
     */
    static BufferedImage readPng(Path file) throws IOException {
        return png(Files.readAllBytes(file));
    }

    /** PNG bytes as a premultiplied image, or null when they are not a PNG (see {@link #readPng}). */
    static BufferedImage png(byte[] bytes) throws IOException {
        try {
            twedit.media.PngCodec.Rgba rgba = twedit.media.PngCodec.decode(bytes);
            return Pixels.premultiplied(rgba.width(), rgba.height(), rgba.pixels(), 4);
        } catch (IOException | RuntimeException e) {
            BufferedImage bi = ImageIO.read(new java.io.ByteArrayInputStream(bytes));
            return bi == null ? null : toPremultiplied(bi);
        }
    }

    static BufferedImage toPremultiplied(BufferedImage src) {
        if (src.getType() == BufferedImage.TYPE_INT_ARGB_PRE) {
            return src;
        }
        BufferedImage out = new BufferedImage(src.getWidth(), src.getHeight(), BufferedImage.TYPE_INT_ARGB_PRE);
        Graphics2D g = out.createGraphics();
        g.drawImage(src, 0, 0, null);
        g.dispose();
        return out;
    }

    /** The look of a missing image: a grey checkerboard (one square per tile cell) with the image's name. */
    static BufferedImage fallback(String name, int w, int h) {
        int width = w > 0 && w <= 4096 ? w : 1024;
        int height = h > 0 && h <= 4096 ? h : 1024;
        BufferedImage out = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB_PRE);
        Graphics2D g = out.createGraphics();
        int cell = Math.max(8, width / 16);
        for (int y = 0; y < height; y += cell) {
            for (int x = 0; x < width; x += cell) {
                g.setColor(((x + y) / cell) % 2 == 0 ? new Color(200, 0, 200) : new Color(40, 40, 40));
                g.fillRect(x, y, cell, cell);
            }
        }
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, Math.max(10, cell / 3)));
        g.setColor(Color.WHITE);
        for (int y = cell / 2; y < height; y += cell * 2) {
            g.drawString(name == null ? "?" : name, 4, y);
        }
        g.dispose();
        return out;
    }
}
