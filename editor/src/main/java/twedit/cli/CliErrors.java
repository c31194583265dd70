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
            return "not enough memory to load it";
        }
        String m = e.getMessage();
        return m == null || m.isBlank() ? e.getClass().getSimpleName() : m;
    }
}
