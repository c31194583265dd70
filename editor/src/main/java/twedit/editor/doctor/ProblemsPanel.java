package twedit.editor.doctor;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.FlowLayout;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.function.Consumer;
import javax.swing.BorderFactory;
import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.ListSelectionModel;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import twedit.editor.feature.DocumentChecks;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;
import twedit.editor.ui.Html;
import twedit.model.codec.MapContent;
import twedit.model.doctor.Doctor;
import twedit.model.doctor.Finding;
import twedit.model.doctor.FixReport;
import twedit.model.doctor.Validator;
import twedit.model.document.DocumentEvent;
import twedit.model.document.MapDocument;
import twedit.model.document.Origin;
import twedit.model.document.edits.Edit;

/**
 * Lists the open map's problems (what loading dropped, then the validator's findings) with their kind (breaks the
 * map, or not DDNet's), place and description; selecting one shows its place, Fix repairs it (of either kind),
 * Replace... replaces an image or sound loading kept as a placeholder, and Fix All repairs what breaks the map (each
 * one undo step). The list is validated again shortly after every change, on a background thread.
 */
public final class ProblemsPanel extends JPanel {
    /** Delay after the last change before validating again. */
    static final int DEBOUNCE_MS = 350;

    private final Workspace ws;
    private final FindingLocator locator;
    private final ExecutorService worker;
    private final Consumer<String> notes;
    private final DefaultListModel<Finding> model = new DefaultListModel<>();
    private final JList<Finding> list = new WrappingList(model);
    /** The counts: a text that wraps to the panel's width rather than running off its edge. */
    private final javax.swing.JTextArea summary = new WrappingText();

    private final JButton fix = new JButton("Fix");
    private final JButton fixAll = new JButton("Fix All");
    private final JButton replace = new JButton("Replace...");
    private final MediaReplacer replacer;
    private final Timer debounce;
    private final List<Runnable> countListeners = new ArrayList<>();
    private List<Finding> loadFindings = List.of();
    private List<Finding> findings = List.of();
    private long revision;
    private boolean pending;
    private boolean running;
    private boolean held;
    private int errors;
    private final DocumentChecks checks;

