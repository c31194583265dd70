package twedit.editor.app;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.prefs.Preferences;

/** The user's settings kept in a {@link Preferences} node given by the caller: theme, data directory, recent files. */
public final class EditorPrefs {
    static final int MAX_RECENT = 10;
    private static final String THEME = "theme";
    private static final String DATA_DIR = "dataDir";
    private static final String RECENT = "recent.";

    private final Preferences node;

    public EditorPrefs(Preferences node) {
        this.node = node;
    }

    /** The preference node itself, for features keeping their own settings in it (e.g. autosave). */
    public Preferences node() {
        return node;
    }

    /** True for the dark theme. */
    public boolean darkTheme() {
        return "dark".equals(node.get(THEME, "light"));
    }

    public void setDarkTheme(boolean dark) {
        node.put(THEME, dark ? "dark" : "light");
    }

    /** The DDNet data directory the user chose, or null. */
    public String dataDir() {
        return node.get(DATA_DIR, null);
    }

    public void setDataDir(String dir) {
        if (dir == null || dir.isBlank()) {
            node.remove(DATA_DIR);
        } else {
            node.put(DATA_DIR, dir);
        }
    }

    /** The size the map view had last time (a guess for drawing the first frame early), at least 1x1. */
    public java.awt.Dimension viewSize() {
        return new java.awt.Dimension(
                Math.max(1, node.getInt("viewWidth", 880)), Math.max(1, node.getInt("viewHeight", 700)));
    }

    public void setViewSize(int width, int height) {
        if (width > 1
                && height > 1
                && (width != node.getInt("viewWidth", 0) || height != node.getInt("viewHeight", 0))) {
            node.putInt("viewWidth", width);
            node.putInt("viewHeight", height);
        }
    }

    /** The recently opened files, newest first. */
    public List<Path> recentFiles() {
        List<Path> out = new ArrayList<>();
        for (int i = 0; i < MAX_RECENT; i++) {
            String s = node.get(RECENT + i, null);
            if (s != null) {
                out.add(Path.of(s));
            }
        }
        return out;
    }

    /** Puts {@code file} first in the recent list (once), keeping at most {@link #MAX_RECENT}. */
    public void addRecent(Path file) {
        List<Path> list = recentFiles();
        Path abs = file.toAbsolutePath().normalize();
        list.remove(abs);
        list.add(0, abs);
        for (int i = 0; i < MAX_RECENT; i++) {
            if (i < list.size()) {
                node.put(RECENT + i, list.get(i).toString());
            } else {
                node.remove(RECENT + i);
            }
        }
    }

    public void clearRecent() {
        for (int i = 0; i < MAX_RECENT; i++) {
            node.remove(RECENT + i);
        }
    }
}
