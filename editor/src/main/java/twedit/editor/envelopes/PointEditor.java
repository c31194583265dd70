package twedit.editor.envelopes;

import java.awt.Dimension;
import java.awt.Insets;
import java.math.BigDecimal;
import java.util.Objects;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.SpinnerNumberModel;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import net.miginfocom.swing.MigLayout;
import twedit.editor.state.Workspace;
import twedit.editor.ui.Fields;
import twedit.model.document.edits.Edits;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.Location;

/**
 * Exact values for the selected point: time in ms, the selected channel's value, the curve type, a colour chooser on
 * a colour envelope; and delete.
 */
public final class PointEditor extends JPanel {
    /** Room for the caret after the last character, so the text never scrolls sideways. */
    private static final int CARET_ROOM = 4;

    private final Workspace ws;
    private final CurveView curve;
    private final JLabel what = new JLabel("No point selected");
    private final JSpinner time = new JSpinner(new SpinnerNumberModel(0, 0, Integer.MAX_VALUE / 2, 10));
    /**
     * Wide enough for a fixed-point value in full: 1/1024 steps need up to ten decimals ("-0.0009765625"), and wider
     * still for a longer text (a big position, or more digits typed): what it holds is always seen whole.
     */
    private final JTextField value = new JTextField(13) {
        @Override
        public Dimension getPreferredSize() {
            Dimension d = super.getPreferredSize();
            Insets in = getInsets();
            int text = getFontMetrics(getFont()).stringWidth(getText()) + in.left + in.right + CARET_ROOM;
            return new Dimension(Math.max(d.width, text), d.height);
        }
    };

    private final JComboBox<String> type = new JComboBox<>(PointOps.CURVES);
    private final JButton delete = new JButton("Delete point");
    private final twedit.editor.quads.ColorSwatch swatch = new twedit.editor.quads.ColorSwatch(14);
    /** A colour envelope's point as a colour, picked in a chooser: all four channels at once, one undo step. */
    private final JButton colour = new JButton("Colour...", swatch);

    private boolean loading;
    /** The point and channel the fields show: a value typed for one point never goes to another. */
    private Location shown;

    private int shownChannel;

