package twedit.model.media;

/**
 * Thrown when bytes are not a usable Ogg Opus file; the message says why in words for the user ("not an Ogg file",
 * "an Ogg file but not Opus (Vorbis audio)", "truncated at page 3", ...).
 */
public final class OggOpusException extends Exception {
    private static final long serialVersionUID = 1L;

    public OggOpusException(String message) {
        super(message);
    }
}
