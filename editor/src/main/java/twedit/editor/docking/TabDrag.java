package twedit.editor.docking;

import ModernDocking.DockingRegion;
import java.awt.AlphaComposite;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Component;
import java.awt.Container;
import java.awt.Cursor;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.KeyEventDispatcher;
import java.awt.KeyboardFocusManager;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.dnd.MouseDragGestureRecognizer;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.event.MouseListener;
import java.awt.event.MouseMotionListener;
import javax.swing.JComponent;
import javax.swing.JLayeredPane;
import javax.swing.JRootPane;
import javax.swing.JTabbedPane;
import javax.swing.SwingUtilities;

/**
 * Dragging a panel's tab to another place in the window, drawn inside the window: the docking framework's own drag
 * shows a full-screen translucent window, which without a compositor (openbox, a plain X session) blacks out the
 * screen. A tab dropped on a stack's tab strip or middle joins that stack, one dropped near a panel's (or the map's)
 * edge splits it there; a drop anywhere else, or Escape during the drag, changes nothing.
 */
final class TabDrag extends MouseAdapter {
    /** Client property marking a tab strip this drag already listens to. */
    private static final String INSTALLED = "twedit.tabDrag";
    /** Pixels the mouse moves with the button down before a press becomes a drag (a click selects the tab). */
    private static final int START = 8;
    /** The share of a panel's width or height, from an edge, that docks beside it rather than into its stack. */
    private static final double EDGE = 0.25;

    /** Where a drop would go. */
    record Target(String with, DockingRegion region, Rectangle shown) {}

    /** Docks panel {@code id} at {@code target}, once the drop is known to change something. */
    interface Mover {
        void move(String id, Target target);

        /** The stack (ids) panel {@code id} is in, empty when it is not docked. */
        java.util.List<String> stackOf(String id);
    }

    private final JComponent root;
    private final Mover mover;
    private final Feedback feedback = new Feedback();
    private final KeyEventDispatcher escape = this::escape;

    private JTabbedPane source;
    private String dragged;
    private Point pressedAt;
    private boolean dragging;
    private Target target;

    TabDrag(JComponent root, Mover mover) {
        this.root = root;
        this.mover = mover;
    }

    /**
     * Takes the docking framework's drag off the tab strips and panel frames under {@code c} (the panels' own contents
     * are not looked into) and puts this one on each tab strip; done after every change of the layout.
     */
    void install(Component c) {
        if (c instanceof DockPanel) {
            return;
        }
        if (c instanceof JComponent j && c.getClass().getName().startsWith("ModernDocking.")) {
            for (MouseListener l : j.getMouseListeners()) {
                if (l instanceof MouseDragGestureRecognizer) {
                    j.removeMouseListener(l);
                }
            }
            for (MouseMotionListener l : j.getMouseMotionListeners()) {
                if (l instanceof MouseDragGestureRecognizer) {
                    j.removeMouseMotionListener(l);
                }
            }
            if (j instanceof JTabbedPane tabs && tabs.getClientProperty(INSTALLED) == null) {
                tabs.putClientProperty(INSTALLED, Boolean.TRUE);
                tabs.addMouseListener(this);
                tabs.addMouseMotionListener(this);
            }
        }
        if (c instanceof Container k) {
            for (Component child : k.getComponents()) {
                install(child);
            }
        }
    }

    /** Whether a drag is under way (for tests). */
    boolean dragging() {
        return dragging;
    }

    @Override
    public void mousePressed(MouseEvent e) {
        cancel();
        if (!SwingUtilities.isLeftMouseButton(e) || !(e.getComponent() instanceof JTabbedPane tabs)) {
            return;
        }
        int i = tabs.indexAtLocation(e.getX(), e.getY());
        DockPanel p = i < 0 ? null : find(tabs.getComponentAt(i));
        if (p != null && p.tabbed()) {
            source = tabs;
            dragged = p.getPersistentID();
            pressedAt = e.getPoint();
        }
    }

    @Override
    public void mouseDragged(MouseEvent e) {
        if (dragged == null || e.getComponent() != source) {
            return;
        }
        if (!dragging) {
            if (pressedAt.distance(e.getPoint()) < START) {
                return;
            }
            start();
        }
        target = targetAt(SwingUtilities.convertPoint(source, e.getPoint(), root));
        feedback.show(
                target == null ? null : SwingUtilities.convertRectangle(root, target.shown(), feedback.getParent()));
        source.setCursor(Cursor.getPredefinedCursor(target == null ? Cursor.DEFAULT_CURSOR : Cursor.MOVE_CURSOR));
    }

    @Override
    public void mouseReleased(MouseEvent e) {
        if (dragging && target != null) {
            String id = dragged;
            Target t = target;
            cancel();
            mover.move(id, t);
        } else {
            cancel();
        }
    }

    private void start() {
        dragging = true;
        JRootPane rp = SwingUtilities.getRootPane(root);
        if (rp != null) {
            JLayeredPane layers = rp.getLayeredPane();
            feedback.setBounds(0, 0, layers.getWidth(), layers.getHeight());
            layers.add(feedback, JLayeredPane.DRAG_LAYER);
        }
        KeyboardFocusManager.getCurrentKeyboardFocusManager().addKeyEventDispatcher(escape);
    }

