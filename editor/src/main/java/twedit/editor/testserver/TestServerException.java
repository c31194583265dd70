package twedit.editor.testserver;

/** A test server could not be started or reached; the message says why in the user's words. */
public final class TestServerException extends Exception {
    private static final long serialVersionUID = 1L;

    public TestServerException(String message) {
        super(message);
    }

    public TestServerException(String message, Throwable cause) {
        super(message, cause);
    }
}
