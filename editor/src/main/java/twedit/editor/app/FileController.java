package twedit.editor.app;

import java.awt.Component;
import java.io.File;
import java.nio.file.Path;
import java.util.concurrent.ExecutionException;
import javax.swing.JFileChooser;
import javax.swing.SwingWorker;
import twedit.editor.files.FileActions;
import twedit.editor.files.FileSteps;
import twedit.editor.files.MapFormat;
import twedit.editor.files.MapFormats;
import twedit.editor.state.OpenMap;
import twedit.editor.state.Workspace;
import twedit.editor.ui.Ask;
import twedit.editor.ui.FileChoosers;
import twedit.model.codec.LoadResult;
import twedit.model.codec.SourceForm;
import twedit.model.document.MapDocument;
import twedit.model.map.TwMap;

/**
 * New, open, save and save as: every open and save finds the file's format in the registry and goes through the file
 * steps (the doctor's among them); maps are read and encoded on a background thread while the window stays live but
 * takes no input; unsaved changes are asked about before anything would discard them. A map read from a damaged
 * file is never written back over it by Save: its first save asks for a new file ("name-fixed.map").
 */
public final class FileController implements FileActions {
    /** Size of the Game layer of a new map. */
    static final int NEW_WIDTH = 100;

    static final int NEW_HEIGHT = 50;

    /** Titles of the Save As dialogs and of the question before replacing a file (tests find them by these). */
    public static final String SAVE_AS_TITLE = "Save As";

    public static final String SAVE_REPAIRED_TITLE = "Save the repaired map as";

    /** The open and save dialogs' default filter: every map format together. */
    public static final String ALL_MAPS = "All maps";

    private final Component parent;
    private final Workspace ws;
    private final EditorPrefs prefs;
    private final FileChoosers choosers;
    private final MapFormats formats;
    private final FileSteps steps;
    private final Busy busy;
    private final twedit.editor.memory.MemoryGuard memory;
    private final Runnable beforeSave;
    private final Runnable recentChanged;
    private final MapChoosers mapChoosers;
    private boolean working;

    FileController(
            Component parent,
            Workspace ws,
            EditorPrefs prefs,
            MapFormats formats,
            FileSteps steps,
            Busy busy,
            twedit.editor.memory.MemoryGuard memory,
            Runnable beforeSave,
            Runnable recentChanged,
            Path userMaps,
            java.util.List<Path> programFiles) {
        this.parent = parent;
        this.ws = ws;
        this.prefs = prefs;
        this.choosers = new FileChoosers(prefs.node(), ws::file);
        this.mapChoosers = new MapChoosers(parent, ws, prefs, choosers, formats, userMaps, programFiles);
        this.formats = formats;
        this.steps = steps;
        this.busy = busy;
        this.memory = memory;
        this.beforeSave = beforeSave;
        this.recentChanged = recentChanged;
    }

    @Override
    public boolean askBeforeMap(Path nominal, SourceForm form) {
        return steps.beforeSave(formats.datafile(), nominal, form, null);
    }

    @Override
    public MapFormat.Saving mapConversion(MapDocument doc, SourceForm form) throws Exception {
        return steps.stepSave(formats.datafile(), doc, form);
    }

    /** The name the title and prompts use for the open map. */
    public String displayName() {
        return ws.current().displayName();
    }

    /**
     * Closes the tab of {@code m}, asking first when it has unsaved changes (its tab is shown for the question). The
     * last tab is not closed: a new map takes its place.
     */
    public void close(OpenMap m) {
        if (working || !ws.maps().contains(m)) {
            return;
        }
        if (!m.document().isModified()) {
            // nothing to ask: the question would be about the shown map, which may be another one
            closeAsked(m);
            return;
        }
        ws.switchTo(m);
        confirmDiscard(() -> closeAsked(m));
    }

    /** Closes {@code m}, asked about already; the last tab gets a new map instead. */
    private void closeAsked(OpenMap m) {
        if (ws.maps().size() == 1) {
            ws.setDocument(blank(), null, SourceForm.DDNET);
        } else {
            ws.close(m);
        }
    }

