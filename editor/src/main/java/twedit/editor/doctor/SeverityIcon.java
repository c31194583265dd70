package twedit.editor.doctor;

import java.awt.Color;
import java.awt.Component;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Path2D;
import twedit.editor.icons.PaintedIcon;

/** A small painted severity mark: a red disc for errors, an amber triangle for warnings, a grey disc for what loading dropped. */
final class SeverityIcon extends PaintedIcon {
    /** Which mark to paint. */
    enum Kind {
        ERROR,
        WARNING,
        SALVAGE
    }

    private static final int SIZE = 16;
    private final Kind kind;

    SeverityIcon(Kind kind) {
        super(SIZE);
        this.kind = kind;
    }

    @Override
    protected void paint(Graphics2D g, Component c) {
        if (kind == Kind.WARNING) {
            Path2D.Double t = new Path2D.Double();
            t.moveTo(SIZE / 2.0, 1);
            t.lineTo(SIZE - 0.5, SIZE - 1.5);
            t.lineTo(0.5, SIZE - 1.5);
            t.closePath();
            g.setColor(new Color(0xE8A317));
            g.fill(t);
        } else {
            g.setColor(kind == Kind.ERROR ? new Color(0xD93B3B) : new Color(0x7D8590));
            g.fillOval(0, 0, SIZE - 1, SIZE - 1);
        }
        g.setColor(kind == Kind.WARNING ? Color.BLACK : Color.WHITE);
        String mark = kind == Kind.SALVAGE ? "i" : "!";
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 11));
        FontMetrics fm = g.getFontMetrics();
        g.drawString(mark, (SIZE - fm.stringWidth(mark)) / 2, kind == Kind.WARNING ? 13 : 12);
    }
}
