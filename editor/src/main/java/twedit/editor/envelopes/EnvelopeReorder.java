package twedit.editor.envelopes;

import java.awt.Color;
import java.awt.Cursor;
import java.awt.Graphics;
import java.awt.Rectangle;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.function.BiConsumer;
import javax.swing.JList;
import javax.swing.SwingUtilities;
import twedit.model.map.Envelope;

/**
 * Reorders the envelope list by dragging a row with the left button: a line shows where it goes, and on release the
 * owner moves the envelope (one undoable edit) from its place to the place before the row under the line.
 */
final class EnvelopeReorder extends MouseAdapter {
    /** Pixels the mouse must move before a press becomes a drag (a click only selects). */
    private static final int SLOP = 4;

    private final JList<Envelope> list;
    /** Called with the dragged envelope and the row it is dropped before (the row count: at the end). */
    private final BiConsumer<Envelope, Integer> drop;

    private int pressedRow = -1;
    private int pressY;
    private int gap = -1;

    EnvelopeReorder(JList<Envelope> list, BiConsumer<Envelope, Integer> drop) {
        this.list = list;
        this.drop = drop;
        list.addMouseListener(this);
        list.addMouseMotionListener(this);
    }

    @Override
    public void mousePressed(MouseEvent e) {
        pressedRow = SwingUtilities.isLeftMouseButton(e) ? rowAt(e) : -1;
        pressY = e.getY();
        gap = -1;
    }

    @Override
    public void mouseDragged(MouseEvent e) {
        if (pressedRow < 0 || gap < 0 && Math.abs(e.getY() - pressY) < SLOP) {
            return;
        }
        int g = gapAt(e.getY());
        if (g != gap) {
            gap = g;
            list.setCursor(Cursor.getPredefinedCursor(Cursor.MOVE_CURSOR));
            list.repaint();
        }
    }

    @Override
    public void mouseReleased(MouseEvent e) {
        int from = pressedRow;
        int to = gap;
        pressedRow = -1;
        gap = -1;
        list.setCursor(null);
        list.repaint();
        if (from >= 0
                && to >= 0
                && to != from
                && to != from + 1
                && from < list.getModel().getSize()) {
            drop.accept(list.getModel().getElementAt(from), to);
        }
    }

    /** Whether a drag is under way (its line is showing). */
    boolean dragging() {
        return gap >= 0;
    }

    /** Draws the line where the dragged row would go. */
    void paintLine(Graphics g) {
        if (gap < 0) {
            return;
        }
        int n = list.getModel().getSize();
        int y;
        if (n == 0) {
            y = 0;
        } else if (gap < n) {
            y = list.getCellBounds(gap, gap).y;
        } else {
            Rectangle last = list.getCellBounds(n - 1, n - 1);
            y = last.y + last.height - 2;
        }
        // the text colour stands out on both the rows and the selection, in either theme
        g.setColor(list.getForeground() == null ? Color.BLUE : list.getForeground());
        g.fillRect(0, Math.max(0, y - 1), list.getWidth(), 3);
    }

    private int rowAt(MouseEvent e) {
        int i = list.locationToIndex(e.getPoint());
        return i >= 0 && list.getCellBounds(i, i).contains(e.getPoint()) ? i : -1;
    }

    /** The row a drop at height {@code y} goes before: the nearer edge of the row under it. */
    private int gapAt(int y) {
        int n = list.getModel().getSize();
        for (int i = 0; i < n; i++) {
            Rectangle r = list.getCellBounds(i, i);
            if (y < r.y + r.height / 2) {
                return i;
            }
        }
        return n;
    }
}
