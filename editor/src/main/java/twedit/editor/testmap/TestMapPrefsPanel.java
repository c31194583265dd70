package twedit.editor.testmap;

import java.util.function.Consumer;
import javax.swing.JCheckBox;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JTextField;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import net.miginfocom.swing.MigLayout;
import twedit.editor.ui.Buttons;

/**
 * The Test Map page of Edit > Preferences: where the DDNet server and client are (empty: looked for on PATH, in
 * /usr/games and in Steam) and whether Test Map starts the client. A change is stored at once.
 */
public final class TestMapPrefsPanel extends javax.swing.JPanel {
    public TestMapPrefsPanel(TestMapPrefs prefs) {
        super(new MigLayout("insets 12, wrap 3, gap 8 6", "[right][grow, fill][]"));
        setName("testMapPrefs");
        JTextField server = field("testMap.server", prefs.server(), prefs::setServer);
        JTextField client = field("testMap.client", prefs.client(), prefs::setClient);
        add(new JLabel("DDNet server"));
        add(server, "wmin 200");
        add(Buttons.named(
                "Browse...", "testMap.browseServer", "Choose the DDNet-Server program", () -> browse(server)));
        add(new JLabel("DDNet client"));
        add(client, "wmin 200");
        add(Buttons.named(
                "Browse...", "testMap.browseClient", "Choose the DDNet client program", () -> browse(client)));
        add(
                new JLabel("<html>Empty: looked for on PATH, in /usr/games and in a Steam install.</html>"),
                "skip, span 2");
        JCheckBox start = new JCheckBox("Start the client connected to the test server", prefs.startClient());
        start.setName("testMap.startClient");
        start.addActionListener(e -> prefs.setStartClient(start.isSelected()));
        add(new JLabel("Client"));
        add(start, "span 2, wmin 0");
    }

    private static JTextField field(String name, String value, Consumer<String> store) {
        JTextField f = new JTextField(value, 30);
        f.setName(name);
        f.getDocument().addDocumentListener(new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                store.accept(f.getText());
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                store.accept(f.getText());
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                store.accept(f.getText());
            }
        });
        return f;
    }

    private void browse(JTextField field) {
        JFileChooser chooser = new JFileChooser(field.getText().isBlank() ? null : field.getText());
        if (chooser.showOpenDialog(this) == JFileChooser.APPROVE_OPTION) {
            field.setText(chooser.getSelectedFile().getPath());
        }
    }
}
