package twedit.editor.driftline;

import java.awt.Component;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import javax.swing.JOptionPane;
import javax.swing.SwingUtilities;
import twedit.editor.files.FileActions;
import twedit.editor.files.FileStep;
import twedit.editor.files.MapFormat;
import twedit.editor.ui.Html;
import twedit.model.codec.SaveOptions;
import twedit.model.codec.SourceForm;
import twedit.model.document.MapDocument;
import twedit.model.driftline.DriftlineLoss;
import twedit.model.driftline.DriftlineLosses;
import twedit.model.io.MapFiles;
import twedit.model.map.TwMap;

/**
 * The Driftline step of the file pipeline: a Driftline document saved as {@code .map} goes through the one Driftline
 * conversion (the file `twedit convert` writes), and before any map is written as Driftline JSON what JSON cannot
 * hold is listed, with Save as .map instead, Save Anyway or Cancel; before a Driftline document is written as .map
 * what a .map cannot hold (bases, atlas cells beyond 16x16) is listed, with Save Anyway or Cancel.
 */
final class DriftlineSaves implements FileStep {
    /** The question's title and answers (tests find them by these). */
    static final String TITLE = "Not everything fits in Driftline JSON";

    /** The title of the question before a Driftline document is written as .map. */
    static final String MAP_TITLE = "Not everything fits in a .map";

    static final String SAVE_AS_MAP = "Save as .map Instead";
    static final String SAVE_ANYWAY = "Save Anyway";
    static final String CANCEL = "Cancel";
    private static final int LISTED = 10;

    /** Asks what to do about the losses: one of the three answers. */
    @FunctionalInterface
    interface Question {
        String ask(Component parent, Path path, List<DriftlineLoss> losses);
    }

    private final Component parent;
    private final Function<MapDocument, DriftlineSession> sessions;
    private final MapFiles mapFiles;
    private final FileActions files;
    private final java.util.function.Supplier<MapDocument> shown;
    private Question question = DriftlineSaves::swingQuestion;
    /** Asks before a .map save that changes things: true to save anyway. */
    @FunctionalInterface
    interface MapQuestion {
        boolean ask(Component parent, Path path, List<String> warnings);
    }

    private MapQuestion mapQuestion = DriftlineSaves::swingMapQuestion;
    /** Documents whose .map save was asked about: the saved message need not repeat the list. */
    private final java.util.Set<MapDocument> asked =
            java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    /** Makes the tab of a document saved as .map hold that .map (the converted map) from now on. */
    private java.util.function.BiConsumer<MapDocument, Converted> becomeMap = (d, c) -> {};
    /** What the last save converted, per document, until it is written. */
    private final java.util.Map<MapDocument, TwMap> converting = new java.util.IdentityHashMap<>();

    /** A Driftline document's .map form as written to {@code path}. */
    record Converted(TwMap map, Path path, SourceForm form) {}

    DriftlineSaves(
            Component parent,
            java.util.function.Supplier<MapDocument> shown,
            Function<MapDocument, DriftlineSession> sessions,
            MapFiles mapFiles,
            FileActions files) {
        this.parent = parent;
        this.shown = shown;
        this.sessions = sessions;
        this.mapFiles = mapFiles;
        this.files = files;
    }

    void setQuestion(Question q) {
        question = q;
    }

    void onBecomeMap(java.util.function.BiConsumer<MapDocument, Converted> b) {
        becomeMap = b;
    }

    @Override
    public void saved(MapFormat format, Path path, MapDocument doc) {
        TwMap converted = converting.remove(doc);
        if (converted != null && format.isDatafile()) {
            // the tab holds the .map it was saved as now: Ctrl+S writes it as it is, no conversion each time
            becomeMap.accept(doc, new Converted(converted, path, SourceForm.DDNET));
        }
    }

    @Override
    public MapFormat.Saving save(MapFormat format, MapDocument doc, SourceForm form) {
        DriftlineSession s = sessions.apply(doc);
        if (s == null || !format.isDatafile()) {
            return null;
        }
        List<String> warnings = new ArrayList<>();
        TwMap converted = s.toDdnet(warnings); // read now, on the event thread: the document may change meanwhile
        converting.put(doc, converted);
        boolean seen = asked.remove(doc);
        return new MapFormat.Saving() {
            @Override
            public byte[] encode() throws Exception {
                return mapFiles.encode(converted, new SaveOptions(form, false));
            }

            @Override
            public String saved(Path path) {
                // the changes were listed before saving: the message only says how many
                return "Saved " + path.getFileName() + " (converted from Driftline)"
                        + (seen
                                ? "; " + warnings.size() + " change" + (warnings.size() == 1 ? "" : "s")
                                        + " listed before saving"
                                : DriftlineFormat.summary(warnings));
            }
        };
    }

