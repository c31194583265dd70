package twedit.editor.driftline;

import java.awt.Component;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import twedit.editor.files.MapFormat;
import twedit.editor.state.Workspace;
import twedit.media.PngCodec;
import twedit.model.codec.SourceForm;
import twedit.model.document.MapDocument;
import twedit.model.driftline.DriftlineLayer;
import twedit.model.driftline.DriftlineReader;
import twedit.model.driftline.DriftlineResult;
import twedit.model.map.Group;

/** The Driftline .json file format: opens a map with its tileset (asking for it when missing), saves canonical JSON. */
final class DriftlineFormat implements MapFormat {
    private final Component parent;
    private final Workspace ws;
    private final DriftlineFeature feature;

    DriftlineFormat(Component parent, Workspace ws, DriftlineFeature feature) {
        this.parent = parent;
        this.ws = ws;
        this.feature = feature;
    }

    @Override
    public String description() {
        return "Driftline maps";
    }

    @Override
    public List<String> extensions() {
        return List.of("json");
    }

    @Override
    public Opening read(Path path) throws Exception {
        DriftlineResult r = DriftlineReader.read(path);
        Path png = TilesetLocator.find(path, r.map().meta().tileset()).orElse(null);
        PngCodec.Rgba tileset = png == null ? null : PngCodec.read(png);
        return () -> open(path, r, tileset);
    }

    /** Makes a read map the open document (asking for a missing tileset first); the note for the status bar. */
    private String open(Path path, DriftlineResult read, PngCodec.Rgba found) {
        List<String> warnings = new ArrayList<>();
        read.warnings().forEach(w -> warnings.add(w.toString()));
        PngCodec.Rgba tileset = found;
        String name = TilesetLocator.effectiveName(read.map().meta().tileset());
        if (tileset == null) {
            Path chosen = feature.chooser().choose(parent, name, path);
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
        DriftlineSession s = new DriftlineSession(read.map(), tileset); // a refused map: its message is the reason
        feature.opened(s);
        ws.open(s.document(), path, SourceForm.DDNET);
        Group g = s.document().map().groups().get(0);
        ws.select(g, s.layer(DriftlineLayer.SOLID));
        feature.setLastWarnings(warnings);
        return "Opened " + path.getFileName() + summary(warnings);
    }

    @Override
    public Saving save(MapDocument doc, SourceForm form) {
        DriftlineSession s = feature.current();
        if (s == null) {
            throw new IllegalStateException("only Driftline maps opened from .json can be saved as .json (for a DDNet"
                    + " map use twedit convert)");
        }
        List<String> warnings = new ArrayList<>();
        byte[] json = s.canonicalJson(warnings).getBytes(StandardCharsets.UTF_8);
        return new Saving() {
            @Override
            public byte[] encode() {
                return json;
            }

            @Override
            public String saved(Path path) {
                feature.setLastWarnings(warnings);
                return "Saved " + path.getFileName() + " (canonical)" + summary(warnings);
            }
        };
    }

    private static String summary(List<String> warnings) {
        return warnings.isEmpty()
                ? ""
                : " with " + warnings.size() + " warning" + (warnings.size() == 1 ? "" : "s") + ": " + warnings.get(0);
    }

    private static String reason(Throwable t) {
        String m = t.getMessage();
        return m == null || m.isBlank() ? t.getClass().getSimpleName() : m;
    }
}
