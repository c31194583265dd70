package twedit.editor.media;

import java.util.function.Consumer;
import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.feature.Panel;
import twedit.editor.ui.FileChoosers;
import twedit.media.SoundPlayer;

/** The map's images and sounds as a feature: the Images and Sounds tabs (built after the first frame). */
public final class MediaFeature implements Feature {
    @Override
    public void install(FeatureContext ctx, Contributions out) {
        // one set of prompts for both tabs: they share the folder last chosen
        MediaPrompts prompts = new SwingMediaPrompts(
                ctx.owner(), ctx.workspace()::form, new FileChoosers(ctx.prefs(), ctx.workspace()::file));
        out.panel(Panel.lateSide(
                "images",
                "Images",
                () -> new ImagesPanel(ctx.workspace(), ctx.images(), new ExternalImages(ctx.dataDir()), prompts)));
        out.panel(Panel.lateSide("sounds", "Sounds", () -> {
            SoundsPanel[] sounds = new SoundsPanel[1];
            Consumer<String> messages = m -> {
                if (sounds[0] != null) {
                    sounds[0].message(m);
                }
            };
            sounds[0] = new SoundsPanel(ctx.workspace(), prompts, new SoundPlayer(messages));
            return sounds[0];
        }));
    }
}
