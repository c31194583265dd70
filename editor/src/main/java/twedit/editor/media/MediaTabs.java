package twedit.editor.media;

import java.awt.Component;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.swing.JTabbedPane;
import twedit.editor.state.Workspace;
import twedit.editor.view.ImageStore;
import twedit.media.SoundPlayer;

/** Adds the Images and Sounds tabs to the window's side tabs, with Swing dialogs and a sound player. */
public final class MediaTabs {
    private MediaTabs() {
    }

    /**
     * Adds "Images" and "Sounds" tabs.
     *
     * @param dataDir the DDNet data directory, asked each time (external images)
     */
    public static void install(JTabbedPane tabs, Component parent, Workspace ws, ImageStore store,
            Supplier<Optional<Path>> dataDir) {
        MediaPrompts prompts = new SwingMediaPrompts(parent, ws::form);
        tabs.addTab("Images", new ImagesPanel(ws, store, new ExternalImages(dataDir), prompts));
        SoundsPanel[] sounds = new SoundsPanel[1];
        Consumer<String> messages = m -> {
            if (sounds[0] != null) {
                sounds[0].message(m);
            }
        };
        sounds[0] = new SoundsPanel(ws, prompts, new SoundPlayer(messages));
        tabs.addTab("Sounds", sounds[0]);
    }
}
