package twedit.editor.state;

import twedit.model.document.DocumentEvent;

/** Hears about the workspace: another document opened, the open one changed, the current layer changed. */
public interface WorkspaceListener {
    /** A different document (or file) is open now. */
    default void documentReplaced() {}

    /** The open document changed (edit, undo, redo, stroke step, history). */
    default void documentChanged(DocumentEvent event) {}

    /** The current group or layer changed. */
    default void selectionChanged() {}

    /** The file path, form or modified state changed (after save, save as). */
    default void fileChanged() {}
}
