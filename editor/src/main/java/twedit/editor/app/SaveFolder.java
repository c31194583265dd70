package twedit.editor.app;

import java.io.IOException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Where Save As opens when the map has no folder of the user's: DDNet's maps folder (where DDNet's editor saves),
 * made when the user saves and removed again when the user cancels while it is still empty.
 */
final class SaveFolder {
    /** Folders where programs are installed: a map read from there is saved elsewhere. */
    private static final List<Path> SYSTEM = List.of(
            Path.of("/usr"),
            Path.of("/opt"),
            Path.of("/snap"),
            Path.of("/var/lib/flatpak"),
            Path.of("/Applications"),
            Path.of("/Library"),
            Path.of("/System"));

    private final Path maps;
    private final List<Path> made = new ArrayList<>();

    /** @param maps DDNet's maps folder for this user */
    SaveFolder(Path maps) {
        this.maps = maps;
    }

    /** DDNet's maps folder for this user. */
    Path maps() {
        return maps;
    }

    /**
     * Whether a map may be saved in {@code folder} by default: it exists, can be written and is not inside a system
     * install (such as /usr/share/games/ddnet/data/maps7, writable for root yet no place for a user's map).
     */
    static boolean isUsers(Path folder, List<Path> programFiles) {
        if (folder == null || !Files.isDirectory(folder) || !Files.isWritable(folder)) {
            return false;
        }
        Path abs = folder.toAbsolutePath().normalize();
        for (Path p : SYSTEM) {
            if (abs.startsWith(p)) {
                return false;
            }
        }
        for (Path p : programFiles) {
            if (abs.startsWith(p)) {
                return false;
            }
        }
        return true;
    }

    /** Makes the maps folder (and the folders above it) when missing, remembering which it made. */
    Path prepare() throws IOException {
        List<Path> missing = new ArrayList<>();
        for (Path p = maps.toAbsolutePath(); p != null && !Files.exists(p); p = p.getParent()) {
            missing.add(0, p);
        }
        for (Path p : missing) {
            Files.createDirectory(p);
            made.add(p);
        }
        return maps;
    }

    /** After a cancelled Save As: removes the folders {@link #prepare} made when nothing was put in them. */
    void cancelled() {
        for (int i = made.size() - 1; i >= 0; i--) {
            try {
                Files.deleteIfExists(made.get(i));
            } catch (DirectoryNotEmptyException e) {
                break; // the user put something there from the chooser: keep it
            } catch (IOException e) {
                break;
            }
        }
        made.clear();
    }

    /** After a Save As that went ahead: what was made stays. */
    void kept() {
        made.clear();
    }
}
