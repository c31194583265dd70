package twedit.editor.envelopes;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.Toolkit;
import java.util.List;
import java.util.Map;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextField;
import javax.swing.ListSelectionModel;
import javax.swing.text.AbstractDocument;
import net.miginfocom.swing.MigLayout;
import twedit.editor.state.Workspace;
import twedit.editor.ui.Ask;
import twedit.editor.ui.Buttons;
import twedit.editor.ui.EnvelopeLabel;
import twedit.editor.ui.Utf8Limit;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.Props;

/**
 * The map's envelopes (kind, name, sync, points, where each is used), filtered by a search on names and reordered by
 * dragging: add position, colour or sound envelopes, duplicate, remove (users are detached, undoable), remove all
 * unused ones, rename and toggle sync; the selection drives the curve view.
 */
public final class EnvelopeListPanel extends JPanel {
    private static final int MIN_WIDTH = 250;
    private static final int MAX_WIDTH = 400;
    /** An envelope name's room in the file, the NUL included. */
    static final int NAME_BYTES = 32;

    private final Workspace ws;
    private final CurveView curve;
    private final DefaultListModel<Envelope> model = new DefaultListModel<>();
    /** As wide as its view (never scrolled sideways): a long line ends in "..." and shows whole in its tooltip. */
    private final JList<Envelope> list = new JList<>(model) {
        @Override
        public boolean getScrollableTracksViewportWidth() {
            return true;
        }

        @Override
        protected void paintComponent(java.awt.Graphics g) {
            super.paintComponent(g);
            if (reorder != null) {
                reorder.paintLine(g);
            }
        }
    };
    /** Where each envelope is used, worked out again on every reload (each change of the map). */
    private Map<Envelope, List<String>> users = Map.of();

    private final JTextField search = new JTextField();
    private final EnvelopeReorder reorder;

    private final JTextField name = new JTextField();
    private final JCheckBox sync = new JCheckBox("Sync");
    private boolean loading;
    /** The envelope whose name and sync the fields show. */
    private Envelope shown;

    public EnvelopeListPanel(Workspace ws, CurveView curve) {
        super(new BorderLayout());
        this.ws = ws;
        this.curve = curve;
        list.setName("envList");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setCellRenderer(new EnvelopeRow(() -> ws.map().envelopes(), () -> users));
        reorder = new EnvelopeReorder(list, this::moveBefore);
        search.setName("envSearch");
        search.putClientProperty("JTextField.placeholderText", "Search names");
        search.putClientProperty("JTextField.showClearButton", true);
        search.setToolTipText("Show only the envelopes whose name contains this (ignoring case)");
        search.getDocument().addDocumentListener(new javax.swing.event.DocumentListener() {
            @Override
            public void insertUpdate(javax.swing.event.DocumentEvent e) {
                reload();
            }

            @Override
            public void removeUpdate(javax.swing.event.DocumentEvent e) {
                reload();
            }

            @Override
            public void changedUpdate(javax.swing.event.DocumentEvent e) {
                reload();
            }
        });
        list.addListSelectionListener(e -> {
            if (!loading && !e.getValueIsAdjusting()) {
                curve.setEnvelope(list.getSelectedValue());
                fillFields();
            }
        });
        JPanel buttons = new JPanel(new MigLayout("wrap 3, insets 2, gap 2 2", "[grow,fill][grow,fill][grow,fill]"));
        buttons.add(button("+ Position", "envAddPosition", () -> add(Envelope.POSITION, "Position")));
        buttons.add(button("+ Colour", "envAddColor", () -> add(Envelope.COLOR, "Colour")));
        buttons.add(button("+ Sound", "envAddSound", () -> add(Envelope.SOUND, "Sound")));
        buttons.add(button("Duplicate", "envDuplicate", this::duplicate));
        buttons.add(button("Remove", "envRemove", this::remove));
        JButton unused = button("Remove Unused", "envRemoveUnused", this::removeUnused);
        unused.setToolTipText("Remove every envelope no layer, quad or sound source uses (one undo step)");
        buttons.add(unused);
        name.setName("envName");
        name.setToolTipText("The envelope's name: at most " + (NAME_BYTES - 1) + " bytes (UTF-8) in the map file");
        // the file keeps 31 bytes and a NUL: a longer name is cut as it is typed, not when the map is saved
        ((AbstractDocument) name.getDocument())
                .setDocumentFilter(new Utf8Limit(
                        NAME_BYTES, () -> Toolkit.getDefaultToolkit().beep()));
        name.addActionListener(e -> rename());
        name.addFocusListener(new java.awt.event.FocusAdapter() {
            @Override
            public void focusLost(java.awt.event.FocusEvent e) {
                rename();
            }
        });
        sync.setName("envSync");
        sync.setToolTipText("Synchronized: runs on the server's game clock, in phase for every player");
        sync.addActionListener(e -> {
            Envelope env = list.getSelectedValue();
            if (!loading && env != null && env.sync() != sync.isSelected()) {
                ws.document().apply(Edits.set(env, Props.ENVELOPE_SYNC, sync.isSelected()));
            }
        });
        buttons.add(name, "span 2");
        buttons.add(sync);
        add(twedit.editor.ui.KeptScroll.follow(ws, new JScrollPane(list), "envelopeList.scroll"), BorderLayout.CENTER);
        add(buttons, BorderLayout.SOUTH);
        reload();
    }

