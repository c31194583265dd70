package twedit.editor.ui;

import java.awt.Component;
import javax.swing.JOptionPane;

/** Questions before something destructive, whose default answer (Enter, and Escape) is the safe one. */
public final class Ask {
    /** The safe answer, the default button of every question here. */
    public static final String CANCEL = "Cancel";

    /** Lines longer than this many characters are wrapped. */
    private static final int WRAP_AFTER = 70;

    private Ask() {}

    /**
     * Asks {@code message} with the buttons {@code action} and Cancel, Cancel being the default (Enter) and Escape's
     * answer; true only when the user pressed {@code action}.
     */
    public static boolean confirm(Component parent, String title, String message, String action) {
        Object[] options = {action, CANCEL};
        int r = JOptionPane.showOptionDialog(
                parent,
                html(message),
                title,
                JOptionPane.OK_CANCEL_OPTION,
                JOptionPane.WARNING_MESSAGE,
                null,
                options,
                CANCEL);
        return r == 0;
    }

    /** Asks {@code message} with the buttons Yes and No (DDNet's confirmations), No being the default; true on Yes. */
    public static boolean yesNo(Component parent, String title, String message) {
        Object[] options = {"Yes", "No"};
        int r = JOptionPane.showOptionDialog(
                parent,
                html(message),
                title,
                JOptionPane.YES_NO_OPTION,
                JOptionPane.WARNING_MESSAGE,
                null,
                options,
                "No");
        return r == 0;
    }

    /** The answer to a question before unsaved changes would be lost. */
    public enum SaveChoice {
        SAVE,
        DISCARD,
        CANCEL
    }

    /** The button that drops unsaved changes. */
    public static final String DONT_SAVE = "Don't Save";

    /**
     * Asks whether to save changes before they would be lost, with the buttons {@code save}, Don't Save and Cancel.
     * Save is the default button (Enter) and Escape cancels: discarding is never one key away.
     */
    public static SaveChoice save(Component parent, String title, String message, String save) {
        Object[] options = {save, DONT_SAVE, CANCEL};
        int r = JOptionPane.showOptionDialog(
                parent,
                html(message),
                title,
                JOptionPane.YES_NO_CANCEL_OPTION,
                JOptionPane.WARNING_MESSAGE,
                null,
                options,
                options[0]);
        if (r == 0) {
            return SaveChoice.SAVE;
        }
        return r == 1 ? SaveChoice.DISCARD : SaveChoice.CANCEL;
    }

    /** The message as HTML, wrapped at a readable width when a line is long (a short one keeps the dialog small). */
    private static String html(String message) {
        boolean longLine = message.lines().anyMatch(l -> l.length() > WRAP_AFTER);
        return "<html><body" + (longLine ? " style='width: 400px'" : "") + ">" + Html.lines(message) + "</body></html>";
    }
}