    /**
     * @param worker runs validations; @param notes shows short results in the status bar; @param replacer replaces
     *     placeholder images and sounds; @param checks the validator each document is held to
     */
    public ProblemsPanel(
            Workspace ws,
            FindingLocator locator,
            ExecutorService worker,
            Consumer<String> notes,
            MediaReplacer replacer,
            DocumentChecks checks) {
        super(new BorderLayout());
        this.checks = checks;
        this.replacer = replacer;
        this.ws = ws;
        this.locator = locator;
        this.worker = worker;
        this.notes = notes;
        setName("problemsPanel");
        debounce = new Timer(DEBOUNCE_MS, e -> validateNow());
        debounce.setRepeats(false);
        list.setName("problems.list");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setCellRenderer(new Renderer());
        list.addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting()) {
                selected();
            }
        });
        list.addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                list.setFixedCellHeight(10); // forget the cached cell sizes: text wraps to the new width
                list.setFixedCellHeight(-1);
            }
        });
        summary.setName("problems.summary");
        summary.setBorder(BorderFactory.createEmptyBorder(4, 6, 2, 6));

        fix.setName("problems.fix");
        fix.setToolTipText("Apply the selected problem's fix (one undo step)");
        fix.addActionListener(e -> fixSelected());
        fixAll.setName("problems.fixAll");
        fixAll.setToolTipText("Apply every automatic fix of what breaks the map (one undo step); what is not DDNet's"
                + " is kept (select it and press Fix to change it)");
        fixAll.addActionListener(e -> fixAll());
        replace.setName("problems.replace");
        replace.setToolTipText("Replace the damaged image or sound (kept as a placeholder) with a file");
        replace.addActionListener(e -> replaceSelected());
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.LEFT, 4, 2));
        buttons.add(fix);
        buttons.add(replace);
        buttons.add(fixAll);
        JPanel top = new JPanel(new BorderLayout());
        top.add(summary, BorderLayout.NORTH);
        top.add(buttons, BorderLayout.SOUTH);
        add(top, BorderLayout.NORTH);
        add(new JScrollPane(list), BorderLayout.CENTER);
        ws.addListener(new WorkspaceListener() {
            @Override
            public void documentReplaced() {
                loadFindings = List.of();
                // the old map's findings go at once: selecting one would look for its place in this map
                list.clearSelection();
                show(List.of());
                summary.setText("Checking\u2026");
                changed();
            }

            @Override
            public void documentChanged(DocumentEvent e) {
                changed();
            }

            @Override
            public void fileChanged() {
                changed(); // Save As may change the form the map is checked for
            }
        });
        checks.addOutsideListener(() -> show(findings));
        changed();
    }

    /** Shows what loading dropped or tolerated (until another map is opened or this one is saved). */
    public void setLoadFindings(List<Finding> load) {
        loadFindings = List.copyOf(load);
        show(findings);
    }

    /** Validates again soon (debounced). */
    public void changed() {
        revision++;
        pending = true;
        debounce.restart();
        updateButtons();
    }

    /**
     * Validates nothing until {@link #release}: a start keeps both cores for the map's first frame, and the panel is
     * not on screen before it anyway.
     */
    public void hold() {
        held = true;
    }

    /** Ends a {@link #hold}, validating at once what changed meanwhile. */
    public void release() {
        if (held) {
            held = false;
            if (pending) {
                validateNow();
            }
        }
    }

    /** Validates now on the background thread; the list updates when it is done (unless the map changed). */
    public void validateNow() {
        debounce.stop();
        if (held) {
            pending = true;
            return;
        }
        if (running || worker.isShutdown()) {
            // a running validation reschedules when it sees the newer revision; a closed window validates nothing
            return;
        }
        pending = false;
        running = true;
        long start = revision;
        MapDocument doc = ws.document();
        Validator validator = validator();
        worker.execute(() -> {
            List<Finding> found;
            String failure = null;
            try {
                found = validator.validate(doc.map());
            } catch (RuntimeException | OutOfMemoryError e) {
                found = List.of();
                failure = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            }
            List<Finding> f = found;
            String why = failure;
            SwingUtilities.invokeLater(() -> {
                running = false;
                if (doc != ws.document() || start != revision) {
                    validateNow(); // read while the map changed: the result may be torn
                    return;
                }
                if (why != null) {
                    notes.accept("Checking the map failed: " + why);
                }
                show(f);
            });
        });
    }

    DocumentChecks checks() {
        return checks;
    }

    /** The validator the shown document is held to (a Driftline map has its own). */
    Validator validator() {
        return checks.validator(ws.document(), ws.form());
    }

    /** Whether the list is up to date with the map (no validation waiting or running). */
    public boolean isSettled() {
        return !pending && !running;
    }

    /** The validator's findings shown now (without those of loading). */
    public List<Finding> findings() {
        return findings;
    }

    public List<Finding> loadFindings() {
        return loadFindings;
    }

    /** Errors among the validator's findings. */
    public int errorCount() {
        return errors;
    }

    /** Runs {@code r} whenever the counts change (e.g. to update a tab title). */
    public void addCountListener(Runnable r) {
        countListeners.add(r);
    }

    /** Fixes the selected finding, built against the map as it is now (one undo step). */
    public void fixSelected() {
        Finding sel = list.getSelectedValue();
        if (sel == null || !sel.fixable()) {
            return;
        }
        MapDocument doc = ws.document();
        try {
            // the same check at the same place; when a place has several, the one still described the same way
            Finding fresh = null;
            for (Finding f : validator().validate(doc.map())) {
                if (f.key().equals(sel.key())
                        && f.fixable()
                        && (fresh == null || f.what().equals(sel.what()))) {
                    fresh = f;
                }
            }
            if (fresh != null && fresh.repair().saveForm() != null) {
                saveIn(fresh);
                return;
            }
            Edit edit = fresh == null ? null : fresh.repair().edit(doc.map());
            if (edit == null || !doc.apply(edit, Origin.REPAIR)) {
                notes.accept("Nothing left to fix for: " + sel.what());
                changed();
                return;
            }
            notes.accept("Fixed: " + sel.where() + ": " + fresh.repair().description());
        } catch (RuntimeException e) {
            notes.accept("The fix failed: " + e.getMessage());
        }
    }

    /** Applies a fix that is saving in another form: the next Save writes that form (the map is marked modified). */
    private void saveIn(Finding f) {
        ws.setForm(f.repair().saveForm());
        notes.accept("Fixed: the map is saved in "
                + (f.repair().saveForm() == twedit.model.codec.SourceForm.DDNET ? "DDNet" : "0.7")
                + " form from now on (save it to write that form)");
        changed();
    }

    /** Opens the replace flow for the selected placeholder image or sound. */
    public void replaceSelected() {
        Finding sel = list.getSelectedValue();
        if (MediaReplacer.offers(sel) && replacer.replace(sel)) {
            changed();
        }
    }

    /**
     * Applies every automatic fix of what breaks the map as one undo step and reports what is left; what is not
     * DDNet's stays (Fix changes it one finding at a time).
     */
    public void fixAll() {
        try {
            // only what breaks the map: what the server loads (mod tiles, ignored data) stays; Fix repairs those one by
            // one
            MapContent before = MapContent.of(ws.document().map());
            for (Finding f : validator().validate(ws.document().map())) {
                if (f.isError() && f.fixable() && f.repair().saveForm() != null) {
                    saveIn(f); // a change of form, not an edit: the map's own repairs follow, judged for that form
                    break;
                }
            }
            FixReport r = Doctor.fixAll(ws.document(), validator(), false);
            long left = r.remaining().stream().filter(Finding::isError).count();
            String lost = MapContent.of(ws.document().map()).lostSince(before);
            notes.accept((r.applied().isEmpty()
                            ? "Nothing to fix automatically"
                            : "Fixed " + r.applied().size() + " problem"
                                    + (r.applied().size() == 1 ? "" : "s")
                                    + (left == 0
                                            ? "; no errors left"
                                            : "; " + left + " error" + (left == 1 ? "" : "s")
                                                    + " left without an automatic fix"))
                    + (lost.isEmpty() ? "" : "; the fixes removed " + lost + " (Undo brings them back)"));
        } catch (RuntimeException e) {
            notes.accept("Fix all failed: " + e.getMessage());
        }
    }

    private void show(List<Finding> found) {
        Finding sel = list.getSelectedValue();
        findings = List.copyOf(found);
        errors = (int) findings.stream().filter(Finding::isError).count();
        model.clear();
        loadFindings.forEach(model::addElement);
        findings.forEach(model::addElement);
        List<Finding> outside = checks.outside(ws.document());
        outside.forEach(model::addElement);
        if (sel != null) {
            for (int i = 0; i < model.size(); i++) {
                if (model.get(i).key().equals(sel.key())) {
                    list.setSelectedIndex(i);
                    break;
                }
            }
        }
        int warnings = findings.size() - errors;
        String now = findings.isEmpty()
                ? "No problems found."
                : errors + " error" + (errors == 1 ? "" : "s") + " (break the map), " + warnings + " warning"
                        + (warnings == 1 ? "" : "s") + " (not DDNet's).";
        summary.setText((loadFindings.isEmpty()
                        ? now
                        : "Loading dropped or repaired " + loadFindings.size() + " thing"
                                + (loadFindings.size() == 1 ? "" : "s") + ".\n" + now)
                + (outside.isEmpty()
                        ? ""
                        : "\nThe test server: " + outside.size() + " problem" + (outside.size() == 1 ? "" : "s")
                                + " (listed last)."));
        updateButtons();
        countListeners.forEach(Runnable::run);
    }

    private void updateButtons() {
        Finding sel = list.getSelectedValue();
        fix.setEnabled(sel != null && sel.fixable() && findings.contains(sel));
        fixAll.setEnabled(findings.stream().anyMatch(f -> f.fixable() && f.isError()));
        replace.setEnabled(MediaReplacer.offers(sel));
    }

    private void selected() {
        updateButtons();
        Finding f = list.getSelectedValue();
        if (f != null) {
            locator.show(f);
        }
    }

    /** Two lines per finding: severity icon and place, then the description and the fix, wrapped to the width. */
    private final class Renderer extends DefaultListCellRenderer {
        private final SeverityIcon error = new SeverityIcon(SeverityIcon.Kind.ERROR);
        private final SeverityIcon warning = new SeverityIcon(SeverityIcon.Kind.WARNING);
        private final SeverityIcon salvage = new SeverityIcon(SeverityIcon.Kind.SALVAGE);

        @Override
        public Component getListCellRendererComponent(
                JList<?> l, Object value, int index, boolean selected, boolean focus) {
            Finding f = (Finding) value;
            boolean loading = index < loadFindings.size();
            java.awt.Container vp = l.getParent();
            int width = Math.max(120, (vp instanceof javax.swing.JViewport ? vp.getWidth() : l.getWidth()) - 60);
            String fixText = f.fixable()
                    ? "<br><i>Fix: " + Html.esc(f.repair().description()) + "</i>"
                    : MediaReplacer.offers(f)
                            ? "<br><i>Replace this " + (f.checkId().startsWith("images") ? "image" : "sound")
                                    + ": Replace...</i>"
                            : loading ? "<br><i>while loading</i>" : "";
            // what loading repaired is no longer wrong in the map shown: it is not counted, nor labelled as breaking it
            String kind = " <font color='gray'>("
                    + Html.esc(
                            loading
                                    ? "in the file; repaired on loading"
                                    : f.impact().label()) + ")</font>";
            String html = Html.wrappedAt(
                    width, "<b>" + Html.esc(f.where()) + "</b>" + kind + "<br>" + Html.esc(f.what()) + fixText);
            JLabel c = (JLabel) super.getListCellRendererComponent(l, html, index, selected, focus);
            c.setIcon(loading ? salvage : f.isError() ? error : warning);
            c.setVerticalTextPosition(JLabel.TOP);
            c.setIconTextGap(6);
            c.setBorder(BorderFactory.createEmptyBorder(4, 4, 4, 4));
            c.setToolTipText(f.checkId());
            return c;
        }
    }

    /** Text wrapped at the width it is given: it asks for no width of its own, only the height of its lines. */
    private static final class WrappingText extends javax.swing.JTextArea {
        WrappingText() {
            super(" ");
            setEditable(false);
            setFocusable(false);
            setOpaque(false);
            setLineWrap(true);
            setWrapStyleWord(true);
        }

        @Override
        public void updateUI() {
            super.updateUI();
            setFont(javax.swing.UIManager.getFont("Label.font")); // it reads as a label, in either theme
        }

        @Override
        public java.awt.Dimension getPreferredSize() {
            return new java.awt.Dimension(1, super.getPreferredSize().height);
        }

        @Override
        public java.awt.Dimension getMinimumSize() {
            return getPreferredSize();
        }
    }

    /** A list as wide as its viewport, so the findings' text wraps instead of running off the right edge. */
    private static final class WrappingList extends JList<Finding> {
        WrappingList(DefaultListModel<Finding> model) {
            super(model);
        }

        @Override
        public boolean getScrollableTracksViewportWidth() {
            return true;
        }
    }
}
