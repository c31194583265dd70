package twedit.editor.physics.ui;

import java.awt.BorderLayout;
import java.awt.image.BufferedImage;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.function.IntSupplier;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.SpinnerNumberModel;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import net.miginfocom.swing.MigLayout;
import twedit.editor.physics.PhysicsCells;
import twedit.editor.physics.PhysicsParams;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;
import twedit.editor.tools.ToolBox;
import twedit.model.document.edits.TileBrush;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;

/**
 * The palette of the current physics layer: its valid tiles with art and DDNet names, a search field, and the brush
 * parameters of the kind (tele number, switch number/delay/flags, speedup force/max speed/angle with a dial, tune
 * zone) with "next free number"; picking a tile makes it the brush, a parameter change updates the brush.
 */
public final class PhysicsPalette extends JPanel {
    private final Workspace ws;
    private final ToolBox tools;
    private final PhysicsParams params;
    private final PaletteList list;
    private final JTextField search = new JTextField();
    private final JLabel title = new JLabel();
    private final JPanel paramsPanel = new JPanel();
    private final AngleDial dial;
    private TileKind shown;
    private boolean syncing;
    /** The search text typed on each layer kind's palette, of the map shown (each map tab keeps its own). */
    private final Map<TileKind, String> queries = new EnumMap<>(TileKind.class);

    /** The game type of the chosen entities image, whose explanations the rows' tooltips give. */
    public void setGameType(java.util.function.Supplier<twedit.model.tiles.EntitiesGameType> type) {
        list.setGameType(type);
    }