    /**
     * Asks once about each open map with unsaved changes (showing its tab), in tab order, then runs {@code proceed};
     * Cancel on any of them stops there and runs nothing.
     */
    public void confirmDiscardAll(Runnable proceed) {
        askEach(new java.util.HashSet<>(), proceed);
    }

    private void askEach(java.util.Set<OpenMap> asked, Runnable proceed) {
        java.util.Optional<OpenMap> next = ws.maps().stream()
                .filter(m -> m.document().isModified() && !asked.contains(m))
                .findFirst();
        if (next.isEmpty()) {
            proceed.run();
            return;
        }
        asked.add(next.get());
        ws.switchTo(next.get());
        confirmDiscard(() -> askEach(asked, proceed));
    }

    /** Runs {@code proceed} unless the map has unsaved changes the user wants to keep (saving first if asked). */
    @Override
    public void confirmDiscard(Runnable proceed) {
        if (!ws.document().isModified()) {
            proceed.run();
            return;
        }
        Ask.SaveChoice c = Dialogs.askSave(parent, displayName(), isDamaged());
        if (c == Ask.SaveChoice.SAVE) {
            save(proceed);
        } else if (c == Ask.SaveChoice.DISCARD) {
            proceed.run();
        }
    }

    /** Opens a new map in a new tab: a Game group with a 100x50 Game layer. */
    public void newMap() {
        ws.open(blank(), null, SourceForm.DDNET);
    }

    private static MapDocument blank() {
        return new MapDocument(TwMap.newMap(NEW_WIDTH, NEW_HEIGHT));
    }

    /** Asks for map files (one or several) and opens each in a new tab. */
    public void open() {
        JFileChooser ch = mapChoosers.openChooser();
        ch.setMultiSelectionEnabled(true);
        if (ch.showOpenDialog(parent) == JFileChooser.APPROVE_OPTION) {
            choosers.remember(FileChoosers.Kind.MAPS, ch);
            File[] chosen = ch.getSelectedFiles();
            if (chosen.length == 0 && ch.getSelectedFile() != null) {
                chosen = new File[] {ch.getSelectedFile()};
            }
            openInTurn(java.util.Arrays.stream(chosen).map(File::toPath).toList());
        }
    }

    /**
     * Opens {@code paths} one after the other, each in a tab of its own: the next is read once the one before is
     * open (or was refused with its message).
     */
    public void openInTurn(java.util.List<Path> paths) {
        if (paths.isEmpty()) {
            return;
        }
        if (working) {
            later(() -> openInTurn(paths));
            return;
        }
        load(paths.get(0), null);
        later(() -> openInTurn(paths.subList(1, paths.size())));
    }

    private static void later(Runnable r) {
        javax.swing.Timer t = new javax.swing.Timer(100, e -> r.run());
        t.setRepeats(false);
        t.start();
    }

    /** Opens {@code path} in a new tab (or shows its tab when it is open already). */
    public void open(Path path) {
        load(path, null);
    }

