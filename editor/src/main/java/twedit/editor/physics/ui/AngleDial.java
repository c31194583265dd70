package twedit.editor.physics.ui;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.event.MouseWheelEvent;
import java.awt.geom.Path2D;
import java.util.function.IntConsumer;
import javax.swing.JComponent;
import javax.swing.UIManager;

/**
 * A dial for a speedup angle in degrees (0 right, 90 down, as the game reads it): drag the arrow (snapping to 15
 * degrees with Shift), or turn the wheel by 5 degrees.
 */
public final class AngleDial extends JComponent {
    private int angle;
    private final IntConsumer onChange;

    public AngleDial(IntConsumer onChange) {
        this.onChange = onChange;
        setName("angleDial");
        setPreferredSize(new Dimension(64, 64));
        setMinimumSize(new Dimension(48, 48));
        setToolTipText("Drag to aim the speedup (Shift snaps to 15\u00b0), wheel turns by 5\u00b0");
        MouseAdapter m = new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                aim(e);
            }

            @Override
            public void mouseDragged(MouseEvent e) {
                aim(e);
            }

            @Override
            public void mouseWheelMoved(MouseWheelEvent e) {
                set(angle + 5 * e.getWheelRotation());
            }
        };
        addMouseListener(m);
        addMouseMotionListener(m);
        addMouseWheelListener(m);
    }

    private void aim(MouseEvent e) {
        double dx = e.getX() - getWidth() / 2.0;
        double dy = e.getY() - getHeight() / 2.0;
        if (dx * dx + dy * dy < 9) {
            return;
        }
        int a = (int) Math.round(Math.toDegrees(Math.atan2(dy, dx)));
        if (e.isShiftDown()) {
            a = Math.round(a / 15f) * 15;
        }
        set(a);
    }

    private void set(int a) {
        int n = Math.floorMod(a, 360);
        if (n != angle) {
            angle = n;
            repaint();
            onChange.accept(n);
        }
    }

    public int angle() {
        return angle;
    }

    /** Shows an angle without reporting it. */
    public void setAngle(int a) {
        angle = Math.floorMod(a, 360);
        repaint();
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        Graphics2D g = (Graphics2D) graphics.create();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        int d = Math.min(getWidth(), getHeight()) - 4;
        double cx = getWidth() / 2.0;
        double cy = getHeight() / 2.0;
        Color fg = UIManager.getColor("Label.foreground");
        Color bg = UIManager.getColor("TextField.background");
        g.setColor(bg == null ? Color.WHITE : bg);
        g.fillOval((int) (cx - d / 2.0), (int) (cy - d / 2.0), d, d);
        g.setColor(fg == null ? Color.BLACK : fg);
        g.setStroke(new BasicStroke(1f));
        g.drawOval((int) (cx - d / 2.0), (int) (cy - d / 2.0), d, d);
        for (int t = 0; t < 360; t += 45) {
            double r = Math.toRadians(t);
            double r0 = d / 2.0 - (t % 90 == 0 ? 6 : 3);
            g.drawLine(
                    (int) Math.round(cx + Math.cos(r) * r0),
                    (int) Math.round(cy + Math.sin(r) * r0),
                    (int) Math.round(cx + Math.cos(r) * d / 2.0),
                    (int) Math.round(cy + Math.sin(r) * d / 2.0));
        }
        g.translate(cx, cy);
        g.rotate(Math.toRadians(angle));
        double len = d / 2.0 - 5;
        Path2D.Double arrow = new Path2D.Double();
        arrow.moveTo(-len * 0.6, 0);
        arrow.lineTo(len - 8, 0);
        g.setColor(new Color(0xE0A030));
        g.setStroke(new BasicStroke(3f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(arrow);
        Path2D.Double head = new Path2D.Double();
        head.moveTo(len, 0);
        head.lineTo(len - 10, -6);
        head.lineTo(len - 10, 6);
        head.closePath();
        g.fill(head);
        g.dispose();
    }
}
