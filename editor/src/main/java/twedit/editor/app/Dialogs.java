package twedit.editor.app;

import java.awt.Component;
import javax.swing.JOptionPane;
import twedit.editor.ui.Html;

/** Clear messages for the user: errors name the file and the problem, never a stack trace. */
final class Dialogs {
    /** The user's answer to the unsaved-changes prompt. */
    enum Choice {
        SAVE,
        DISCARD,
        CANCEL
    }

    private Dialogs() {}

    static void error(Component parent, String title, String message) {
        JOptionPane.showMessageDialog(parent, wrap(message), title, JOptionPane.ERROR_MESSAGE);
    }

    static void info(Component parent, String title, String message) {
        JOptionPane.showMessageDialog(parent, wrap(message), title, JOptionPane.INFORMATION_MESSAGE);
    }

    /** Asks whether to save the changes of {@code name} before they would be lost. */
    static Choice askSave(Component parent, String name) {
        Object[] options = {"Save", "Don't Save", "Cancel"};
        int r = JOptionPane.showOptionDialog(
                parent,
                "Save the changes to " + name + "?\nThey are lost otherwise.",
                "Unsaved changes",
                JOptionPane.YES_NO_CANCEL_OPTION,
                JOptionPane.WARNING_MESSAGE,
                null,
                options,
                options[0]);
        if (r == 0) {
            return Choice.SAVE;
        }
        return r == 1 ? Choice.DISCARD : Choice.CANCEL;
    }

    /** A message as HTML wrapped to a readable width. */
    static String wrap(String message) {
        return "<html><body style='width: 420px'>" + Html.lines(message) + "</body></html>";
    }

    /** A one-line reason from an exception, without class names where the message says enough. */
    static String reason(Throwable t) {
        Throwable c = t;
        while (c.getCause() != null && (c.getMessage() == null || c.getMessage().isBlank())) {
            c = c.getCause();
        }
        String m = c.getMessage();
        if (m == null || m.isBlank()) {
            return c.getClass().getSimpleName();
        }
        if (c instanceof java.nio.file.NoSuchFileException) {
            return "file not found: " + m;
        }
        if (c instanceof java.nio.file.AccessDeniedException) {
            return "permission denied: " + m;
        }
        return m;
    }
}
