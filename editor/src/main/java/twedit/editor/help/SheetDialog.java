package twedit.editor.help;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Rectangle;
import java.awt.Window;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JEditorPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.KeyStroke;
import javax.swing.UIManager;
import twedit.editor.ui.Buttons;

/** The window of the shortcut sheet: it may stay open beside the map (not modal) and is rebuilt each time it opens. */
final class SheetDialog extends JDialog {
    private final JEditorPane pane = new JEditorPane();
    private List<ShortcutSheet.Row> rows = List.of();

    SheetDialog(Window owner) {
        super(owner, "Keyboard Shortcuts", ModalityType.MODELESS);
        setName("shortcutSheet");
        pane.setName("shortcutSheetText");
        pane.setContentType("text/html");
        pane.setEditable(false);
        pane.putClientProperty(JEditorPane.HONOR_DISPLAY_PROPERTIES, Boolean.TRUE);
        pane.setBorder(BorderFactory.createEmptyBorder(8, 14, 8, 14));
        JPanel p = new JPanel(new BorderLayout());
        p.add(new JScrollPane(pane), BorderLayout.CENTER);
        JPanel south = new JPanel(new BorderLayout());
        south.setBorder(BorderFactory.createEmptyBorder(6, 10, 8, 10));
        JButton close = Buttons.named("Close", "closeShortcutSheet", null, this::dispose);
        south.add(close, BorderLayout.EAST);
        p.add(south, BorderLayout.SOUTH);
        setContentPane(p);
        getRootPane().setDefaultButton(close);
        getRootPane()
                .registerKeyboardAction(
                        e -> dispose(), KeyStroke.getKeyStroke("ESCAPE"), JComponent.WHEN_IN_FOCUSED_WINDOW);
        Rectangle screen = owner.getGraphicsConfiguration().getBounds();
        // three columns where they fit (a 1366 px screen), else two
        setSize(Math.min(1240, screen.width - 60), Math.min(740, screen.height - 60));
    }

    /** Shows {@code lines} (and brings the window to the front). */
    void show(List<ShortcutSheet.Row> lines) {
        rows = List.copyOf(lines);
        Color key = UIManager.getColor("Component.accentColor");
        int columns = getWidth() >= 1150 ? 3 : 2;
        pane.setText(ShortcutSheet.html(rows, key != null ? key : UIManager.getColor("Label.foreground"), columns));
        pane.setCaretPosition(0);
        if (!isVisible()) {
            // as high as the sheet needs (the screen at most): the text wraps at the width it is given
            pane.setSize(getWidth() - 40, Short.MAX_VALUE);
            int want = pane.getPreferredSize().height + 110;
            int most = getGraphicsConfiguration().getBounds().height - 60;
            setSize(getWidth(), Math.max(300, Math.min(most, want)));
            setLocationRelativeTo(getOwner());
        }
        setVisible(true);
        toFront();
    }

    /** The lines shown. */
    List<ShortcutSheet.Row> rows() {
        return rows;
    }

    /** The sheet as plain text, as a reader sees it. */
    String text() {
        try {
            return pane.getDocument().getText(0, pane.getDocument().getLength());
        } catch (javax.swing.text.BadLocationException e) {
            return "";
        }
    }
}
