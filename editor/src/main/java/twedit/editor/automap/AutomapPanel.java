package twedit.editor.automap;

import java.awt.Color;
import java.awt.Rectangle;
import java.awt.Window;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;
import javax.swing.DefaultComboBoxModel;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;
import twedit.editor.tools.TileSelection;
import twedit.editor.tools.ToolBox;
import twedit.editor.ui.Ask;
import twedit.editor.ui.Html;
import twedit.model.automap.AutomapReference;
import twedit.model.automap.Automapper;
import twedit.model.automap.RulesDiagnostic;
import twedit.model.document.DocumentEvent;
import twedit.model.map.AutomapperConfig;
import twedit.model.map.TileLayer;

/**
 * The automapper settings of the current tiles layer: its rules file (found for its image or chosen by hand, with
 * an editor), the configuration, the seed with a dice button, the automatic flag, and "Automap Layer" /
 * "Automap Selection". Settings are stored in the layer through the document.
 */
public final class AutomapPanel extends JPanel {
    /** Title of the question before a run on rules with errors. */
    public static final String ERRORS_TITLE = "Rules have errors";

    private final Workspace ws;
    private final ToolBox tools;
    private final AutomapController automap;
    private final Function<TileLayer, Path> chooseRules;
    private final Map<Path, RulesEditor> editors = new HashMap<>();
    private final JLabel layerLabel = new JLabel();
    private final JLabel rulesLabel = new JLabel();
    private final JLabel diagnostics = new JLabel();
    private final DefaultComboBoxModel<String> configs = new DefaultComboBoxModel<>();
    private final JComboBox<String> config = new JComboBox<>(configs);
    private final JSpinner seed = new JSpinner(new SpinnerNumberModel(0, 0, Automapper.MAX_SEED, 1));
    private final JCheckBox automatic = new JCheckBox("Automatic: automap as you paint");
    private final JComboBox<AutomapReference> reference = new JComboBox<>(AutomapReference.values());
    private final JButton choose =
            button("Choose\u2026", "automap.chooseRules", "Use another .rules file for" + " this layer");
    private final JButton edit =
            button("Edit\u2026", "automap.editRules", "Open the rules file in the rules" + " editor");
    private final JButton reload = button("Reload", "automap.reload", "Read the rules files again");
    private final JButton dice = button(null, "automap.dice", "A new random seed");
    private final JButton runLayer = button(
            "Automap Layer", "automap.runLayer", "Run the configuration over the" + " whole layer (one undo step)");
    private final JButton runSelection =
            button("Automap Selection", "automap.runSelection", "Run it over the" + " selected rectangle only");
    private final JLabel status = new JLabel(" ");
    private boolean loading;