    /** Ends the drag (if any) without changing the layout. */
    void cancel() {
        if (dragging) {
            KeyboardFocusManager.getCurrentKeyboardFocusManager().removeKeyEventDispatcher(escape);
            Container p = feedback.getParent();
            if (p != null) {
                p.remove(feedback);
                p.repaint();
            }
            source.setCursor(null);
        }
        dragging = false;
        dragged = null;
        source = null;
        target = null;
    }

    private boolean escape(KeyEvent e) {
        if (dragging && e.getKeyCode() == KeyEvent.VK_ESCAPE) {
            if (e.getID() == KeyEvent.KEY_PRESSED) {
                cancel();
            }
            return true; // the drag's, not the focused field's
        }
        return false;
    }

    /** Where a drop at {@code p} (root coordinates) goes, or null where it would change nothing. */
    Target targetAt(Point p) {
        if (!root.contains(p)) {
            return null;
        }
        Component c = SwingUtilities.getDeepestComponentAt(root, p.x, p.y);
        JTabbedPane tabs = c == null ? null : tabsOf(c);
        DockPanel panel = null;
        if (tabs != null) {
            Point q = SwingUtilities.convertPoint(root, p, tabs);
            Component shown = tabs.getSelectedComponent();
            boolean onStrip = shown == null || q.y < shown.getY() || tabs.indexAtLocation(q.x, q.y) >= 0;
            panel = shown == null ? null : find(shown);
            if (panel != null && onStrip) {
                return stackTarget(panel, tabs);
            }
        }
        if (panel == null) {
            for (Component k = c; k != null && k != root; k = k.getParent()) {
                if (k instanceof DockPanel d) {
                    panel = d;
                    break;
                }
            }
        }
        if (panel == null) {
            return null;
        }
        Component area = tabs != null ? tabs : panel;
        Rectangle r = SwingUtilities.convertRectangle(area.getParent(), area.getBounds(), root);
        double fx = (p.x - r.x) / (double) r.width;
        double fy = (p.y - r.y) / (double) r.height;
        double near = Math.min(Math.min(fx, 1 - fx), Math.min(fy, 1 - fy));
        if (near >= EDGE) {
            return panel.tabbed() ? stackTarget(panel, tabs) : null;
        }
        DockingRegion region;
        Rectangle half;
        if (near == fx) {
            region = DockingRegion.WEST;
            half = new Rectangle(r.x, r.y, r.width / 3, r.height);
        } else if (near == 1 - fx) {
            region = DockingRegion.EAST;
            half = new Rectangle(r.x + r.width - r.width / 3, r.y, r.width / 3, r.height);
        } else if (near == fy) {
            region = DockingRegion.NORTH;
            half = new Rectangle(r.x, r.y, r.width, r.height / 3);
        } else {
            region = DockingRegion.SOUTH;
            half = new Rectangle(r.x, r.y + r.height - r.height / 3, r.width, r.height / 3);
        }
        java.util.List<String> stack = mover.stackOf(panel.getPersistentID());
        if (stack.size() == 1 && stack.contains(dragged)) {
            return null; // beside itself: nothing would change
        }
        return new Target(panel.getPersistentID(), region, half);
    }

    private Target stackTarget(DockPanel panel, JTabbedPane tabs) {
        if (mover.stackOf(panel.getPersistentID()).contains(dragged)) {
            return null; // its own stack
        }
        Component area = tabs != null ? tabs : panel;
        return new Target(
                panel.getPersistentID(),
                DockingRegion.CENTER,
                SwingUtilities.convertRectangle(area.getParent(), area.getBounds(), root));
    }

    private JTabbedPane tabsOf(Component c) {
        for (Component k = c; k != null && k != root; k = k.getParent()) {
            if (k instanceof JTabbedPane t && t.getClass().getName().startsWith("ModernDocking.")) {
                return t;
            }
        }
        return null;
    }

    /** The docked panel {@code c} is or holds, or null. */
    private static DockPanel find(Component c) {
        if (c instanceof DockPanel d) {
            return d;
        }
        if (c instanceof Container k) {
            for (Component child : k.getComponents()) {
                DockPanel d = find(child);
                if (d != null) {
                    return d;
                }
            }
        }
        return null;
    }

    /** The drop place drawn over the window: a light fill and a frame, the rest of the window as it is. */
    private static final class Feedback extends JComponent {
        private Rectangle area;

        Feedback() {
            setOpaque(false);
            setName("dockDropFeedback");
        }

        void show(Rectangle r) {
            area = r;
            repaint();
        }

        @Override
        protected void paintComponent(Graphics g) {
            if (area == null) {
                return;
            }
            Graphics2D g2 = (Graphics2D) g.create();
            Color accent = javax.swing.UIManager.getColor("Component.focusColor");
            g2.setColor(accent == null ? new Color(0x3d8fd6) : accent);
            g2.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, 0.25f));
            g2.fillRect(area.x, area.y, area.width, area.height);
            g2.setComposite(AlphaComposite.SrcOver);
            g2.setStroke(new BasicStroke(2));
            g2.drawRect(area.x + 1, area.y + 1, area.width - 2, area.height - 2);
            g2.dispose();
        }
    }
}
