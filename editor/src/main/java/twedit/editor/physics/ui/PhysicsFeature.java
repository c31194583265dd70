package twedit.editor.physics.ui;

import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.feature.TilePalette;
import twedit.editor.physics.PhysicsParams;

/**
 * Physics layers as a feature: the palette the Tiles tab shows for tele, speedup, switch and tune layers, built after
 * the first frame together with the numbers and arrows drawn over the map and the keys and wheel that renumber.
 */
public final class PhysicsFeature implements Feature {
    private FeatureContext ctx;
    private PhysicsSupport support;

    @Override
    public void install(FeatureContext context, Contributions out) {
        ctx = context;
        out.tilePalette(new TilePalette(
                "physics", l -> l.kind().isPhysics(), () -> support().palette()));
    }

    /** The palette, overlay and renumbering, built on first use. */
    public PhysicsSupport support() {
        if (support == null) {
            support = new PhysicsSupport(ctx.workspace(), ctx.tools(), ctx.view(), ctx.overlays()::atlas);
            support.palette().setGameType(ctx.overlays()::gameType);
        }
        return support;
    }

    public PhysicsParams params() {
        return support().params();
    }
}
