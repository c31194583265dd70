package twedit.editor.help;

import java.awt.Image;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.datatransfer.StringSelection;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import javax.imageio.ImageIO;
import javax.swing.ImageIcon;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import javax.swing.KeyStroke;
import net.miginfocom.swing.MigLayout;
import twedit.editor.ui.Buttons;
import twedit.resources.Assets;

/**
 * Help > About twedit: the version, and where the editor reads and keeps things (the DDNet data directory, the
 * settings, its own folder), each selectable, with Copy to paste them into a bug report.
 */
final class AboutBox extends JDialog {
    AboutBox(Window owner, String version, List<AboutInfo.Line> lines) {
        super(owner, "About twedit", ModalityType.APPLICATION_MODAL);
        setName("aboutBox");
        JPanel p = new JPanel(new MigLayout("insets 16, gap 10 6, wrap 2", "[right][grow, fill, 360::]", ""));
        JLabel title = new JLabel("twedit " + version);
        title.setName("aboutVersion");
        title.putClientProperty("FlatLaf.styleClass", "h2");
        Image icon = icon();
        if (icon != null) {
            title.setIcon(new ImageIcon(icon));
            title.setIconTextGap(12);
        }
        p.add(title, "span 2, left, wrap");
        JLabel what = new JLabel("A map editor for Teeworlds and DDNet.");
        p.add(what, "span 2, left, gapbottom 10, wrap");
        StringBuilder all = new StringBuilder("twedit " + version + "\n");
        for (AboutInfo.Line l : lines) {
            p.add(new JLabel(l.label()));
            JTextField value = new JTextField(l.value());
            value.setName("about." + l.label());
            value.setEditable(false);
            value.setBorder(javax.swing.BorderFactory.createEmptyBorder());
            value.setOpaque(false);
            value.setToolTipText(l.value());
            value.setCaretPosition(0);
            p.add(value);
            all.append(l.label()).append(": ").append(l.value()).append('\n');
        }
        JButton copy = Buttons.named(
                "Copy",
                "copyAbout",
                "Copy these lines (for a bug report)",
                () -> Toolkit.getDefaultToolkit()
                        .getSystemClipboard()
                        .setContents(new StringSelection(all.toString()), null));
        JButton close = Buttons.named("Close", "closeAbout", null, this::dispose);
        p.add(copy, "span 2, split 2, right, gaptop 12");
        p.add(close);
        setContentPane(p);
        getRootPane().setDefaultButton(close);
        getRootPane()
                .registerKeyboardAction(
                        e -> dispose(), KeyStroke.getKeyStroke("ESCAPE"), JComponent.WHEN_IN_FOCUSED_WINDOW);
        addWindowListener(new java.awt.event.WindowAdapter() {
            @Override
            public void windowOpened(java.awt.event.WindowEvent e) {
                close.requestFocusInWindow(); // not the first path, which would show a caret
            }
        });
        pack();
        setResizable(false);
        setLocationRelativeTo(owner);
    }

    private static Image icon() {
        try (InputStream in = Assets.open(Assets.iconPath(Assets.APP_ICON, 48))) {
            BufferedImage img = ImageIO.read(in);
            return img;
        } catch (IOException | RuntimeException e) {
            return null; // the box shows without it
        }
    }
}
