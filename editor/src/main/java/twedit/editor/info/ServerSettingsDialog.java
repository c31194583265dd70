package twedit.editor.info;

import java.awt.Color;
import java.awt.Component;
import java.awt.Window;
import java.awt.event.KeyAdapter;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.KeyStroke;
import javax.swing.ListSelectionModel;
import javax.swing.SpinnerNumberModel;
import javax.swing.UIManager;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import net.miginfocom.swing.MigLayout;
import twedit.editor.ui.Buttons;
import twedit.editor.ui.Html;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.settings.SettingProblem;
import twedit.model.settings.SettingsValidator;

/**
 * Edits the server settings stored in the map: add, replace, remove and reorder command lines; what DDNet's server
 * refuses or reads otherwise (unknown commands, values out of range or not numbers) marked in red on the line and as
 * you type, duplicates and overrides in amber, with a count; completion from the commands a map may run (Tab), and a
 * helper composing {@code tune_zone ZONE PARAM VALUE}. OK applies all of it as one undoable "Change settings" step.
 */
public final class ServerSettingsDialog extends JDialog {
    private static final Color PROBLEM = new Color(0xE0, 0x52, 0x52);

    private final MapDocument doc;
    private final DefaultListModel<String> lines = new DefaultListModel<>();
    private final JList<String> list = new JList<>(lines);
    private final JTextField input = new JTextField(36);
    private final JLabel help = new JLabel(" ");
    private final JLabel summary = new JLabel(" ");
    private final DefaultListModel<KnownCommands.Command> knownModel = new DefaultListModel<>();
    private final JList<KnownCommands.Command> known = new JList<>(knownModel);
    private final SettingsValidator validator = SettingsValidator.ddnet();
    private List<SettingsLint.Mark> marks = List.of();

