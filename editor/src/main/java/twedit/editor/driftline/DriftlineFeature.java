package twedit.editor.driftline;

import java.util.List;
import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.feature.LayerTool;
import twedit.editor.state.Workspace;
import twedit.editor.ui.FileChoosers;
import twedit.model.codec.SourceForm;
import twedit.model.doctor.Validator;

/**
 * Driftline .json maps in the editor: the .json file format (finding or asking for the tileset, canonical JSON written
 * atomically), the entity layers' tool and the checksum in the status bar.
 */
public final class DriftlineFeature implements Feature {
    private Workspace ws;
    private ChecksumStatus checksum;
    private TilesetChooser chooser;
    /** The sessions of the open Driftline maps (one per tab showing one). */
    private final List<DriftlineSession> sessions = new java.util.ArrayList<>();

    private List<String> lastWarnings = List.of();
    private DriftlineSaves saves;

    @Override
    public void install(FeatureContext ctx, Contributions out) {
        ws = ctx.workspace();
        if (chooser == null) {
            chooser = TilesetChooser.swing(new FileChoosers(ctx.prefs(), ws::file));
        }
        EntityTool entityTool = new EntityTool(ws, ctx.tools(), this::current);
        out.layerTool(new LayerTool(
                l -> current() != null && current().entityType(l) != null ? entityTool : null, false));
        checksum = new ChecksumStatus(ws, this::current, ctx.status()::setChecksum);
        out.format(new DriftlineFormat(ctx.owner(), ws, this));
        saves = new DriftlineSaves(ctx.owner(), ws::document, this::sessionOf, ctx.mapFiles(), ctx.files());
        out.fileStep(saves);
        saves.onBecomeMap((doc, c) -> {
            if (ws.document() == doc && !doc.isModified()) {
                String said = ctx.status().message();
                ws.setDocument(new twedit.model.document.MapDocument(c.map()), c.path(), c.form());
                ctx.status().setMessage(said + "; the tab holds the .map now");
            }
        });
        ctx.checks()
                .addLayerRule(doc -> sessionOf(doc) == null
                        ? null
                        : "A Driftline map holds only its bg, solid and fg tiles and its spawn, flag and base layers:"
                                + " another layer would not be saved in its JSON. Save As .map to add layers.");
        // copy and paste across formats by the same cell mapping as Save As and convert
        ctx.interchange().add(new DriftlinePaste(this::sessionOf));
        // a Driftline document is held to Driftline's rules: no Game layer to ask for, no fix that adds one
        ctx.checks().add(doc -> {
            DriftlineSession s = sessionOf(doc);
            return s == null ? null : new Validator(SourceForm.DDNET, List.of(new DriftlineCheck(s)));
        });
        ws.addListener(new twedit.editor.state.WorkspaceListener() {
            @Override
            public void documentReplaced() {
                forgetClosed();
            }

            @Override
            public void mapClosed(twedit.editor.state.OpenMap m) {
                forgetClosed();
            }
        });
    }

    private void forgetClosed() {
        sessions.removeIf(s -> ws.find(s.document()).isEmpty());
    }

    /** The session of the open document, or null when it is not a Driftline map. */
    public DriftlineSession current() {
        return sessionOf(ws.document());
    }

    /** The session of {@code doc}, or null when it is not a Driftline map open here. */
    public DriftlineSession sessionOf(twedit.model.document.MapDocument doc) {
        return sessions.stream().filter(s -> s.document() == doc).findFirst().orElse(null);
    }

    /** Replaces the question asked before a map loses content as JSON (tests answer without a dialog). */
    void setLossQuestion(DriftlineSaves.Question q) {
        saves.setQuestion(q);
    }

    /** Replaces the dialog that asks for a missing tileset (tests answer without a dialog). */
    public void setTilesetChooser(TilesetChooser c) {
        chooser = c;
    }

    TilesetChooser chooser() {
        return chooser;
    }

    /** Makes {@code s} the session of the document it has just opened. */
    void opened(DriftlineSession s) {
        sessions.add(s);
    }

    public ChecksumStatus checksum() {
        return checksum;
    }

    /** The warnings of the last open or save. */
    public List<String> lastWarnings() {
        return lastWarnings;
    }

    void setLastWarnings(List<String> warnings) {
        lastWarnings = List.copyOf(warnings);
    }
}
