package twedit.editor.keys;

import java.awt.Color;
import java.awt.Component;
import java.awt.Window;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTabbedPane;
import javax.swing.JTable;
import javax.swing.JTextField;
import javax.swing.KeyStroke;
import javax.swing.ListSelectionModel;
import javax.swing.UIManager;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import javax.swing.table.AbstractTableModel;
import javax.swing.table.DefaultTableCellRenderer;
import net.miginfocom.swing.MigLayout;
import twedit.editor.ui.Ask;
import twedit.editor.ui.Buttons;
import twedit.editor.ui.Html;

/**
 * Edit > Preferences: the keyboard shortcuts of every menu action, rebound by pressing the new key (and the pages
 * other features give, e.g. Saving). A change applies
 * and is stored at once; a key another action had is taken from it (said below the table), keys the map itself uses
 * are refused, and remaining conflicts are listed. Reset gives one action or all of them their default keys.
 */
public final class PreferencesDialog extends JDialog {
    private static final Color WARN = new Color(0xC0392B);
    private final Keymap keymap;
    private final JTextField filter = new JTextField(24);
    private final Model model = new Model();
    private final JTable table = new JTable(model);
    private final KeyCaptureField capture = new KeyCaptureField();
    private final JLabel message = new JLabel(" ");
    private final JLabel conflicts = new JLabel();
    private List<Command> rows = List.of();

    public PreferencesDialog(Window owner, Keymap keymap) {
        this(owner, keymap, java.util.Map.of());
    }

