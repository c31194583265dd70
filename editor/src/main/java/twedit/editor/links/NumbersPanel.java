package twedit.editor.links;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.FlowLayout;
import java.awt.event.HierarchyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.ListSelectionModel;
import javax.swing.table.AbstractTableModel;
import javax.swing.table.DefaultTableCellRenderer;
import twedit.model.doctor.Severity;
import twedit.model.links.CellSet;
import twedit.model.links.LinkIndex;
import twedit.model.tiles.LinkRole.Space;

/**
 * The Numbers panel: every tele, checkpoint, switch and time checkpoint number with its entrances and exits (or
 * triggers and targets), counts and first positions, and what dangles, in red for errors and amber for warnings.
 * Clicking a row shows its cells on the map (the start or end column: that end). Follows edits and map switches;
 * "Next free" puts the lowest free tele or switch number into the physics brush's parameters.
 */
final class NumbersPanel extends JPanel {
    private static final String[] COLUMNS = {"Kind", "No.", "In / triggers", "Out / targets", "Problem"};
    private static final Color ERROR_COLOUR = new Color(0xD93B3B);
    private static final Color WARNING_COLOUR = new Color(0xC98A0C);

    private final transient LinkState state;
    private final transient Consumer<CellSet> jump;
    private final transient Consumer<Space> useNextFree;
    private final RowModel model = new RowModel();
    private final JTable table = new JTable(model);
    private final JCheckBox onlyProblems = new JCheckBox("Only problems");
    private final JLabel summary = new JLabel();
    private final JButton nextTele = new JButton("Next free tele");
    private final JButton nextSwitch = new JButton("Next free switch");
    private final javax.swing.JComboBox<String> showKind =
            new javax.swing.JComboBox<>(new String[] {"All links", "Tele", "Checkpoint", "Switch", "Time checkpoint"});
    private final javax.swing.JSpinner showNumber =
            new javax.swing.JSpinner(new javax.swing.SpinnerNumberModel(0, 0, 255, 1));
    private boolean stale;
    private final transient FitColumns fit;

    NumbersPanel(LinkState state, Consumer<CellSet> jump, Consumer<Space> useNextFree) {
        this(state, jump, useNextFree, f -> {});
    }

