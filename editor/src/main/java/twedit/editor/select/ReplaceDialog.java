package twedit.editor.select;

import java.awt.Window;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.KeyStroke;
import javax.swing.SpinnerNumberModel;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import net.miginfocom.swing.MigLayout;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;
import twedit.editor.tools.TileSelection;
import twedit.editor.tools.ToolBox;
import twedit.model.map.Group;
import twedit.model.map.TileLayer;
import twedit.model.replace.ReplacePlan;
import twedit.model.replace.ReplaceScope;
import twedit.model.replace.TileReplacer;

/**
 * Find and Replace Tiles: a tile id (a number, or a name on physics layers) with or without its flags, replaced by
 * another in the current layer, the selection, the current group or the whole map. The count of tiles that will
 * change follows every keystroke and edit; Apply makes one undo step. The dialog stays open (not modal).
 */
final class ReplaceDialog extends JDialog {
    /** The scopes offered, in the order of the scope box. */
    enum Scope {
        LAYER("Current layer"),
        SELECTION("Selection"),
        GROUP("Current group"),
        MAP("Whole map");

        private final String label;

        Scope(String label) {
            this.label = label;
        }

        @Override
        public String toString() {
            return label;
        }
    }

    private final Workspace ws;
    private final ToolBox tools;
    private final JTextField from = new JTextField(12);
    private final JCheckBox fromFlagsOn = new JCheckBox("only with flags");
    private final JSpinner fromFlags = new JSpinner(new SpinnerNumberModel(0, 0, 255, 1));
    private final JTextField to = new JTextField(12);
    private final JCheckBox toFlagsOn = new JCheckBox("set flags");
    private final JSpinner toFlags = new JSpinner(new SpinnerNumberModel(0, 0, 255, 1));
    private final JComboBox<Scope> scope = new JComboBox<>(Scope.values());
    private final JLabel count = new JLabel(" ");
    private final JButton apply = new JButton("Apply");
    private ReplacePlan plan;
    private String done;