    /** @param pages more pages after the shortcuts, by title (e.g. Saving) */
    public PreferencesDialog(Window owner, Keymap keymap, java.util.Map<String, JComponent> pages) {
        super(owner, "Preferences", ModalityType.APPLICATION_MODAL);
        this.keymap = keymap;
        setName("preferencesDialog");
        filter.setName("shortcutFilter");
        filter.putClientProperty("JTextField.placeholderText", "Filter by name, menu or key");
        filter.getDocument().addDocumentListener(new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                refresh();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                refresh();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                refresh();
            }
        });
        table.setName("shortcutTable");
        table.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        table.setFillsViewportHeight(true);
        table.setRowHeight(Math.max(table.getRowHeight(), 24));
        table.getColumnModel().getColumn(0).setPreferredWidth(380);
        table.getColumnModel().getColumn(1).setPreferredWidth(150);
        table.getColumnModel().getColumn(2).setPreferredWidth(150);
        table.setDefaultRenderer(Object.class, new Renderer());
        table.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (e.getClickCount() == 2) {
                    startCapture();
                }
            }
        });
        table.getInputMap(JComponent.WHEN_ANCESTOR_OF_FOCUSED_COMPONENT)
                .put(KeyStroke.getKeyStroke("ENTER"), "captureShortcut");
        table.getActionMap().put("captureShortcut", action(this::startCapture));
        message.setName("shortcutMessage");
        conflicts.setName("shortcutConflicts");
        conflicts.setForeground(WARN);
        capture.setText("Select an action, then Change Shortcut (or double-click it)");

        JPanel keys = new JPanel(new MigLayout("insets 10, fill, wrap 1", "[grow, fill]", "[][grow, fill][][][][]"));
        keys.add(filter, "split 2, growx");
        keys.add(Buttons.named(
                "Reset All", "resetAllShortcuts", "Every action gets its default shortcut back", this::resetAll));
        keys.add(new JScrollPane(table), "hmin 160");
        keys.add(capture, "growx");
        keys.add(
                Buttons.named(
                        "Change Shortcut...", "changeShortcut", "Press the new key after this", this::startCapture),
                "split 3");
        keys.add(Buttons.named("Remove", "removeShortcut", "The action keeps no shortcut", () -> apply(null)));
        keys.add(Buttons.named("Reset", "resetShortcut", "The action gets its default shortcut back", this::resetOne));
        keys.add(message, "growx, wmin 0");
        keys.add(conflicts, "growx, wmin 0");

        JTabbedPane tabs = new JTabbedPane();
        tabs.addTab("Keyboard Shortcuts", keys);
        pages.forEach(tabs::addTab);
        JPanel content = new JPanel(new java.awt.BorderLayout());
        content.add(tabs, java.awt.BorderLayout.CENTER);
        JButton close = Buttons.named("Close", "closePreferences", null, this::dispose);
        JPanel south = new JPanel(new java.awt.FlowLayout(java.awt.FlowLayout.RIGHT, 10, 8));
        south.add(close);
        content.add(south, java.awt.BorderLayout.SOUTH);
        setContentPane(content);
        getRootPane().setDefaultButton(close);
        getRootPane()
                .registerKeyboardAction(
                        e -> dispose(), KeyStroke.getKeyStroke("ESCAPE"), JComponent.WHEN_IN_FOCUSED_WINDOW);
        refresh();
        pack();
        setSize(Math.max(getWidth(), 720), Math.min(Math.max(getHeight(), 560), screenHeight(owner) - 60));
        setLocationRelativeTo(owner);
    }

    private static int screenHeight(Window w) {
        return w == null ? 768 : w.getGraphicsConfiguration().getBounds().height;
    }

    private static javax.swing.Action action(Runnable r) {
        return new javax.swing.AbstractAction() {
            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                r.run();
            }
        };
    }

    /** The commands the table shows now (filtered), in its order. */
    public List<Command> rows() {
        return rows;
    }

    /** Selects the row of the command with {@code id}; false when it is not shown. */
    public boolean select(String id) {
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i).id().equals(id)) {
                table.setRowSelectionInterval(i, i);
                table.scrollRectToVisible(table.getCellRect(i, 0, true));
                return true;
            }
        }
        return false;
    }

    private Command selected() {
        int i = table.getSelectedRow();
        return i < 0 || i >= rows.size() ? null : rows.get(i);
    }

    private void startCapture() {
        Command c = selected();
        if (c == null) {
            say("Select an action first.", true);
            return;
        }
        capture.capture(
                "Press the new shortcut for " + c.path() + " (Esc cancels)",
                this::apply,
                () -> capture.stop("Unchanged: " + c.path()));
    }

    /** The question before a key another action has is taken from it. */
    public static final String TAKE_TITLE = "Shortcut in use";

    /** The question before Reset All. */
    public static final String RESET_ALL_TITLE = "Reset all shortcuts";

    private void apply(KeyStroke key) {
        Command c = selected();
        if (c == null) {
            return;
        }
        // a key of the map itself is refused by rebind; one another action has is asked about first
        Command owner = key == null || keymap.fixedOwner(key) != null ? null : keymap.owner(c, key);
        if (owner != null
                && !Ask.confirm(
                        this,
                        TAKE_TITLE,
                        KeyText.of(key) + " is the shortcut of " + owner.path() + ".\nGive it to " + c.path() + "? "
                                + owner.path() + " will have no shortcut.",
                        "Take It")) {
            capture.stop("Unchanged: " + c.path());
            say(KeyText.of(key) + " stays with " + owner.path() + ".", false);
            return;
        }
        Keymap.Result r = keymap.rebind(c, key);
        capture.stop(r.applied() ? c.path() + ": " + shown(c.key()) : "Unchanged: " + c.path());
        say(r.message(), !r.applied() || !r.message().isEmpty());
        refreshKeeping(c);
    }

    /** Asks, then gives every action its default shortcut back and lists what that changed. */
    private void resetAll() {
        List<String> changed = new ArrayList<>();
        for (Command c : keymap.commands()) {
            KeyStroke def = keymap.defaultKey(c);
            if (!java.util.Objects.equals(def, c.key())) {
                changed.add(c.path() + ": " + shown(def) + " (was " + shown(c.key()) + ")");
            }
        }
        if (changed.isEmpty()) {
            say("Every action has its default shortcut already.", false);
            return;
        }
        String what = changed.size() == 1 ? "1 shortcut" : changed.size() + " shortcuts";
        if (!Ask.confirm(
                this,
                RESET_ALL_TITLE,
                "Give every action its default shortcut back?\n" + what + " you changed will be forgotten.",
                "Reset All")) {
            return;
        }
        keymap.resetAll();
        capture.stop("Select an action, then Change Shortcut (or double-click it)");
        int shown = Math.min(changed.size(), 6);
        String list = String.join("\n", changed.subList(0, shown))
                + (changed.size() > shown ? "\nand " + (changed.size() - shown) + " more" : "");
        message.setText("<html>Reset " + what + " to the defaults:<br>" + Html.lines(list) + "</html>");
        message.setForeground(UIManager.getColor("Label.foreground"));
        refresh();
    }

    private void resetOne() {
        Command c = selected();
        if (c != null) {
            Keymap.Result r = keymap.reset(c);
            say(r.message(), !r.message().isEmpty());
            refreshKeeping(c);
        }
    }

    private void say(String text, boolean warn) {
        message.setText(text.isEmpty() ? " " : text);
        message.setForeground(warn ? WARN : UIManager.getColor("Label.foreground"));
    }

    private void refreshKeeping(Command c) {
        refresh();
        select(c.id());
    }

    private void refresh() {
        String q = filter.getText();
        List<Command> out = new ArrayList<>();
        for (Command c : keymap.commands()) {
            String text = c.path() + " " + KeyText.of(c.key());
            if (FuzzyMatch.score(q, text) >= 0) {
                out.add(c);
            }
        }
        rows = out;
        model.fireTableDataChanged();
        List<String> clashes = keymap.conflicts();
        conflicts.setText(
                clashes.isEmpty()
                        ? ""
                        : "<html>Conflicts (only one of each works):<br>" + Html.lines(String.join("\n", clashes))
                                + "</html>");
    }

    private static String shown(KeyStroke k) {
        return k == null ? "none" : KeyText.of(k);
    }

    /** Action, shortcut, default. */
    private final class Model extends AbstractTableModel {
        @Override
        public int getRowCount() {
            return rows.size();
        }

        @Override
        public int getColumnCount() {
            return 3;
        }

        @Override
        public String getColumnName(int column) {
            return new String[] {"Action", "Shortcut", "Default"}[column];
        }

        @Override
        public Object getValueAt(int row, int column) {
            Command c = rows.get(row);
            return switch (column) {
                case 0 -> c.path();
                case 1 -> KeyText.of(c.key());
                default -> KeyText.of(keymap.defaultKey(c));
            };
        }
    }

    /** Shortcuts the user changed in bold. */
    private final class Renderer extends DefaultTableCellRenderer {
        @Override
        public Component getTableCellRendererComponent(
                JTable t, Object value, boolean selected, boolean focus, int row, int column) {
            super.getTableCellRendererComponent(t, value, selected, focus, row, column);
            Command c = rows.get(row);
            boolean changed = !Objects.equals(c.key(), keymap.defaultKey(c));
            setFont(getFont().deriveFont(changed && column == 1 ? java.awt.Font.BOLD : java.awt.Font.PLAIN));
            setBorder(javax.swing.BorderFactory.createEmptyBorder(0, 6, 0, 6));
            return this;
        }
    }
}
