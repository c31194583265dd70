package twedit.editor.art;

import java.awt.Window;
import java.awt.event.KeyEvent;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.KeyStroke;
import javax.swing.SpinnerNumberModel;
import net.miginfocom.swing.MigLayout;
import twedit.model.art.QuadArt;

/** DDNet's "Configure quad art" popup: image and quad pixel sizes (1-1024), Optimize, Centralize; Cancel / Confirm. */
final class QuadArtDialog {
    private QuadArtDialog() {}

    /** Asks for the options for a {@code width} x {@code height} picture; null when cancelled. */
    static QuadArt.Params ask(Window owner, String file, int width, int height, QuadArt.Params start) {
        JDialog d = new JDialog(owner, "Configure quad art", java.awt.Dialog.ModalityType.APPLICATION_MODAL);
        d.setName("quadArtDialog");
        JSpinner image = spinner("quadArtImagePixelSize", start.imagePixelSize());
        JSpinner quad = spinner("quadArtQuadPixelSize", start.quadPixelSize());
        JCheckBox optimize = new JCheckBox("Optimize", start.optimize());
        optimize.setName("quadArtOptimize");
        optimize.setToolTipText("Merge neighbouring pixels of the same colour into one quad (fewer quads)");
        JCheckBox centralize = new JCheckBox("Centralize", start.centralize());
        centralize.setName("quadArtCentralize");
        centralize.setToolTipText("Put every quad's pivot at (-1, -1) instead of its centre, as DDNet does");
        image.setToolTipText("Take every N-th pixel of the picture: one quad per N x N block");
        quad.setToolTipText("The side of one pixel's quad on the map, in world pixels (32 = one tile)");
        JPanel p = new JPanel(new MigLayout("insets dialog, wrap 2", "[][grow,fill]"));
        p.add(new JLabel(file + " (" + width + " x " + height + " pixels)"), "span 2, gapbottom 8");
        p.add(new JLabel("Image pixelsize"));
        p.add(image, "wmin 80");
        p.add(new JLabel("Quad pixelsize"));
        p.add(quad, "wmin 80");
        p.add(optimize, "span 2");
        p.add(centralize, "span 2");
        JButton cancel = new JButton("Cancel");
        cancel.setName("quadArtCancel");
        JButton confirm = new JButton("Confirm");
        confirm.setName("quadArtConfirm");
        p.add(cancel, "span 2, split 2, tag cancel, gaptop 8");
        p.add(confirm, "tag ok");
        QuadArt.Params[] result = {null};
        confirm.addActionListener(e -> {
            result[0] = new QuadArt.Params(
                    (Integer) image.getValue(),
                    (Integer) quad.getValue(),
                    optimize.isSelected(),
                    centralize.isSelected());
            d.dispose();
        });
        cancel.addActionListener(e -> d.dispose());
        d.getRootPane()
                .registerKeyboardAction(
                        e -> d.dispose(),
                        KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0),
                        JComponent.WHEN_IN_FOCUSED_WINDOW);
        d.getRootPane().setDefaultButton(confirm);
        d.setContentPane(p);
        d.pack();
        d.setLocationRelativeTo(owner);
        d.setVisible(true);
        return result[0];
    }

    private static JSpinner spinner(String name, int value) {
        JSpinner s = new JSpinner(new SpinnerNumberModel(value, QuadArt.MIN_PIXEL_SIZE, QuadArt.MAX_PIXEL_SIZE, 1));
        s.setName(name);
        return s;
    }
}