    ReplaceDialog(Window owner, Workspace ws, ToolBox tools) {
        super(owner, "Find and Replace Tiles", ModalityType.MODELESS);
        this.ws = ws;
        this.tools = tools;
        setName("replaceDialog");
        from.setName("replaceFrom");
        to.setName("replaceTo");
        fromFlagsOn.setName("replaceFromFlagsOn");
        fromFlags.setName("replaceFromFlags");
        toFlagsOn.setName("replaceToFlagsOn");
        toFlags.setName("replaceToFlags");
        scope.setName("replaceScope");
        count.setName("replaceCount");
        apply.setName("replaceApply");
        String idTip = "A tile id 0-255, or on physics layers a tile name such as freeze or spawn_red";
        from.setToolTipText(idTip);
        to.setToolTipText(idTip);
        String flagsTip = "Flags: 1 flip X, 2 flip Y, 8 rotate (add them up); on switch layers the switch flags";
        fromFlags.setToolTipText(flagsTip);
        toFlags.setToolTipText(flagsTip);
        fromFlagsOn.setToolTipText("Off: tiles of that id match whatever their flags");
        toFlagsOn.setToolTipText("Off: each tile keeps its own flags");
        JPanel p = new JPanel(new MigLayout("insets 12, gap 8 6", "[right][grow, fill][][]", ""));
        p.add(new JLabel("Find tile"));
        p.add(from);
        p.add(fromFlagsOn);
        p.add(fromFlags, "w 60!, wrap");
        p.add(new JLabel("Replace with"));
        p.add(to);
        p.add(toFlagsOn);
        p.add(toFlags, "w 60!, wrap");
        p.add(new JLabel("In"));
        p.add(scope, "span 3, growx, wrap para");
        p.add(count, "span 4, growx, w 420:420:, aligny top, wrap para");
        JButton close = new JButton("Close");
        close.setName("replaceClose");
        close.addActionListener(e -> setVisible(false));
        apply.addActionListener(e -> apply());
        p.add(apply, "span 4, split 2, right, tag apply");
        p.add(close, "tag cancel");
        setContentPane(p);
        getRootPane().setDefaultButton(apply);
        getRootPane()
                .registerKeyboardAction(
                        e -> setVisible(false), KeyStroke.getKeyStroke("ESCAPE"), JComponent.WHEN_IN_FOCUSED_WINDOW);
        DocumentListener typed = new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                edited();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                edited();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                edited();
            }
        };
        from.getDocument().addDocumentListener(typed);
        to.getDocument().addDocumentListener(typed);
        fromFlagsOn.addActionListener(e -> edited());
        toFlagsOn.addActionListener(e -> edited());
        fromFlags.addChangeListener(e -> edited());
        toFlags.addChangeListener(e -> edited());
        scope.addActionListener(e -> edited());
        ws.addListener(new WorkspaceListener() {
            @Override
            public void documentReplaced() {
                recount();
            }

            @Override
            public void documentChanged(twedit.model.document.DocumentEvent event) {
                recount();
            }

            @Override
            public void selectionChanged() {
                recount();
            }
        });
        tools.addListener(this::recount);
        // room for the longest message (done, count and layers left alone), so the buttons never move
        count.setText("<html>1<br>2<br>3</html>");
        pack();
        setLocationRelativeTo(owner);
        recount();
    }

    /** Shows the dialog, scoped to the selection when there is one on the current layer. */
    void open() {
        TileSelection s = tools.selection();
        if (s != null && s.layer() == ws.currentTileLayer()) {
            scope.setSelectedItem(Scope.SELECTION);
        } else if (scope.getSelectedItem() == Scope.SELECTION) {
            scope.setSelectedItem(Scope.LAYER);
        }
        setVisible(true);
        recount();
        from.requestFocusInWindow();
    }

    /** The user changed what to replace: the last "replaced" message no longer applies. */
    private void edited() {
        done = null;
        recount();
    }

    private void recount() {
        if (!isVisible()) {
            plan = null; // counted again when shown: a hidden dialog must not plan on every edit
            return;
        }
        plan = null;
        apply.setEnabled(false);
        if (from.getText().isBlank() || to.getText().isBlank()) {
            count.setText("Enter the tile to find and the tile to put in its place.");
            return;
        }
        ReplaceScope where = scope();
        if (where == null) {
            count.setText(
                    scope.getSelectedItem() == Scope.SELECTION
                            ? "There is no selection on the current layer."
                            : "No tile layer is selected.");
            return;
        }
        try {
            // a name is looked up on each layer's own kind: "freeze" of the whole map started from the Tele layer
            plan = TileReplacer.plan(
                    ws.map(),
                    where,
                    from.getText(),
                    fromFlagsOn.isSelected() ? (Integer) fromFlags.getValue() : -1,
                    to.getText(),
                    toFlagsOn.isSelected() ? (Integer) toFlags.getValue() : -1);
        } catch (IllegalArgumentException e) {
            count.setText(e.getMessage());
            return;
        }
        count.setText("<html>" + (done == null ? "" : done + "<br>") + sentence(plan.summary(false)) + "</html>");
        apply.setEnabled(!plan.isEmpty());
    }

    /** The scope chosen, or null when it does not exist now (no selection, no tile layer). */
    private ReplaceScope scope() {
        TileLayer l = ws.currentTileLayer();
        Scope s = (Scope) scope.getSelectedItem();
        switch (s == null ? Scope.LAYER : s) {
            case SELECTION:
                TileSelection sel = tools.selection();
                return sel == null || l == null || sel.layer() != l ? null : new ReplaceScope.Cells(l, sel.maskOn(l));
            case GROUP:
                Group g = ws.currentGroup();
                return g == null ? null : new ReplaceScope.InGroup(g);
            case MAP:
                return new ReplaceScope.WholeMap();
            default:
                return l == null ? null : new ReplaceScope.OneLayer(l);
        }
    }

    private void apply() {
        ReplacePlan p = plan;
        if (p == null || p.isEmpty()) {
            return;
        }
        done = sentence(p.summary(true)) + " (Ctrl+Z undoes it).";
        ws.document().apply(p.edit());
        recount();
    }

    private static String sentence(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
