package twedit.editor.doctor;

import java.awt.Component;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import javax.swing.JOptionPane;
import javax.swing.SwingUtilities;
import twedit.editor.files.FileStep;
import twedit.editor.files.MapFormat;
import twedit.editor.safety.Autosaver;
import twedit.editor.safety.SafeWriter;
import twedit.editor.state.Workspace;
import twedit.editor.ui.Html;
import twedit.model.codec.LoadResult;
import twedit.model.codec.LoadWarning;
import twedit.model.codec.MapContent;
import twedit.model.codec.SourceForm;
import twedit.model.datafile.DatafileException;
import twedit.model.datafile.ReadLimits;
import twedit.model.doctor.Finding;
import twedit.model.doctor.Salvage;
import twedit.model.doctor.SalvageResult;
import twedit.model.doctor.Validator;
import twedit.model.document.MapDocument;

/**
 * The doctor's step in the file pipeline, for datafile maps: a map the strict loader refuses opens salvaged (and
 * marked modified, with what was dropped shown); saving asks before overwriting a damaged original and before writing
 * a map with errors; the file is written by {@link SafeWriter}; a save ends the autosave of the map.
 */
final class OpenSaveGuard implements FileStep {
    /** Dialog titles (tests find the dialogs by them). */
    static final String SALVAGED_TITLE = "Map salvaged";

    static final String OVERWRITE_TITLE = "Overwrite the damaged original?";
    static final String ERRORS_TITLE = "Save a map with errors?";
    static final String DONT_SAVE = "Don't Save";
    static final String SAVE_ANYWAY = "Save Anyway";
    static final String FIX_AND_SAVE = "Fix All and Save";
    private static final int LISTED = 8;

    private final Component parent;
    private final Workspace ws;
    private final ProblemsPanel problems;
    private final Runnable showProblems;
    private final SafeWriter writer;
    private final Autosaver autosaver;
    private final Consumer<Runnable> saveAs;
    private final AtomicReference<SalvageResult> pending = new AtomicReference<>();
    /** What the salvaged map lacks of what the file held, in words ("" when nothing). */
    private final AtomicReference<String> pendingLoss = new AtomicReference<>("");

    private MapDocument salvagedDoc;
    private Path salvagedFrom;
    private boolean overwriteAllowed;

    /** @param saveAs starts Save As, running the given callback after it succeeds */
    OpenSaveGuard(
            Component parent,
            Workspace ws,
            ProblemsPanel problems,
            Runnable showProblems,
            SafeWriter writer,
            Autosaver autosaver,
            Consumer<Runnable> saveAs) {
        this.parent = parent;
        this.ws = ws;
        this.problems = problems;
        this.showProblems = showProblems;
        this.writer = writer;
        this.autosaver = autosaver;
        this.saveAs = saveAs;
    }

    @Override
    public LoadResult readFailed(MapFormat format, Path path, Exception error) throws Exception {
        if (!format.isDatafile() || !(error instanceof DatafileException)) {
            throw error; // missing file, no permission...: nothing to salvage
        }
        SalvageResult r;
        try {
            r = Salvage.load(path, ReadLimits.EDITOR);
        } catch (DatafileException e) {
            throw new IOException(error.getMessage() + "\nNothing could be salvaged: " + e.getMessage(), e);
        }
        pending.set(r);
        try {
            pendingLoss.set(MapContent.of(r.map())
                    .lostSince(Salvage.held(java.nio.file.Files.readAllBytes(path), ReadLimits.EDITOR)));
        } catch (DatafileException | IOException | OutOfMemoryError e) {
            pendingLoss.set(""); // the file read a moment ago cannot be read again: the findings say what is known
        }
        List<LoadWarning> warnings = new ArrayList<>();
        for (Finding f : r.findings()) {
            warnings.add(new LoadWarning(LoadWarning.Kind.TOLERATED, f.where() + ": " + f.what()));
        }
        return new LoadResult(r.map(), warnings, r.form());
    }

    @Override
    public void opened(MapFormat format, Path path) {
        if (!format.isDatafile()) {
            return;
        }
        SalvageResult r = pending.getAndSet(null);
        MapDocument doc = ws.document();
        if (r == null || r.map() != doc.map()) {
            problems.validateNow();
            return;
        }
        salvagedDoc = doc;
        salvagedFrom = path.toAbsolutePath().normalize();
        overwriteAllowed = false;
        doc.markModified();
        problems.setLoadFindings(r.findings());
        problems.validateNow();
        showProblems.run();
        String m = salvagedMessage(String.valueOf(path.getFileName()), r, pendingLoss.getAndSet(""));
        SwingUtilities.invokeLater(
                () -> JOptionPane.showMessageDialog(parent, html(m), SALVAGED_TITLE, JOptionPane.WARNING_MESSAGE));
    }

