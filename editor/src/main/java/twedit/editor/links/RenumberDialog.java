package twedit.editor.links;

import java.awt.BorderLayout;
import java.awt.FlowLayout;
import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import java.awt.Rectangle;
import java.awt.Window;
import javax.swing.BorderFactory;
import javax.swing.ButtonGroup;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JRadioButton;
import javax.swing.JSpinner;
import javax.swing.KeyStroke;
import javax.swing.SpinnerNumberModel;
import twedit.editor.state.Workspace;
import twedit.model.document.edits.TilePatch;
import twedit.model.links.LinkEdits;
import twedit.model.links.LinkIndex;
import twedit.model.links.NumberLinks;
import twedit.model.tiles.LinkRole.Space;

/**
 * Renumber Tele/Switch: changes one tele, checkpoint or switch number to another in the selected rectangle or the
 * whole map, showing how many cells will change before it applies them as one undo step.
 */
final class RenumberDialog extends JDialog {
    private static final Space[] SPACES = {Space.TELE, Space.CHECKPOINT, Space.SWITCH};

    private final transient Workspace ws;
    private final transient LinkIndex index;
    private final Rectangle selection;
    /** The selected cells when they are not the whole rectangle (a wand or an added/subtracted selection); or null. */
    private final twedit.model.select.CellMask mask;

    private final JComboBox<String> kind = new JComboBox<>(new String[] {"Tele", "Checkpoint tele", "Switch"});
    private final JSpinner from = new JSpinner(new SpinnerNumberModel(1, 0, 255, 1));
    private final JSpinner to = new JSpinner(new SpinnerNumberModel(2, 1, 255, 1));
    private final JRadioButton inSelection = new JRadioButton();
    private final JRadioButton wholeMap = new JRadioButton("Whole map");
    private final JLabel count = new JLabel(" ");
    private final JButton apply = new JButton("Renumber");

    /**
     * @param selection the selected rectangle of cells, or null (then only the whole map is offered)
     * @param mask the selected cells within it, or null for all of them
     */
    RenumberDialog(
            Window owner, Workspace ws, Rectangle selection, twedit.model.select.CellMask mask, LinkIndex index) {
        this(owner, ws, selection, mask, index, null);
    }

    /** A number to start from: the row selected in the Numbers panel. */
    record Start(Space space, int number) {}

