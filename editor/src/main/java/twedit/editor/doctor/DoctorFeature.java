package twedit.editor.doctor;

import java.awt.Component;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import java.util.prefs.Preferences;
import javax.swing.JOptionPane;
import javax.swing.JTabbedPane;
import javax.swing.SwingUtilities;
import twedit.editor.app.FileController;
import twedit.editor.safety.Autosaver;
import twedit.editor.safety.RecoveryOffer;
import twedit.editor.safety.RecoveryStore;
import twedit.editor.safety.SafeWriter;
import twedit.editor.safety.SafetyPrefs;
import twedit.editor.state.Workspace;
import twedit.editor.view.MapView;
import twedit.model.codec.LoadResult;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.doctor.Salvage;
import twedit.model.document.MapDocument;
import twedit.model.io.MapFiles;
import twedit.model.map.TwMap;

/**
 * The doctor in the window: the Problems tab, the file hooks (salvaging open, checked and backed-up save), autosave
 * to the recovery folder and the offer to recover after a crash.
 */
public final class DoctorFeature {
    /** Title of the Problems tab (followed by the error count). */
    public static final String TAB = "Problems";

    private final Component parent;
    private final Workspace ws;
    private final FileController files;
    private final MapFiles mapFiles;
    private final Consumer<String> notes;
    private final ExecutorService worker;
    private final SafetyPrefs prefs;
    private final RecoveryStore store;
    private final Autosaver autosaver;
    private final ProblemsPanel problems;
    private final OpenSaveGuard guard;
    private JTabbedPane tabs;

    /**
     * @param prefsNode the user's preference node (autosave interval, backups)
     * @param env the environment (TWEDIT_RECOVERY_DIR, XDG_DATA_HOME)
     * @param notes shows short messages in the status bar
     */
    public DoctorFeature(Component parent, Workspace ws, MapView view, FileController files, MapFiles mapFiles,
            Preferences prefsNode, Map<String, String> env, Path home, Consumer<String> notes) {
        this.parent = parent;
        this.ws = ws;
        this.files = files;
        this.mapFiles = mapFiles;
        this.notes = notes;
        worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "twedit-doctor");
            t.setDaemon(true);
            return t;
        });
        prefs = new SafetyPrefs(prefsNode);
        store = new RecoveryStore(RecoveryStore.defaultDir(env, home));
        autosaver = new Autosaver(ws, store, (m, form) -> mapFiles.encode(m, new SaveOptions(form, false)), notes);
        problems = new ProblemsPanel(ws, new FindingLocator(ws, view), worker, notes);
        guard = new OpenSaveGuard(parent, ws, problems, this::showProblems, new SafeWriter(prefs::keepBackup),
                autosaver, files::saveAs);
    }

    /** Adds the Problems tab, whose title counts the errors. */
    public void install(JTabbedPane into) {
        tabs = into;
        into.addTab(TAB, problems);
        problems.addCountListener(() -> {
            int i = into.indexOfComponent(problems);
            if (i >= 0) {
                int n = problems.errorCount();
                into.setTitleAt(i, n == 0 ? TAB : TAB + " (" + n + ")");
            }
        });
    }

    /** Brings the Problems tab to the front. */
    public void showProblems() {
        if (tabs != null && tabs.indexOfComponent(problems) >= 0) {
            tabs.setSelectedComponent(problems);
        }
    }

    /** The hooks the file controller calls around opening and saving. */
    public FileHooks fileHooks() {
        return guard;
    }

    /** Starts autosaving (interval from the preferences) and offers to recover what a crash left behind. */
    public void startSafety() {
        autosaver.start(prefs.autosaveSeconds());
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
            recover(c.entry());
        } else if (c.answer() == RecoveryOffer.Answer.DELETE_ALL && JOptionPane.showConfirmDialog(parent,
                "Delete " + entries.size() + " autosaved map" + (entries.size() == 1 ? "" : "s")
                + "? Their unsaved changes are lost.", "Delete autosaved maps", JOptionPane.OK_CANCEL_OPTION,
                JOptionPane.WARNING_MESSAGE) == JOptionPane.OK_OPTION) {
            entries.forEach(e -> store.delete(e.id()));
        }
        return true;
    }

    /** Opens an autosaved map in the background: it becomes the document of its original file, modified. */
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
                    JOptionPane.showMessageDialog(parent, OpenSaveGuard.html("Cannot recover "
                            + entry.displayName() + " from " + entry.map() + ":\n" + why
                            + "\n\nThe autosaved file is kept."), "Cannot recover", JOptionPane.ERROR_MESSAGE);
                    return;
                }
                files.confirmDiscard(() -> {
                    ws.setDocument(new MapDocument(m), entry.original(), entry.form());
                    ws.document().markModified();
                    autosaver.adopt(entry.id());
                    notes.accept("Recovered " + entry.displayName() + " as autosaved; save it to keep the changes");
                });
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
