package twedit.model.document;

/** Receives one {@link DocumentEvent} for every change of a {@link MapDocument} and of its history. */
@FunctionalInterface
public interface DocumentListener {
    void documentChanged(DocumentEvent event);
}
