package twedit.editor.panels;

import java.awt.Color;
import java.awt.Component;
import java.awt.Toolkit;
import java.util.function.BooleanSupplier;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import javax.swing.text.AbstractDocument;
import twedit.editor.ui.Utf8Limit;

/**
 * Layer and group name fields that take only what the map file keeps: 11 UTF-8 bytes (12 with the NUL). Longer typed
 * or pasted text is cut as it comes in, with a beep and a note saying why, instead of being cut silently on save.
 */
final class NameField {
    /** A layer or group name's room in the file, with its NUL. */
    static final int MAX_BYTES = 12;

    private static final Color CUT = new Color(0xD05050);

    private NameField() {}

    /**
     * The line under a name field: how many of its bytes the name takes ("6 / 11 bytes"), and, once typed or pasted
     * text was cut, that it was. Always there, so the rows below never move as the user types.
     */
    static JLabel note(String name) {
        JLabel note = new JLabel(count(0, false));
        note.setName(name);
        note.putClientProperty("FlatLaf.styleClass", "small");
        note.setToolTipText("A layer or group name holds " + (MAX_BYTES - 1) + " bytes in the map file (UTF-8: accented"
                + " letters take 2, many symbols 3)");
        return note;
    }

    private static String count(int bytes, boolean cut) {
        return bytes + " / " + (MAX_BYTES - 1) + " bytes" + (cut ? " \u00b7 cut" : "");
    }

    /** Whether a note says its field's text was cut. */
    static boolean saysCut(JLabel note) {
        return note.getText().endsWith("cut");
    }

    /**
     * Limits {@code f} to a name's bytes and keeps {@code note} counting them; a cut beeps and says so, except while
     * {@code quiet} (the field being filled from the map).
     */
    static void limit(JTextField f, JLabel note, BooleanSupplier quiet) {
        boolean[] cut = {false};
        Color normal = note.getForeground();
        Runnable show = () -> {
            note.setText(count(Utf8Limit.bytes(f.getText()), cut[0]));
            note.setForeground(cut[0] ? CUT : normal);
        };
        ((AbstractDocument) f.getDocument()).setDocumentFilter(new Utf8Limit(MAX_BYTES, () -> {
            if (!quiet.getAsBoolean()) {
                Toolkit.getDefaultToolkit().beep();
                cut[0] = true;
                show.run(); // a cut to nothing changes no text, so the listener below would not hear of it
            }
        }));
        // a physics layer's name cannot be changed: no count under its greyed field (the line keeps its room)
        note.setVisible(f.isEnabled());
        f.addPropertyChangeListener("enabled", e -> note.setVisible(f.isEnabled()));
        f.getDocument().addDocumentListener(new javax.swing.event.DocumentListener() {
            @Override
            public void insertUpdate(javax.swing.event.DocumentEvent e) {
                update();
            }

            @Override
            public void removeUpdate(javax.swing.event.DocumentEvent e) {
                update();
            }

            @Override
            public void changedUpdate(javax.swing.event.DocumentEvent e) {
                update();
            }

            private void update() {
                if (quiet.getAsBoolean()) {
                    cut[0] = false; // filled from the map: nothing of the user's was cut
                }
                show.run();
            }
        });
        show.run();
    }

    /** Asks for a new name (limited as the fields are); null when cancelled. */
    static String ask(Component parent, String title, String old) {
        JTextField f = new JTextField(16);
        f.setName("renameField");
        JLabel note = note("renameNote");
        boolean[] filling = {true};
        limit(f, note, () -> filling[0]);
        f.setText(old == null ? "" : Utf8Limit.fit(old, MAX_BYTES - 1));
        filling[0] = false;
        f.selectAll();
        JPanel p = new JPanel(new net.miginfocom.swing.MigLayout("wrap 1, insets 0, hidemode 3", "[grow, fill]"));
        p.add(new JLabel("Name:"));
        p.add(f);
        p.add(note);
        JOptionPane pane = new JOptionPane(p, JOptionPane.PLAIN_MESSAGE, JOptionPane.OK_CANCEL_OPTION);
        javax.swing.JDialog d = pane.createDialog(parent, title);
        d.addWindowFocusListener(new java.awt.event.WindowAdapter() {
            @Override
            public void windowGainedFocus(java.awt.event.WindowEvent e) {
                f.requestFocusInWindow();
            }
        });
        // Enter in the field answers OK, as the plain input dialog did
        f.addActionListener(e -> pane.setValue(JOptionPane.OK_OPTION));
        SwingUtilities.invokeLater(f::requestFocusInWindow);
        d.setVisible(true);
        d.dispose();
        Object v = pane.getValue();
        return v instanceof Integer i && i == JOptionPane.OK_OPTION ? f.getText() : null;
    }
}
