package twedit.editor.keys;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import javax.swing.AbstractAction;
import javax.swing.BorderFactory;
import javax.swing.DefaultListModel;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextField;
import javax.swing.KeyStroke;
import javax.swing.ListCellRenderer;
import javax.swing.UIManager;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import twedit.editor.ui.Html;

/**
 * The command palette (Ctrl+P, as in DDNet's editor): finds any action of the menu bar by typing part of its name or
 * menu, shows its shortcut, and runs it on Enter or a double click; Esc or a click elsewhere closes it.
 */
public final class CommandPalette extends JDialog {
    private final List<Command> all;
    private final JTextField query = new JTextField();
    private final DefaultListModel<Command> shown = new DefaultListModel<>();
    private final JList<Command> list = new JList<>(shown);
    private Command chosen;

    /** A palette over {@code owner} listing {@code commands} in their menu order. */
    public CommandPalette(Window owner, List<Command> commands) {
        super(owner, "Command Palette", ModalityType.APPLICATION_MODAL);
        this.all = List.copyOf(commands);
        setName("commandPalette");
        setUndecorated(true);
        query.setName("paletteQuery");
        query.putClientProperty("JTextField.placeholderText", "Type a command (Enter runs, Esc closes)");
        list.setName("paletteList");
        list.setCellRenderer(new Row());
        list.setFocusable(false);
        list.setVisibleRowCount(12);
        list.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (e.getClickCount() == 2) {
                    choose();
                }
            }
        });
        query.getDocument().addDocumentListener(new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                filter();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                filter();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                filter();
            }
        });
        key("ENTER", this::choose);
        key("ESCAPE", this::dispose);
        key("DOWN", () -> move(1));
        key("UP", () -> move(-1));
        key("PAGE_DOWN", () -> move(list.getVisibleRowCount()));
        key("PAGE_UP", () -> move(-list.getVisibleRowCount()));
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowDeactivated(WindowEvent e) {
                dispose(); // a click elsewhere closes it, as a popup would
            }
        });
        JPanel p = new JPanel(new BorderLayout(0, 6));
        p.setBorder(BorderFactory.createCompoundBorder(
                BorderFactory.createLineBorder(UIManager.getColor("Component.borderColor")),
                BorderFactory.createEmptyBorder(8, 8, 8, 8)));
        p.add(query, BorderLayout.NORTH);
        p.add(new JScrollPane(list), BorderLayout.CENTER);
        setContentPane(p);
        filter();
        pack();
        Rectangle o = owner.getBounds();
        int w = Math.min(Math.max(560, o.width / 2), o.width - 40);
        setSize(w, getHeight());
        setLocation(o.x + (o.width - w) / 2, o.y + Math.min(120, o.height / 6));
    }

    /** Shows the palette until it closes, then runs the chosen command once the window has the focus back. */
    public void open() {
        setVisible(true);
        Command c = chosen;
        if (c != null) {
            javax.swing.SwingUtilities.invokeLater(c::run);
        }
    }

    /** The commands shown now, best match first. */
    public List<Command> shown() {
        List<Command> out = new ArrayList<>();
        for (int i = 0; i < shown.size(); i++) {
            out.add(shown.get(i));
        }
        return out;
    }

    private void key(String stroke, Runnable r) {
        query.getInputMap(JComponent.WHEN_FOCUSED).put(KeyStroke.getKeyStroke(stroke), stroke);
        query.getActionMap().put(stroke, new AbstractAction() {
            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                r.run();
            }
        });
    }

    private void filter() {
        String q = query.getText();
        record Scored(Command c, int score, int order) {}
        List<Scored> hits = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            Command c = all.get(i);
            int s = Math.max(FuzzyMatch.score(q, c.name()) * 2, FuzzyMatch.score(q, c.path()));
            if (s >= 0) {
                hits.add(new Scored(c, s, i));
            }
        }
        hits.sort(Comparator.comparingInt(Scored::score).reversed().thenComparingInt(Scored::order));
        shown.clear();
        hits.forEach(h -> shown.addElement(h.c()));
        if (!shown.isEmpty()) {
            list.setSelectedIndex(0);
            list.ensureIndexIsVisible(0);
        }
    }

    private void move(int by) {
        if (shown.isEmpty()) {
            return;
        }
        int i = Math.max(0, Math.min(shown.size() - 1, list.getSelectedIndex() + by));
        list.setSelectedIndex(i);
        list.ensureIndexIsVisible(i);
    }

    private void choose() {
        Command c = list.getSelectedValue();
        if (c == null || !c.enabled()) {
            java.awt.Toolkit.getDefaultToolkit().beep();
            return;
        }
        chosen = c;
        dispose();
    }

    /** One command: its menu path on the left (the menus dimmed), its shortcut on the right. */
    private static final class Row extends JPanel implements ListCellRenderer<Command> {
        private final JLabel name = new JLabel();
        private final JLabel key = new JLabel();

        Row() {
            super(new BorderLayout(12, 0));
            setBorder(BorderFactory.createEmptyBorder(3, 6, 3, 6));
            add(name, BorderLayout.CENTER);
            add(key, BorderLayout.EAST);
        }

        @Override
        public Component getListCellRendererComponent(
                JList<? extends Command> list, Command c, int index, boolean selected, boolean focus) {
            Color fg = selected ? list.getSelectionForeground() : list.getForeground();
            Color dim = UIManager.getColor("Label.disabledForeground");
            String path = c.path();
            int cut = path.lastIndexOf(" > ");
            String menus = cut < 0 ? "" : path.substring(0, cut + 3);
            name.setText("<html><span style='color:" + hex(selected ? fg : dim) + "'>" + Html.esc(menus) + "</span>"
                    + "<span style='color:" + hex(c.enabled() ? fg : dim) + "'>" + Html.esc(c.name())
                    + "</span></html>");
            key.setText(KeyText.of(c.key()));
            key.setForeground(selected ? fg : dim);
            setBackground(selected ? list.getSelectionBackground() : list.getBackground());
            return this;
        }

        @Override
        public Dimension getPreferredSize() {
            Dimension d = super.getPreferredSize();
            return new Dimension(d.width, Math.max(d.height, 24));
        }

        private static String hex(Color c) {
            return String.format("#%02x%02x%02x", c.getRed(), c.getGreen(), c.getBlue());
        }
    }
}
