package twedit.model.driftline;

import java.util.List;

/**
 * The one exception a refused Driftline map raises: each problem names the entry or field (e.g. {@code layers.bg[3]}).
 */
public class DriftlineException extends Exception {
    private static final long serialVersionUID = 1L;

    /** Every problem found (type and shape problems first, then bounds); the message shows the first one. */
    private final List<String> problems;

    public DriftlineException(String message) {
        super(message);
        this.problems = List.of(message);
    }

    public DriftlineException(String message, Throwable cause) {
        super(message, cause);
        this.problems = List.of(message);
    }

    /** One exception for several problems, so a user can fix them all in one go. */
    public DriftlineException(List<String> problems) {
        super(summary(problems));
        this.problems = List.copyOf(problems);
    }

    /** Every problem found, each naming its entry or field; never empty. */
    public List<String> problems() {
        return problems;
    }

    private static String summary(List<String> problems) {
        if (problems.isEmpty()) {
            throw new IllegalArgumentException("no problems given");
        }
        String first = problems.get(0);
        int more = problems.size() - 1;
        return more == 0 ? first : first + " (and " + more + " more problem" + (more == 1 ? "" : "s") + ")";
    }
}
