package twedit.editor.panels;

import java.awt.event.FocusAdapter;
import java.awt.event.FocusEvent;
import java.util.function.Consumer;
import javax.swing.JCheckBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.KeyStroke;
import javax.swing.SpinnerNumberModel;
import net.miginfocom.swing.MigLayout;

/**
 * A two-column property form (label, field) whose fields commit through callbacks only when the user changes them,
 * never while the form is being filled from the map.
 */
abstract class Form extends JPanel implements javax.swing.Scrollable {
    private boolean loading;

    Form() {
        super(new MigLayout("wrap 2, insets 6, gap 6 4", "[right][grow, fill, 40::]"));
    }

    @Override
    public java.awt.Dimension getPreferredScrollableViewportSize() {
        return getPreferredSize();
    }

    @Override
    public int getScrollableUnitIncrement(java.awt.Rectangle r, int orientation, int direction) {
        return 16;
    }

    @Override
    public int getScrollableBlockIncrement(java.awt.Rectangle r, int orientation, int direction) {
        return r.height;
    }

    @Override
    public boolean getScrollableTracksViewportWidth() {
        return true;
    }

    @Override
    public boolean getScrollableTracksViewportHeight() {
        return false;
    }

    /** Fills the fields from the map object (no edits are issued meanwhile). */
    final void load() {
        loading = true;
        try {
            fill();
        } finally {
            loading = false;
        }
    }

    abstract void fill();

    boolean loading() {
        return loading;
    }

    void row(String label, java.awt.Component field) {
        add(new JLabel(label));
        // a drop-down's least width is its longest name's, a spinner's its widest value's: let them be narrower than
        // that in a narrow column (a name elides, the list is as wide as its names) rather than be cut off its edge
        add(field, field instanceof javax.swing.JComboBox || field instanceof JSpinner ? "wmin 40" : "");
    }

    JTextField text(String name, Consumer<String> commit) {
        JTextField f = new JTextField();
        f.setName(name);
        f.addActionListener(e -> commit.accept(f.getText()));
        // Esc puts back what the map holds (the form is filled again), so leaving the field commits nothing
        f.getInputMap(JComponent.WHEN_FOCUSED).put(KeyStroke.getKeyStroke("ESCAPE"), "revertText");
        f.getActionMap().put("revertText", new javax.swing.AbstractAction() {
            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                load();
                f.selectAll();
            }
        });
        f.addFocusListener(new FocusAdapter() {
            @Override
            public void focusLost(FocusEvent e) {
                if (!loading) {
                    commit.accept(f.getText());
                }
            }
        });
        return f;
    }

    /**
     * A "Name" row whose field takes at most the bytes the map file keeps for a layer or group name, with a line below
     * it counting them (and saying when typed or pasted text was cut).
     */
    JTextField nameRow(String name, Consumer<String> commit) {
        JTextField f = text(name, commit);
        JLabel note = NameField.note(name + "Note");
        NameField.limit(f, note, this::loading);
        row("Name", f);
        add(note, "skip");
        return f;
    }

    JSpinner spinner(String name, int min, int max, Consumer<Integer> commit) {
        JSpinner s = new JSpinner(new SpinnerNumberModel(0, min, max, 1));
        s.setName(name);
        s.addChangeListener(e -> {
            if (!loading) {
                commit.accept((Integer) s.getValue());
            }
        });
        return s;
    }

    /** A spinner that only holds a value until an explicit apply (e.g. a new layer size). */
    static JSpinner plainSpinner(String name, int min, int max) {
        JSpinner s = new JSpinner(new SpinnerNumberModel(min, min, max, 1));
        s.setName(name);
        return s;
    }

    JCheckBox check(String text, String name, Consumer<Boolean> commit) {
        JCheckBox c = new JCheckBox(text);
        c.setName(name);
        c.addActionListener(e -> {
            if (!loading) {
                commit.accept(c.isSelected());
            }
        });
        return c;
    }
}
