package twedit.editor.app;

import java.awt.Component;
import java.nio.file.Path;
import javax.swing.JOptionPane;
import twedit.editor.ui.Ask;
import twedit.editor.ui.Html;

/** Clear messages for the user: errors name the file and the problem, never a stack trace. */
final class Dialogs {
    private Dialogs() {}

    static void error(Component parent, String title, String message) {
        JOptionPane.showMessageDialog(parent, wrap(message), title, JOptionPane.ERROR_MESSAGE);
    }

    static void info(Component parent, String title, String message) {
        JOptionPane.showMessageDialog(parent, wrap(message), title, JOptionPane.INFORMATION_MESSAGE);
    }

    /** Title of the unsaved-changes prompt (tests find it by it). */
    static final String UNSAVED_TITLE = "Unsaved changes";

    static final String SAVE = "Save";
    static final String SAVE_AS = "Save As...";
    static final String DONT_SAVE = Ask.DONT_SAVE;

    /**
     * Asks whether to save the changes of {@code name} before they would be lost. Save is the default button (Enter)
     * and Escape cancels: discarding is never one key away. For a map read from a damaged file Save is "Save As...",
     * since saving it keeps the damaged original and writes the map to a new file.
     */
    static Ask.SaveChoice askSave(Component parent, String name, boolean damaged) {
        String message = damaged
                ? "Save the changes to " + name + " in a new file?\n" + name + " was damaged when it was opened;"
                        + " Save As keeps the original as it is.\nThe changes are lost otherwise."
                : "Save the changes to " + name + "?\nThey are lost otherwise.";
        return Ask.save(parent, UNSAVED_TITLE, message, damaged ? SAVE_AS : SAVE);
    }

    /** Title of the question before Save As replaces a file. */
    static final String REPLACE_TITLE = "Replace file?";

    /**
     * Asks before Save As writes over {@code target}, which exists (Cancel is the default); {@code damagedOriginal}
     * says it is the damaged file the open map was read from, whose loss the question then names.
     */
    static boolean confirmReplace(Component parent, Path target, boolean damagedOriginal) {
        return Ask.confirm(
                parent,
                REPLACE_TITLE,
                target.getFileName() + " already exists. Replace it?"
                        + (damagedOriginal
                                ? "\nIt is the damaged file this map was opened from: replacing it loses the"
                                        + " original for good."
                                : ""),
                "Replace");
    }

    /** A message as HTML wrapped to a readable width. */
    static String wrap(String message) {
        return "<html><body style='width: 420px'>" + Html.lines(message) + "</body></html>";
    }

    /** A one-line reason from an exception, without class names where the message says enough. */
    static String reason(Throwable t) {
        if (t instanceof OutOfMemoryError) {
            // "Java heap space" says nothing to a mapper
            return "not enough memory (" + heapMb() + " MB heap); close other maps, or start twedit with more"
                    + " (TWEDIT_JAVA_OPTS=-Xmx2g ./twedit)";
        }
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

    /** The most memory this JVM may use, in MB (what -Xmx gave it). */
    static long heapMb() {
        return Runtime.getRuntime().maxMemory() >> 20;
    }
}
