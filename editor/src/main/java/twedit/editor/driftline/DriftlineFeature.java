package twedit.editor.driftline;

import java.util.List;
import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.feature.LayerTool;
import twedit.editor.state.Workspace;
import twedit.editor.ui.FileChoosers;

/**
 * Driftline .json maps in the editor: the .json file format (finding or asking for the tileset, canonical JSON written
 * atomically), the entity layers' tool and the checksum in the status bar.
 */
public final class DriftlineFeature implements Feature {
    private Workspace ws;
    private ChecksumStatus checksum;
    private TilesetChooser chooser;
    private DriftlineSession session;
    private List<String> lastWarnings = List.of();

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
    }

    /** The session of the open document, or null when it is not a Driftline map. */
    public DriftlineSession current() {
        return session != null && session.document() == ws.document() ? session : null;
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
        session = s;
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