    /** @param chooseRules asks for a .rules file for the layer (null when cancelled) */
    public AutomapPanel(Workspace ws, ToolBox tools, AutomapController automap, Function<TileLayer, Path> chooseRules) {
        super(new MigLayout("wrap 2, insets 6, gap 6 4, fillx", "[right][grow, fill, 0::]"));
        this.ws = ws;
        this.tools = tools;
        this.automap = automap;
        this.chooseRules = chooseRules;
        setName("automapPanel");
        layerLabel.setName("automap.layer");
        rulesLabel.setName("automap.rules");
        diagnostics.setName("automap.diagnostics");
        config.setName("automap.config");
        seed.setName("automap.seed");
        automatic.setName("automap.automatic");
        status.setName("automap.status");
        add(layerLabel, "span 2, left, wmin 0");
        add(new JLabel("Rules"));
        add(rulesLabel, "wmin 0");
        JPanel rulesButtons = new JPanel(
                new MigLayout("insets 0, gap 4, fillx", "[grow, fill, 0::][grow, fill," + " 0::][grow, fill, 0::]"));
        rulesButtons.add(choose);
        rulesButtons.add(edit);
        rulesButtons.add(reload);
        add(rulesButtons, "span 2, growx, wmin 0");
        add(diagnostics, "span 2, left, wmin 0");
        add(new JLabel("Configuration"));
        add(config, "wmin 0");
        add(new JLabel("Seed"));
        dice.setIcon(new DieIcon(14));
        seed.setEditor(new JSpinner.NumberEditor(seed, "#"));
        ((JSpinner.DefaultEditor) seed.getEditor()).getTextField().setColumns(8);
        JPanel seedRow = new JPanel(new MigLayout("insets 0, gap 4, fillx", "[grow, fill, 0::][]"));
        seedRow.add(seed);
        seedRow.add(dice);
        add(seedRow, "wmin 0");
        reference.setName("automap.reference");
        reference.setRenderer(new javax.swing.DefaultListCellRenderer() {
            @Override
            public java.awt.Component getListCellRendererComponent(
                    javax.swing.JList<?> list, Object value, int index, boolean selected, boolean focus) {
                Object shown = value instanceof AutomapReference r ? r.ddnetName() : value;
                return super.getListCellRendererComponent(list, shown, index, selected, focus);
            }
        });
        reference.setToolTipText("What the first run reads: the layer itself, the Game layer, or only the Game"
                + " layer's cells holding one tile (DDNet's Reference; kept in twedit's settings for this map)");
        add(new JLabel("Reference"));
        add(reference, "wmin 0");
        seed.setToolTipText("0: a fresh random seed on every run");
        automatic.setToolTipText("Re-run the automapper where you paint, as you paint");
        add(automatic, "span 2, left, wmin 0");
        add(runLayer, "span 2, growx, gaptop 8, wmin 0");
        add(runSelection, "span 2, growx, wmin 0");
        add(status, "span 2, wmin 0, left");
        choose.addActionListener(e -> chooseFile());
        edit.addActionListener(e -> openEditor());
        reload.addActionListener(e -> {
            automap.reload();
            refresh();
            status.setText("Rules reloaded.");
        });
        dice.addActionListener(e -> seed.setValue(ThreadLocalRandom.current().nextInt(1, Automapper.MAX_SEED + 1)));
        config.addActionListener(e -> commit());
        seed.addChangeListener(e -> commit());
        automatic.addActionListener(e -> commit());
        reference.addActionListener(e -> {
            TileLayer l = layer();
            if (!loading && l != null && reference.getSelectedItem() instanceof AutomapReference r) {
                automap.setReference(l, r);
                status.setText("Reference: " + r.ddnetName() + ".");
            }
        });
        runLayer.addActionListener(e -> run(null));
        runSelection.addActionListener(e -> run(selectionRect()));
        ws.addListener(new WorkspaceListener() {
            @Override
            public void documentReplaced() {
                // a file chosen for a layer stays with it while its map is open (in any tab)
                automap.locator().keepChoicesOf(AutomapPanel.this::isOpen);
                automap.reload(); // the new map's rules as their files are now, not as they were parsed before
                status.setText(" "); // no message of a run on the map before
                refresh();
            }

            @Override
            public void mapClosed(twedit.editor.state.OpenMap m) {
                automap.locator().keepChoicesOf(AutomapPanel.this::isOpen);
            }

            @Override
            public void documentChanged(DocumentEvent e) {
                if (e.kind() != DocumentEvent.Kind.STROKE_STEP) {
                    refresh();
                }
            }

            @Override
            public void selectionChanged() {
                status.setText(" ");
                refresh();
            }
        });
        tools.addListener(this::updateSelectionButton);
        refresh();
    }

    private boolean isOpen(TileLayer layer) {
        return ws.maps().stream().anyMatch(m -> m.document().map().allLayers().contains(layer));
    }

    private TileLayer layer() {
        TileLayer l = ws.currentTileLayer();
        return AutomapController.automappable(l) ? l : null;
    }

