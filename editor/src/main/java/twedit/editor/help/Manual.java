package twedit.editor.help;

import java.awt.Component;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import javax.imageio.stream.MemoryCacheImageInputStream;

/**
 * The manual the editor carries: docs/guide's pages packed into the jar (laid out as in the repository, so that
 * their links and pictures resolve), and which page belongs to which panel (F1 on a focused panel opens it).
 */
final class Manual {
    /** The widest a picture is shown: the pictures' own width, which the manual's window holds whole. */
    static final int PICTURE_WIDTH = 1024;

    private static final Pattern IMG = Pattern.compile("<img src=\"([^\"]+)\"");

    /** The guide's index page. */
    static final String INDEX = "README.md";

    /** The page of each panel, by its dock id. */
    static final Map<String, String> PANEL_PAGES = Map.ofEntries(
            Map.entry("layers", "first-map.md"),
            Map.entry("properties", "first-map.md"),
            Map.entry("history", "first-map.md"),
            Map.entry("tiles", "painting.md"),
            Map.entry("numbers", "physics.md"),
            Map.entry("automap", "automapping.md"),
            Map.entry("quadSound", "quads-envelopes.md"),
            Map.entry("envelopes", "quads-envelopes.md"),
            Map.entry("images", "images-sounds.md"),
            Map.entry("sounds", "images-sounds.md"),
            Map.entry("problems", "fixing.md"),
            Map.entry("differences", "compare-merge.md"),
            Map.entry("mergeConflicts", "compare-merge.md"),
            Map.entry("server", "testing.md"),
            Map.entry("size", "optimizing-rendering.md"));

    private Manual() {}

    /** A page of the guide by file name, if the jar has it. */
    static Optional<URL> page(String name) {
        return Optional.ofNullable(Manual.class.getResource("manual/docs/guide/" + name));
    }

    /** The page of the panel holding {@code focus} (a dock is named "dock.ID"), if it has one. */
    static Optional<String> pageOf(Component focus) {
        for (Component c = focus; c != null; c = c.getParent()) {
            String n = c.getName();
            if (n != null && n.startsWith("dock.")) {
                return Optional.ofNullable(PANEL_PAGES.get(n.substring(5)));
            }
        }
        return Optional.empty();
    }

    /** The Markdown at {@code url} as HTML, its pictures sized (see {@link #sized}). */
    static String html(URL url) throws IOException {
        try (InputStream in = url.openStream()) {
            // the pages are a few kilobytes; a bound keeps a broken resource from filling the memory
            byte[] bytes = in.readNBytes(1 << 20);
            return sized(MarkdownHtml.html(new String(bytes, StandardCharsets.UTF_8)), url);
        }
    }

    /**
     * Gives each picture its size: its own (one pixel a pixel, so the words in a screenshot read as in the editor),
     * or {@link #PICTURE_WIDTH} wide when it is wider (the README's), so the manual's window shows it whole.
     */
    static String sized(String html, URL page) {
        Matcher m = IMG.matcher(html);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, Matcher.quoteReplacement(m.group() + size(page, m.group(1))));
        }
        return m.appendTail(out).toString();
    }

    private static String size(URL page, String src) {
        try (InputStream in = new URL(page, src).openStream();
                // in memory: ImageIO's file cache needs a temporary folder, and only the header is read
                ImageInputStream img = new MemoryCacheImageInputStream(in)) {
            Iterator<ImageReader> readers = ImageIO.getImageReaders(img);
            if (!readers.hasNext()) {
                return "";
            }
            ImageReader r = readers.next();
            try {
                r.setInput(img);
                long w = r.getWidth(0);
                long h = r.getHeight(0);
                if (w <= 0 || h <= 0) {
                    return "";
                }
                if (w > PICTURE_WIDTH) {
                    h = h * PICTURE_WIDTH / w;
                    w = PICTURE_WIDTH;
                }
                return " width=\"" + w + "\" height=\"" + h + "\"";
            } finally {
                r.dispose();
            }
        } catch (IOException | RuntimeException e) {
            return ""; // a picture that cannot be read shows as the HTML view's broken picture, unsized
        }
    }
}