    /**
     * The salvage dialog's text: why the file is refused, what loading did and what the map lacks of the file, each
     * said once (the findings repeat the refusal, which the first sentence already gives).
     */
    static String salvagedMessage(String fileName, SalvageResult r, String lost) {
        List<String> said = new ArrayList<>();
        if (r.refusal() != null) {
            for (String c : r.refusal().split("; ")) {
                // "salvaging converts it (twedit fix, or open it in the editor)": done already, so not said
                if (!c.startsWith("salvaging")) {
                    said.add(c);
                }
            }
        }
        List<Finding> shown = new ArrayList<>();
        for (Finding f : r.findings()) {
            List<String> fresh = new ArrayList<>();
            for (String c : f.what().split("; ")) {
                if (!alreadySaid(c, said)) {
                    fresh.add(c);
                }
            }
            if (!fresh.isEmpty()) {
                shown.add(
                        new Finding(f.impact(), f.checkId(), f.location(), f.where(), String.join("; ", fresh), null));
            }
        }
        StringBuilder m = new StringBuilder(fileName + " is damaged: DDNet would refuse it"
                + (said.isEmpty() ? "" : " (" + String.join("; ", said) + ")") + ".");
        if (shown.isEmpty()) {
            m.append("\n\ntwedit opened everything that could be trusted.");
        } else {
            m.append("\n\ntwedit opened everything that could be trusted. Loading dropped or repaired ")
                    .append(shown.size())
                    .append(shown.size() == 1 ? " thing:" : " things:");
            list(m, shown);
        }
        if (!lost.isEmpty()) {
            m.append("\n\nLost: ").append(lost).append(" of what the file held.");
        }
        m.append(
                        shown.isEmpty()
                                ? "\n\nThe Problems panel lists what is still wrong, with fixes."
                                : "\n\nThe Problems panel lists them, with fixes for what is still wrong.")
                .append(" The map is marked modified; saving it asks for a new file, so the damaged original stays as"
                        + " it is.");
        return m.toString();
    }

    /** Whether clause {@code c} of a finding says again what the refusal said ("... which DDNet cannot load"). */
    private static boolean alreadySaid(String c, List<String> said) {
        String plain = c.startsWith("DDNet refuses the file as it is: ")
                ? c.substring("DDNet refuses the file as it is: ".length())
                : c;
        for (String s : said) {
            if (s.equals(plain) || s.endsWith("which DDNet cannot load") && plain.endsWith("which DDNet cannot load")) {
                return true;
            }
        }
        return plain.startsWith("salvaging");
    }

    @Override
    public boolean beforeSave(MapFormat format, Path path, SourceForm form, Runnable after) {
        if (!format.isDatafile()) {
            return true;
        }
        MapDocument doc = ws.document();
        if (doc == salvagedDoc
                && !overwriteAllowed
                && path.toAbsolutePath().normalize().equals(salvagedFrom)) {
            Object[] options = {"Save As...", "Overwrite", "Cancel"};
            int r = JOptionPane.showOptionDialog(
                    parent,
                    html(path.getFileName() + " is the damaged file this map"
                            + " was salvaged from.\nOverwriting it replaces the original for good; Save As keeps it."),
                    OVERWRITE_TITLE,
                    JOptionPane.YES_NO_CANCEL_OPTION,
                    JOptionPane.WARNING_MESSAGE,
                    null,
                    options,
                    options[0]);
            if (r == 0) {
                SwingUtilities.invokeLater(() -> saveAs.accept(after));
                return false;
            }
            if (r != 1) {
                return false;
            }
            overwriteAllowed = true;
        }
        // a Driftline document is held to Driftline's rules: its .map is converted, not this document's layers
        Validator validator = problems.checks().validator(doc, form);
        List<Finding> errors = errors(validator, doc);
        if (errors.isEmpty()) {
            return true;
        }
        boolean fixable = errors.stream().anyMatch(Finding::fixable);
        String answer = ask(errors, fixable);
        if (FIX_AND_SAVE.equals(answer)) {
            problems.fixAll();
            if (ws.form() != form) {
                // the fix was saving in another form: Save As offers it (and the name) instead of this save's form
                SwingUtilities.invokeLater(() -> saveAs.accept(after));
                return false;
            }
            errors = errors(validator, doc);
            if (errors.isEmpty()) {
                return true;
            }
            answer = ask(errors, false);
        }
        return SAVE_ANYWAY.equals(answer);
    }

    private static List<Finding> errors(Validator validator, MapDocument doc) {
        List<Finding> out = new ArrayList<>();
        for (Finding f : validator.validate(doc.map())) {
            if (f.isError()) {
                out.add(f);
            }
        }
        return out;
    }

    private String ask(List<Finding> errors, boolean fixable) {
        StringBuilder m = new StringBuilder("The map has " + errors.size() + " error" + (errors.size() == 1 ? "" : "s")
                + "; the game may refuse it or play it wrongly:");
        list(m, errors);
        m.append(fixable ? "\n\nFix All applies the automatic fixes first (one undo step)." : "");
        Object[] options =
                fixable ? new Object[] {FIX_AND_SAVE, SAVE_ANYWAY, DONT_SAVE} : new Object[] {SAVE_ANYWAY, DONT_SAVE};
        int r = JOptionPane.showOptionDialog(
                parent,
                html(m.toString()),
                ERRORS_TITLE,
                JOptionPane.DEFAULT_OPTION,
                JOptionPane.WARNING_MESSAGE,
                null,
                options,
                options[options.length - 1]);
        return r < 0 ? DONT_SAVE : (String) options[r];
    }

    @Override
    public boolean write(MapFormat format, Path path, byte[] bytes) throws Exception {
        if (!format.isDatafile()) {
            return false;
        }
        writer.write(path, bytes);
        return true;
    }

    @Override
    public void saved(MapFormat format, Path path, MapDocument doc) {
        if (!format.isDatafile()) {
            return;
        }
        autosaver.saved(doc);
        if (doc == salvagedDoc) {
            salvagedDoc = null;
            salvagedFrom = null;
            problems.setLoadFindings(List.of());
        }
        problems.changed();
    }

    private static void list(StringBuilder m, List<Finding> findings) {
        for (int i = 0; i < Math.min(LISTED, findings.size()); i++) {
            Finding f = findings.get(i);
            m.append("\n\u2022 ").append(f.where()).append(": ").append(f.what());
        }
        if (findings.size() > LISTED) {
            m.append("\n\u2022 and ").append(findings.size() - LISTED).append(" more (see the Problems panel)");
        }
    }

    /** A message as HTML wrapped to a readable width. */
    static String html(String message) {
        return "<html><body style='width: 460px'>" + Html.lines(message) + "</body></html>";
    }
}
