package twedit.model.automap;

/** A problem the parser found on one line (1-based) of a rules file: an error (malformed value) or a warning. */
public record RulesDiagnostic(int line, Severity severity, String message) {
    /** How bad a diagnostic is: errors are malformed values, warnings are lines the parser does not understand. */
    public enum Severity {
        ERROR,
        WARNING;

        /** "error" or "warning". */
        public String label() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /** E.g. "line 12: error: Pos needs DX DY VALUE". */
    @Override
    public String toString() {
        return "line " + line + ": " + severity.label() + ": " + message;
    }
}