    public ServerSettingsDialog(Window owner, MapDocument doc) {
        super(owner, "Server Settings", ModalityType.APPLICATION_MODAL);
        this.doc = doc;
        setName("serverSettingsDialog");
        doc.map().info().settingsOrEmpty().forEach(lines::addElement);
        list.setName("settingsList");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setCellRenderer(new LineRenderer(i -> i < marks.size() ? marks.get(i) : null));
        list.setVisibleRowCount(10);
        list.addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting() && list.getSelectedValue() != null) {
                input.setText(list.getSelectedValue());
            }
        });
        input.setName("settingInput");
        input.putClientProperty("JTextField.placeholderText", "command, e.g. sv_team 1 (Tab completes)");
        input.setFocusTraversalKeysEnabled(false);
        input.addKeyListener(new KeyAdapter() {
            @Override
            public void keyPressed(KeyEvent e) {
                if (e.getKeyCode() == KeyEvent.VK_TAB) {
                    complete();
                    e.consume();
                }
            }
        });
        input.addActionListener(e -> add());
        input.getDocument().addDocumentListener(new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                typed();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                typed();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                typed();
            }
        });
        known.setName("knownCommands");
        known.setVisibleRowCount(6);
        known.setCellRenderer(new KnownRenderer());
        known.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (e.getClickCount() == 2 && known.getSelectedValue() != null) {
                    useKnown(known.getSelectedValue());
                }
            }
        });
        setContentPane(layoutContent());
        getRootPane()
                .registerKeyboardAction(
                        e -> dispose(), KeyStroke.getKeyStroke("ESCAPE"), JComponent.WHEN_IN_FOCUSED_WINDOW);
        lint();
        typed();
        addWindowListener(new java.awt.event.WindowAdapter() {
            @Override
            public void windowOpened(java.awt.event.WindowEvent e) {
                // typing goes to the command field, not to the list's type-ahead
                input.requestFocusInWindow();
            }
        });
        pack();
        setLocationRelativeTo(owner);
    }

    private JPanel layoutContent() {
        JPanel p = new JPanel(new MigLayout("insets 12, gap 6 6, fill", "[grow, fill][]", "[grow, fill][][][][][]"));
        p.add(new JScrollPane(list), "h 180:220:, w 460:520:");
        JPanel side = new JPanel(new MigLayout("insets 0, gap 4, wrap 1", "[fill]"));
        side.add(button("Up", "settingUp", () -> move(-1)));
        side.add(button("Down", "settingDown", () -> move(1)));
        side.add(button("Remove", "settingRemove", this::remove));
        p.add(side, "aligny top, wrap");
        p.add(input, "split 3");
        p.add(button("Add", "settingAdd", this::add), "growx 0");
        p.add(button("Replace", "settingReplace", this::replace), "growx 0, wrap");
        help.setName("settingHelp");
        p.add(help, "span 2, wrap");
        p.add(new JScrollPane(known), "span 2, h 90:110:, wrap");
        p.add(tuneZoneHelper(), "span 2, wrap");
        summary.setName("settingsSummary");
        p.add(summary, "split 3, growx");
        JButton ok = button("OK", "settingsOk", () -> {
            apply();
            dispose();
        });
        p.add(ok, "growx 0, tag ok");
        p.add(button("Cancel", "settingsCancel", this::dispose), "growx 0, tag cancel, span 2");
        return p;
    }

    private JPanel tuneZoneHelper() {
        JPanel t = new JPanel(new MigLayout("insets 6, gap 6", "[][][][grow, fill][][]"));
        t.setBorder(javax.swing.BorderFactory.createTitledBorder("Tune zone"));
        JSpinner zone = new JSpinner(new SpinnerNumberModel(1, 0, 255, 1));
        zone.setName("tuneZoneNumber");
        JComboBox<String> param = new JComboBox<>(KnownCommands.TUNE_PARAMS.toArray(new String[0]));
        param.setName("tuneZoneParam");
        param.setEditable(true);
        JTextField value = new JTextField("0", 6);
        value.setName("tuneZoneValue");
        t.add(new JLabel("Zone"));
        t.add(zone, "w 60!");
        t.add(new JLabel("Parameter"));
        t.add(param);
        t.add(value);
        t.add(button(
                "Add",
                "tuneZoneAdd",
                () -> addLine("tune_zone " + zone.getValue() + " "
                        + Objects.toString(param.getSelectedItem(), "").trim() + " "
                        + value.getText().trim())));
        return t;
    }

    private static JButton button(String text, String name, Runnable r) {
        return Buttons.named(text, name, null, r);
    }

    /** The lines as edited so far. */
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            out.add(lines.get(i));
        }
        return out;
    }

    private void add() {
        addLine(input.getText());
    }

    /** Appends a line (after the selected one, if any) and selects it. */
    void addLine(String text) {
        String line = text.trim().replaceAll("\\s+", " ");
        if (line.isEmpty()) {
            return;
        }
        int at = list.getSelectedIndex() < 0 ? lines.size() : list.getSelectedIndex() + 1;
        lines.add(at, line);
        list.setSelectedIndex(at);
        list.ensureIndexIsVisible(at);
        input.setText("");
        lint();
    }

    private void replace() {
        int i = list.getSelectedIndex();
        String line = input.getText().trim().replaceAll("\\s+", " ");
        if (i >= 0 && !line.isEmpty()) {
            lines.set(i, line);
            lint();
        }
    }

    private void remove() {
        int i = list.getSelectedIndex();
        if (i >= 0) {
            lines.remove(i);
            list.setSelectedIndex(Math.min(i, lines.size() - 1));
            lint();
        }
    }

    private void move(int d) {
        int i = list.getSelectedIndex();
        int j = i + d;
        if (i < 0 || j < 0 || j >= lines.size()) {
            return;
        }
        String s = lines.remove(i);
        lines.add(j, s);
        list.setSelectedIndex(j);
        lint();
    }

    private void lint() {
        marks = SettingsLint.lint(lines(), validator);
        long problems = marks.stream().filter(m -> m != null && m.problem()).count();
        long warnings = marks.stream().filter(m -> m != null && !m.problem()).count();
        summary.setText(lines.size() + " setting" + (lines.size() == 1 ? "" : "s")
                + (problems == 0 ? "" : ", " + problems + " problem" + (problems == 1 ? "" : "s"))
                + (warnings == 0 ? "" : ", " + warnings + " warning" + (warnings == 1 ? "" : "s")));
        summary.setForeground(problems > 0 ? PROBLEM : UIManager.getColor("Label.foreground"));
        summary.setToolTipText(
                problems > 0 ? "Lines in red: the DDNet server refuses them or reads another value" : null);
        list.repaint();
    }

    /** The marks of the lines as last checked (null for a fine line). */
    List<SettingsLint.Mark> marks() {
        return marks;
    }

    /** Shows the typed command's help and the known commands matching its first word. */
    private void typed() {
        String name = KnownCommands.commandName(input.getText());
        KnownCommands.Command c = KnownCommands.find(name);
        Optional<SettingProblem> p =
                name.isEmpty() || !input.getText().contains(" ") ? Optional.empty() : validator.check(input.getText());
        if (p.isPresent()) {
            help.setForeground(PROBLEM);
            help.setText("\u26a0 " + p.get().message());
        } else {
            help.setForeground(UIManager.getColor("Label.foreground"));
            help.setText(
                    c == null
                            ? (name.isEmpty()
                                    ? "Commands a map may run:"
                                    : validator
                                            .check(name)
                                            .map(SettingProblem::message)
                                            .orElse(name))
                            : c.name() + " " + c.args() + " \u2014 " + c.description());
        }
        if (!input.getText().contains(" ")) {
            knownModel.clear();
            knownModel.addAll(KnownCommands.matching(name));
        }
    }

    /** Tab: completes the first word to the first known command matching it. */
    private void complete() {
        String text = input.getText();
        if (text.contains(" ")) {
            return;
        }
        List<KnownCommands.Command> m = KnownCommands.matching(text);
        if (!m.isEmpty()) {
            useKnown(m.get(0));
        }
    }

    private void useKnown(KnownCommands.Command c) {
        input.setText(c.name() + " ");
        input.requestFocusInWindow();
    }

    /** Applies the edited list as one undoable step (nothing when unchanged). */
    void apply() {
        List<String> now = lines();
        List<String> old = doc.map().info().settings();
        if (!now.equals(old == null ? List.of() : old)) {
            doc.apply(Edits.setSettings(doc.map(), now.isEmpty() ? null : now));
        }
    }

    /**
     * Draws a line with its number and, in red or orange, what is wrong with it; a selected line is drawn in the
     * selection's own text colour (whatever the theme and focus make its background), the fault bold and underlined.
     */
    static final class LineRenderer extends DefaultListCellRenderer {
        private final java.util.function.IntFunction<SettingsLint.Mark> marks;

        LineRenderer(java.util.function.IntFunction<SettingsLint.Mark> marks) {
            this.marks = marks;
        }

        @Override
        public Component getListCellRendererComponent(
                JList<?> l, Object value, int index, boolean selected, boolean focus) {
            JLabel c = (JLabel) super.getListCellRendererComponent(l, value, index, selected, focus);
            SettingsLint.Mark m = marks.apply(index);
            String colour = selected ? null : m != null && m.problem() ? "#E05252" : "#E08A2E";
            String text = "<html>" + font(selected ? null : "#8A8F98", String.valueOf(index + 1)) + "&nbsp;&nbsp;"
                    + marked(String.valueOf(value), m, colour)
                    + (m == null ? "" : "&nbsp;&nbsp;" + font(colour, "\u26a0 " + Html.esc(m.message())))
                    + "</html>";
            c.setText(text);
            c.setToolTipText(m == null ? null : m.message());
            return c;
        }

        private static String font(String colour, String html) {
            return colour == null ? html : "<font color='" + colour + "'>" + html + "</font>";
        }

        /** The line with the part at fault underlined in the mark's colour (bold when selected). */
        private static String marked(String line, SettingsLint.Mark m, String colour) {
            String lower = line.toLowerCase(Locale.ROOT);
            String token = m == null ? "" : m.token().toLowerCase(Locale.ROOT);
            // a value is looked for after the command's name, so "sv_team 1 1" marks the second 1
            int from = lower.startsWith(token) ? 0 : Math.max(0, lower.indexOf(' '));
            int at = token.isEmpty() ? -1 : lower.indexOf(token, from);
            if (at < 0) {
                return Html.esc(line);
            }
            int end = at + m.token().length();
            String fault = "<u>" + Html.esc(line.substring(at, end)) + "</u>";
            return Html.esc(line.substring(0, at))
                    + (colour == null ? "<b>" + fault + "</b>" : font(colour, fault))
                    + Html.esc(line.substring(end));
        }
    }

    /** Draws a known command with its arguments and description. */
    private static final class KnownRenderer extends DefaultListCellRenderer {
        @Override
        public Component getListCellRendererComponent(
                JList<?> l, Object value, int index, boolean selected, boolean focus) {
            JLabel c = (JLabel) super.getListCellRendererComponent(l, value, index, selected, focus);
            KnownCommands.Command k = (KnownCommands.Command) value;
            c.setText("<html><b>" + Html.esc(k.name()) + "</b> <font color='#8A8F98'>" + Html.esc(k.args()) + " \u2014 "
                    + Html.esc(k.description()) + "</font></html>");
            return c;
        }
    }
}
