package twedit.editor.media;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import twedit.editor.state.Workspace;
import twedit.model.map.MapSound;
import twedit.model.media.ExportNames;
import twedit.model.media.MediaEdits;
import twedit.model.media.MediaResult;

/**
 * The sound manager's commands: read an .opus file, check it is Ogg Opus, and add, replace, rename, export or
 * remove sounds through the document; a refusal or unreadable file changes nothing.
 */
public final class SoundCommands implements MediaCommands<MapSound> {
    /** The largest sound file read (DDNet's own limit on map data is far below). */
    static final long MAX_BYTES = 64L << 20;

    private final Workspace ws;

    public SoundCommands(Workspace ws) {
        this.ws = ws;
    }

    /** Adds an Ogg Opus file as a sound named after the file. */
    public Outcome add(Path file) {
        byte[] data;
        try {
            data = read(file);
        } catch (IOException e) {
            return Outcome.failed(e.getMessage());
        }
        return apply(MediaEdits.addSound(ws.map(), ImageCommands.baseName(file, ".opus"), data), file);
    }

    /** Replaces a sound's data keeping its name and every sounds layer using it. */
    @Override
    public Outcome replace(MapSound sound, Path file) {
        byte[] data;
        try {
            data = read(file);
        } catch (IOException e) {
            return Outcome.failed(e.getMessage());
        }
        return apply(MediaEdits.replaceSound(ws.map(), sound, data), file);
    }

    /** Renames a sound. */
    @Override
    public Outcome rename(MapSound sound, String name) {
        return apply(MediaEdits.renameSound(ws.map(), sound, name), null);
    }

    /** Writes the sound's Opus file. */
    @Override
    public Outcome export(MapSound sound, Path file) {
        try {
            Files.write(file, sound.data());
            return Outcome.done(List.of());
        } catch (IOException e) {
            return Outcome.failed("Cannot export '" + sound.name() + "': " + e.getMessage());
        }
    }

    /** Removes a sound; sounds layers using it are detached (undo links them again). */
    @Override
    public Outcome remove(MapSound sound) {
        return apply(MediaEdits.removeSound(ws.map(), sound), null);
    }

    @Override
    public String name(MapSound item) {
        return item.name();
    }

    @Override
    public String exportFileName(MapSound item) {
        return exportName(item);
    }

    /** A file name for exporting the sound. */
    public static String exportName(MapSound sound) {
        return ExportNames.safe(sound.name(), "sound") + ".opus";
    }

    private static byte[] read(Path file) throws IOException {
        if (Files.size(file) > MAX_BYTES) {
            throw new IOException(file + " is too large for a map sound (" + Files.size(file) / (1 << 20) + " MiB)");
        }
        return Files.readAllBytes(file);
    }

    private Outcome apply(MediaResult r, Path file) {
        if (!r.ok()) {
            String why = ImageCommands.capitalize(r.refusal());
            return Outcome.failed((file != null && why.startsWith("Not a sound")
                            ? file.getFileName() + ": " + why + " (only Ogg Opus files can be map sounds)"
                            : why)
                    + ".");
        }
        ws.document().apply(r.edit());
        return Outcome.done(new ArrayList<>(r.warnings()));
    }
}
