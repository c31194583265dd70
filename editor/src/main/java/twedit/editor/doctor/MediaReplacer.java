package twedit.editor.doctor;

import java.nio.file.Path;
import java.util.function.Consumer;
import twedit.editor.media.ExternalImages;
import twedit.editor.media.ImageCommands;
import twedit.editor.media.MediaPrompts;
import twedit.editor.media.Outcome;
import twedit.editor.media.SoundCommands;
import twedit.editor.state.Workspace;
import twedit.model.doctor.Finding;
import twedit.model.map.Location;
import twedit.model.map.Locations;
import twedit.model.map.MapImage;
import twedit.model.map.MapSound;

/**
 * The Problems panel's Replace...: for a finding about a damaged image or sound that loading replaced by a
 * placeholder, asks for the file and replaces that image or sound the way the Images and Sounds tabs do (one undo
 * step; every layer, quad and source keeps its link).
 */
public final class MediaReplacer {
    /** The check ids of placeholder findings (a damaged image or sound kept as a placeholder). */
    public static final String IMAGE_PLACEHOLDER = "images.placeholder";

    public static final String SOUND_PLACEHOLDER = "sounds.placeholder";

    private final Workspace ws;
    private final MediaPrompts prompts;
    private final ExternalImages externals;
    private final Consumer<String> notes;

    public MediaReplacer(Workspace ws, MediaPrompts prompts, ExternalImages externals, Consumer<String> notes) {
        this.ws = ws;
        this.prompts = prompts;
        this.externals = externals;
        this.notes = notes;
    }

    /** Whether {@code f} names a placeholder this can replace. */
    public static boolean offers(Finding f) {
        return f != null && (IMAGE_PLACEHOLDER.equals(f.checkId()) || SOUND_PLACEHOLDER.equals(f.checkId()));
    }

    /** Asks for the replacement of the finding's image or sound and applies it; false when nothing was replaced. */
    public boolean replace(Finding f) {
        if (!offers(f)) {
            return false;
        }
        Location at = f.location();
        if (IMAGE_PLACEHOLDER.equals(f.checkId())) {
            MapImage image = Locations.image(ws.map(), at).orElse(null);
            if (image == null) {
                notes.accept("The image is no longer in the map");
                return false;
            }
            Path file = prompts.openFile("Replace '" + image.name() + "' with a PNG", "png");
            return file != null && show(new ImageCommands(ws, externals).replace(image, file), image.name());
        }
        MapSound sound = Locations.sound(ws.map(), at).orElse(null);
        if (sound == null) {
            notes.accept("The sound is no longer in the map");
            return false;
        }
        Path file = prompts.openFile("Replace '" + sound.name() + "' with an Opus file", "opus");
        return file != null && show(new SoundCommands(ws).replace(sound, file), sound.name());
    }

    private boolean show(Outcome o, String name) {
        if (o.failed()) {
            notes.accept("Replace failed: " + o.error());
            return false;
        }
        notes.accept(
                "Replaced '" + name + "'" + (o.warnings().isEmpty() ? "" : ": " + String.join("; ", o.warnings())));
        return o.changed();
    }
}