    /** What writing {@code doc} as Driftline JSON leaves out. */
    List<DriftlineLoss> losses(MapDocument doc) {
        DriftlineSession s = sessions.apply(doc);
        return s != null ? DriftlineLosses.ofLayers(doc.map(), s.keptLayers()) : DriftlineLosses.ofDdnet(doc.map());
    }

    @Override
    public boolean beforeSave(MapFormat format, Path path, SourceForm form, Runnable after) {
        if (format.isDatafile()) {
            return beforeMap(path);
        }
        if (!(format instanceof DriftlineFormat)) {
            return true;
        }
        List<DriftlineLoss> losses = losses(shown.get());
        if (losses.isEmpty()) {
            return true;
        }
        String answer = question.ask(parent, path, losses);
        if (SAVE_AS_MAP.equals(answer)) {
            Path map = withExtension(path, ".map");
            SwingUtilities.invokeLater(() -> files.saveAs(map, after));
            return false;
        }
        return SAVE_ANYWAY.equals(answer);
    }

    /**
     * Before a Driftline document is written as .map: what a .map cannot hold (bases, atlas cells beyond 16x16, teams
     * without a DDNet tile) is listed first, with Save Anyway or Cancel, rather than reported after the file is written.
     */
    private boolean beforeMap(Path path) {
        MapDocument doc = shown.get();
        DriftlineSession s = doc == null ? null : sessions.apply(doc);
        if (s == null) {
            return true;
        }
        List<String> warnings = new ArrayList<>();
        s.toDdnet(warnings);
        if (warnings.isEmpty()) {
            return true;
        }
        boolean yes = mapQuestion.ask(parent, path, warnings);
        if (yes) {
            asked.add(doc);
        }
        return yes;
    }

    /** The message listing what a .map cannot hold of a Driftline document. */
    static String mapMessage(Path path, List<String> warnings) {
        StringBuilder m = new StringBuilder(
                "Saving this Driftline map as " + path.getFileName() + " changes what a DDNet .map cannot hold:");
        for (int i = 0; i < Math.min(LISTED, warnings.size()); i++) {
            m.append("\n\u2022 ").append(warnings.get(i));
        }
        if (warnings.size() > LISTED) {
            m.append("\n\u2022 and ").append(warnings.size() - LISTED).append(" more");
        }
        m.append("\n\nSave Anyway writes the .map with these changes; Cancel writes nothing.");
        return "<html><body style='width: 460px'>" + Html.lines(m.toString()) + "</body></html>";
    }

    private static boolean swingMapQuestion(Component parent, Path path, List<String> warnings) {
        Object[] options = {SAVE_ANYWAY, CANCEL};
        int r = JOptionPane.showOptionDialog(
                parent,
                mapMessage(path, warnings),
                MAP_TITLE,
                JOptionPane.DEFAULT_OPTION,
                JOptionPane.WARNING_MESSAGE,
                null,
                options,
                options[1]);
        return r == 0;
    }

    /** {@code path} with its extension replaced. */
    static Path withExtension(Path path, String ext) {
        Path name = path.getFileName();
        String file = name == null ? "map" : name.toString();
        int dot = file.lastIndexOf('.');
        return path.resolveSibling((dot > 0 ? file.substring(0, dot) : file) + ext);
    }

    /** The message listing the losses. */
    static String message(Path path, List<DriftlineLoss> losses) {
        StringBuilder m = new StringBuilder(path.getFileName() + " is a Driftline JSON map. Driftline holds tiles in"
                + " bg, solid and fg, and spawns, flags and bases; it cannot hold:");
        for (int i = 0; i < Math.min(LISTED, losses.size()); i++) {
            m.append("\n\u2022 ").append(losses.get(i).describe());
        }
        if (losses.size() > LISTED) {
            m.append("\n\u2022 and ").append(losses.size() - LISTED).append(" more");
        }
        m.append("\n\nSave Anyway writes the file without them (they stay in the editor until the map is closed)."
                + " Save as .map keeps everything.");
        return "<html><body style='width: 460px'>" + Html.lines(m.toString()) + "</body></html>";
    }

    private static String swingQuestion(Component parent, Path path, List<DriftlineLoss> losses) {
        Object[] options = {SAVE_AS_MAP, SAVE_ANYWAY, CANCEL};
        int r = JOptionPane.showOptionDialog(
                parent,
                message(path, losses),
                TITLE,
                JOptionPane.DEFAULT_OPTION,
                JOptionPane.WARNING_MESSAGE,
                null,
                options,
                options[0]);
        return r < 0 ? CANCEL : (String) options[r];
    }
}