    /**
     * Reads a map in the background and shows it in a new tab (taking the place of an untouched new map); an error
     * leaves the open maps as they were. A map open already is shown, not read twice.
     */
    @Override
    public void load(Path path, Runnable after) {
        if (working) {
            return;
        }
        java.util.Optional<OpenMap> open = ws.find(path);
        if (open.isPresent()) {
            ws.switchTo(open.get());
            busy.note(open.get().displayName() + " is open already: showing its tab");
            if (after != null) {
                after.run();
            }
            return;
        }
        MapFormat format = formats.forPath(path);
        begin("Opening " + path.getFileName() + "...");
        new SwingWorker<MapFormat.Opening, Void>() {
            @Override
            protected MapFormat.Opening doInBackground() throws Exception {
                try {
                    return format.read(path);
                } catch (Exception e) {
                    return format.recovered(path, steps.readFailed(format, path, e));
                }
            }

            @Override
            protected void done() {
                try {
                    open(format, path, get(), after);
                } catch (ExecutionException e) {
                    end();
                    openFailed(path, e.getCause());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }.execute();
    }

    /** Makes a map start-up has read (and drawn) the open document, as if it had been opened here. */
    void opened(Path path, LoadResult r) {
        open(formats.datafile(), path, formats.datafile().opening(path, r), null);
    }

    private void open(MapFormat format, Path path, MapFormat.Opening opening, Runnable after) {
        String note;
        java.util.List<OpenMap> before = java.util.List.copyOf(ws.maps());
        OpenMap shown = ws.current();
        MapDocument shownDoc = shown.document();
        try {
            note = opening.open();
        } catch (OutOfMemoryError e) {
            end();
            undoOpen(before, shown, shownDoc);
            openFailed(path, e);
            return;
        } catch (Exception e) {
            end();
            openFailed(path, e);
            return;
        }
        end();
        ws.setDamaged(opening.damaged());
        recordRecent(path);
        busy.note(note);
        steps.opened(format, path);
        if (after != null) {
            after.run();
        }
    }

    /**
     * Whether the open map was read from a damaged file (reading it dropped or repaired something) and has not been
     * saved since: Save then means Save As, so that the damaged original stays as it was.
     */
    public boolean isDamaged() {
        return ws.current().damaged();
    }

    /**
     * Saves to the map's file, then runs {@code after} on success; asks for a file (Save As) when the map has none or
     * was read from a damaged file.
     */
    public void save(Runnable after) {
        if (ws.file() == null || isDamaged()) {
            saveAs(after);
        } else {
            saveTo(ws.file(), ws.form(), after);
        }
    }

    /**
     * Asks for a file and a format, then saves there; a map read from a damaged file is offered a new name next to
     * it, and writing over a file that exists is asked about first (Cancel being the default).
     */
    @Override
    public void saveAs(Runnable after) {
        saveAs(null, after);
    }

    /** Save As offering {@code suggested} (null: the map's own file, or the name its tab shows). */
    @Override
    public void saveAs(Path suggested, Runnable after) {
        chooseAndSave(suggested, after, false);
    }

    /**
     * Save Copy As (DDNet's Ctrl+Shift+Alt+S): writes the map to a file the user chooses and keeps editing the
     * original, which stays at its file with its unsaved changes.
     */
    public void saveCopyAs() {
        chooseAndSave(null, null, true);
    }

    private void chooseAndSave(Path suggested, Runnable after, boolean copy) {
        MapChoosers.Target t = mapChoosers.askSaveTarget(suggested, copy, isDamaged());
        if (t == null) {
            return;
        }
        if (copy) {
            saveCopyTo(t.path(), t.form());
        } else {
            saveTo(t.path(), t.form(), after);
        }
    }

    /** Writes the map to {@code path} as a copy: the open map keeps its file and its modified mark. */
    public void saveCopyTo(Path path, SourceForm form) {
        saveTo(path, form, null, true, true);
    }

    /** Encodes the map in the background and writes it (through the file steps) to {@code path}. */
    public void saveTo(Path path, SourceForm form, Runnable after) {
        saveTo(path, form, after, true);
    }

    /** Like {@link #saveTo(Path, SourceForm, Runnable)}; {@code retry}: memory running out drops the caches and tries again once. */
    private void saveTo(Path path, SourceForm form, Runnable after, boolean retry) {
        saveTo(path, form, after, retry, false);
    }

    private void saveTo(Path path, SourceForm form, Runnable after, boolean retry, boolean copy) {
        if (working) {
            return;
        }
        MapDocument doc = ws.document();
        MapFormat format = formats.forPath(path);
        MapFormat.Saving saving;
        try {
            // the checks before a save read every layer (a background tab's come back from their packed form): near
            // the limit this is where memory runs out, so it is caught here, where the save starts
            beforeSave.run();
            if (!steps.beforeSave(format, path, form, after)) {
                return;
            }
            begin("Saving " + path.getFileName() + "...");
            saving = steps.save(format, doc, form);
        } catch (OutOfMemoryError e) {
            if (working) {
                end();
            }
            memory.relieve();
            if (retry && ws.find(doc).isPresent()) {
                // the dropped caches held what the checks lacked: once more, as the encoder's retry does
                saveTo(path, form, after, false, copy);
            } else {
                saveFailed(path, Dialogs.reason(e), "");
            }
            return;
        } catch (Exception e) {
            if (working) {
                end();
            }
            saveFailed(path, Dialogs.reason(e), "");
            return;
        }
        new SwingWorker<Void, Void>() {
            @Override
            protected Void doInBackground() throws Exception {
                steps.write(format, path, saving.encode());
                return null;
            }

            @Override
            protected void done() {
                end();
                try {
                    get();
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof OutOfMemoryError
                            && retry
                            && ws.find(doc).isPresent()) {
                        // the caches (decoded images, render chunks) hold what the encoder lacked: drop them and
                        // save again; the map is shown as it was, its pixels drawn again as needed
                        memory.relieve();
                        ws.find(doc).ifPresent(ws::switchTo);
                        saveTo(path, form, after, false, copy);
                        return;
                    }
                    if (e.getCause() instanceof OutOfMemoryError) {
                        memory.relieve();
                    }
                    saveFailed(path, Dialogs.reason(e.getCause()), format.saveFailureHint(form));
                    return;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
                try {
                    written(doc, path, form, format, saving, after, copy);
                } catch (OutOfMemoryError e) {
                    // the file is written; what follows (marking the tab saved, the checks) gets a second chance with
                    // the caches dropped, and says so in words when even that fails
                    memory.relieve();
                    try {
                        written(doc, path, form, format, saving, after, copy);
                    } catch (OutOfMemoryError again) {
                        memory.relieve();
                        saveFailed(path, Dialogs.reason(again), "");
                    }
                }
            }
        }.execute();
    }

    /** After the bytes were written (event thread): the tab is clean at {@code path}, the steps hear of it. */
    private void written(
            MapDocument doc,
            Path path,
            SourceForm form,
            MapFormat format,
            MapFormat.Saving saving,
            Runnable after,
            boolean copy) {
        if (copy) {
            // the copy is a file of its own: the open map stays where it was, unsaved changes and all
            busy.note("Saved a copy to " + path.getFileName() + "; still editing "
                    + ws.find(doc).map(OpenMap::displayName).orElse("the map"));
            return;
        }
        saved(doc, path, form, saving.saved(path));
        steps.saved(format, path, doc);
        if (after != null) {
            after.run();
        }
    }

    private void begin(String what) {
        working = true;
        busy.start(what);
    }

    private void end() {
        working = false;
        busy.stop();
    }

    private void recordRecent(Path path) {
        prefs.addRecent(path);
        recentChanged.run();
    }

    /** After a save: the document (if still open) is clean and lives at {@code path}. */
    private void saved(MapDocument doc, Path path, SourceForm form, String note) {
        // the file it lives in now was written by us: saving over it loses nothing, even when it was read damaged
        ws.find(doc).ifPresent(m -> {
            doc.markSaved();
            ws.setFile(m, path, form);
        });
        recordRecent(path);
        busy.note(note);
    }

    /**
     * Memory ran out while a read map was being opened: the caches are dropped and a tab it half-opened goes, so the
     * maps open before are as they were (the one shown before is shown again).
     */
    private void undoOpen(java.util.List<OpenMap> before, OpenMap shown, MapDocument shownDoc) {
        memory.relieve();
        if (shown.document() != shownDoc && ws.maps().contains(shown)) {
            // the map took the place of an untouched new map: a new one takes it back
            ws.switchTo(shown);
            ws.setDocument(blank(), null, SourceForm.DDNET);
        }
        for (OpenMap m : java.util.List.copyOf(ws.maps())) {
            if (!before.contains(m)) {
                if (ws.maps().size() == 1) {
                    ws.setDocument(blank(), null, SourceForm.DDNET);
                } else {
                    ws.close(m);
                }
            }
        }
        ws.switchTo(shown);
    }

    private void openFailed(Path path, Throwable why) {
        if (why instanceof OutOfMemoryError) {
            memory.relieve();
        }
        Dialogs.error(
                parent,
                "Cannot open map",
                why instanceof OutOfMemoryError
                        ? twedit.editor.memory.MemoryGuard.openFailed(path)
                        : "Cannot open " + path + ":\n" + Dialogs.reason(why)
                                + "\n\nThe map that was open is unchanged.");
    }

    private void saveFailed(Path path, String reason, String hint) {
        Dialogs.error(
                parent,
                "Cannot save map",
                "Cannot save " + path + ":\n" + reason + "\n\nYour changes are still open in the editor." + hint);
    }

    /** Whether a load or save is running. */
    @Override
    public boolean isWorking() {
        return working;
    }
}
