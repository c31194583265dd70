package twedit.editor.quads;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import twedit.editor.ui.Fields;
import twedit.model.map.Color;
import twedit.model.map.Point;
import twedit.model.map.Quad;

/**
 * The quad inspector's numeric fields: position (centre of the corners), pivot, size, angle, and one corner's colour,
 * alpha and texture coordinates. They show the first selected quad; a value entered is one edit on every selected
 * quad (positions, pivots and angles move them all by the same amount, the others set the value).
 */
final class QuadFields {
    private static final String[] CORNERS = {"Top left", "Top right", "Bottom left", "Bottom right"};
    private static final double RANGE = 1_000_000;

    private final QuadOps ops;
    private final JSpinner posX = decimal("quadPosX", -RANGE, RANGE);
    private final JSpinner posY = decimal("quadPosY", -RANGE, RANGE);
    private final JSpinner pivotX = decimal("quadPivotX", -RANGE, RANGE);
    private final JSpinner pivotY = decimal("quadPivotY", -RANGE, RANGE);
    private final JSpinner width = decimal("quadWidth", 0, RANGE);
    private final JSpinner height = decimal("quadHeight", 0, RANGE);
    private final JSpinner angle = decimal("quadAngle", -RANGE, RANGE);
    private final JComboBox<String> corner = new JComboBox<>(CORNERS);
    private final JSpinner[] rgba = {channel("quadRed"), channel("quadGreen"), channel("quadBlue"), channel("quadAlpha")
    };
    private final JSpinner texU = decimal("quadTexU", -RANGE, RANGE, "0.###");
    private final JSpinner texV = decimal("quadTexV", -RANGE, RANGE, "0.###");
    private final List<JComponent> all = new ArrayList<>();
    /** The text each field showed when loaded: a commit of that same text (focus leaving the field) is no edit. */
    private final java.util.Map<JSpinner, String> shown = new java.util.HashMap<>();

    private boolean loading;

    QuadFields(QuadOps ops) {
        this.ops = ops;
        corner.setName("quadCorner");
        corner.setToolTipText("The corner whose colour and texture coordinates the fields below show");
        angle.setToolTipText("Degrees, clockwise; rotates around the pivot");
        texU.setToolTipText("Texture coordinate: 1 is the image's full width");
        texV.setToolTipText("Texture coordinate: 1 is the image's full height");
        // deltas are taken before the edit: the first quad moves while the edit goes through the selection
        on(posX, v -> {
            int d = delta(v, QuadShapes.centre(first())[0]);
            edit("Quad position", q -> QuadShapes.translate(q, d, 0));
        });
        on(posY, v -> {
            int d = delta(v, QuadShapes.centre(first())[1]);
            edit("Quad position", q -> QuadShapes.translate(q, 0, d));
        });
        on(pivotX, v -> {
            int d = delta(v, first().pivot().x() / 1024.0);
            edit(
                    "Quad pivot",
                    q -> QuadShapes.setPoint(
                            q, 4, new Point(q.pivot().x() + d, q.pivot().y())));
        });
        on(pivotY, v -> {
            int d = delta(v, first().pivot().y() / 1024.0);
            edit(
                    "Quad pivot",
                    q -> QuadShapes.setPoint(
                            q, 4, new Point(q.pivot().x(), q.pivot().y() + d)));
        });
        on(width, v -> edit("Quad size", q -> QuadShapes.resize(q, v, QuadShapes.height(q))));
        on(height, v -> edit("Quad size", q -> QuadShapes.resize(q, QuadShapes.width(q), v)));
        on(angle, v -> {
            double d = v - QuadShapes.angle(first());
            edit("Quad angle", q -> QuadShapes.rotate(q, d));
        });
        for (int ch = 0; ch < 4; ch++) {
            int c = ch;
            on(rgba[ch], v -> edit(c == 3 ? "Quad corner alpha" : "Quad corner colour", q -> channel(q, c, (int) v)));
        }
        on(texU, v -> edit("Quad texture coordinate", q -> tex(q, (int) Math.round(v * 1024), null)));
        on(texV, v -> edit("Quad texture coordinate", q -> tex(q, null, (int) Math.round(v * 1024))));
        corner.addActionListener(e -> {
            if (!loading) {
                load(first());
            }
        });
    }

    /** Adds the fields in rows to {@code p}, a six-column layout (a label and two fields a row). */
    void addTo(JPanel p) {
        p.add(new JLabel("Numbers (first selected quad), world px"), "span 6, gaptop 6, wmin 0");
        row(p, "Position", posX, posY, "X and Y of the corners' centre: moves the quads");
        row(p, "Pivot", pivotX, pivotY, "X and Y of the pivot (the point the quad rotates around)");
        row(p, "Size", width, height, "Width and height along the quad's own edges");
        JLabel a = new JLabel("Angle \u00b0");
        p.add(a, "span 2, wmin 0");
        p.add(angle, "span 4, wmin 0");
        all.add(angle);
        JLabel c = new JLabel("Corner");
        p.add(c, "span 2, wmin 0");
        p.add(corner, "span 4, wmin 0");
        all.add(corner);
        row(p, "Red, green", rgba[0], rgba[1], "The corner's red and green, 0..255");
        row(p, "Blue, alpha", rgba[2], rgba[3], "The corner's blue and alpha (255 opaque), 0..255");
        row(p, "Texture U, V", texU, texV, "The corner's texture coordinate: 1 is the image's full size");
    }

