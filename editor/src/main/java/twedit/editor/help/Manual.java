package twedit.editor.help;

import java.awt.Component;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;

/**
 * The manual the editor carries: docs/guide's pages packed into the jar (laid out as in the repository, so that
 * their links and pictures resolve), and which page belongs to which panel (F1 on a focused panel opens it).
 */
final class Manual {
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

    /** The Markdown at {@code url} as HTML. */
    static String html(URL url) throws IOException {
        try (InputStream in = url.openStream()) {
            // the pages are a few kilobytes; a bound keeps a broken resource from filling the memory
            byte[] bytes = in.readNBytes(1 << 20);
            return MarkdownHtml.html(new String(bytes, StandardCharsets.UTF_8));
        }
    }
}