    public PointEditor(Workspace ws, CurveView curve) {
        // two rows that fit beside the envelope list: what is selected, its curve and delete; then its time and value,
        // each field as wide as it asks (not a fixed width): a value such as 0.4296875 shows whole
        super(new MigLayout("insets 2 6 2 6, gap 4 2, fillx", "[grow]"));
        this.ws = ws;
        this.curve = curve;
        time.setName("pointTime");
        value.setName("pointValue");
        type.setName("pointCurve");
        delete.setName("pointDelete");
        colour.setName("pointColour");
        colour.setToolTipText("Pick the point's colour (red, green, blue and alpha at once)");
        colour.addActionListener(e -> pickColour());
        // a time such as 1,234,567 ms whole, as the spinner writes it (with grouping)
        ((JSpinner.DefaultEditor) time.getEditor()).getTextField().setColumns(10);
        value.getDocument().addDocumentListener(new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                grow();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                grow();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                grow();
            }
        });
        add(what, "split 5, growx, wmin 0");
        add(colour, "hidemode 3");
        add(new JLabel("Curve"));
        add(type);
        add(delete, "wrap");
        add(new JLabel("Time ms"), "split 4");
        add(time, "wmin pref");
        add(new JLabel("Value"), "gapleft 8");
        add(value, "wmin pref");
        time.addChangeListener(e -> commitTime());
        value.addActionListener(e -> commitValue());
        type.addActionListener(e -> {
            int s = curve.selected();
            if (!loading
                    && s >= 0
                    && type.getSelectedIndex()
                            != curve.envelope().points().get(s).curve()) {
                PointOps.setCurve(ws.document(), curve.envelope(), s, type.getSelectedIndex());
            }
        });
        delete.addActionListener(e -> curve.deleteSelected());
        curve.addListener(this::load);
        load();
    }

    /** Lays the row out again when the value's text no longer fits the field's width (a long value typed or shown). */
    private void grow() {
        if (value.getWidth() > 0 && value.getPreferredSize().width > value.getWidth()) {
            value.revalidate();
        }
    }

    /** A point value (22.10 fixed point) as its exact decimal, never in E notation: 39 is "0.0380859375". */
    static String format(int fixed) {
        BigDecimal d =
                BigDecimal.valueOf(fixed).divide(BigDecimal.valueOf(1024)).stripTrailingZeros();
        return d.scale() <= 0 ? d.setScale(1).toPlainString() : d.toPlainString();
    }

    /** Whether the fields still show the selected point and channel. */
    private boolean showsSelection() {
        return curve.selected() >= 0
                && Objects.equals(shown, curve.selectedLocation())
                && shownChannel == curve.channel();
    }

    private void commitTime() {
        int s = curve.selected();
        if (loading || s < 0 || !showsSelection()) {
            return;
        }
        Envelope env = curve.envelope();
        EnvPoint p = env.points().get(s);
        int t = PointOps.clampTime(env, s, (Integer) time.getValue());
        if (t != p.time()) {
            ws.document().apply(Edits.setPoint(env, s, p.withTime(t)));
        }
        load();
    }

    private void commitValue() {
        int s = curve.selected();
        if (loading || s < 0 || !showsSelection()) {
            return;
        }
        try {
            double v = Double.parseDouble(value.getText().trim().replace(',', '.'));
            Envelope env = curve.envelope();
            EnvPoint p = env.points().get(s);
            int fx = PointOps.clampValue(env.channels(), (int) Math.round(v * 1024));
            if (fx != (int) Math.round(v * 1024)) {
                javax.swing.UIManager.getLookAndFeel().provideErrorFeedback(value); // a colour stays within 0..1
            }
            if (fx != p.value(curve.channel())) {
                ws.document().apply(Edits.setPoint(env, s, p.withValue(curve.channel(), fx)));
            }
        } catch (NumberFormatException ex) {
            javax.swing.UIManager.getLookAndFeel().provideErrorFeedback(value);
        }
        load();
    }

    private void pickColour() {
        int s = curve.selected();
        Envelope env = curve.envelope();
        if (s < 0 || env == null || env.channels() != Envelope.COLOR) {
            return;
        }
        EnvPoint p = env.points().get(s);
        java.awt.Color chosen = javax.swing.JColorChooser.showDialog(this, "Point colour", toColour(p), true);
        if (chosen != null && curve.envelope() == env && s < env.points().size()) {
            EnvPoint q = fromColour(env.points().get(s), chosen);
            if (!q.equals(env.points().get(s))) {
                ws.document().apply(Edits.setPoint(env, s, q));
            }
        }
        load();
    }

    /** A colour point's channels (1024 = full) as a colour, each within 0..255. */
    static java.awt.Color toColour(EnvPoint p) {
        int[] c = new int[4];
        for (int i = 0; i < 4; i++) {
            c[i] = Math.max(0, Math.min(255, (int) Math.round(p.value(i) / 1024.0 * 255)));
        }
        return new java.awt.Color(c[0], c[1], c[2], c[3]);
    }

    /** Point {@code p} with the four channels of colour {@code c} (255 = 1024). */
    static EnvPoint fromColour(EnvPoint p, java.awt.Color c) {
        int[] v = {c.getRed(), c.getGreen(), c.getBlue(), c.getAlpha()};
        EnvPoint q = p;
        for (int i = 0; i < 4; i++) {
            q = q.withValue(i, (int) Math.round(v[i] / 255.0 * 1024));
        }
        return q;
    }

    /** Shows the selected point. */
    public void load() {
        loading = true;
        try {
            int s = curve.selected();
            boolean on = s >= 0;
            shown = curve.selectedLocation();
            shownChannel = curve.channel();
            time.setEnabled(on);
            value.setEnabled(on);
            type.setEnabled(on);
            delete.setEnabled(on);
            Envelope shownEnv = curve.envelope();
            colour.setVisible(shownEnv != null && shownEnv.channels() == Envelope.COLOR);
            colour.setEnabled(on);
            if (!on) {
                what.setText(curve.envelope() == null ? "No envelope" : "Double-click to add a point");
                // no value of a point that is gone (or of another map) stays behind in the disabled fields
                Fields.reset(time, 0);
                value.setText("");
                type.setSelectedIndex(0);
                return;
            }
            Envelope env = curve.envelope();
            EnvPoint p = env.points().get(s);
            String[] names = CurveView.channelNames(env.channels());
            int n = curve.selection().size();
            what.setText(
                    n > 1
                            ? n + " values selected"
                            : "Point " + s + ", channel "
                                    + (curve.channel() < names.length
                                            ? names[curve.channel()]
                                            : String.valueOf(curve.channel())));
            time.setValue(p.time());
            value.setText(format(p.value(curve.channel())));
            value.setCaretPosition(0);
            type.setSelectedIndex(Math.max(0, Math.min(5, p.curve())));
            if (env.channels() == Envelope.COLOR) {
                swatch.setColor(toColour(p));
                colour.repaint();
            }
        } finally {
            loading = false;
        }
    }
}
