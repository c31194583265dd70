package twedit.editor.panels;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Component;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import javax.swing.UIManager;
import twedit.editor.icons.PaintedIcon;

/** The eye at the start of each layer tree row: open when drawn, struck through when hidden, ringed when solo. */
final class VisibilityIcon extends PaintedIcon {
    /** What the row's eye shows. */
    enum State {
        SHOWN,
        HIDDEN,
        SOLO
    }

    static final int SIZE = 16;
    /** Space after the eye before the row's text. */
    static final int GAP = 4;

    private static final Color SOLO = new Color(0xE0, 0x8A, 0x1E);

    private final State state;

    VisibilityIcon(State state) {
        super(SIZE);
        this.state = state;
    }

    @Override
    protected void paint(Graphics2D g, Component c) {
        Color fg = UIManager.getColor("Label.foreground");
        Color ink = state == State.HIDDEN ? UIManager.getColor("Label.disabledForeground") : fg;
        if (ink == null) {
            ink = Color.GRAY;
        }
        if (state == State.SOLO) {
            g.setColor(SOLO);
            g.fill(new Ellipse2D.Double(0.5, 0.5, SIZE - 1, SIZE - 1));
            ink = Color.WHITE;
        }
        g.setColor(ink);
        g.setStroke(new BasicStroke(1.4f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        Path2D.Double eye = new Path2D.Double();
        eye.moveTo(2, 8);
        eye.quadTo(8, 1.5, 14, 8);
        eye.quadTo(8, 14.5, 2, 8);
        eye.closePath();
        g.draw(eye);
        g.fill(new Ellipse2D.Double(5.8, 5.8, 4.4, 4.4));
        if (state == State.HIDDEN) {
            g.setStroke(new BasicStroke(1.8f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(new Line2D.Double(3, 13, 13, 3));
        }
    }
}
