package twedit.cli;

import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;

/** Turns exceptions into the one-line messages the command line prints (never a stack trace). */
final class CliErrors {
    private CliErrors() {}

    static String describe(Throwable e) {
        if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof java.nio.file.FileSystemException fe && fe.getReason() != null) {
            return fe.getReason();
        }
        if (e instanceof OutOfMemoryError) {
            return outOfMemory("open it");
        }
        String m = e.getMessage();
        return m == null || m.isBlank() ? e.getClass().getSimpleName() : m;
    }

    /**
     * {@code not enough memory to DOING (N MB heap); ...}: what ran out, in words, with the heap it had and how to
     * give it more (the launcher passes TWEDIT_JAVA_OPTS to Java).
     */
    static String outOfMemory(String doing) {
        return "not enough memory to " + doing + " (" + (Runtime.getRuntime().maxMemory() >> 20)
                + " MB heap); run it with more, e.g. TWEDIT_JAVA_OPTS=-Xmx2g";
    }
}
