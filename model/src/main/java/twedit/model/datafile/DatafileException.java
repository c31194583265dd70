package twedit.model.datafile;

/**
 * The one exception a refused file raises: its message names the field and byte offset so a user can act on it.
 */
public class DatafileException extends Exception {
    private static final long serialVersionUID = 1L;

    public DatafileException(String message) {
        super(message);
    }

    public DatafileException(String message, Throwable cause) {
        super(message, cause);
    }
}
