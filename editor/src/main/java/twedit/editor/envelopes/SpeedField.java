package twedit.editor.envelopes;

import java.util.Locale;
import javax.swing.AbstractSpinnerModel;
import javax.swing.JComponent;
import javax.swing.JFormattedTextField;
import javax.swing.JSpinner;

/**
 * The animation speed as DDNet's animation settings offer it: a number (1 = real time) typed, or stepped with the
 * arrows by DDNet's steps (0.1 below 1, 0.5 above), kept within 0.001..1000000.
 */
final class SpeedField {
    private final Playback playback;
    private final JSpinner spinner;
    private boolean syncing;

    SpeedField(Playback playback) {
        this.playback = playback;
        spinner = new JSpinner(new Model());
        spinner.setName("envSpeed");
        spinner.setToolTipText("Animation speed: 1 is real time (the arrows step as DDNet's - and +)");
        JFormattedTextField f = ((JSpinner.DefaultEditor) spinner.getEditor()).getTextField();
        f.setColumns(5);
        f.setEditable(true);
        f.setFormatterFactory(new javax.swing.text.DefaultFormatterFactory(new Formatter()));
        playback.addListener(this::sync);
    }

    JComponent component() {
        return spinner;
    }

    private void sync() {
        if (!syncing && !spinner.getValue().equals(playback.speed())) {
            syncing = true;
            try {
                spinner.setValue(playback.speed());
            } finally {
                syncing = false;
            }
        }
    }

    /** The speed as text: up to three decimals, "x" after it. */
    static String text(double s) {
        String t = String.format(Locale.ROOT, "%.3f", s).replaceAll("0+$", "").replaceAll("\\.$", "");
        return t + "x";
    }

    /** Reads "2", "0.5x" or "1,5": the speed, or an error that keeps the field as it was. */
    static double parse(String text) throws java.text.ParseException {
        String t = text.trim().replace(',', '.');
        if (t.endsWith("x") || t.endsWith("X")) {
            t = t.substring(0, t.length() - 1).trim();
        }
        try {
            double d = Double.parseDouble(t);
            if (!Double.isFinite(d) || d <= 0) {
                throw new java.text.ParseException("not a speed: " + text, 0);
            }
            return Math.max(Playback.MIN_SPEED, Math.min(Playback.MAX_SPEED, d));
        } catch (NumberFormatException e) {
            throw new java.text.ParseException("not a speed: " + text, 0);
        }
    }

    /** Speed text both ways. */
    private static final class Formatter extends JFormattedTextField.AbstractFormatter {
        @Override
        public Object stringToValue(String text) throws java.text.ParseException {
            return parse(text);
        }

        @Override
        public String valueToString(Object value) {
            return value instanceof Double d ? text(d) : "";
        }
    }

    /** The spinner's values: the playback's speed, stepped by DDNet's steps. */
    private final class Model extends AbstractSpinnerModel {
        @Override
        public Object getValue() {
            return playback.speed();
        }

        @Override
        public void setValue(Object value) {
            if (value instanceof Double d) {
                playback.setSpeed(d);
                fireStateChanged();
            }
        }

        @Override
        public Object getNextValue() {
            return Playback.faster(playback.speed());
        }

        @Override
        public Object getPreviousValue() {
            return Playback.slower(playback.speed());
        }
    }
}