    public PhysicsPalette(Workspace ws, ToolBox tools, PhysicsParams params, Function<TileKind, BufferedImage> atlas) {
        super(new BorderLayout(0, 4));
        this.ws = ws;
        this.tools = tools;
        this.params = params;
        this.list = new PaletteList(atlas);
        this.dial = new AngleDial(a -> {
            if (!syncing) {
                params.setSpeedupAngle(a);
                reapply();
                syncParams();
            }
        });
        setName("physicsPalette");
        search.setName("paletteSearch");
        search.putClientProperty("JTextField.placeholderText", "Search tiles by name, id or category");
        search.putClientProperty("JTextField.showClearButton", true);
        search.getDocument().addDocumentListener(new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                refilter();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                refilter();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                refilter();
            }
        });
        list.addListSelectionListener(e -> {
            if (!syncing && !e.getValueIsAdjusting() && list.getSelectedValue() != null) {
                pick(list.getSelectedValue().id());
            }
        });
        JPanel top = new JPanel(new MigLayout("insets 4 4 0 4, gap 4, fillx", "[grow, fill]", "[][]"));
        title.putClientProperty("FlatLaf.styleClass", "h4");
        top.add(title, "wrap");
        top.add(search);
        add(top, BorderLayout.NORTH);
        add(new JScrollPane(list), BorderLayout.CENTER);
        add(paramsPanel, BorderLayout.SOUTH);
        ws.addListener(new WorkspaceListener() {
            @Override
            public void documentReplaced() {
                // another map: its palettes have their own searches (returned() brings back a tab's)
                queries.clear();
                sync();
                showQuery();
            }

            @Override
            public void selectionChanged() {
                sync();
            }

            @Override
            public void leaving(twedit.editor.state.OpenMap m) {
                m.keep(PhysicsPalette.class, queries.isEmpty() ? null : new EnumMap<>(queries));
            }

            @Override
            @SuppressWarnings("unchecked")
            public void returned(twedit.editor.state.OpenMap m) {
                queries.clear();
                m.kept(PhysicsPalette.class, Map.class).ifPresent(q -> queries.putAll((Map<TileKind, String>) q));
                showQuery();
            }
        });
        tools.addListener(this::followBrush);
        params.addListener(this::syncParams);
        sync();
    }

    /** The layer kind shown, or null when the current layer is no physics layer. */
    public TileKind shownKind() {
        return shown;
    }

    private void sync() {
        TileLayer l = ws.currentTileLayer();
        TileKind k = l != null && l.kind().isPhysics() ? l.kind() : null;
        if (k == shown) {
            return;
        }
        shown = k;
        showQuery();
        title.setText(k == null ? "No physics layer" : k.defaultName() + " tiles");
        buildParams(k);
        followBrush();
    }

    /** Shows the search text typed on the shown kind's palette (none yet: empty) and filters by it. */
    private void showQuery() {
        String q = shown == null ? "" : queries.getOrDefault(shown, "");
        boolean was = syncing;
        syncing = true;
        try {
            if (!search.getText().equals(q)) {
                search.setText(q);
            }
        } finally {
            syncing = was;
        }
        filter();
    }

    /** The user typed in the search field: the text belongs to the shown kind's palette. */
    private void refilter() {
        if (syncing) {
            return;
        }
        if (shown != null) {
            String q = search.getText();
            if (q.isEmpty()) {
                queries.remove(shown);
            } else {
                queries.put(shown, q);
            }
        }
        filter();
    }

    private void filter() {
        boolean was = syncing;
        syncing = true;
        try {
            list.show(shown, search.getText());
        } finally {
            syncing = was;
        }
        followBrush();
        if (!search.getText().isBlank() && list.getModel().getSize() > 0) {
            // the matches start at the top: a list left scrolled down would show none of them
            list.ensureIndexIsVisible(0);
        }
    }

    /** The search text of the palette shown (for tests). */
    String searchText() {
        return search.getText();
    }

    /** The tiles the palette lists now (for tests). */
    int listedCount() {
        return list.getModel().getSize();
    }

    /** The list of tiles (for tests). */
    PaletteList tileList() {
        return list;
    }

    /** Types {@code text} into the search field as the user would (for tests). */
    void search(String text) {
        search.setText(text);
    }

    /** Makes tile {@code id} of the shown kind the brush, with the current parameters. */
    public void pick(int id) {
        TileLayer l = ws.currentTileLayer();
        if (l == null || !l.kind().isPhysics()) {
            return;
        }
        tools.setBrush(TileBrush.single(PhysicsCells.cell(l.kind(), id, params)), l.kind());
        if (tools.activeId() != ToolBox.Id.RECT_FILL && tools.activeId() != ToolBox.Id.BUCKET) {
            tools.activate(ToolBox.Id.BRUSH);
        }
    }

    /** Applies changed parameters to the brush when it holds tiles of the shown kind. */
    private void reapply() {
        TileBrush b = tools.brush();
        if (b != null
                && shown != null
                && tools.brushKind() == shown
                && shown != TileKind.GAME
                && shown != TileKind.FRONT) {
            tools.setBrush(PhysicsCells.withParams(b, shown, params), shown);
        }
    }

    /** Selects the brush's tile in the list and takes a single tile's parameters (a tile grabbed from the map). */
    private void followBrush() {
        TileBrush b = tools.brush();
        if (syncing || shown == null || b == null || tools.brushKind() != shown) {
            return;
        }
        syncing = true;
        try {
            byte[] c = b.cell(0, 0);
            int id = PhysicsCells.id(shown, c);
            list.selectId(id);
            if (b.width() == 1 && b.height() == 1 && id != 0) {
                takeParams(c);
            }
        } finally {
            syncing = false;
        }
    }

    private void takeParams(byte[] c) {
        int id = PhysicsCells.id(shown, c);
        switch (shown) {
            case TELE:
                if (PhysicsCells.hasNumber(shown, id)) {
                    params.setTeleNumber(c[0] & 0xFF);
                }
                break;
            case SWITCH:
                if (PhysicsCells.hasNumber(shown, id)) {
                    params.setSwitchNumber(c[0] & 0xFF);
                }
                params.setSwitchDelay(c[3] & 0xFF);
                break;
            case SPEEDUP:
                params.setSpeedupForce(c[0] & 0xFF);
                params.setSpeedupMaxSpeed(c[1] & 0xFF);
                params.setSpeedupAngle(twedit.model.document.edits.Cells.speedupAngle(c));
                break;
            case TUNE:
                params.setTuneZone(c[0] & 0xFF);
                break;
            default:
                break;
        }
    }

    private void buildParams(TileKind k) {
        paramsPanel.removeAll();
        paramsPanel.setLayout(new MigLayout("insets 4 6 6 6, gap 6 4, fillx", "[right][grow, fill, 40::][]", ""));
        if (k == TileKind.TELE) {
            row("Number", spinner("teleNumber", 0, 255, params::teleNumber, params::setTeleNumber), nextFree());
        } else if (k == TileKind.SWITCH) {
            row("Number", spinner("switchNumber", 0, 255, params::switchNumber, params::setSwitchNumber), nextFree());
            row("Delay", spinner("switchDelay", 0, 255, params::switchDelay, params::setSwitchDelay), null);
            row("Flags", spinner("switchFlags", 0, 255, params::switchFlags, params::setSwitchFlags), null);
        } else if (k == TileKind.SPEEDUP) {
            row("Force", spinner("speedupForce", 1, 255, params::speedupForce, params::setSpeedupForce), null);
            row(
                    "Max speed",
                    spinner("speedupMaxSpeed", 0, 255, params::speedupMaxSpeed, params::setSpeedupMaxSpeed),
                    null);
            row("Angle", spinner("speedupAngle", 0, 359, params::speedupAngle, params::setSpeedupAngle), null);
            dial.setAngle(params.speedupAngle());
            paramsPanel.add(dial, "skip, span 2, growx 0, w 72!, h 72!, wrap");
        } else if (k == TileKind.TUNE) {
            row("Zone", spinner("tuneZone", 0, 255, params::tuneZone, params::setTuneZone), null);
        } else if (k != null) {
            JLabel none = new JLabel("No parameters on this layer");
            none.setEnabled(false);
            paramsPanel.add(none, "span 3, wmin 0, wrap");
        }
        if (k != null) {
            JCheckBox hex = new JCheckBox("Numbers in hex", params.hex());
            hex.setName("hexNumbers");
            hex.setToolTipText("Show tele, switch and tune numbers over the map in hexadecimal");
            hex.addActionListener(e -> params.setHex(hex.isSelected()));
            paramsPanel.add(hex, "span 3, wmin 0, wrap");
            if (k != TileKind.GAME && k != TileKind.FRONT) {
                JLabel tip = new JLabel(
                        k == TileKind.SPEEDUP
                                ? "Shift+wheel on the map turns by 15\u00b0"
                                : "Shift+wheel on the map renumbers");
                tip.setToolTipText("Shift+wheel changes the tiles under the selection or the brush; over empty "
                        + "cells it changes the brush" + (k == TileKind.SPEEDUP ? "" : "; Ctrl+F: next free number"));
                tip.putClientProperty("FlatLaf.styleClass", "small");
                tip.setEnabled(false);
                paramsPanel.add(tip, "span 3, wmin 0");
            }
        }
        paramsPanel.revalidate();
        paramsPanel.repaint();
    }

    private void row(String label, JSpinner spinner, JButton extra) {
        paramsPanel.add(new JLabel(label));
        paramsPanel.add(spinner, extra == null ? "span 2, wmin 40, wrap" : "wmin 40");
        if (extra != null) {
            paramsPanel.add(extra, "wrap");
        }
    }

    private JButton nextFree() {
        JButton b = new JButton("Next free");
        b.setName("nextFree");
        b.setToolTipText(
                "Use the lowest number no tile of this layer (nor, for switches, the server settings) uses yet (Ctrl+F on the map)");
        b.addActionListener(e -> useNextFree());
        return b;
    }

    /** Sets the tele or switch number to the next free one of the current layer (DDNet's Ctrl+F). */
    public void useNextFree() {
        TileLayer l = ws.currentTileLayer();
        if (l == null || l.kind() != TileKind.TELE && l.kind() != TileKind.SWITCH) {
            return;
        }
        TileBrush b = tools.brush();
        int id = b != null && tools.brushKind() == l.kind() ? PhysicsCells.id(l.kind(), b.cell(0, 0)) : 26;
        // the links' count: add/subtract time's seconds are no switch, the settings' switch_open numbers are
        int n = twedit.model.links.LinkIndex.nextFree(l, id, ws.map().info().settingsOrEmpty());
        if (l.kind() == TileKind.TELE) {
            params.setTeleNumber(n);
        } else {
            params.setSwitchNumber(n);
        }
        reapply();
    }

    private JSpinner spinner(String name, int min, int max, IntSupplier get, IntConsumer set) {
        JSpinner s = new JSpinner(new SpinnerNumberModel(get.getAsInt(), min, max, 1));
        s.setName(name);
        s.putClientProperty("twedit.get", get);
        s.addChangeListener(e -> {
            if (!syncing) {
                set.accept((Integer) s.getValue());
                reapply();
            }
        });
        return s;
    }

    /** Shows the current parameter values in the spinners and the dial. */
    private void syncParams() {
        boolean was = syncing;
        syncing = true;
        try {
            for (java.awt.Component c : paramsPanel.getComponents()) {
                if (c instanceof JSpinner) {
                    Object get = ((JSpinner) c).getClientProperty("twedit.get");
                    if (get instanceof IntSupplier) {
                        ((JSpinner) c).setValue(((IntSupplier) get).getAsInt());
                    }
                }
            }
            dial.setAngle(params.speedupAngle());
        } finally {
            syncing = was;
        }
    }
}