    /** Fills the fields from the current layer (issues no edits). */
    void refresh() {
        loading = true;
        try {
            TileLayer l = layer();
            boolean on = l != null;
            for (JComponent c : new JComponent[] {choose, reload, config, seed, dice, automatic, runLayer, reference}) {
                c.setEnabled(on);
            }
            reference.setSelectedItem(on ? automap.reference(l) : AutomapReference.NONE);
            configs.removeAllElements();
            if (!on) {
                // no seed or setting of the last layer (or of another map) stays in the disabled fields
                seed.setValue(0);
                automatic.setSelected(false);
                layerLabel.setText("<html><b>Select a tiles layer</b> to automap it.</html>");
                rulesLabel.setText("\u2014");
                diagnostics.setText(" ");
                edit.setEnabled(false);
                runSelection.setEnabled(false);
                return;
            }
            layerLabel.setText("<html><b>Layer '" + Html.esc(l.name()) + "'</b>"
                    + (l.image() == null
                            ? ", no image"
                            : ", image '" + Html.esc(l.image().name()) + "'") + "</html>");
            AutomapController.Rules rules = automap.rules(l);
            edit.setEnabled(rules.found() != null);
            rulesLabel.setText(
                    rules.found() == null
                            ? "none found"
                            : rules.found().file().getFileName() + "  ("
                                    + source(rules.found().source()) + ")");
            rulesLabel.setToolTipText(
                    rules.found() == null
                            ? "searched: " + automap.locator().searched(l)
                            : rules.found().file().toString());
            showDiagnostics(rules);
            AutomapperConfig s = AutomapController.settings(l);
            if (rules.usable()) {
                for (String n : rules.parsed().rules().names()) {
                    configs.addElement(n);
                }
                // none chosen yet runs the file's first (AutomapController.configuration): show that, not a blank
                int shown = s.config() >= 0 && s.config() < configs.getSize() ? s.config() : 0;
                config.setSelectedIndex(configs.getSize() == 0 ? -1 : shown);
            }
            config.setEnabled(rules.usable());
            runLayer.setEnabled(rules.usable());
            seed.setValue(Math.max(0, Math.min(Automapper.MAX_SEED, s.seed())));
            automatic.setSelected(s.automatic());
            updateSelectionButton();
        } finally {
            loading = false;
        }
    }

    private void showDiagnostics(AutomapController.Rules rules) {
        if (rules.parsed() == null) {
            diagnostics.setText(rules.problem() == null ? " " : "<html>" + Html.esc(rules.problem()) + "</html>");
            diagnostics.setForeground(UIManager.getColor("Label.foreground"));
            return;
        }
        int e = rules.parsed().errors().size();
        int w = rules.parsed().warnings().size();
        diagnostics.setText(
                e + w == 0
                        ? rules.parsed().rules().configurations().size() + " configuration(s), no" + " problems"
                        : "<html>" + e + " error(s), " + w + " warning(s): "
                                + Html.esc(rules.parsed().diagnostics().get(0).toString()) + "</html>");
        diagnostics.setForeground(e > 0 ? new Color(220, 70, 70) : UIManager.getColor("Label.foreground"));
    }

    private void commit() {
        TileLayer l = layer();
        if (loading || l == null) {
            return;
        }
        AutomapperConfig old = AutomapController.settings(l);
        int flags = automatic.isSelected()
                ? old.flags() | AutomapperConfig.FLAG_AUTOMATIC
                : old.flags() & ~AutomapperConfig.FLAG_AUTOMATIC;
        int c = config.getSelectedIndex() >= 0 ? config.getSelectedIndex() : old.config();
        if (automatic.isSelected() && c < 0 && configs.getSize() > 0) {
            c = 0;
        }
        int s = (Integer) seed.getValue();
        if (automatic.isSelected() && s == 0) {
            // DDNet automaps live only with a seed (layer_tiles.cpp FlagModified): switching Live on picks one, so
            // the layer keeps being automapped as painted, here and in DDNet's editor, and the result reproduces
            s = ThreadLocalRandom.current().nextInt(1, Automapper.MAX_SEED + 1);
            loading = true;
            try {
                seed.setValue(s);
            } finally {
                loading = false;
            }
        }
        AutomapperConfig now = new AutomapperConfig(c, s, flags);
        if (!now.equals(old)) {
            automap.setSettings(l, now);
        }
    }

    private void run(Rectangle rect) {
        TileLayer l = layer();
        if (l == null) {
            return;
        }
        AutomapController.Rules rules = automap.rules(l);
        if (rules.usable() && !rules.parsed().errors().isEmpty() && !confirmErrors(rules, false)) {
            status.setText("Not automapped: the rules have errors.");
            return;
        }
        status.setText("Automapping\u2026");
        runLayer.setEnabled(false);
        automap.run(l, rect, msg -> {
            status.setText("<html>" + Html.esc(msg) + "</html>");
            refresh();
        });
    }

