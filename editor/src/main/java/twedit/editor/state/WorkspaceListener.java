package twedit.editor.state;

import twedit.model.document.DocumentEvent;

/**
 * Hears about the workspace: another map shown (opened or switched to), the shown one changed, the current layer
 * changed, maps opened and closed.
 */
public interface WorkspaceListener {
    /** A different document is shown now (opened, or another tab's). */
    default void documentReplaced() {}

    /**
     * The shown map {@code m} is about to make way for another tab's: keep what should come back with it ({@link
     * OpenMap#keep}). The document is still the current one.
     */
    default void leaving(OpenMap m) {}

    /**
     * {@code m}, open before, is shown again (after {@link #documentReplaced} and {@link #selectionChanged}): restore
     * what was kept of it.
     */
    default void returned(OpenMap m) {}

    /** {@code m} was closed: let go of what belongs to it. */
    default void mapClosed(OpenMap m) {}

    /** The open maps, their names or the shown one changed (for the tabs). */
    default void mapsChanged() {}

    /** The open document changed (edit, undo, redo, stroke step, history). */
    default void documentChanged(DocumentEvent event) {}

    /** The current group or layer changed. */
    default void selectionChanged() {}

    /** The file path, form or modified state changed (after save, save as). */
    default void fileChanged() {}

    /** A listener that runs {@code sync} when another document opens or the current layer changes. */
    static WorkspaceListener onDocumentOrSelection(Runnable sync) {
        return new WorkspaceListener() {
            @Override
            public void documentReplaced() {
                sync.run();
            }

            @Override
            public void selectionChanged() {
                sync.run();
            }
        };
    }
}