    /** @param filter hears the links overlay's filter (kind and number) chosen in the panel's bottom row */
    NumbersPanel(LinkState state, Consumer<CellSet> jump, Consumer<Space> useNextFree, Consumer<LinkFilter> filter) {
        super(new BorderLayout());
        this.state = state;
        this.jump = jump;
        this.useNextFree = useNextFree;
        setName("numbersPanel");
        table.setName("numbersTable");
        table.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        table.setAutoCreateRowSorter(false);
        table.setFillsViewportHeight(true);
        table.getColumnModel().getColumn(0).setPreferredWidth(90);
        table.getColumnModel().getColumn(1).setPreferredWidth(36);
        table.getColumnModel().getColumn(2).setPreferredWidth(150);
        table.getColumnModel().getColumn(3).setPreferredWidth(150);
        table.getColumnModel().getColumn(4).setPreferredWidth(260);
        table.getColumnModel().getColumn(4).setCellRenderer(new ProblemRenderer());
        table.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                int r = table.rowAtPoint(e.getPoint());
                if (r >= 0) {
                    show(r, table.columnAtPoint(e.getPoint()));
                }
            }
        });
        table.getSelectionModel().addListSelectionListener(e -> {
            // keyboard moves show the row too; mouse clicks are handled (with their column) above
            if (!e.getValueIsAdjusting() && table.getSelectedRow() >= 0 && table.isFocusOwner()) {
                show(table.getSelectedRow(), -1);
            }
        });
        onlyProblems.setName("onlyProblems");
        onlyProblems.setToolTipText("List only the numbers that dangle");
        onlyProblems.addActionListener(e -> refresh());
        nextTele.setName("nextFreeTele");
        nextTele.setToolTipText("Put the lowest tele number no tile uses into the brush's number");
        nextTele.addActionListener(e -> useNextFree.accept(Space.TELE));
        nextSwitch.setName("nextFreeSwitch");
        nextSwitch.setToolTipText("Put the lowest switch number no tile uses into the brush's number");
        nextSwitch.addActionListener(e -> useNextFree.accept(Space.SWITCH));
        JPanel top = new JPanel(new FlowLayout(FlowLayout.LEFT, 6, 2));
        top.add(nextTele);
        top.add(nextSwitch);
        top.add(onlyProblems);
        top.add(summary);
        summary.setName("numbersSummary");
        add(top, BorderLayout.NORTH);
        // the overlay's filter sits below the table: a row added above it moved the rows under the user's clicks
        showKind.setName("linksShowKind");
        showKind.setToolTipText("Which links View > Show Links (Ctrl+L) draws");
        showNumber.setName("linksShowNumber");
        showNumber.setToolTipText("Draw only the links of this number (0: every number)");
        Runnable filterChanged = () -> filter.accept(linkFilter());
        showKind.addActionListener(e -> filterChanged.run());
        showNumber.addChangeListener(e -> filterChanged.run());
        JPanel bottom = new JPanel(new FlowLayout(FlowLayout.LEFT, 6, 2));
        bottom.add(new JLabel("Show links:"));
        bottom.add(showKind);
        bottom.add(new JLabel("No."));
        bottom.add(showNumber);
        add(bottom, BorderLayout.SOUTH);
        JScrollPane scroll = new JScrollPane(table);
        add(scroll, BorderLayout.CENTER);
        // columns as wide as their texts: nothing cut at 1366x768, a sideways scroll where even that is too narrow
        fit = FitColumns.install(table, scroll);
        // a hidden panel waits: it catches up when it shows, so paint strokes do not rebuild rows nobody sees
        state.addListener(() -> {
            if (isShowing()) {
                refresh();
            } else {
                stale = true;
            }
        });
        addHierarchyListener(e -> {
            if ((e.getChangeFlags() & HierarchyEvent.SHOWING_CHANGED) != 0 && isShowing() && stale) {
                refresh();
            }
        });
        refresh();
    }

    /** The links overlay's filter as chosen in the panel. */
    LinkFilter linkFilter() {
        int k = showKind.getSelectedIndex();
        java.util.Set<Space> spaces = k <= 0
                ? java.util.EnumSet.allOf(Space.class)
                : java.util.EnumSet.of(new Space[] {Space.TELE, Space.CHECKPOINT, Space.SWITCH, Space.RACE}[k - 1]);
        int n = (Integer) showNumber.getValue();
        return new LinkFilter(spaces, n == 0 ? -1 : n);
    }

    /** Rebuilds the rows from the current index. */
    void refresh() {
        stale = false;
        LinkIndex index = state.index();
        List<NumberRows.Row> rows = new ArrayList<>();
        for (NumberRows.Row r : NumberRows.of(index)) {
            if (!onlyProblems.isSelected() || r.severity() != null) {
                rows.add(r);
            }
        }
        model.set(rows);
        if (fit != null) {
            fit.fit();
        }
        long errors = index.dangling().stream()
                .filter(d -> d.problem().severity() == Severity.ERROR)
                .count();
        int warnings = index.dangling().size() - (int) errors;
        summary.setText(errors + " error" + (errors == 1 ? "" : "s") + ", " + warnings + " warning"
                + (warnings == 1 ? "" : "s"));
        int tele = index.nextFree(Space.TELE);
        int sw = index.nextFree(Space.SWITCH);
        nextTele.setText(tele < 0 ? "No free tele" : "Next free tele: " + tele);
        nextTele.setEnabled(tele > 0);
        nextSwitch.setText(sw < 0 ? "No free switch" : "Next free switch: " + sw);
        nextSwitch.setEnabled(sw > 0);
    }

    /** Shows row {@code r}: the end of the clicked column (2 start, 3 end), else the row's own place. */
    void show(int r, int column) {
        NumberRows.Row row = model.rows.get(r);
        CellSet c = column == 2 && row.from() != null ? row.from() : column == 3 && row.to() != null ? row.to() : null;
        jump.accept(c != null ? c : row.jump());
    }

    /** The number of the selected row, when it is a tele, checkpoint or switch number (where Renumber starts). */
    RenumberDialog.Start selectedNumber() {
        int r = table.getSelectedRow();
        if (r < 0 || r >= model.rows.size()) {
            return null;
        }
        NumberRows.Row row = model.rows.get(r);
        Space space = NumberRows.space(row.kind());
        if (space == null || space == Space.RACE) {
            return null;
        }
        try {
            return new RenumberDialog.Start(space, Integer.parseInt(row.number()));
        } catch (NumberFormatException e) {
            return null; // a row without a number ("-")
        }
    }

    JTable table() {
        return table;
    }

    List<NumberRows.Row> rows() {
        return List.copyOf(model.rows);
    }

    private static final class RowModel extends AbstractTableModel {
        private transient List<NumberRows.Row> rows = List.of();

        void set(List<NumberRows.Row> r) {
            rows = List.copyOf(r);
            fireTableDataChanged();
        }

        @Override
        public int getRowCount() {
            return rows.size();
        }

        @Override
        public int getColumnCount() {
            return COLUMNS.length;
        }

        @Override
        public String getColumnName(int c) {
            return COLUMNS[c];
        }

        @Override
        public Object getValueAt(int r, int c) {
            NumberRows.Row row = rows.get(r);
            return switch (c) {
                case 0 -> row.kind();
                case 1 -> row.number();
                case 2 -> row.fromText();
                case 3 -> row.toText();
                default -> row;
            };
        }
    }

    /** The problem column: the reason in red (error) or amber (warning), the whole text in the tooltip. */
    private static final class ProblemRenderer extends DefaultTableCellRenderer {
        @Override
        public Component getTableCellRendererComponent(
                JTable t, Object value, boolean selected, boolean focus, int r, int c) {
            NumberRows.Row row = (NumberRows.Row) value;
            super.getTableCellRendererComponent(t, row.problemText(), selected, focus, r, c);
            if (!selected && row.severity() != null) {
                setForeground(row.severity() == Severity.ERROR ? ERROR_COLOUR : WARNING_COLOUR);
            } else if (!selected) {
                setForeground(t.getForeground());
            }
            setToolTipText(row.problemText().isEmpty() ? null : row.problemText());
            return this;
        }
    }
}