    /** Asks before a run on rules with errors: the lines that did not parse are left out of the run. */
    boolean confirmErrors(AutomapController.Rules rules, boolean live) {
        List<RulesDiagnostic> errors = rules.parsed().errors();
        StringBuilder sb = new StringBuilder();
        sb.append(rules.found().file().getFileName())
                .append(" has ")
                .append(errors.size())
                .append(errors.size() == 1 ? " error" : " errors")
                .append(":\n");
        errors.stream().limit(5).forEach(d -> sb.append("  ").append(d).append('\n'));
        if (errors.size() > 5) {
            sb.append("  and ").append(errors.size() - 5).append(" more\n");
        }
        sb.append("\nThe lines with errors are left out: the result may not be what the rules mean.\n");
        sb.append(
                live
                        ? "Automap live as you paint with the rules that parsed? (Asked once for this file until it"
                                + " changes.)"
                        : "Automap with the rules that parsed?");
        boolean yes = Ask.confirm(this, ERRORS_TITLE, sb.toString(), "Automap Anyway");
        if (live && !yes) {
            status.setText(
                    "Live automap is off for " + rules.found().file().getFileName() + ": its rules have errors.");
        }
        return yes;
    }

    /**
     * Asks about the unsaved edits of every open rules editor (the editor is quitting); false when the user chose to
     * stay.
     */
    public boolean confirmCloseEditors() {
        for (RulesEditor ed : List.copyOf(editors.values())) {
            if (ed.isDisplayable() && !ed.closeAsking()) {
                return false;
            }
        }
        return true;
    }

    private Rectangle selectionRect() {
        TileSelection s = tools.selection();
        TileLayer l = layer();
        return s != null && s.layer() == l && !s.clipped().isEmpty() ? s.clipped() : null;
    }

    private void updateSelectionButton() {
        runSelection.setEnabled(layer() != null && selectionRect() != null && runLayer.isEnabled());
    }

    private void chooseFile() {
        TileLayer l = layer();
        Path p = l == null ? null : chooseRules.apply(l);
        if (p != null) {
            automap.locator().choose(l, p);
            refresh();
        }
    }

    private void openEditor() {
        TileLayer l = layer();
        AutomapController.Rules rules = l == null ? null : automap.rules(l);
        if (rules == null || rules.found() == null) {
            return;
        }
        Path file = rules.found().file();
        RulesEditor ed = editors.get(file);
        if (ed == null || !ed.isDisplayable()) {
            Window owner = SwingUtilities.getWindowAncestor(this);
            RulesLocator locator = automap.locator();
            Path[] shown = {file};
            ed = new RulesEditor(owner, file, locator::saveTarget, now -> {
                if (!now.equals(shown[0])) {
                    // packaged rules saved as the user's copy: layers that chose them use the copy from now on
                    locator.replaceChoice(shown[0], now);
                    editors.put(now, editors.remove(shown[0]));
                    shown[0] = now;
                }
                automap.reload();
                status.setText(" "); // a run's message about the rules as they were before
                refresh();
            });
            editors.put(file, ed);
        }
        ed.setVisible(true);
        ed.toFront();
    }

    /** Whether the layer uses a rules file chosen by hand (for tests). */
    boolean isChosen(TileLayer l) {
        return automap.locator()
                .find(l)
                .map(f -> f.source() == RulesLocator.Source.CHOSEN)
                .orElse(false);
    }

    /** The open rules editor of a file, if any (for tests). */
    RulesEditor editor(Path file) {
        return editors.get(file);
    }

    private static String source(RulesLocator.Source s) {
        if (s == RulesLocator.Source.CHOSEN) {
            return "chosen";
        }
        return s == RulesLocator.Source.USER ? "your rules" : "DDNet data";
    }

    private static JButton button(String text, String name, String tip) {
        JButton b = new JButton(text);
        b.setName(name);
        b.setToolTipText(tip);
        return b;
    }
}
