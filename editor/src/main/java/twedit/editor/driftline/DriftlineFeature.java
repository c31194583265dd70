package twedit.editor.driftline;

import java.awt.Component;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import javax.swing.SwingWorker;
import twedit.editor.app.EditorWindow;
import twedit.editor.app.FileController;
import twedit.editor.state.Workspace;
import twedit.editor.tools.ToolBox;
import twedit.media.PngCodec;
import twedit.model.codec.SourceForm;
import twedit.model.driftline.DriftlineLayer;
import twedit.model.driftline.DriftlineReader;
import twedit.model.driftline.DriftlineResult;
import twedit.model.io.AtomicFiles;
import twedit.model.map.Group;

/**
 * Driftline .json maps in the editor: opens them (finding or asking for the tileset), saves canonical JSON
 * atomically, gives the entity layers their tool and keeps the checksum in the status bar.
 */
public final class DriftlineFeature implements FileController.FormatHandler {
    private final Component parent;
    private final Workspace ws;
    private final Consumer<String> message;
    private final ChecksumStatus checksum;
    private TilesetChooser chooser = TilesetChooser.swing();
    private DriftlineSession session;
    private List<String> lastWarnings = List.of();

    /**
     * @param message shows a note in the status bar
     * @param checksumField shows the checksum text ("" to clear it)
     */
    public DriftlineFeature(Component parent, Workspace ws, ToolBox tools, Consumer<String> message,
            Consumer<String> checksumField) {
        this.parent = parent;
        this.ws = ws;
        this.message = message;
        EntityTool entityTool = new EntityTool(ws, tools, this::current);
        tools.addLayerTool(l -> current() != null && current().entityType(l) != null ? entityTool : null);
        checksum = new ChecksumStatus(ws, this::current, checksumField);
    }

    /** Creates the feature for a window and makes its file controller open and save .json through it. */
    public static DriftlineFeature install(EditorWindow w) {
        DriftlineFeature f = new DriftlineFeature(w, w.workspace(), w.tools(), w.status()::setMessage,
                w.status()::setChecksum);
        w.files().setFormatHandler(f);
        return f;
    }

    /** The session of the open document, or null when it is not a Driftline map. */
    public DriftlineSession current() {
        return session != null && session.document() == ws.document() ? session : null;
    }

    /** Replaces the dialog that asks for a missing tileset (tests answer without a dialog). */
    public void setTilesetChooser(TilesetChooser c) {
        chooser = c;
    }

    public ChecksumStatus checksum() {
        return checksum;
    }

    /** The warnings of the last open or save. */
    public List<String> lastWarnings() {
        return lastWarnings;
    }

    @Override
    public boolean handles(Path path) {
        return path.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".json");
    }

    /** What the background part of opening found. */
    private record Loaded(DriftlineResult read, Path tilesetFile, PngCodec.Rgba tileset) {
    }

    @Override
    public void open(Path path, Consumer<String> done) {
        new SwingWorker<Loaded, Void>() {
            @Override
            protected Loaded doInBackground() throws Exception {
                DriftlineResult r = DriftlineReader.read(path);
                Path png = TilesetLocator.find(path, r.map().meta().tileset()).orElse(null);
                return new Loaded(r, png, png == null ? null : PngCodec.read(png));
            }

            @Override
            protected void done() {
                try {
                    Loaded l = get();
                    done.accept(opened(path, l));
                } catch (ExecutionException e) {
                    done.accept(reason(e.getCause()));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }.execute();
    }

    /** Makes a read map the open document; null on success, else the reason. */
    private String opened(Path path, Loaded l) {
        List<String> warnings = new ArrayList<>();
        l.read().warnings().forEach(w -> warnings.add(w.toString()));
        PngCodec.Rgba tileset = l.tileset();
        String name = TilesetLocator.effectiveName(l.read().map().meta().tileset());
        if (tileset == null) {
            Path chosen = chooser.choose(parent, name, path);
            if (chosen != null) {
                try {
                    tileset = PngCodec.read(chosen);
                } catch (java.io.IOException e) {
                    warnings.add("tileset: " + reason(e) + "; showing numbered cells");
                }
            } else {
                warnings.add("tileset " + name + ".png not found; showing numbered cells");
            }
        }
        DriftlineSession s;
        try {
            s = new DriftlineSession(l.read().map(), tileset);
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        session = s;
        ws.setDocument(s.document(), path, SourceForm.DDNET);
        Group g = s.document().map().groups().get(0);
        ws.select(g, s.layer(DriftlineLayer.SOLID));
        lastWarnings = List.copyOf(warnings);
        message.accept("Opened " + path.getFileName() + summary(warnings));
        return null;
    }

    @Override
    public void save(Path path, Consumer<String> done) {
        DriftlineSession s = current();
        if (s == null) {
            done.accept("only Driftline maps opened from .json can be saved as .json (for a DDNet map use "
                    + "twedit convert)");
            return;
        }
        List<String> warnings = new ArrayList<>();
        byte[] json = s.canonicalJson(warnings).getBytes(StandardCharsets.UTF_8);
        new SwingWorker<Void, Void>() {
            @Override
            protected Void doInBackground() throws Exception {
                AtomicFiles.write(path, json);
                return null;
            }

            @Override
            protected void done() {
                try {
                    get();
                    lastWarnings = List.copyOf(warnings);
                    done.accept(null);
                    message.accept("Saved " + path.getFileName() + " (canonical)" + summary(warnings));
                } catch (ExecutionException e) {
                    done.accept(reason(e.getCause()));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }.execute();
    }

    private static String summary(List<String> warnings) {
        return warnings.isEmpty() ? "" : " with " + warnings.size() + " warning" + (warnings.size() == 1 ? "" : "s")
                + ": " + warnings.get(0);
    }

    private static String reason(Throwable t) {
        String m = t.getMessage();
        return m == null || m.isBlank() ? t.getClass().getSimpleName() : m;
    }
}
