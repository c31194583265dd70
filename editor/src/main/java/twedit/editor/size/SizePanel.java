package twedit.editor.size;

import java.awt.BorderLayout;
import java.text.NumberFormat;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.ListSelectionModel;
import javax.swing.SwingConstants;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import javax.swing.table.AbstractTableModel;
import javax.swing.table.DefaultTableCellRenderer;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;
import twedit.model.codec.EncodeException;
import twedit.model.codec.SaveOptions;
import twedit.model.document.DocumentEvent;
import twedit.model.document.MapDocument;
import twedit.model.size.CompressedSizes;
import twedit.model.size.MapSize;
import twedit.model.size.SizeEntry;
import twedit.model.size.SizeReport;

/**
 * Lists what each image, sound, layer and envelope of the open map costs in the saved file (kind, name, bytes, share),
 * largest first, with the file's total; measured again on a background thread shortly after each change and when
 * another map is opened (while the tab is hidden, once it is shown). Selecting a layer makes it current; an image or sound is selected in its tab.
 */
public final class SizePanel extends JPanel {
    /** Delay after the last change before measuring again. */
    static final int DEBOUNCE_MS = 400;

    private static final String[] COLUMNS = {"Kind", "Name", "Bytes", "Share"};

    private final Workspace ws;
    private final ExecutorService worker;
    private final SizeJumps jumps;
    /** Compressed lengths by content: after an edit only the changed blocks are compressed again. */
    private final CompressedSizes sizes = new CompressedSizes();

    private final Rows rows = new Rows();
    private final JTable table = new JTable(rows);
    private final JLabel total = new JLabel(" ");
    private final Timer debounce;
    private long revision;
    private boolean pending;
    private boolean running;
    private boolean filling;

    SizePanel(Workspace ws, ExecutorService worker, SizeJumps jumps) {
        super(new BorderLayout());
        this.ws = ws;
        this.worker = worker;
        this.jumps = jumps;
        setName("sizePanel");
        debounce = new Timer(DEBOUNCE_MS, e -> measureNow());
        debounce.setRepeats(false);
        table.setName("size.table");
        table.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        table.setFillsViewportHeight(true);
        table.getTableHeader().setReorderingAllowed(false);
        DefaultTableCellRenderer right = new DefaultTableCellRenderer();
        right.setHorizontalAlignment(SwingConstants.RIGHT);
        table.getColumnModel().getColumn(2).setCellRenderer(right);
        table.getColumnModel().getColumn(3).setCellRenderer(right);
        table.getColumnModel().getColumn(0).setPreferredWidth(70);
        table.getColumnModel().getColumn(1).setPreferredWidth(260);
        table.getColumnModel().getColumn(2).setPreferredWidth(90);
        table.getColumnModel().getColumn(3).setPreferredWidth(60);
        table.getSelectionModel().addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting() && !filling && table.getSelectedRow() >= 0) {
                jumps.show(rows.at(table.getSelectedRow()).target());
            }
        });
        total.setName("size.total");
        total.setBorder(BorderFactory.createEmptyBorder(3, 6, 3, 6));
        add(total, BorderLayout.NORTH);
        add(new JScrollPane(table), BorderLayout.CENTER);
        ws.addListener(new WorkspaceListener() {
            @Override
            public void documentReplaced() {
                filling = true;
                rows.show(new SizeReport(List.of(), 0));
                filling = false;
                total.setText("Measuring\u2026");
                changed();
            }

            @Override
            public void documentChanged(DocumentEvent e) {
                changed();
            }

            @Override
            public void fileChanged() {
                changed(); // Save As may change the form the map is saved in
            }
        });
        // measured while showing: a hidden tab costs no background work, and catches up when it is shown
        addHierarchyListener(e -> {
            if ((e.getChangeFlags() & java.awt.event.HierarchyEvent.SHOWING_CHANGED) != 0 && isShowing() && pending) {
                debounce.restart();
            }
        });
        changed();
    }

    /** Measures again soon (debounced). */
    public void changed() {
        revision++;
        pending = true;
        debounce.restart();
    }

    /** Measures now on the background thread; the list updates when done (unless the map changed meanwhile). */
    public void measureNow() {
        debounce.stop();
        if (running || worker.isShutdown() || !isShowing()) {
            return; // a running measure looks again when it sees the newer revision; a hidden one when shown
        }
        pending = false;
        running = true;
        long start = revision;
        MapDocument doc = ws.document();
        MapSize measure = new MapSize(new SaveOptions(ws.form(), false), sizes);
        try {
            worker.execute(() -> {
                SizeReport report = null;
                String why = null;
                try {
                    report = measure.measure(doc.map());
                } catch (EncodeException e) {
                    why = e.getMessage();
                } catch (RuntimeException | OutOfMemoryError e) {
                    why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
                }
                SizeReport r = report;
                String failure = why;
                SwingUtilities.invokeLater(() -> done(doc, start, r, failure));
            });
        } catch (RejectedExecutionException e) {
            running = false; // the window is closing
        }
    }

    private void done(MapDocument doc, long start, SizeReport report, String failure) {
        running = false;
        if (doc != ws.document() || start != revision) {
            measureNow(); // the map changed while it was read: the figures may be torn
            return;
        }
        if (failure != null) {
            total.setText("Cannot measure: " + failure);
            return;
        }
        Object keep =
                table.getSelectedRow() >= 0 ? rows.at(table.getSelectedRow()).target() : null;
        filling = true;
        try {
            rows.show(report);
            for (int i = 0; keep != null && i < rows.getRowCount(); i++) {
                if (rows.at(i).target() == keep) {
                    table.getSelectionModel().setSelectionInterval(i, i);
                }
            }
        } finally {
            filling = false;
        }
        total.setText("Total " + bytes(report.total()) + " bytes (" + human(report.total()) + ") in "
                + report.entries().size() + " parts");
        total.setToolTipText("What the map's file takes when saved now (" + ws.form() + " form)");
    }

    /** Whether the list is up to date with the map (no measure waiting or running). */
    public boolean isSettled() {
        return !pending && !running;
    }

    /** The report the table shows. */
    public SizeReport report() {
        return rows.report;
    }

    JTable table() {
        return table;
    }

    static String bytes(long n) {
        return NumberFormat.getIntegerInstance(Locale.ROOT).format(n).replace('\u00a0', ',');
    }

    static String human(long n) {
        if (n < 1024) {
            return n + " B";
        }
        if (n < 1024 * 1024) {
            return String.format(Locale.ROOT, "%.1f KiB", n / 1024.0);
        }
        return String.format(Locale.ROOT, "%.2f MiB", n / (1024.0 * 1024));
    }

    /** The report's entries as table rows. */
    private static final class Rows extends AbstractTableModel {
        private SizeReport report = new SizeReport(List.of(), 0);

        void show(SizeReport r) {
            report = r;
            fireTableDataChanged();
        }

        SizeEntry at(int row) {
            return report.entries().get(row);
        }

        @Override
        public int getRowCount() {
            return report.entries().size();
        }

        @Override
        public int getColumnCount() {
            return COLUMNS.length;
        }

        @Override
        public String getColumnName(int column) {
            return COLUMNS[column];
        }

        @Override
        public Object getValueAt(int row, int column) {
            SizeEntry e = at(row);
            return switch (column) {
                case 0 -> e.kind().label();
                case 1 -> e.name();
                case 2 -> bytes(e.bytes());
                default -> String.format(Locale.ROOT, "%.1f %%", 100 * report.share(e));
            };
        }
    }
}