    /**
     * @param start the kind and number to renumber first (the Numbers panel's selected row), or null for the kind's
     *     first number in use
     */
    RenumberDialog(
            Window owner,
            Workspace ws,
            Rectangle selection,
            twedit.model.select.CellMask mask,
            LinkIndex index,
            Start start) {
        super(owner, "Renumber Tele/Switch", ModalityType.APPLICATION_MODAL);
        this.ws = ws;
        this.index = index;
        this.selection = selection == null || selection.isEmpty() ? null : new Rectangle(selection);
        this.mask = mask == null || mask.isRect() ? null : mask;
        setName("renumberDialog");
        kind.setName("renumberKind");
        from.setName("renumberFrom");
        to.setName("renumberTo");
        inSelection.setName("renumberSelection");
        wholeMap.setName("renumberWholeMap");
        count.setName("renumberCount");
        apply.setName("renumberApply");
        ButtonGroup scope = new ButtonGroup();
        scope.add(inSelection);
        scope.add(wholeMap);
        if (this.selection != null) {
            Rectangle s = this.selection;
            inSelection.setText("Selection (" + s.x + "," + s.y + ", " + s.width + "x" + s.height + ")");
            inSelection.setSelected(true);
        } else {
            inSelection.setText("Selection (none)");
            inSelection.setEnabled(false);
            wholeMap.setSelected(true);
        }
        if (start != null && java.util.Arrays.asList(SPACES).contains(start.space())) {
            kind.setSelectedIndex(java.util.Arrays.asList(SPACES).indexOf(start.space()));
            suggest();
            from.setValue(Math.max(0, Math.min(255, start.number())));
        } else {
            suggest();
        }

        JPanel form = new JPanel(new GridBagLayout());
        form.setBorder(BorderFactory.createEmptyBorder(10, 12, 6, 12));
        row(form, 0, "Kind", kind);
        row(form, 1, "From number", from);
        row(form, 2, "To number", to);
        row(form, 3, "Where", inSelection);
        row(form, 4, "", wholeMap);
        row(form, 5, "", count);
        JButton cancel = new JButton("Cancel");
        cancel.addActionListener(e -> dispose());
        apply.addActionListener(e -> applyAndClose());
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.RIGHT));
        buttons.add(apply);
        buttons.add(cancel);
        getContentPane().add(form, BorderLayout.CENTER);
        getContentPane().add(buttons, BorderLayout.SOUTH);
        getRootPane().setDefaultButton(apply);
        getRootPane()
                .registerKeyboardAction(
                        e -> dispose(), KeyStroke.getKeyStroke("ESCAPE"), JComponent.WHEN_IN_FOCUSED_WINDOW);
        kind.addActionListener(e -> {
            suggest();
            update();
        });
        from.addChangeListener(e -> update());
        to.addChangeListener(e -> update());
        inSelection.addActionListener(e -> update());
        wholeMap.addActionListener(e -> update());
        update();
        pack();
        setResizable(false);
        setLocationRelativeTo(owner);
    }

    private static void row(JPanel p, int y, String label, JComponent field) {
        GridBagConstraints c = new GridBagConstraints();
        c.gridy = y;
        c.insets = new Insets(3, 0, 3, 8);
        c.anchor = GridBagConstraints.WEST;
        p.add(new JLabel(label), c);
        c.gridx = 1;
        c.fill = GridBagConstraints.HORIZONTAL;
        c.weightx = 1;
        p.add(field, c);
    }

    /** Starts with the kind's first number in use and its next free one. */
    private void suggest() {
        index.numbers(space()).stream().findFirst().map(NumberLinks::number).ifPresent(from::setValue);
        int free = index.nextFree(space());
        to.setValue(free > 0 ? free : 255);
    }

    Space space() {
        return SPACES[kind.getSelectedIndex()];
    }

    /** The edit the dialog would apply now. */
    TilePatch patch() {
        LinkEdits.Area area = inSelection.isSelected() && selection != null
                ? new LinkEdits.Area(selection.x, selection.y, selection.width, selection.height)
                : LinkEdits.Area.WHOLE;
        TilePatch p = LinkEdits.renumber(ws.map(), space(), (Integer) from.getValue(), (Integer) to.getValue(), area);
        // a selection that is not a whole rectangle renumbers only its own cells
        return inSelection.isSelected() && mask != null && !p.isNoOp()
                ? twedit.model.select.MaskEdits.within(p, mask, p.label())
                : p;
    }

    private void update() {
        int n = patch().cellCount();
        int a = (Integer) from.getValue();
        int b = (Integer) to.getValue();
        String merge = a == b || n == 0 ? null : merging(b);
        if (a == b) {
            count.setText("From and to are the same number");
        } else if (merge != null) {
            count.setText("<html>Changes " + n + " cell" + (n == 1 ? "" : "s") + ".<br><font color='#C98A0C'>" + merge
                    + "</font></html>");
        } else {
            count.setText("Changes " + n + " cell" + (n == 1 ? "" : "s"));
        }
        apply.setText(merge != null ? "Renumber and merge" : "Renumber");
        apply.setEnabled(n > 0);
        pack();
    }

    /** The warning when {@code to} is taken already: its tiles and the renumbered ones become one number. */
    String merging(int to) {
        String what = kind.getSelectedItem() + " " + to;
        int cells = index.number(space(), to).map(NumberLinks::count).orElse(0);
        if (cells > 0) {
            return what + " is already used by " + cells + " cell" + (cells == 1 ? "" : "s")
                    + ": the two numbers will merge into one.";
        }
        if (space() == Space.SWITCH && index.inSettings(to)) {
            return what + " is named by the server settings (switch_open " + to
                    + "): the renumbered switches will start open.";
        }
        return null;
    }

    private void applyAndClose() {
        TilePatch p = patch();
        if (!p.isNoOp()) {
            ws.document().apply(p);
        }
        dispose();
    }
}
