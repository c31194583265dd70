package twedit.editor.art;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import javax.swing.JFileChooser;
import javax.swing.JOptionPane;
import javax.swing.SwingWorker;
import javax.swing.filechooser.FileNameExtensionFilter;
import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.feature.MenuItem;
import twedit.editor.ui.Actions;
import twedit.editor.ui.FileChoosers;
import twedit.media.ArtPng;
import twedit.model.art.ArtImage;
import twedit.model.art.QuadArt;
import twedit.model.art.TileArt;
import twedit.model.document.MapDocument;
import twedit.model.map.Group;

/**
 * Tools > Add Tile Art... and Add Quad Art... as in DDNet's Tools menu: a PNG becomes tile art (asking first, as DDNet
 * does, for more than 10 000 pixels or more than 255 colours, refusing when the map would reach 64 images) or quad
 * art (DDNet's options dialog, asking first above 100 000 quads). The PNG is read and converted off the window's
 * thread; the result is one undo step and the status bar says what was added.
 */
public final class ArtFeature implements Feature {
    private FeatureContext ctx;
    private FileChoosers choosers;
    private QuadArt.Params lastParams = QuadArt.Params.DEFAULTS;

    @Override
    public void install(FeatureContext context, Contributions out) {
        this.ctx = context;
        this.choosers = new FileChoosers(ctx.prefs(), ctx.workspace()::file);
        out.menuItem(new MenuItem(
                "Tools",
                Actions.of(
                        "Add Tile Art...",
                        null,
                        "Make a PNG into tiles layers, one per 255 colours, each with a generated tileset (DDNet's"
                                + " Add tile art)",
                        () -> choose("Add tile art", this::addTileArt)),
                "addTileArtItem"));
        out.menuItem(new MenuItem(
                "Tools",
                Actions.of(
                        "Add Quad Art...",
                        null,
                        "Make a PNG into quads, one per pixel or merged rectangle (DDNet's Add quad art)",
                        () -> choose("Add quad art", this::addQuadArt)),
                "addQuadArtItem"));
    }

    private void choose(String title, Consumer<Path> then) {
        JFileChooser ch = choosers.create(FileChoosers.Kind.IMAGES, title, null);
        ch.setFileFilter(new FileNameExtensionFilter("PNG images", "png"));
        if (ch.showOpenDialog(ctx.owner()) != JFileChooser.APPROVE_OPTION || ch.getSelectedFile() == null) {
            return;
        }
        choosers.remember(FileChoosers.Kind.IMAGES, ch);
        then.accept(ch.getSelectedFile().toPath());
    }

    /** Reads the PNG, asks DDNet's questions and adds the tile art. */
    void addTileArt(Path png) {
        MapDocument doc = ctx.workspace().document();
        java.util.List<String> names =
                doc.map().images().stream().map(twedit.model.map.MapImage::name).toList();
        background(
                "Reading " + png.getFileName() + "...",
                () -> {
                    ArtImage img = ArtPng.read(png);
                    return TileArt.plan(names, img);
                },
                plan -> {
                    if (ctx.workspace().document() != doc) {
                        return;
                    }
                    if (plan.big()
                            && !confirm(
                                    "Big image",
                                    "The selected image is big (" + plan.width() + " x " + plan.height() + " pixels)."
                                            + " Converting it to tile art may take some time.\n\nContinue anyway?")) {
                        return;
                    }
                    String refusal = TileArt.refusal(doc.map(), plan.width(), plan.height(), plan.colours().length);
                    if (refusal != null) {
                        error("Too many colors", refusal);
                        return;
                    }
                    if (plan.manyColours()
                            && !confirm(
                                    "Many colors",
                                    "The selected image contains many colors (" + plan.colours().length + ": "
                                            + plan.layers()
                                            + " layers and images), which will lead to a big mapfile. You may want to"
                                            + " consider reducing the number of colors.\n\nContinue anyway?")) {
                        return;
                    }
                    if (doc.inFrame()) {
                        ctx.status().setMessage("Finish painting first.");
                        return;
                    }
                    Group g = TileArt.apply(doc, plan.renamedFor(doc.map()));
                    ctx.status()
                            .setMessage(TileArt.LABEL + ": group '" + g.name() + "' with " + plan.layers() + " layer"
                                    + (plan.layers() == 1 ? "" : "s") + " of " + plan.width() + "x" + plan.height()
                                    + " tiles from " + plan.colours().length + " colour"
                                    + (plan.colours().length == 1 ? "" : "s") + ".");
                });
    }

    /** Reads the PNG, shows DDNet's options and adds the quad art. */
    void addQuadArt(Path png) {
        MapDocument doc = ctx.workspace().document();
        background("Reading " + png.getFileName() + "...", () -> ArtPng.read(png), img -> {
            QuadArt.Params p = QuadArtDialog.ask(
                    ctx.owner(), String.valueOf(png.getFileName()), img.width(), img.height(), lastParams);
            if (p == null || ctx.workspace().document() != doc) {
                return;
            }
            lastParams = p;
            if (QuadArt.big(img.width(), img.height(), p)
                    && !confirm(
                            "Big image",
                            "The selected image is really big. Expect performance issues!\n\nContinue anyway?")) {
                return;
            }
            background("Making quad art of " + png.getFileName() + "...", () -> QuadArt.plan(img, p), plan -> {
                if (ctx.workspace().document() != doc) {
                    return;
                }
                if (doc.inFrame()) {
                    ctx.status().setMessage("Finish painting first.");
                    return;
                }
                Group g = QuadArt.apply(doc, plan);
                ctx.status()
                        .setMessage(QuadArt.LABEL + ": group '" + g.name() + "' with "
                                + plan.quads().size() + " quad" + (plan.quads().size() == 1 ? "" : "s") + ".");
            });
        });
    }

    /** Work that may fail with a message for the user. */
    private interface Work<T> {
        T run() throws IOException;
    }

    private <T> void background(String note, Work<T> work, Consumer<T> then) {
        ctx.status().setMessage(note);
        ctx.status().setWorking(true);
        new SwingWorker<T, Void>() {
            @Override
            protected T doInBackground() throws IOException {
                return work.run();
            }

            @Override
            protected void done() {
                ctx.status().setWorking(false);
                T result;
                try {
                    result = get();
                } catch (ExecutionException e) {
                    Throwable c = e.getCause();
                    String why = c instanceof IOException || c instanceof IllegalArgumentException
                            ? c.getMessage()
                            : c instanceof OutOfMemoryError ? "not enough memory for this picture" : String.valueOf(c);
                    ctx.status().setMessage("Failed to load the image: " + why);
                    error("Failed to load image", why);
                    return;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
                ctx.status().setMessage(""); // the reading is over: the questions and the result speak next
                then.accept(result);
            }
        }.execute();
    }

    private boolean confirm(String title, String message) {
        Object[] options = {"Confirm", "Cancel"};
        return JOptionPane.showOptionDialog(
                        ctx.owner(),
                        message,
                        title,
                        JOptionPane.OK_CANCEL_OPTION,
                        JOptionPane.QUESTION_MESSAGE,
                        null,
                        options,
                        options[0])
                == 0;
    }

    private void error(String title, String message) {
        JOptionPane.showMessageDialog(ctx.owner(), message, title, JOptionPane.ERROR_MESSAGE);
    }
}
