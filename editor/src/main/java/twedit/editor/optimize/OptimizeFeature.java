package twedit.editor.optimize;

import java.util.function.Function;
import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.feature.MenuItem;
import twedit.editor.ui.Actions;
import twedit.model.codec.EncodeException;
import twedit.model.document.MapDocument;
import twedit.model.document.Origin;
import twedit.model.map.TwMap;
import twedit.model.optimize.OptimizeEdits;
import twedit.model.optimize.OptimizeOptions;
import twedit.model.optimize.OptimizeReport;
import twedit.model.optimize.OptimizeStep;
import twedit.model.optimize.Optimizer;

/**
 * Tools menu: Optimize Map... (see {@link OptimizeDialog}) and Remove Unused Images / Sounds / Envelopes, each one
 * edit; the status bar says what was done.
 */
public final class OptimizeFeature implements Feature {
    /** The origin of the edits this feature makes. */
    public static final Origin ORIGIN = new Origin("optimize");

    private FeatureContext ctx;

    @Override
    public void install(FeatureContext context, Contributions out) {
        ctx = context;
        out.menuItem(new MenuItem(
                "Tools",
                Actions.of(
                        "Optimize Map...",
                        null,
                        "Remove what the map does not use, shrink layers and clear unused tileset cells, as one step",
                        this::openDialog),
                "optimizeMapItem"));
        out.menuItem(removeItem("Remove Unused Images", "images", OptimizeEdits::removeUnusedImages));
        out.menuItem(removeItem("Remove Unused Sounds", "sounds", OptimizeEdits::removeUnusedSounds));
        out.menuItem(removeItem("Remove Unused Envelopes", "envelopes", OptimizeEdits::removeUnusedEnvelopes));
    }

    private MenuItem removeItem(String name, String what, Function<TwMap, OptimizeStep> build) {
        return new MenuItem(
                "Tools",
                Actions.of(name, null, name + " (one step)", () -> removeUnused(what, build)),
                "removeUnused" + Character.toUpperCase(what.charAt(0)) + what.substring(1) + "Item");
    }

    /** Removes what {@code build} finds unused as one edit and says how many went. */
    void removeUnused(String what, Function<TwMap, OptimizeStep> build) {
        MapDocument doc = ctx.workspace().document();
        OptimizeStep step = build.apply(doc.map());
        if (step.isEmpty()) {
            ctx.status().setMessage("No unused " + what);
            return;
        }
        doc.apply(step.edit(), ORIGIN);
        int n = step.actions().size();
        ctx.status().setMessage("Removed " + n + " unused " + (n == 1 ? what.substring(0, what.length() - 1) : what));
    }

    /** Opens the Optimize Map dialog on the current map. */
    void openDialog() {
        MapDocument doc = ctx.workspace().document();
        try {
            new OptimizeDialog(ctx.owner(), OptimizeAnalysis.snapshot(doc.map()), a -> apply(doc, a)).setVisible(true);
        } catch (EncodeException e) {
            ctx.status().setMessage("Cannot optimize: " + e.getMessage());
        }
    }

    private void apply(MapDocument doc, OptimizeDialog.Apply a) {
        if (doc != ctx.workspace().document() || a.kinds().isEmpty()) {
            return;
        }
        OptimizeReport r = new Optimizer(new OptimizeOptions(a.kinds()), a.memo()).optimize(doc, ORIGIN);
        ctx.status().setMessage("Optimized: " + r.summary());
    }
}
