package twedit.editor.ui;

import javax.swing.JButton;

/** Buttons as the panels make them: a component name for tests and scripts, a tooltip, an action. */
public final class Buttons {
    private Buttons() {}

    /** A button showing {@code text}, named {@code name}, explained by {@code tip} (may be null), running {@code r}. */
    public static JButton named(String text, String name, String tip, Runnable r) {
        JButton b = new JButton(text);
        b.setName(name);
        b.setToolTipText(tip);
        b.addActionListener(e -> r.run());
        return b;
    }

    /** The same with a tight margin, for rows of small buttons. */
    public static JButton compact(String text, String name, String tip, Runnable r, int horizontalMargin) {
        JButton b = named(text, name, tip, r);
        b.setMargin(new java.awt.Insets(2, horizontalMargin, 2, horizontalMargin));
        return b;
    }
}
