package twedit.editor.ui;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import java.util.prefs.Preferences;
import javax.swing.JFileChooser;

/**
 * Makes the editor's file choosers: each opens in the last folder used for its kind of file, or the open map's
 * folder, or a place of its own (e.g. the data directory's editor folder for rules), never the home folder when one
 * of those exists; the folder of what the user chose is remembered in the preference node ("lastFolder.KIND").
 */
public final class FileChoosers {
    /** The kinds of files whose folders are remembered apart. */
    public enum Kind {
        /** Maps (open, save as): the open map's folder comes first. */
        MAPS(true),
        IMAGES(false),
        SOUNDS(false),
        RULES(false),
        TILESETS(false),
        /** Anything written out (an image, a sound, a report). */
        EXPORTS(false),
        DATA_DIR(false);

        private final boolean mapFolderFirst;

        Kind(boolean mapFolderFirst) {
            this.mapFolderFirst = mapFolderFirst;
        }

        String key() {
            return "lastFolder." + name().toLowerCase(Locale.ROOT);
        }
    }

    private final Preferences node;
    private final Supplier<Path> mapFile;

    /**
     * @param node where the last folders are kept (the editor preferences' node)
     * @param mapFile the open map's file, or null when it has none
     */
    public FileChoosers(Preferences node, Supplier<Path> mapFile) {
        this.node = node;
        this.mapFile = mapFile;
    }

    /**
     * The folder a chooser for {@code kind} opens in: the last one used for it and then {@code own} (a place of the
     * kind's own, may be null), then the open map's folder; for maps the map's folder first. Null when none exists.
     */
    public Path startFolder(Kind kind, Path own) {
        List<Path> order = new ArrayList<>();
        Path last = lastFolder(kind);
        Path map = mapFolder();
        if (kind.mapFolderFirst) {
            order.add(map);
            order.add(last);
            order.add(own);
        } else {
            order.add(last);
            order.add(own);
            order.add(map);
        }
        for (Path p : order) {
            if (p != null && Files.isDirectory(p)) {
                return p;
            }
        }
        return null;
    }

    /** A chooser for {@code kind} opening in {@link #startFolder}, with {@code title}. */
    public JFileChooser create(Kind kind, String title, Path own) {
        JFileChooser ch = new JFileChooser();
        Path start = startFolder(kind, own);
        if (start != null) {
            ch.setCurrentDirectory(start.toFile());
        }
        ch.setDialogTitle(title);
        return ch;
    }

    /** Remembers the folder of what was chosen in {@code ch} (after the user approved it) for {@code kind}. */
    public void remember(Kind kind, JFileChooser ch) {
        File f = ch.getSelectedFile();
        File dir = f == null ? ch.getCurrentDirectory() : f.getParentFile();
        if (dir != null) {
            remember(kind, dir.toPath());
        }
    }

    /** Remembers {@code folder} as the last one used for {@code kind}. */
    public void remember(Kind kind, Path folder) {
        node.put(kind.key(), folder.toAbsolutePath().toString());
    }

    /** The last folder used for {@code kind}, or null. */
    public Path lastFolder(Kind kind) {
        String s = node.get(kind.key(), "");
        try {
            return s.isEmpty() ? null : Path.of(s);
        } catch (InvalidPathException e) {
            return null;
        }
    }

    private Path mapFolder() {
        Path f = mapFile.get();
        return f == null ? null : f.toAbsolutePath().getParent();
    }
}
