package twedit.editor.app;

import java.awt.Component;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutionException;
import javax.swing.JComboBox;
import javax.swing.JFileChooser;
import javax.swing.SwingWorker;
import javax.swing.filechooser.FileNameExtensionFilter;
import twedit.editor.state.Workspace;
import twedit.model.codec.LoadResult;
import twedit.model.codec.SaveOptions;
import twedit.model.codec.SourceForm;
import twedit.model.document.MapDocument;
import twedit.model.io.AtomicFiles;
import twedit.model.io.MapFiles;
import twedit.model.map.TwMap;

/**
 * New, open, save and save as: maps are read and encoded on a background thread while the window stays live but
 * takes no input; saving writes atomically; unsaved changes are asked about before anything would discard them.
 */
public final class FileController {
    /** Size of the Game layer of a new map. */
    static final int NEW_WIDTH = 100;
    static final int NEW_HEIGHT = 50;

    private final Component parent;
    private final Workspace ws;
    private final EditorPrefs prefs;
    private final MapFiles files;
    private final Busy busy;
    private final Runnable beforeSave;
    private final Runnable recentChanged;
    private final java.util.function.Consumer<TwMap> preload;
    private boolean working;
    private FormatHandler formatHandler;
    private twedit.editor.doctor.FileHooks hooks;

    /** Installs the doctor's hooks: salvaging open, checked and backed-up save (see FileHooks). */
    public void setHooks(twedit.editor.doctor.FileHooks fileHooks) {
        hooks = fileHooks;
    }

    /** Opens and saves another file format, chosen by extension, instead of the .map codec (Driftline .json). */
    public interface FormatHandler {
        /** Whether this handler reads and writes {@code path}. */
        boolean handles(Path path);

        /** Reads {@code path} and makes it the open document; {@code done} gets null on success, else the reason. */
        void open(Path path, java.util.function.Consumer<String> done);

        /** Writes the open document to {@code path}; {@code done} gets null on success, else the reason. */
        void save(Path path, java.util.function.Consumer<String> done);
    }

    /** Installs the handler of another file format (see {@link FormatHandler}). */
    public void setFormatHandler(FormatHandler handler) {
        formatHandler = handler;
    }

    /** @param preload decodes a loaded map's images on the loading thread (thread-safe) */
    FileController(Component parent, Workspace ws, EditorPrefs prefs, MapFiles files, Busy busy,
            Runnable beforeSave, Runnable recentChanged, java.util.function.Consumer<TwMap> preload) {
        this.parent = parent;
        this.ws = ws;
        this.prefs = prefs;
        this.files = files;
        this.busy = busy;
        this.beforeSave = beforeSave;
        this.recentChanged = recentChanged;
        this.preload = preload;
    }

    /** The name the title and prompts use for the open map. */
    public String displayName() {
        return ws.file() == null ? "Untitled.map" : ws.file().getFileName().toString();
    }

    /** Runs {@code proceed} unless the map has unsaved changes the user wants to keep (saving first if asked). */
    public void confirmDiscard(Runnable proceed) {
        if (!ws.document().isModified()) {
            proceed.run();
            return;
        }
        Dialogs.Choice c = Dialogs.askSave(parent, displayName());
        if (c == Dialogs.Choice.SAVE) {
            save(proceed);
        } else if (c == Dialogs.Choice.DISCARD) {
            proceed.run();
        }
    }

    /** Replaces the map with a new one: a Game group with a 100x50 Game layer. */
    public void newMap() {
        confirmDiscard(() -> ws.setDocument(new MapDocument(TwMap.newMap(NEW_WIDTH, NEW_HEIGHT)), null,
                SourceForm.DDNET));
    }

    /** Asks for a map file and opens it. */
    public void open() {
        confirmDiscard(() -> {
            JFileChooser ch = chooser();
            if (ch.showOpenDialog(parent) == JFileChooser.APPROVE_OPTION) {
                load(ch.getSelectedFile().toPath(), null);
            }
        });
    }

    /** Opens {@code path} after asking about unsaved changes. */
    public void open(Path path) {
        confirmDiscard(() -> load(path, null));
    }

