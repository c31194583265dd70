package twedit.editor.doctor;

import java.awt.Component;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import javax.swing.JOptionPane;
import javax.swing.SwingUtilities;
import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.feature.Panel;
import twedit.editor.feature.Panels;
import twedit.editor.files.FileActions;
import twedit.editor.media.ExternalImages;
import twedit.editor.media.SwingMediaPrompts;
import twedit.editor.safety.Autosaver;
import twedit.editor.safety.RecoveryOffer;
import twedit.editor.safety.RecoveryStore;
import twedit.editor.safety.SafeWriter;
import twedit.editor.safety.SafetyPrefs;
import twedit.editor.state.Workspace;
import twedit.editor.ui.Ask;
import twedit.editor.ui.FileChoosers;
import twedit.model.codec.LoadResult;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.doctor.Salvage;
import twedit.model.document.MapDocument;
import twedit.model.io.MapFiles;
import twedit.model.map.TwMap;

/**
 * The doctor as a feature: the Problems tab (its title counts the errors), the file step (salvaging open, checked and
 * backed-up save), autosave to the recovery folder and the offer to recover after a crash.
 */
public final class DoctorFeature implements Feature {
    /** Title of the Problems tab (followed by the error count). */
    public static final String TAB = "Problems";
    /** Id of the Problems panel. */
    public static final String PANEL = "problems";

    private Component parent;
    private Workspace ws;
    private FileActions files;
    private MapFiles mapFiles;
    private Consumer<String> notes;
    private Panels panels;
    private ExecutorService worker;
    private SafetyPrefs prefs;
    private RecoveryStore store;
    private Autosaver autosaver;
    private ProblemsPanel problems;

    @Override
    public void install(FeatureContext ctx, Contributions out) {
        parent = ctx.owner();
        ws = ctx.workspace();
        files = ctx.files();
        mapFiles = ctx.mapFiles();
        notes = ctx.status()::setMessage;
        panels = ctx.panels();
        worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "twedit-doctor");
            t.setDaemon(true);
            return t;
        });
        prefs = new SafetyPrefs(ctx.prefs());
        store = new RecoveryStore(RecoveryStore.defaultDir(ctx.env(), ctx.home()));
        autosaver = new Autosaver(
                ws,
                store,
                (m, form) -> {
                    twedit.model.datafile.Datafile d = mapFiles.snapshot(m, new SaveOptions(form, false));
                    return () -> mapFiles.write(d);
                },
                notes);
        MediaReplacer replacer = new MediaReplacer(
                ws,
                new SwingMediaPrompts(parent, ws::form, new FileChoosers(ctx.prefs(), ws::file)),
                new ExternalImages(ctx.dataDir()),
                notes);
        problems = new ProblemsPanel(ws, new FindingLocator(ws, ctx.view()), worker, notes, replacer, ctx.checks());
        problems.addCountListener(() -> {
            int n = problems.errorCount();
            panels.setTitle(PANEL, n == 0 ? TAB : TAB + " (" + n + ")");
        });
        // it checks the map once it is placed, after the first frame: checking a large map takes a core for a while
        problems.hold();
        out.panel(Panel.lateBottom(PANEL, TAB, () -> {
            problems.release();
            return problems;
        }));
        out.fileStep(new OpenSaveGuard(
                parent, ws, problems, this::showProblems, new SafeWriter(prefs::keepBackup), autosaver, files::saveAs));
        out.whenShown(this::startSafety);
        out.onClose(this::shutdown);
    }

    /** Brings the Problems tab to the front. */
    public void showProblems() {
        panels.show(PANEL);
    }

    /** Starts autosaving (interval from the preferences) and offers to recover what a crash left behind. */
    public void startSafety() {
        autosaver.start(prefs::autosaveSeconds);
        SwingUtilities.invokeLater(this::offerRecovery);
    }

    /** Offers the recovery folder's maps, if any; true when there were some to offer. */
    public boolean offerRecovery() {
        List<RecoveryStore.Entry> entries = store.entries();
        if (entries.isEmpty()) {
            return false;
        }
        RecoveryOffer.Choice c = RecoveryOffer.ask(parent, entries);
        if (c.answer() == RecoveryOffer.Answer.RECOVER) {
            c.entries().forEach(this::recover);
        } else if (c.answer() == RecoveryOffer.Answer.DELETE_ALL
                && Ask.confirm(
                        parent,
                        "Delete autosaved maps",
                        "Delete " + entries.size() + " autosaved map" + (entries.size() == 1 ? "" : "s")
                                + "? Their unsaved changes are lost.",
                        "Delete")) {
            entries.forEach(e -> store.delete(e.id()));
        }
        return true;
    }

    /**
     * Opens an autosaved map in the background, in a tab of its own: it becomes the document of its original file,
     * modified.
     */
    public void recover(RecoveryStore.Entry entry) {
        notes.accept("Recovering " + entry.displayName() + "...");
        worker.execute(() -> {
            TwMap map;
            String failure = null;
            try {
                map = loadAny(entry.map());
            } catch (Exception | OutOfMemoryError e) {
                map = null;
                failure = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            }
            TwMap m = map;
            String why = failure;
            SwingUtilities.invokeLater(() -> {
                if (m == null) {
                    JOptionPane.showMessageDialog(
                            parent,
                            OpenSaveGuard.html("Cannot recover "
                                    + entry.displayName() + " from " + entry.map() + ":\n" + why
                                    + "\n\nThe autosaved file is kept."),
                            "Cannot recover",
                            JOptionPane.ERROR_MESSAGE);
                    return;
                }
                // in a tab of its own: the maps open now stay as they are
                ws.open(new MapDocument(m), entry.original(), entry.form());
                ws.document().markModified();
                autosaver.adopt(entry.id());
                notes.accept("Recovered " + entry.displayName() + " as autosaved; save it to keep the changes");
            });
        });
    }

    private TwMap loadAny(Path path) throws Exception {
        try {
            LoadResult r = mapFiles.load(path);
            return r.map();
        } catch (twedit.model.datafile.DatafileException e) {
            return Salvage.load(path, ReadLimits.EDITOR).map();
        }
    }

    /** Clean shutdown: stops autosave and deletes this session's recovery file. */
    public void shutdown() {
        autosaver.shutdown();
        worker.shutdownNow();
    }

    public ProblemsPanel problems() {
        return problems;
    }

    public Autosaver autosaver() {
        return autosaver;
    }

    public RecoveryStore recoveryStore() {
        return store;
    }

    public SafetyPrefs safetyPrefs() {
        return prefs;
    }
}
