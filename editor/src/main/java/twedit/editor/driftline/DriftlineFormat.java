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
import twedit.model.driftline.DriftlineCanonicalWriter;
import twedit.model.driftline.DriftlineConversion;
import twedit.model.driftline.DriftlineException;
import twedit.model.driftline.DriftlineLayer;
import twedit.model.driftline.DriftlineMap;
import twedit.model.driftline.DriftlineReader;
import twedit.model.driftline.DriftlineResult;
import twedit.model.driftline.TilesetLocator;
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
    public Saving save(MapDocument doc, SourceForm form) throws DriftlineException {
        DriftlineSession s = feature.sessionOf(doc);
        List<String> warnings = new ArrayList<>();
        // a DDNet map goes through the one conversion `twedit convert x.map y.json` uses (the losses were asked about)
        String text = s != null
                ? s.canonicalJson(warnings)
                : DriftlineCanonicalWriter.canonicalJson(converted(doc, warnings));
        byte[] json = text.getBytes(StandardCharsets.UTF_8);
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

    private static DriftlineMap converted(MapDocument doc, List<String> warnings) throws DriftlineException {
        DriftlineConversion.Result<DriftlineMap> r = DriftlineConversion.fromDdnet(doc.map(), null);
        warnings.addAll(r.warnings());
        return r.value();
    }

    static String summary(List<String> warnings) {
        return warnings.isEmpty()
                ? ""
                : " with " + warnings.size() + " warning" + (warnings.size() == 1 ? "" : "s") + ": " + warnings.get(0);
    }

    private static String reason(Throwable t) {
        String m = t.getMessage();
        return m == null || m.isBlank() ? t.getClass().getSimpleName() : m;
    }
}
