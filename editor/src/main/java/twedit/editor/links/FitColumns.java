package twedit.editor.links;

import java.awt.Component;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.table.TableColumn;

/**
 * Sizes a table's columns to their headings and cells: every column but the last gets what it needs, the last the
 * rest; when the view is too narrow for all of them the table scrolls sideways instead of cutting text.
 */
final class FitColumns {
    /** Room around a cell's text (the renderer's insets are measured, this is the grid line and some air). */
    private static final int PAD = 10;

    private final JTable table;
    private final JScrollPane scroll;

    private FitColumns(JTable table, JScrollPane scroll) {
        this.table = table;
        this.scroll = scroll;
    }

    /** Keeps {@code table}'s columns fitted inside {@code scroll} as the view resizes; call {@link #fit} on new rows. */
    static FitColumns install(JTable table, JScrollPane scroll) {
        FitColumns f = new FitColumns(table, scroll);
        scroll.getViewport().addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                f.fit();
            }
        });
        return f;
    }

    /** Fits the columns to the current rows and view width. */
    void fit() {
        int n = table.getColumnCount();
        int[] need = new int[n];
        int total = 0;
        for (int c = 0; c < n; c++) {
            TableColumn col = table.getColumnModel().getColumn(c);
            Component h = table.getTableHeader()
                    .getDefaultRenderer()
                    .getTableCellRendererComponent(table, col.getHeaderValue(), false, false, -1, c);
            need[c] = h.getPreferredSize().width + PAD;
            for (int r = 0; r < table.getRowCount(); r++) {
                Component comp = table.prepareRenderer(table.getCellRenderer(r, c), r, c);
                need[c] = Math.max(need[c], comp.getPreferredSize().width + PAD);
            }
            total += need[c];
        }
        int room = scroll.getViewport().getWidth();
        boolean scrolls = room > 0 && total > room;
        table.setAutoResizeMode(scrolls ? JTable.AUTO_RESIZE_OFF : JTable.AUTO_RESIZE_LAST_COLUMN);
        for (int c = 0; c < n; c++) {
            TableColumn col = table.getColumnModel().getColumn(c);
            int w = c == n - 1 && !scrolls ? Math.max(need[c], room - (total - need[c])) : need[c];
            col.setMinWidth(Math.min(need[c], 40));
            col.setPreferredWidth(w);
            col.setWidth(w);
        }
        table.revalidate();
    }
}
