package twedit.editor.automap;

import java.awt.Rectangle;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import javax.swing.SwingWorker;
import twedit.editor.state.LayerSettings;
import twedit.editor.state.Workspace;
import twedit.model.automap.AutomapReference;
import twedit.model.automap.AutomapResult;
import twedit.model.automap.Automapper;
import twedit.model.automap.Configuration;
import twedit.model.automap.RulesParseResult;
import twedit.model.document.MapDocument;
import twedit.model.document.Origin;
import twedit.model.document.edits.Edits;
import twedit.model.map.AutomapperConfig;
import twedit.model.map.Props;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;

/**
 * Automapping a tiles layer: its rules (via {@link RulesLocator} and {@link RulesCache}), its stored settings
 * (changed through the document), and runs of the whole layer or a rectangle on a background worker whose result
 * is applied on the event thread as one undo step. Use from the event thread.
 */
public final class AutomapController {
    /** The label of a whole-layer run's undo step. */
    public static final String LAYER_LABEL = "Automap layer";
    /** The label of a selection run's undo step. */
    public static final String SELECTION_LABEL = "Automap selection";

    /** The rules of a layer, or why there are none usable. */
    public record Rules(RulesLocator.Found found, RulesParseResult parsed, String problem) {
        /** Whether configurations can be run. */
        public boolean usable() {
            return parsed != null && !parsed.rules().configurations().isEmpty();
        }
    }

    private final Workspace ws;
    private final RulesLocator locator;
    private final RulesCache cache = new RulesCache();
    /** Each layer's Reference (DDNet keeps it in its editor only: twedit's settings for the map, not the file). */
    private final LayerSettings references;

    private SwingWorker<?, ?> running;

    /** {@code r} with the opaque flags the layer's image gives its new tiles (as DDNet's editor saves them). */
    AutomapResult withOpacity(TileLayer layer, AutomapResult r) {
        return ws.opacity().of(layer).map(r::withOpacity).orElse(r);
    }

    public AutomapController(Workspace ws, RulesLocator locator) {
        this(ws, locator, new LayerSettings(null, "automapReference"));
    }

    /** @param references where each layer's Reference is kept */
    public AutomapController(Workspace ws, RulesLocator locator, LayerSettings references) {
        this.ws = ws;
        this.locator = locator;
        this.references = references;
    }

    /** The layer's Reference: what the first run reads (NONE: the layer itself). */
    public AutomapReference reference(TileLayer layer) {
        String s = references.get(ws.document(), ws.file(), layer);
        return s == null ? AutomapReference.NONE : AutomapReference.parse(s).orElse(AutomapReference.NONE);
    }

    /** Sets the layer's Reference (kept in twedit's settings for the map, never in the file). */
    public void setReference(TileLayer layer, AutomapReference r) {
        references.put(ws.document(), ws.file(), layer, r == AutomapReference.NONE ? null : r.cliName());
    }

    /** What the first run of the layer's automapping reads: its Reference in the current Game layer, or null. */
    Automapper.Reference referenceInput(TileLayer layer) {
        return reference(layer).of(ws.map().gameLayer().map(TileLayer::grid).orElse(null));
    }

    public RulesLocator locator() {
        return locator;
    }

    /** Forgets parsed rules so the next use reads the files again. */
    public void reload() {
        cache.clear();
    }

    /** Whether the layer can be automapped at all (plain tiles layers only). */
    public static boolean automappable(TileLayer layer) {
        return layer != null && layer.kind() == TileKind.TILES;
    }

    /** The layer's rules file, parsed (with its diagnostics), or the problem. */
    public Rules rules(TileLayer layer) {
        Optional<RulesLocator.Found> f = locator.find(layer);
        if (f.isEmpty()) {
            return new Rules(
                    null,
                    null,
                    layer.image() == null
                            ? "The layer has no image, so there are no rules" + " for it: choose a rules file."
                            : "No rules for image '" + layer.image().name() + "': choose" + " a rules file.");
        }
        try {
            RulesParseResult parsed = cache.get(f.get().file());
            String problem = parsed.rules().configurations().isEmpty() ? "The rules file has no configurations." : null;
            return new Rules(f.get(), parsed, problem);
        } catch (IOException e) {
            return new Rules(f.get(), null, "Cannot read " + f.get().file() + ": " + e.getMessage());
        }
    }

