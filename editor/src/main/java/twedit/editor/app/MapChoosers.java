package twedit.editor.app;

import java.awt.Component;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import javax.swing.JComboBox;
import javax.swing.JFileChooser;
import javax.swing.filechooser.FileNameExtensionFilter;
import twedit.editor.files.MapFormat;
import twedit.editor.files.MapFormats;
import twedit.editor.state.Workspace;
import twedit.editor.ui.FileChoosers;
import twedit.model.codec.SourceForm;

/**
 * The file dialogs of opening and saving maps: where they start, their filters, and Save As's choice of file and
 * format (a damaged map is offered a new name beside it; replacing a file is asked about first).
 */
final class MapChoosers {
    /** A file to save to and the form to save in. */
    record Target(Path path, SourceForm form) {}

    private final Component parent;
    private final Workspace ws;
    private final EditorPrefs prefs;
    private final FileChoosers choosers;
    private final MapFormats formats;
    private final Path userMaps;
    private final List<Path> programFiles;

    MapChoosers(
            Component parent,
            Workspace ws,
            EditorPrefs prefs,
            FileChoosers choosers,
            MapFormats formats,
            Path userMaps,
            List<Path> programFiles) {
        this.parent = parent;
        this.ws = ws;
        this.prefs = prefs;
        this.choosers = choosers;
        this.formats = formats;
        this.userMaps = userMaps;
        this.programFiles = List.copyOf(programFiles);
    }

    /**
     * Asks where to save the open map and in which form (null: cancelled); {@code copy} titles it Save Copy As,
     * {@code damaged} offers "name-fixed.map" beside a damaged map's file.
     */
    Target askSaveTarget(Path suggested, boolean copy, boolean damaged) {
        JFileChooser ch = openChooser();
        JComboBox<String> format = new JComboBox<>(new String[] {"DDNet", "Teeworlds 0.7"});
        format.setSelectedIndex(ws.form() == SourceForm.TEEWORLDS_07 ? 1 : 0);
        ch.setAccessory(format);
        ch.setDialogTitle(
                copy ? "Save Copy As" : damaged ? FileController.SAVE_REPAIRED_TITLE : FileController.SAVE_AS_TITLE);
        SaveFolder folder = new SaveFolder(userMaps);
        if (suggested != null) {
            ch.setSelectedFile(suggested.toFile());
        } else if (ws.file() != null
                && SaveFolder.isUsers(ws.file().toAbsolutePath().getParent(), programFiles)) {
            ch.setSelectedFile((damaged ? fixedName(ws.file()) : ws.file()).toFile());
        } else {
            // a new map (or one read from a system install) goes where DDNet's editor saves: the user's maps folder;
            // an untitled map is offered the name its tab shows, as a named one is offered its own
            Path name = ws.file() == null ? null : ws.file().getFileName();
            String file = name == null ? ws.current().displayName() : name.toString();
            Path start = mapsFolder(folder);
            if (start != null) {
                ch.setCurrentDirectory(start.toFile());
            }
            ch.setSelectedFile(new File(ch.getCurrentDirectory(), file));
        }
        if (ch.showSaveDialog(parent) != JFileChooser.APPROVE_OPTION) {
            folder.cancelled();
            return null;
        }
        folder.kept();
        choosers.remember(FileChoosers.Kind.MAPS, ch);
        File f = ch.getSelectedFile();
        if (!f.getName().contains(".")) {
            f = new File(f.getParentFile(), f.getName() + ".map");
        }
        if (f.exists()
                && !Dialogs.confirmReplace(
                        parent, f.toPath(), damaged && ws.current().isFile(f.toPath()))) {
            return null;
        }
        return new Target(f.toPath(), format.getSelectedIndex() == 1 ? SourceForm.TEEWORLDS_07 : SourceForm.DDNET);
    }

    /**
     * A name next to {@code original} for the repaired copy of a damaged map: "name-fixed.map", or "name-fixed-2.map"
     * and so on when that file exists.
     */
    static Path fixedName(Path original) {
        Path abs = original.toAbsolutePath();
        Path name = abs.getFileName();
        String file = name == null ? "map" : name.toString(); // a root path names no file
        int dot = file.lastIndexOf('.');
        String base = dot > 0 ? file.substring(0, dot) : file;
        String ext = dot > 0 ? file.substring(dot) : ".map";
        Path candidate = abs.resolveSibling(base + "-fixed" + ext);
        for (int n = 2; Files.exists(candidate); n++) {
            candidate = abs.resolveSibling(base + "-fixed-" + n + ext);
        }
        return candidate;
    }

    /** DDNet's maps folder, made when missing; the last map folder used when it cannot be made (null: none). */
    private Path mapsFolder(SaveFolder folder) {
        try {
            return folder.prepare();
        } catch (java.io.IOException | SecurityException e) {
            Path last = choosers.lastFolder(FileChoosers.Kind.MAPS);
            return SaveFolder.isUsers(last, programFiles) ? last : null;
        }
    }

    /** A map file dialog starting where the open map lives, with every map format's filter, all together first. */
    JFileChooser openChooser() {
        // start where the open map lives, or the last map folder used, or the last map opened's
        Path recent = prefs.recentFiles().stream()
                .findFirst()
                .map(p -> p.toAbsolutePath().getParent())
                .orElse(null);
        JFileChooser ch = choosers.create(FileChoosers.Kind.MAPS, null, recent);
        // every kind of map together by default (a Driftline .json beside its .map is found without changing filter)
        List<String> all =
                formats.all().stream().flatMap(f -> f.extensions().stream()).toList();
        FileNameExtensionFilter maps = filter(FileController.ALL_MAPS, all);
        ch.setFileFilter(maps);
        for (MapFormat f : formats.all()) {
            ch.addChoosableFileFilter(filter(f.description(), f.extensions()));
        }
        ch.setFileFilter(maps);
        return ch;
    }

    private static FileNameExtensionFilter filter(String description, List<String> extensions) {
        String patterns = extensions.stream().map(e -> "*." + e).collect(Collectors.joining(", "));
        return new FileNameExtensionFilter(description + " (" + patterns + ")", extensions.toArray(String[]::new));
    }
}
