package twedit.editor.automap;

import java.awt.Rectangle;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Optional;
import javax.swing.SwingUtilities;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;
import twedit.model.automap.AutomapResult;
import twedit.model.automap.Automapper;
import twedit.model.automap.Configuration;
import twedit.model.document.DocumentEvent;
import twedit.model.document.MapDocument;
import twedit.model.document.Origin;
import twedit.model.document.edits.Change;
import twedit.model.map.TileLayer;

/**
 * Live automapping: when tiles are painted on a layer whose settings have the automatic flag, the painted area
 * (grown by the rules' reach) is automapped right after. While the paint stroke is still open the result joins
 * the stroke, so painting and automapping undo as one step; after a single edit (fill, paste) it is a separate
 * step labelled {@value #LABEL}.
 */
public final class LiveAutomap implements WorkspaceListener {
    /** The label of a live automap step that could not join the paint step. */
    public static final String LABEL = "Live automap";

    private final Workspace ws;
    private final AutomapController automap;
    private final Map<TileLayer, Rectangle> dirty = new IdentityHashMap<>();
    private boolean scheduled;
    private boolean applying;
    /** A stroke painted with rules nobody was asked about yet: the question comes when it ends. */
    private boolean waiting;
    /** Asks whether rules with errors may run (true: run with the lines that parsed). */
    private final java.util.function.Predicate<AutomapController.Rules> mayRunWithErrors;
    /** The answer given per rules file, for the rules as then parsed: asked once a session, again when they change. */
    private final Map<java.nio.file.Path, Answer> answers = new java.util.HashMap<>();

    private record Answer(twedit.model.automap.RulesParseResult parsed, boolean run) {}

    /** Live automapping that runs rules with errors only once {@code mayRunWithErrors} said so for their file. */
    public LiveAutomap(
            Workspace ws,
            AutomapController automap,
            java.util.function.Predicate<AutomapController.Rules> mayRunWithErrors) {
        this.ws = ws;
        this.automap = automap;
        this.mayRunWithErrors = mayRunWithErrors;
    }

    @Override
    public void documentReplaced() {
        dirty.clear();
    }

    @Override
    public void documentChanged(DocumentEvent e) {
        if (e.kind() == DocumentEvent.Kind.HISTORY
                && !dirty.isEmpty()
                && !scheduled
                && !ws.document().inStroke()) {
            // a stroke that waited for an answer about its rules has ended: ask now
            scheduled = true;
            SwingUtilities.invokeLater(this::flush);
            return;
        }
        // automapper output never triggers automapping again: decided by who produced the change, not its label
        if (applying
                || (e.kind() != DocumentEvent.Kind.APPLY && e.kind() != DocumentEvent.Kind.STROKE_STEP)
                || e.origin().equals(Origin.AUTOMAP)
                || e.origin().equals(Origin.LIVE_AUTOMAP)) {
            return;
        }
        for (Change c : e.changes()) {
            if (c instanceof Change.TilesChanged t && isLive(t.layer())) {
                dirty.merge(t.layer(), new Rectangle(t.x(), t.y(), t.width(), t.height()), Rectangle::union);
            }
        }
        if (!dirty.isEmpty() && !scheduled) {
            scheduled = true;
            SwingUtilities.invokeLater(this::flush);
        }
    }

    private static boolean isLive(TileLayer layer) {
        return AutomapController.automappable(layer)
                && layer.automapper() != null
                && layer.automapper().automatic()
                && layer.automapper().config() >= 0
                // as DDNet: seed 0 would be a fresh random seed on every change, so it never automaps live
                && layer.automapper().seed() != 0;
    }

    /**
     * Whether {@code rules} may run live: yes without errors; with errors as the user answered for the file (asked
     * the first time, outside a stroke); {@link Verdict#LATER} while a stroke is open and nobody was asked yet.
     */
    private Verdict allowed(AutomapController.Rules rules) {
        if (!rules.usable() || rules.parsed().errors().isEmpty() || rules.found() == null) {
            return Verdict.RUN;
        }
        java.nio.file.Path file = rules.found().file();
        Answer a = answers.get(file);
        if (a != null && a.parsed() == rules.parsed()) {
            return a.run() ? Verdict.RUN : Verdict.SKIP;
        }
        if (ws.document().inStroke()) {
            return Verdict.LATER;
        }
        boolean run = mayRunWithErrors.test(rules);
        answers.put(file, new Answer(rules.parsed(), run));
        return run ? Verdict.RUN : Verdict.SKIP;
    }

    /** Whether live automap runs on a layer's rules now, not at all, or once the stroke has ended. */
    private enum Verdict {
        RUN,
        SKIP,
        LATER
    }

    /** Automaps what was painted since the last flush (runs on the event thread). */
    void flush() {
        scheduled = false;
        MapDocument doc = ws.document();
        Map<TileLayer, Rectangle> todo = new IdentityHashMap<>(dirty);
        dirty.clear();
        for (Map.Entry<TileLayer, Rectangle> en : todo.entrySet()) {
            TileLayer layer = en.getKey();
            if (!doc.map().allLayers().contains(layer) || !isLive(layer)) {
                continue;
            }
            AutomapController.Rules rules = automap.rules(layer);
            Verdict allowed = allowed(rules);
            if (allowed == Verdict.LATER) {
                // never a question in the middle of a stroke (the dialog would take the mouse): asked when it ends
                dirty.merge(layer, en.getValue(), Rectangle::union);
                waiting = true;
                continue;
            }
            if (allowed == Verdict.SKIP) {
                continue;
            }
            Optional<Configuration> config = automap.configuration(layer, rules);
            if (config.isEmpty()) {
                continue;
            }
            Rectangle r = en.getValue();
            // as DDNet's editor does after each change (ProceedLocalized), so live results equal its own
            AutomapResult result = automap.withOpacity(
                    layer,
                    new Automapper(config.get())
                            .runLocalized(
                                    layer.grid(),
                                    layer.automapper().seed(),
                                    r.x,
                                    r.y,
                                    r.width,
                                    r.height,
                                    automap.referenceInput(layer)));
            if (result.isEmpty()) {
                continue;
            }
            applying = true;
            try {
                if (doc.inStroke()) {
                    doc.apply(result.toEdit(layer), Origin.LIVE_AUTOMAP);
                } else {
                    doc.compound(LABEL, Origin.LIVE_AUTOMAP, () -> doc.apply(result.toEdit(layer)));
                }
            } finally {
                applying = false;
            }
        }
    }
}
