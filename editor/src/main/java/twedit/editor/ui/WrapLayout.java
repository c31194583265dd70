package twedit.editor.ui;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Insets;

/**
 * A flow layout that asks for the height of all its rows at its container's width: a row of buttons in a narrow panel
 * wraps to a second row instead of losing its last buttons past the edge. Its least width is its widest component.
 */
public final class WrapLayout extends FlowLayout {
    /** The height last asked for by revalidating. */
    private int asked = -1;

    public WrapLayout(int align, int hgap, int vgap) {
        super(align, hgap, vgap);
    }

    @Override
    public Dimension preferredLayoutSize(Container target) {
        return size(target, true);
    }

    @Override
    public void layoutContainer(Container target) {
        super.layoutContainer(target);
        // the parent asked for this container's height before it knew its width: ask again with the rows it has now
        // (once per new height, so that a parent that gives another height anyway is not asked for ever)
        int want = preferredLayoutSize(target).height;
        if (target.getHeight() > 0 && want != target.getHeight() && want != asked) {
            asked = want;
            if (target instanceof javax.swing.JComponent j) {
                javax.swing.SwingUtilities.invokeLater(j::revalidate);
            }
        }
    }

    @Override
    public Dimension minimumLayoutSize(Container target) {
        Dimension d = size(target, false);
        int widest = 0;
        for (Component c : target.getComponents()) {
            if (c.isVisible()) {
                widest = Math.max(widest, c.getMinimumSize().width);
            }
        }
        Insets in = target.getInsets();
        d.width = widest + in.left + in.right + getHgap() * 2;
        return d;
    }

    private Dimension size(Container target, boolean preferred) {
        synchronized (target.getTreeLock()) {
            Insets in = target.getInsets();
            // before the container has a width, lay out in one row (as FlowLayout does)
            Container sized = target;
            while (sized.getWidth() <= 0 && sized.getParent() != null) {
                sized = sized.getParent();
            }
            int room = sized.getWidth() > 0 ? sized.getWidth() - in.left - in.right - getHgap() * 2 : Integer.MAX_VALUE;
            int width = 0;
            int height = 0;
            int rowWidth = 0;
            int rowHeight = 0;
            for (Component c : target.getComponents()) {
                if (!c.isVisible()) {
                    continue;
                }
                Dimension d = preferred ? c.getPreferredSize() : c.getMinimumSize();
                if (rowWidth > 0 && rowWidth + getHgap() + d.width > room) {
                    width = Math.max(width, rowWidth);
                    height += rowHeight + getVgap();
                    rowWidth = 0;
                    rowHeight = 0;
                }
                rowWidth += (rowWidth > 0 ? getHgap() : 0) + d.width;
                rowHeight = Math.max(rowHeight, d.height);
            }
            width = Math.max(width, rowWidth);
            height += rowHeight;
            return new Dimension(
                    width + in.left + in.right + getHgap() * 2, height + in.top + in.bottom + getVgap() * 2);
        }
    }
}
