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
