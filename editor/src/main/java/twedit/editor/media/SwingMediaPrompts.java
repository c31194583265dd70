package twedit.editor.media;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.Image;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.ImageIcon;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.SwingConstants;
import javax.swing.filechooser.FileNameExtensionFilter;
import twedit.editor.ui.Ask;
import twedit.editor.ui.FileChoosers;
import twedit.editor.ui.Html;
import twedit.model.codec.SourceForm;

/** The media managers' questions as Swing dialogs: file choosers, a name field, a previewing external picker. */
public final class SwingMediaPrompts implements MediaPrompts {
    private final Component parent;
    private final java.util.function.Supplier<SourceForm> form;
    private final FileChoosers choosers;

    /**
     * @param form the open map's form (which official images it may name and how they look)
     * @param choosers where file choosers open (the last folder for images, sounds or exports, or the map's)
     */
    public SwingMediaPrompts(Component parent, java.util.function.Supplier<SourceForm> form, FileChoosers choosers) {
        this.parent = parent;
        this.form = form;
        this.choosers = choosers;
    }

    @Override
    public Path openFile(String title, String extension) {
        FileChoosers.Kind kind =
                "png".equalsIgnoreCase(extension) ? FileChoosers.Kind.IMAGES : FileChoosers.Kind.SOUNDS;
        JFileChooser ch = choosers.create(kind, title, null);
        ch.setFileFilter(
                new FileNameExtensionFilter(extension.toUpperCase(java.util.Locale.ROOT) + " files", extension));
        if (ch.showOpenDialog(parent) != JFileChooser.APPROVE_OPTION) {
            return null;
        }
        choosers.remember(kind, ch);
        return ch.getSelectedFile().toPath();
    }

    @Override
    public Path saveFile(String title, String suggestedName) {
        JFileChooser ch = choosers.create(FileChoosers.Kind.EXPORTS, title, null);
        ch.setSelectedFile(new java.io.File(ch.getCurrentDirectory(), suggestedName));
        if (ch.showSaveDialog(parent) != JFileChooser.APPROVE_OPTION) {
            return null;
        }
        choosers.remember(FileChoosers.Kind.EXPORTS, ch);
        Path p = ch.getSelectedFile().toPath();
        if (java.nio.file.Files.exists(p)
                && !Ask.confirm(parent, title, p.getFileName() + " exists. Replace it?", "Replace")) {
            return null;
        }
        return p;
    }

    @Override
    public String askName(String title, String current) {
        Object v = JOptionPane.showInputDialog(parent, "Name:", title, JOptionPane.PLAIN_MESSAGE, null, null, current);
        return v == null ? null : v.toString();
    }

    /** The external image picker's title. */
    public static final String EXTERNAL_TITLE = "Add external image";

    /**
     * Lists the official images with a preview; the filter box above keeps the names containing what is typed (Enter
     * there picks the first), and a double-click picks a name as OK does.
     */
    @Override
    public String chooseExternal(List<String> names, ExternalImages previews) {
        if (names.isEmpty()) {
            error(EXTERNAL_TITLE, "The map already uses every official external image.");
            return null;
        }
        javax.swing.DefaultListModel<String> model = new javax.swing.DefaultListModel<>();
        names.forEach(model::addElement);
        JList<String> list = new JList<>(model);
        list.setName("externalList");
        list.setSelectedIndex(0);
        javax.swing.JTextField filter = new javax.swing.JTextField();
        filter.setName("externalFilter");
        filter.putClientProperty("JTextField.placeholderText", "Filter by name");
        JLabel preview = new JLabel("", SwingConstants.CENTER);
        preview.setPreferredSize(new Dimension(260, 260));
        preview.setBorder(BorderFactory.createEtchedBorder());
        list.addListSelectionListener(e -> showPreview(preview, list.getSelectedValue(), previews));
        showPreview(preview, names.get(0), previews);
        JPanel p = new JPanel(new BorderLayout(8, 6));
        JScrollPane scroll = new JScrollPane(list);
        scroll.setPreferredSize(new Dimension(180, 260));
        JPanel left = new JPanel(new BorderLayout(0, 6));
        left.add(filter, BorderLayout.NORTH);
        left.add(scroll, BorderLayout.CENTER);
        p.add(left, BorderLayout.WEST);
        p.add(preview, BorderLayout.CENTER);
        if (previews.dataDir().isEmpty()) {
            p.add(new JLabel("No DDNet data directory: no previews (File > DDNet Data Directory)"), BorderLayout.SOUTH);
        }
        JOptionPane pane = new JOptionPane(p, JOptionPane.PLAIN_MESSAGE, JOptionPane.OK_CANCEL_OPTION);
        filter.getDocument().addDocumentListener(new javax.swing.event.DocumentListener() {
            @Override
            public void insertUpdate(javax.swing.event.DocumentEvent e) {
                narrow(model, names, filter.getText(), list);
            }

            @Override
            public void removeUpdate(javax.swing.event.DocumentEvent e) {
                narrow(model, names, filter.getText(), list);
            }

            @Override
            public void changedUpdate(javax.swing.event.DocumentEvent e) {
                narrow(model, names, filter.getText(), list);
            }
        });
        filter.addActionListener(e -> {
            if (list.getSelectedValue() != null) {
                pane.setValue(JOptionPane.OK_OPTION);
            }
        });
        filter.addKeyListener(new java.awt.event.KeyAdapter() {
            @Override
            public void keyPressed(java.awt.event.KeyEvent e) {
                if (e.getKeyCode() == java.awt.event.KeyEvent.VK_DOWN && model.getSize() > 0) {
                    list.requestFocusInWindow(); // down from the filter goes on in the list
                    list.setSelectedIndex(Math.min(model.getSize() - 1, Math.max(0, list.getSelectedIndex())));
                }
            }
        });
        list.addMouseListener(new java.awt.event.MouseAdapter() {
            @Override
            public void mouseClicked(java.awt.event.MouseEvent e) {
                int i = list.locationToIndex(e.getPoint());
                if (e.getClickCount() == 2 && i >= 0 && list.getCellBounds(i, i).contains(e.getPoint())) {
                    list.setSelectedIndex(i);
                    pane.setValue(JOptionPane.OK_OPTION);
                }
            }
        });
        javax.swing.JDialog dialog = pane.createDialog(parent, EXTERNAL_TITLE);
        dialog.setName("externalDialog");
        dialog.addWindowListener(new java.awt.event.WindowAdapter() {
            @Override
            public void windowOpened(java.awt.event.WindowEvent e) {
                filter.requestFocusInWindow(); // typing finds an image at once
            }
        });
        dialog.setVisible(true);
        dialog.dispose();
        Object v = pane.getValue();
        return Integer.valueOf(JOptionPane.OK_OPTION).equals(v) ? list.getSelectedValue() : null;
    }

