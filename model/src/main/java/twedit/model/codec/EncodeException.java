package twedit.model.codec;

/** A map cannot be written in the requested form; the message says what content is in the way. */
public class EncodeException extends Exception {
    private static final long serialVersionUID = 1L;

    public EncodeException(String message) {
        super(message);
    }
}
