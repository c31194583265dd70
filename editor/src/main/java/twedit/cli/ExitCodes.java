package twedit.cli;

/** Exit codes shared by every command: 0 ok, 1 problem found, 2 unreadable input or bad usage. */
public final class ExitCodes {
    public static final int OK = 0;
    public static final int PROBLEM = 1;
    public static final int USAGE = 2;

    private ExitCodes() {}
}
