package twedit.editor.ui;

import javax.swing.JSpinner;

/** Puts input fields back to a value, dropping whatever was typed into them and never committed. */
public final class Fields {
    private Fields() {}

    /**
     * Sets {@code spinner} to {@code value} and shows it: setting the value a spinner already holds would leave the
     * text typed into its editor (and not committed) on screen.
     */
    public static void reset(JSpinner spinner, Object value) {
        spinner.setValue(value);
        if (spinner.getEditor() instanceof JSpinner.DefaultEditor e) {
            e.getTextField().setValue(spinner.getValue());
        }
    }
}
