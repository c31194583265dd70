package twedit.model.optimize;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import twedit.model.document.MapDocument;
import twedit.model.document.Origin;
import twedit.model.map.TwMap;

/**
 * Runs the chosen optimizations on a document as one undo step ("Optimize map"), each built on the map the one
 * before left: duplicates are merged and empty layers removed first, so what they leave unused goes too.
 */
public final class Optimizer {
    /** The label of the undo step. */
    public static final String LABEL = "Optimize map";

    private final OptimizeOptions options;
    private final PixelMemo memo;

    public Optimizer(OptimizeOptions options) {
        this(options, new PixelMemo());
    }

    /** An optimizer reusing the cleared tileset pixels {@code memo} holds (see {@link PixelMemo}). */
    public Optimizer(OptimizeOptions options, PixelMemo memo) {
        this.options = options;
        this.memo = memo;
    }

    /** Applies the optimizations to {@code doc} as one step produced by {@code origin}; returns what was done. */
    public OptimizeReport optimize(MapDocument doc, Origin origin) {
        List<OptimizeAction> done = new ArrayList<>();
        doc.compound(LABEL, origin, () -> {
            for (var step : order()) {
                if (options.has(step.kind)) {
                    OptimizeStep s = step.build.apply(doc.map());
                    if (!s.isEmpty()) {
                        doc.apply(s.edit());
                        done.addAll(s.actions());
                    }
                }
            }
        });
        return new OptimizeReport(done);
    }

    private record Ordered(OptimizeAction.Kind kind, Function<TwMap, OptimizeStep> build) {}

    private List<Ordered> order() {
        return List.of(
                new Ordered(OptimizeAction.Kind.DUPLICATE_IMAGE, OptimizeEdits::removeDuplicateImages),
                new Ordered(OptimizeAction.Kind.EMPTY_LAYER, OptimizeEdits::removeEmptyLayers),
                new Ordered(OptimizeAction.Kind.SHRINK_LAYER, OptimizeEdits::shrinkLayers),
                new Ordered(OptimizeAction.Kind.UNUSED_ENVELOPE, OptimizeEdits::removeUnusedEnvelopes),
                new Ordered(OptimizeAction.Kind.UNUSED_IMAGE, OptimizeEdits::removeUnusedImages),
                new Ordered(OptimizeAction.Kind.UNUSED_SOUND, OptimizeEdits::removeUnusedSounds),
                new Ordered(OptimizeAction.Kind.CLEAR_TILES, m -> OptimizeEdits.clearUnusedTiles(m, memo)));
    }
}
