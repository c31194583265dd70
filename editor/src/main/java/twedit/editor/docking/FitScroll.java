package twedit.editor.docking;

import java.awt.BorderLayout;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Rectangle;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JViewport;
import javax.swing.Scrollable;
import javax.swing.SwingConstants;

/**
 * Holds a docked panel: the panel fills the room it is given, and when that room is less than the panel's minimum
 * (a narrow column, a short window) scroll bars appear instead of its buttons and fields being cut off.
 */
final class FitScroll extends JScrollPane {
    private final Box box = new Box();

    FitScroll(JComponent content) {
        setBorder(BorderFactory.createEmptyBorder());
        setViewportBorder(null);
        setViewportView(box);
        setContent(content);
    }

    void setContent(JComponent content) {
        box.removeAll();
        box.add(content, BorderLayout.CENTER);
        box.revalidate();
        box.repaint();
    }

    /** As wide and high as the view while that is at least the content's minimum size; past that it scrolls. */
    private static final class Box extends JPanel implements Scrollable {
        Box() {
            super(new BorderLayout());
        }

        @Override
        public Dimension getPreferredScrollableViewportSize() {
            return getPreferredSize();
        }

        @Override
        public int getScrollableUnitIncrement(Rectangle visible, int orientation, int direction) {
            return 16;
        }

        @Override
        public int getScrollableBlockIncrement(Rectangle visible, int orientation, int direction) {
            return orientation == SwingConstants.VERTICAL ? visible.height : visible.width;
        }

        @Override
        public boolean getScrollableTracksViewportWidth() {
            Container p = getParent();
            return p instanceof JViewport && p.getWidth() >= getMinimumSize().width;
        }

        @Override
        public boolean getScrollableTracksViewportHeight() {
            Container p = getParent();
            return p instanceof JViewport && p.getHeight() >= getMinimumSize().height;
        }
    }
}
