package twedit.editor.envelopes;

import java.awt.Dimension;
import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.feature.LayerTool;
import twedit.editor.feature.MenuItem;
import twedit.editor.feature.Panel;
import twedit.editor.ui.Actions;

/**
 * Quads, sound sources and envelopes as a feature: the Quad / Sound tab, the envelope dock below the map and the quad
 * and sound tools, all built after the first frame.
 */
public final class AnimationFeature implements Feature {
    /** DDNet's key for "Add quad" and "Add sound source" ({@code quick_actions.h}). */
    static final String ADD_KEY = "ctrl Q";

    private FeatureContext ctx;
    private AnimationEditors editors;

    @Override
    public void install(FeatureContext context, Contributions out) {
        ctx = context;
        out.panel(
                Panel.lateLowerSide("quadSound", "Quad / Sound", () -> editors().inspector()));
        out.panel(new Panel(
                "envelopes",
                "Envelopes",
                Panel.Area.BOTTOM,
                new Dimension(EnvelopeDock.PREFERRED_WIDTH, EnvelopeDock.PREFERRED_HEIGHT),
                new Dimension(0, EnvelopeDock.MINIMUM_HEIGHT),
                true,
                () -> editors().dock()));
        out.menuItem(new MenuItem(
                "Edit",
                Actions.of(
                        "Add quad / sound source",
                        ADD_KEY,
                        "Add a quad (quads layer) or a sound source (sounds layer) under the mouse, as DDNet's Ctrl+Q",
                        () -> editors().addQuadOrSound()),
                "addQuadOrSoundItem"));
        out.layerTool(new LayerTool(l -> editors().toolFor(l), true));
    }

    /** The editors, built on first use. */
    public AnimationEditors editors() {
        if (editors == null) {
            editors = new AnimationEditors(ctx.workspace(), ctx.tools(), ctx.view());
        }
        return editors;
    }
}
