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
    /** DDNet's key to toggle the animation ({@code editor.cpp}). */
    static final String PLAY_KEY = "ctrl M";

    private FeatureContext ctx;
    private AnimationEditors editors;
    /** Whether the last layer selected brought the quad inspector to the front. */
    private boolean broughtInspector;
    /** The colour envelope the current tiles layer had when last looked at, to see one given to it in Properties. */
    private twedit.model.map.Envelope layerEnvelope;

    @Override
    public void install(FeatureContext context, Contributions out) {
        ctx = context;
        out.panel(Panel.lateLowerSide("quadSound", "Quad / Sound", () -> {
            javax.swing.JComponent c = editors().inspector();
            // an envelope picked for a quad or a sound opens in the envelope editor
            EnvelopeOpens.watch(c, env -> {
                ctx.panels().show("envelopes");
                editors().dock().select(env);
            });
            return c;
        }));
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
        out.menuItem(new MenuItem(
                "View",
                Actions.of(
                        "Play / Pause Animations",
                        PLAY_KEY,
                        "Play or pause the map's envelopes on the map and in the envelope editor, as DDNet's Ctrl+M",
                        () -> editors().playback().toggle()),
                "playAnimationsItem"));
        out.menuItem(new MenuItem(
                "View",
                Actions.of(
                        "Jump to Animation Start",
                        null,
                        "Stop the animations and go back to their beginning, as DDNet's button",
                        () -> editors().playback().stop()),
                "animationStartItem"));
        out.layerTool(new LayerTool(l -> editors().toolFor(l), true));
        context.workspace().addListener(new twedit.editor.state.WorkspaceListener() {
            @Override
            public void selectionChanged() {
                followLayer();
                layerEnvelope = currentLayerEnvelope();
            }

            @Override
            public void documentReplaced() {
                layerEnvelope = currentLayerEnvelope();
            }

            @Override
            public void documentChanged(twedit.model.document.DocumentEvent event) {
                openGivenEnvelope();
            }
        });
    }

    /**
     * Brings the quad inspector to the front when a quads or sounds layer is selected (where it shares a stack with
     * the tile palettes, on a small screen), and the palettes back when a tiles layer is selected after that.
     */
    private void followLayer() {
        twedit.model.map.Layer l = ctx.workspace().currentLayer();
        if (l instanceof twedit.model.map.QuadsLayer || l instanceof twedit.model.map.SoundsLayer) {
            ctx.panels().front("quadSound");
            broughtInspector = true;
        } else if (l instanceof twedit.model.map.TileLayer && broughtInspector) {
            ctx.panels().front("tiles");
            broughtInspector = false;
        }
    }

    /**
     * Opens the Envelopes panel on a colour envelope just given to the current tiles layer (Properties' "Color env."),
     * as the quad inspector's envelope lists do: the panel starts hidden and comes where the work needs it.
     */
    private void openGivenEnvelope() {
        twedit.model.map.Envelope now = currentLayerEnvelope();
        if (now != null && now != layerEnvelope) {
            ctx.panels().show("envelopes");
            editors().dock().select(now);
        }
        layerEnvelope = now;
    }

    private twedit.model.map.Envelope currentLayerEnvelope() {
        return ctx.workspace().currentLayer() instanceof twedit.model.map.TileLayer t ? t.colorEnvelope() : null;
    }

    /** The editors, built on first use. */
    public AnimationEditors editors() {
        if (editors == null) {
            editors = new AnimationEditors(ctx.workspace(), ctx.tools(), ctx.view());
        }
        return editors;
    }
}
