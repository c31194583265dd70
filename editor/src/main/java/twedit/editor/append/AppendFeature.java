package twedit.editor.append;

import java.nio.file.Path;
import javax.swing.JFileChooser;
import javax.swing.JOptionPane;
import javax.swing.SwingWorker;
import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.feature.MenuItem;
import twedit.editor.ui.Actions;
import twedit.editor.ui.FileChoosers;
import twedit.model.document.MapDocument;
import twedit.model.document.Origin;
import twedit.model.map.TwMap;
import twedit.model.transfer.MapAppend;

/**
 * File > Append Map (DDNet's "Append"): reads another map in the background and brings its groups, layers, images,
 * envelopes, sounds and settings into the open map as one undo step; its game group stays out, as in DDNet. A file
 * that cannot be read is named with the reason and changes nothing.
 */
public final class AppendFeature implements Feature {
    /** The origin of the edits an append makes. */
    public static final Origin APPEND = new Origin("append");

    private FeatureContext ctx;

    @Override
    public void install(FeatureContext context, Contributions out) {
        ctx = context;
        out.menuItem(new MenuItem(
                "File",
                Actions.of(
                        "Append Map...",
                        null,
                        "Bring every group, layer, image, envelope and sound of another map into this one",
                        this::choose),
                "appendMapItem"));
    }

    private void choose() {
        FileChoosers choosers = new FileChoosers(ctx.prefs(), ctx.workspace()::file);
        JFileChooser ch = choosers.create(FileChoosers.Kind.MAPS, "Append Map", null);
        if (ch.showOpenDialog(ctx.owner()) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        choosers.remember(FileChoosers.Kind.MAPS, ch);
        append(ch.getSelectedFile().toPath(), true);
    }

    /**
     * Reads {@code file} in the background, then appends it to the map that was shown when asked; a problem goes to
     * the status bar and, when {@code dialogs}, to a message box.
     */
    public void append(Path file, boolean dialogs) {
        ctx.status().setMessage("Reading " + file.getFileName() + " to append...");
        MapDocument asked = ctx.workspace().document();
        new SwingWorker<TwMap, Void>() {
            @Override
            protected TwMap doInBackground() throws Exception {
                return ctx.mapFiles().load(file).map();
            }

            @Override
            protected void done() {
                TwMap other;
                try {
                    other = get();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                } catch (java.util.concurrent.ExecutionException e) {
                    Throwable why = e.getCause() == null ? e : e.getCause();
                    String msg = why.getMessage() == null ? why.getClass().getSimpleName() : why.getMessage();
                    fail("Cannot append " + file.getFileName() + ": " + msg + ". Nothing was changed.", dialogs);
                    return;
                }
                if (ctx.workspace().document() != asked
                        || !ctx.workspace().maps().stream().anyMatch(m -> m.document() == asked)) {
                    fail("Append of " + file.getFileName() + " cancelled: its map is no longer shown.", false);
                    return;
                }
                MapAppend.Result r = MapAppend.append(asked, other, "Append " + file.getFileName(), APPEND);
                if (r.refused().isPresent()) {
                    fail("Cannot append " + file.getFileName() + ": " + r.summary() + ".", dialogs);
                } else {
                    ctx.status().setMessage(r.summary() + " (from " + file.getFileName() + ").");
                }
            }
        }.execute();
    }

    private void fail(String message, boolean dialogs) {
        ctx.status().setMessage(message);
        if (dialogs) {
            JOptionPane.showMessageDialog(ctx.owner(), message, "Append Map", JOptionPane.ERROR_MESSAGE);
        }
    }
}