    /** Reads a map in the background and makes it the open document; an error leaves the open map as it was. */
    public void load(Path path, Runnable after) {
        if (working) {
            return;
        }
        if (formatHandler != null && formatHandler.handles(path)) {
            begin("Opening " + path.getFileName() + "...");
            formatHandler.open(path, err -> {
                end();
                if (err != null) {
                    openFailed(path, err);
                    return;
                }
                recordRecent(path);
                if (after != null) {
                    after.run();
                }
            });
            return;
        }
        begin("Opening " + path.getFileName() + "...");
        new SwingWorker<LoadResult, Void>() {
            @Override
            protected LoadResult doInBackground() throws Exception {
                LoadResult r;
                try {
                    r = files.load(path);
                } catch (Exception e) {
                    if (hooks == null) {
                        throw e;
                    }
                    r = hooks.loadFailed(path, e);
                }
                preload.accept(r.map());
                return r;
            }

            @Override
            protected void done() {
                end();
                try {
                    opened(path, get());
                    if (after != null) {
                        after.run();
                    }
                } catch (ExecutionException e) {
                    openFailed(path, Dialogs.reason(e.getCause()));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }.execute();
    }

    /** Makes an already loaded map the open document (also used at start-up). */
    void opened(Path path, LoadResult r) {
        ws.setDocument(new MapDocument(r.map()), path, r.form());
        recordRecent(path);
        List<String> w = r.warningTexts();
        busy.note("Opened " + path.getFileName() + (w.isEmpty() ? "" : " with " + w.size() + " warning"
                + (w.size() == 1 ? "" : "s") + ": " + w.get(0)));
        if (hooks != null) {
            hooks.opened(path);
        }
    }

    /** Saves to the map's file (asking for one if it has none), then runs {@code after} on success. */
    public void save(Runnable after) {
        if (ws.file() == null) {
            saveAs(after);
        } else {
            saveTo(ws.file(), ws.form(), after);
        }
    }

    /** Asks for a file and a format, then saves there. */
    public void saveAs(Runnable after) {
        JFileChooser ch = chooser();
        JComboBox<String> format = new JComboBox<>(new String[] {"DDNet", "Teeworlds 0.7"});
        format.setSelectedIndex(ws.form() == SourceForm.TEEWORLDS_07 ? 1 : 0);
        ch.setAccessory(format);
        if (ws.file() != null) {
            ch.setSelectedFile(ws.file().toFile());
        }
        if (ch.showSaveDialog(parent) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        File f = ch.getSelectedFile();
        if (!f.getName().contains(".")) {
            f = new File(f.getParentFile(), f.getName() + ".map");
        }
        saveTo(f.toPath(), format.getSelectedIndex() == 1 ? SourceForm.TEEWORLDS_07 : SourceForm.DDNET, after);
    }

    /** Encodes the map in the background and writes it atomically to {@code path}. */
    public void saveTo(Path path, SourceForm form, Runnable after) {
        if (working) {
            return;
        }
        beforeSave.run();
        MapDocument doc = ws.document();
        if (formatHandler != null && formatHandler.handles(path)) {
            begin("Saving " + path.getFileName() + "...");
            formatHandler.save(path, err -> {
                end();
                if (err != null) {
                    saveFailed(path, err, "");
                    return;
                }
                saved(doc, path, form);
                if (after != null) {
                    after.run();
                }
            });
            return;
        }
        if (hooks != null && !hooks.beforeSave(path, form, after)) {
            return;
        }
        begin("Saving " + path.getFileName() + "...");
        new SwingWorker<Void, Void>() {
            @Override
            protected Void doInBackground() throws Exception {
                byte[] bytes = files.encode(doc.map(), new SaveOptions(form, false));
                if (hooks != null) {
                    hooks.write(path, bytes);
                } else {
                    AtomicFiles.write(path, bytes);
                }
                return null;
            }

            @Override
            protected void done() {
                end();
                try {
                    get();
                    saved(doc, path, form);
                    if (hooks != null) {
                        hooks.saved(path, doc);
                    }
                    if (after != null) {
                        after.run();
                    }
                } catch (ExecutionException e) {
                    saveFailed(path, Dialogs.reason(e.getCause()),
                            form == SourceForm.TEEWORLDS_07 ? "\nTry Save As in DDNet format." : "");
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }.execute();
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
    private void saved(MapDocument doc, Path path, SourceForm form) {
        if (doc == ws.document()) {
            doc.markSaved();
            ws.setFile(path, form);
        }
        recordRecent(path);
        busy.note("Saved " + path);
    }

    private void openFailed(Path path, String reason) {
        Dialogs.error(parent, "Cannot open map", "Cannot open " + path + ":\n" + reason
                + "\n\nThe map that was open is unchanged.");
    }

    private void saveFailed(Path path, String reason, String hint) {
        Dialogs.error(parent, "Cannot save map", "Cannot save " + path + ":\n" + reason
                + "\n\nYour changes are still open in the editor." + hint);
    }

    /** Whether a load or save is running. */
    public boolean isWorking() {
        return working;
    }

    private JFileChooser chooser() {
        JFileChooser ch = new JFileChooser();
        // start where the open map (or the last one opened) lives
        Path where = ws.file() != null ? ws.file() : prefs.recentFiles().stream().findFirst().orElse(null);
        if (where != null && where.toAbsolutePath().getParent() != null
                && java.nio.file.Files.isDirectory(where.toAbsolutePath().getParent())) {
            ch.setCurrentDirectory(where.toAbsolutePath().getParent().toFile());
        }
        ch.setFileFilter(new FileNameExtensionFilter("Teeworlds / DDNet maps (*.map)", "map"));
        ch.addChoosableFileFilter(new FileNameExtensionFilter("Driftline maps (*.json)", "json"));
        return ch;
    }
}
