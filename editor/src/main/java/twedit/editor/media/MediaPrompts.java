package twedit.editor.media;

import java.nio.file.Path;
import java.util.List;

/**
 * The questions and messages of the media managers (file choosers, names, errors), behind an interface so the
 * window uses Swing dialogs and tests can script the answers.
 */
public interface MediaPrompts {
    /** A file to read, with the given extension ("png", "opus"), or null when cancelled. */
    Path openFile(String title, String extension);

    /** Where to write a file, suggesting {@code suggestedName}, or null when cancelled. */
    Path saveFile(String title, String suggestedName);

    /** A new name, starting from {@code current}, or null when cancelled. */
    String askName(String title, String current);

    /** One of the official external images (previewed), or null when cancelled. */
    String chooseExternal(List<String> names, ExternalImages previews);

    /**
     * Asks before a change the user may not expect (removing what layers use): true only when they chose
     * {@code action}; the default answer (Enter) is Cancel.
     */
    boolean confirm(String title, String message, String action);

    /**
     * Asks before the pixels an image shows change for others (making an image external swaps in the official one),
     * showing the image now and the one after side by side; true only when the user chose {@code action}. Prompts
     * that cannot show images ask {@link #confirm} instead.
     */
    default boolean confirmPixels(
            String title,
            String message,
            java.awt.image.BufferedImage now,
            java.awt.image.BufferedImage after,
            String action) {
        return confirm(title, message, action);
    }

    /** Shows why nothing was changed. */
    void error(String title, String message);

    /** Shows warnings about what was just done. */
    void warn(String title, List<String> warnings);
}