    /** As wide as its longest line (within 250..400 px), so that names show whole where the dock has room. */
    @Override
    public Dimension getPreferredSize() {
        Dimension d = super.getPreferredSize();
        int lines = list.getPreferredSize().width + 24; // the vertical scroll bar and the border
        return new Dimension(Math.max(MIN_WIDTH, Math.min(MAX_WIDTH, Math.max(d.width, lines))), d.height);
    }

    private static JButton button(String text, String n, Runnable r) {
        return Buttons.compact(text, n, null, r, 4);
    }

    private MapDocument doc() {
        return ws.document();
    }

    /** Adds an envelope of a kind with one default point at 0 ms and selects it. */
    public Envelope add(int channels, String n) {
        int[] d = PointOps.defaults(channels);
        Envelope e = new Envelope(
                channels, n, false, List.of(new EnvPoint(0, EnvPoint.CURVE_LINEAR, d[0], d[1], d[2], d[3], null)));
        doc().apply(Edits.addEnvelope(ws.map(), ws.map().envelopes().size(), e));
        select(e);
        return e;
    }

    private void duplicate() {
        Envelope e = list.getSelectedValue();
        if (e != null) {
            Envelope c = e.copyNamed(e.name() + " copy");
            doc().apply(Edits.addEnvelope(ws.map(), ws.map().envelopes().indexOf(e) + 1, c));
            select(c);
        }
    }

    /**
     * Removes the selected envelope; one that quads, layers or sound sources use is removed only when the user says
     * so, having been told what loses it (undo brings the links back).
     */
    private void remove() {
        Envelope e = list.getSelectedValue();
        if (e == null) {
            return;
        }
        List<String> users = EnvelopeUsers.of(ws.map(), e);
        if (!users.isEmpty()) {
            int i = ws.map().envelopes().indexOf(e);
            String message = "Envelope #" + i + " " + EnvelopeLabel.name(e) + " is used by " + EnvelopeUsers.join(users)
                    + ". Delete it?\nThey keep their place and lose the animation (Undo brings it back).";
            if (!Ask.confirm(this, "Delete envelope", message, "Delete")) {
                return;
            }
        }
        doc().apply(Edits.removeEnvelope(ws.map(), ws.map().envelopes().indexOf(e)));
    }

    /** Removes every envelope nothing uses, as one undo step (the model's own "remove unused", as Optimize uses). */
    void removeUnused() {
        twedit.model.optimize.OptimizeStep step = twedit.model.optimize.OptimizeEdits.removeUnusedEnvelopes(ws.map());
        if (step.isEmpty()) {
            java.awt.Toolkit.getDefaultToolkit().beep();
            return;
        }
        int n = step.actions().size();
        doc().apply(twedit.model.document.edits.Edits.compose(
                "Remove " + n + " unused envelope" + (n == 1 ? "" : "s"), List.of(step.edit())));
    }

    /**
     * Moves {@code env} to just before the list's row {@code row} (after the last row when it is the row count), as
     * one undoable edit; with a search on, the hidden envelopes keep their order around it.
     */
    void moveBefore(Envelope env, int row) {
        List<Envelope> all = ws.map().envelopes();
        int from = all.indexOf(env);
        if (from < 0 || model.isEmpty()) {
            return;
        }
        int insertAt = row < model.size() ? all.indexOf(model.get(row)) : all.indexOf(model.get(model.size() - 1)) + 1;
        int to = insertAt > from ? insertAt - 1 : insertAt;
        if (to != from && to >= 0 && to < all.size()) {
            doc().apply(Edits.moveEnvelope(ws.map(), from, to));
            select(env);
        }
    }

    private void rename() {
        Envelope e = list.getSelectedValue();
        // only the envelope the field was filled for: a name typed for one never renames another
        if (!loading && e != null && e == shown && !name.getText().equals(e.name())) {
            doc().apply(Edits.set(e, Props.ENVELOPE_NAME, name.getText()));
        }
    }

    public void select(Envelope e) {
        list.setSelectedValue(e, true);
        curve.setEnvelope(e);
        fillFields();
    }

    private void fillFields() {
        loading = true;
        try {
            Envelope e = list.getSelectedValue();
            shown = e;
            name.setText(e == null ? "" : e.name());
            sync.setSelected(e != null && e.sync());
            name.setEnabled(e != null);
            sync.setEnabled(e != null);
        } finally {
            loading = false;
        }
    }

    /** Refills the list from the map, keeping the selection when the envelope still exists. */
    public void reload() {
        Envelope keep = curve.envelope();
        loading = true;
        try {
            users = EnvelopeUsers.all(ws.map());
            model.clear();
            String want = search.getText().trim().toLowerCase(java.util.Locale.ROOT);
            for (Envelope e : ws.map().envelopes()) {
                if (want.isEmpty()
                        || e.name() != null
                                && e.name().toLowerCase(java.util.Locale.ROOT).contains(want)) {
                    model.addElement(e);
                }
            }
            if (keep != null && model.contains(keep)) {
                list.setSelectedValue(keep, true);
            } else {
                list.clearSelection();
            }
        } finally {
            loading = false;
        }
        curve.setEnvelope(list.getSelectedValue());
        fillFields();
    }

    /** The search field filtering the list by name; the dock places it above the list. */
    JTextField searchField() {
        return search;
    }

    JList<Envelope> envelopeList() {
        return list;
    }
}