    /** The layer's settings, or the defaults (no configuration, seed 0, manual). */
    public static AutomapperConfig settings(TileLayer layer) {
        AutomapperConfig c = layer.automapper();
        return c != null ? c : new AutomapperConfig(-1, 0, 0);
    }

    /** Stores new settings in the layer through the document (one undo step); nothing when unchanged. */
    public void setSettings(TileLayer layer, AutomapperConfig config) {
        if (!config.equals(settings(layer)) || layer.automapper() == null) {
            ws.document().apply(Edits.set(layer, Props.TILES_AUTOMAPPER, config));
        }
    }

    /** The configuration the layer's settings choose (or the file's first when none is chosen). */
    public Optional<Configuration> configuration(TileLayer layer, Rules rules) {
        if (!rules.usable()) {
            return Optional.empty();
        }
        List<Configuration> all = rules.parsed().rules().configurations();
        int i = settings(layer).config();
        return Optional.of(all.get(i >= 0 && i < all.size() ? i : 0));
    }

    /** Whether a run is going on. */
    public boolean busy() {
        return running != null && !running.isDone();
    }

    /**
     * Automaps the whole layer (or {@code rect} of it) in the background and applies the result as one undo step;
     * when no configuration was chosen yet the first is stored in the same step. {@code done} gets a message.
     */
    public void run(TileLayer layer, Rectangle rect, Consumer<String> done) {
        Rules rules = rules(layer);
        if (busy()) {
            done.accept("An automap run is still going on.");
            return;
        }
        if (!automappable(layer) || !rules.usable()) {
            done.accept(!automappable(layer) ? "Only tiles layers can be automapped." : rules.problem());
            return;
        }
        Configuration config = configuration(layer, rules).orElseThrow();
        int index = rules.parsed().rules().configurations().indexOf(config);
        AutomapperConfig settings = settings(layer);
        MapDocument doc = ws.document();
        TileGrid snapshot = layer.grid().copy();
        Automapper.Reference live = referenceInput(layer);
        // the Game layer as it is now: the run goes on in the background while the map may change
        Automapper.Reference ref =
                live == null ? null : new Automapper.Reference(live.game().copy(), live.tile());
        String label = rect == null ? LAYER_LABEL : SELECTION_LABEL;
        running = new SwingWorker<AutomapResult, Void>() {
            @Override
            protected AutomapResult doInBackground() {
                Automapper a = new Automapper(config);
                return rect == null
                        ? a.run(snapshot, settings.seed(), 0, 0, snapshot.width(), snapshot.height(), ref)
                        : a.run(snapshot, settings.seed(), rect.x, rect.y, rect.width, rect.height, ref);
            }

            @Override
            protected void done() {
                AutomapResult r;
                try {
                    r = get();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                } catch (ExecutionException e) {
                    done.accept("Automapping failed: " + e.getCause().getMessage());
                    return;
                }
                if (ws.document() != doc
                        || !doc.map().allLayers().contains(layer)
                        || !layer.grid().equals(snapshot)) {
                    done.accept(
                            "The layer changed while it was being automapped; nothing was applied. Run it" + " again.");
                    return;
                }
                if (doc.inStroke()) {
                    done.accept("Finish painting first.");
                    return;
                }
                // the cells as saved (with the image's opaque flags), counted as `twedit diff` counts them
                AutomapResult applied = withOpacity(layer, r);
                doc.compound(label, Origin.AUTOMAP, () -> {
                    if (settings.config() != index) {
                        doc.apply(Edits.set(
                                layer,
                                Props.TILES_AUTOMAPPER,
                                new AutomapperConfig(index, settings.seed(), settings.flags())));
                    }
                    doc.apply(applied.toEdit(layer));
                });
                int n = applied.readChangedCount();
                done.accept("[" + config.name() + "] seed " + r.seed() + ": " + n + " cell" + (n == 1 ? "" : "s")
                        + " changed.");
            }
        };
        running.execute();
    }
}