    private void row(JPanel p, String label, JSpinner a, JSpinner b, String tip) {
        JLabel l = new JLabel(label);
        l.setToolTipText(tip);
        p.add(l, "span 2, wmin 0");
        p.add(a, "span 2, wmin 0");
        p.add(b, "span 2, wmin 0");
        all.add(a);
        all.add(b);
    }

    /** Shows {@code q}'s values (null: empty and disabled). */
    void load(Quad q) {
        loading = true;
        try {
            for (JComponent c : all) {
                c.setEnabled(q != null);
            }
            if (q == null) {
                for (JSpinner s : List.of(posX, posY, pivotX, pivotY, width, height, angle, texU, texV)) {
                    Fields.reset(s, 0.0);
                }
                for (JSpinner s : rgba) {
                    Fields.reset(s, 0);
                }
                return;
            }
            double[] c = QuadShapes.centre(q);
            show(posX, c[0]);
            show(posY, c[1]);
            show(pivotX, q.pivot().x() / 1024.0);
            show(pivotY, q.pivot().y() / 1024.0);
            show(width, QuadShapes.width(q));
            show(height, QuadShapes.height(q));
            show(angle, QuadShapes.angle(q));
            int k = corner.getSelectedIndex();
            Color col = q.colors().get(k);
            int[] v = {col.r(), col.g(), col.b(), col.a()};
            for (int i = 0; i < 4; i++) {
                Fields.reset(rgba[i], Math.max(0, Math.min(255, v[i])));
                shown.put(rgba[i], text(rgba[i], rgba[i].getValue()));
            }
            show(texU, q.texCoords().get(k).x() / 1024.0);
            show(texV, q.texCoords().get(k).y() / 1024.0);
        } finally {
            loading = false;
        }
    }

    private void show(JSpinner s, double v) {
        Fields.reset(s, v);
        shown.put(s, text(s, v));
    }

    /** {@code v} as {@code s} shows it. */
    private static String text(JSpinner s, Object v) {
        return ((JSpinner.DefaultEditor) s.getEditor()).getTextField().getFormatter()
                        instanceof javax.swing.text.DefaultFormatter f
                ? valueText(f, v)
                : String.valueOf(v);
    }

    private static String valueText(javax.swing.text.DefaultFormatter f, Object v) {
        try {
            return f.valueToString(v);
        } catch (java.text.ParseException e) {
            return String.valueOf(v);
        }
    }

    private Quad first() {
        List<Integer> s = ops.selected();
        return s.isEmpty() ? null : ops.layer().quads().get(s.get(0));
    }

    private static int delta(double to, double from) {
        return (int) Math.round((to - from) * 1024);
    }

    private void on(JSpinner s, java.util.function.DoubleConsumer commit) {
        s.addChangeListener(e -> {
            if (loading || first() == null) {
                return;
            }
            if (text(s, s.getValue()).equals(shown.get(s))) {
                // the text shown was committed again (focus left the field): the quad keeps its exact value
                load(first());
                return;
            }
            commit.accept(((Number) s.getValue()).doubleValue());
        });
    }

    /** One edit on the selected quads, skipped when it changes nothing (the value shown was entered again). */
    private void edit(String label, UnaryOperator<Quad> f) {
        List<Integer> idx = ops.selected();
        boolean changes = false;
        for (int i : idx) {
            Quad q = ops.layer().quads().get(i);
            changes |= !f.apply(q).equals(q);
        }
        if (changes) {
            ops.transform(label, f);
        } else {
            load(first());
        }
    }

    private Quad channel(Quad q, int ch, int value) {
        int k = corner.getSelectedIndex();
        Color c = q.colors().get(k);
        Color n = new Color(
                ch == 0 ? value : c.r(), ch == 1 ? value : c.g(), ch == 2 ? value : c.b(), ch == 3 ? value : c.a());
        return QuadShapes.setColor(q, k, n);
    }

    private Quad tex(Quad q, Integer u, Integer v) {
        int k = corner.getSelectedIndex();
        Point t = q.texCoords().get(k);
        return QuadShapes.setTexCoord(q, k, new Point(u == null ? t.x() : u, v == null ? t.y() : v));
    }

    private static JSpinner decimal(String name, double min, double max) {
        // hundredths of a pixel or degree are plenty to read and type; the quad keeps its exact value unless one is
        // entered (see shown)
        return decimal(name, min, max, "0.##");
    }

    private static JSpinner decimal(String name, double min, double max, String pattern) {
        JSpinner s = new JSpinner(new SpinnerNumberModel(0.0, min, max, 1.0));
        s.setEditor(new JSpinner.NumberEditor(s, pattern));
        return named(s, name);
    }

    private static JSpinner channel(String name) {
        return named(new JSpinner(new SpinnerNumberModel(0, 0, 255, 1)), name);
    }

    private static JSpinner named(JSpinner s, String name) {
        s.setName(name);
        // narrow: two fields share a row of the inspector's column (dense: the column gives them room for
        // "1839.64", MapShareGuiTest, while asking for less lets the column stay narrow)
        ((JSpinner.DefaultEditor) s.getEditor()).getTextField().setColumns(3);
        return s;
    }
}
