package twedit.editor.envelopes;

import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.SpinnerNumberModel;
import net.miginfocom.swing.MigLayout;
import twedit.editor.state.Workspace;
import twedit.editor.ui.Fields;
import twedit.model.document.edits.Edits;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;

/** Exact values for the selected point: time in ms, the selected channel's value, the curve type; and delete. */
public final class PointEditor extends JPanel {
    private final Workspace ws;
    private final CurveView curve;
    private final JLabel what = new JLabel("No point selected");
    private final JSpinner time = new JSpinner(new SpinnerNumberModel(0, 0, Integer.MAX_VALUE / 2, 10));
    /** Wide enough for a fixed-point value in full: 1/1024 steps need up to ten decimals ("-0.0009765625"). */
    private final JTextField value = new JTextField(11);

    private final JComboBox<String> type = new JComboBox<>(PointOps.CURVES);
    private final JButton delete = new JButton("Delete point");
    private boolean loading;

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
        ((JSpinner.DefaultEditor) time.getEditor()).getTextField().setColumns(8);
        add(what, "split 4, growx, wmin 0");
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

    private void commitTime() {
        int s = curve.selected();
        if (loading || s < 0) {
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
        if (loading || s < 0) {
            return;
        }
        try {
            double v = Double.parseDouble(value.getText().trim().replace(',', '.'));
            Envelope env = curve.envelope();
            EnvPoint p = env.points().get(s);
            int fx = (int) Math.round(v * 1024);
            if (fx != p.value(curve.channel())) {
                ws.document().apply(Edits.setPoint(env, s, p.withValue(curve.channel(), fx)));
            }
        } catch (NumberFormatException ex) {
            javax.swing.UIManager.getLookAndFeel().provideErrorFeedback(value);
        }
        load();
    }

    /** Shows the selected point. */
    public void load() {
        loading = true;
        try {
            int s = curve.selected();
            boolean on = s >= 0;
            time.setEnabled(on);
            value.setEnabled(on);
            type.setEnabled(on);
            delete.setEnabled(on);
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
            what.setText("Point " + s + ", channel "
                    + (curve.channel() < names.length ? names[curve.channel()] : String.valueOf(curve.channel())));
            time.setValue(p.time());
            value.setText(String.valueOf(p.value(curve.channel()) / 1024.0));
            type.setSelectedIndex(Math.max(0, Math.min(5, p.curve())));
        } finally {
            loading = false;
        }
    }
}
