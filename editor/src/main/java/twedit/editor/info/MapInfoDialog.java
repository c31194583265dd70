package twedit.editor.info;

import java.awt.Color;
import java.awt.Toolkit;
import java.awt.Window;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import javax.swing.KeyStroke;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import javax.swing.text.AbstractDocument;
import net.miginfocom.swing.MigLayout;
import twedit.editor.ui.Utf8Limit;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.map.MapInfo;

/**
 * Edits the map's author, version, credits and license; each field holds no more bytes than the map format allows
 * (counted in UTF-8 with the NUL, shown as the user types). OK applies one undoable "Change map info" step.
 */
public final class MapInfoDialog extends JDialog {
    private final MapDocument doc;
    private final JTextField author = new JTextField(28);
    private final JTextField version = new JTextField(28);
    private final JTextField credits = new JTextField(28);
    private final JTextField license = new JTextField(28);

    public MapInfoDialog(Window owner, MapDocument doc) {
        super(owner, "Map Info", ModalityType.APPLICATION_MODAL);
        this.doc = doc;
        setName("mapInfoDialog");
        MapInfo info = doc.map().info();
        JPanel p = new JPanel(new MigLayout("insets 12, gap 8 6", "[right][grow, fill][right]", ""));
        field(p, "Author", "infoAuthor", author, info.author(), MapInfo.AUTHOR_BYTES);
        field(p, "Version", "infoVersion", version, info.version(), MapInfo.VERSION_BYTES);
        field(p, "Credits", "infoCredits", credits, info.credits(), MapInfo.CREDITS_BYTES);
        field(p, "License", "infoLicense", license, info.license(), MapInfo.LICENSE_BYTES);
        JLabel hint = new JLabel("Limits are in bytes (UTF-8): accented letters take 2, emoji 4.");
        hint.setEnabled(false);
        p.add(hint, "span 3, wrap para");
        JButton ok = new JButton("OK");
        ok.setName("infoOk");
        ok.addActionListener(e -> {
            apply();
            dispose();
        });
        JButton cancel = new JButton("Cancel");
        cancel.setName("infoCancel");
        cancel.addActionListener(e -> dispose());
        p.add(ok, "span 3, split 2, right, tag ok");
        p.add(cancel, "tag cancel");
        setContentPane(p);
        getRootPane().setDefaultButton(ok);
        getRootPane()
                .registerKeyboardAction(
                        e -> dispose(), KeyStroke.getKeyStroke("ESCAPE"), JComponent.WHEN_IN_FOCUSED_WINDOW);
        pack();
        setLocationRelativeTo(owner);
    }

    private void field(JPanel p, String label, String name, JTextField f, String value, int max) {
        JLabel count = new JLabel();
        count.setName(name + "Bytes");
        f.setName(name);
        ((AbstractDocument) f.getDocument()).setDocumentFilter(Utf8Limit.words(max, () -> {
            Toolkit.getDefaultToolkit().beep();
            count.setForeground(new Color(0xD05050));
        }));
        f.setText(value == null ? "" : value);
        Runnable update = () -> {
            int n = Utf8Limit.bytes(f.getText());
            count.setText(n + " / " + (max - 1));
            count.setForeground(
                    n >= max - 1 ? new Color(0xD08030) : javax.swing.UIManager.getColor("Label.foreground"));
        };
        f.getDocument().addDocumentListener(new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                update.run();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                update.run();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                update.run();
            }
        });
        update.run();
        p.add(new JLabel(label));
        p.add(f);
        p.add(count, "w 60!, wrap");
    }

    /** The field's text without the spaces around it (a field filled to its limit may end in one), null when empty. */
    static String orNull(JTextField f) {
        String t = f.getText().strip();
        return t.isEmpty() ? null : t;
    }

    /** Applies the fields as one undoable step (nothing when unchanged). */
    void apply() {
        MapInfo old = doc.map().info();
        MapInfo next = new MapInfo(orNull(author), orNull(version), orNull(credits), orNull(license), old.settings());
        doc.apply(Edits.setInfo(doc.map(), next));
    }
}