    /** Shows the names containing {@code text} (any case), keeping the selection when it stays, else the first. */
    static void narrow(
            javax.swing.DefaultListModel<String> model, List<String> names, String text, JList<String> list) {
        String keep = list.getSelectedValue();
        String q = text.strip().toLowerCase(java.util.Locale.ROOT);
        model.clear();
        for (String n : names) {
            if (n.toLowerCase(java.util.Locale.ROOT).contains(q)) {
                model.addElement(n);
            }
        }
        int at = keep == null ? -1 : model.indexOf(keep);
        list.setSelectedIndex(at >= 0 ? at : model.isEmpty() ? -1 : 0);
        if (list.getSelectedIndex() >= 0) {
            list.ensureIndexIsVisible(list.getSelectedIndex());
        }
    }

    private void showPreview(JLabel label, String name, ExternalImages previews) {
        BufferedImage img = name == null ? null : previews.preview(name, form.get());
        if (img == null) {
            label.setIcon(null);
            label.setText(name == null ? "" : "no preview");
            return;
        }
        double s = Math.min(256.0 / img.getWidth(), 256.0 / img.getHeight());
        label.setIcon(new ImageIcon(img.getScaledInstance(
                Math.max(1, (int) (img.getWidth() * s)),
                Math.max(1, (int) (img.getHeight() * s)),
                Image.SCALE_SMOOTH)));
        label.setText(null);
        label.setToolTipText(name + ": " + img.getWidth() + "\u00d7" + img.getHeight());
    }

    @Override
    public boolean confirm(String title, String message, String action) {
        return Ask.confirm(parent, title, message, action);
    }

    @Override
    public boolean confirmPixels(
            String title,
            String message,
            java.awt.image.BufferedImage now,
            java.awt.image.BufferedImage after,
            String action) {
        javax.swing.JPanel panel = new javax.swing.JPanel(new java.awt.BorderLayout(0, 10));
        panel.add(new JLabel(wrap(message)), java.awt.BorderLayout.NORTH);
        javax.swing.JPanel both = new javax.swing.JPanel(new java.awt.GridLayout(1, 2, 12, 0));
        both.add(previewed(now, "In the map now"));
        both.add(previewed(after, "What the game will draw"));
        panel.add(both, java.awt.BorderLayout.CENTER);
        panel.setName("pixelsQuestion");
        Object[] options = {action, twedit.editor.ui.Ask.CANCEL};
        int r = JOptionPane.showOptionDialog(
                parent,
                panel,
                title,
                JOptionPane.OK_CANCEL_OPTION,
                JOptionPane.WARNING_MESSAGE,
                null,
                options,
                twedit.editor.ui.Ask.CANCEL);
        return r == 0;
    }

    /** An image scaled into a 200 px square over a checkerboard-grey ground, captioned with its size. */
    private static JLabel previewed(java.awt.image.BufferedImage img, String caption) {
        int box = 200;
        java.awt.image.BufferedImage t =
                new java.awt.image.BufferedImage(box, box, java.awt.image.BufferedImage.TYPE_INT_ARGB);
        java.awt.Graphics2D g = t.createGraphics();
        g.setColor(new java.awt.Color(128, 128, 128, 60));
        g.fillRect(0, 0, box, box);
        String size = "missing";
        if (img != null) {
            double sc = Math.min((double) box / img.getWidth(), (double) box / img.getHeight());
            int w = Math.max(1, (int) Math.round(img.getWidth() * sc));
            int h = Math.max(1, (int) Math.round(img.getHeight() * sc));
            g.setRenderingHint(
                    java.awt.RenderingHints.KEY_INTERPOLATION, java.awt.RenderingHints.VALUE_INTERPOLATION_BILINEAR);
            g.drawImage(img, (box - w) / 2, (box - h) / 2, w, h, null);
            size = img.getWidth() + "\u00d7" + img.getHeight();
        }
        g.dispose();
        JLabel l = new JLabel(caption + " (" + size + ")", new javax.swing.ImageIcon(t), SwingConstants.CENTER);
        l.setHorizontalTextPosition(SwingConstants.CENTER);
        l.setVerticalTextPosition(SwingConstants.BOTTOM);
        return l;
    }

    @Override
    public void error(String title, String message) {
        JOptionPane.showMessageDialog(parent, wrap(message), title, JOptionPane.ERROR_MESSAGE);
    }

    @Override
    public void warn(String title, List<String> warnings) {
        JOptionPane.showMessageDialog(parent, wrap(String.join("\n", warnings)), title, JOptionPane.WARNING_MESSAGE);
    }

    private static String wrap(String message) {
        return "<html><body style='width: 380px'>" + Html.lines(message) + "</body></html>";
    }
}
