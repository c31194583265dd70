package twedit.editor.testserver;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/** The lines a server printed, kept (the last {@value #KEEP}) so that callers can wait for one that says something. */
final class ServerLog {
    static final int KEEP = 2000;

    private final List<String> lines = new ArrayList<>();
    private long dropped;
    private boolean closed;

    /** Adds a line the server printed and wakes those waiting. */
    synchronized void add(String line) {
        lines.add(line);
        if (lines.size() > KEEP) {
            lines.remove(0);
            dropped++;
        }
        notifyAll();
    }

    /** The output ended (the process exited): waits end. */
    synchronized void close() {
        closed = true;
        notifyAll();
    }

    synchronized boolean closed() {
        return closed;
    }

    /** The number of lines printed so far: the mark to wait from. */
    synchronized long mark() {
        return dropped + lines.size();
    }

    /**
     * Waits until a line printed at or after {@code from} matches one of {@code wanted}; returns the index of the
     * first that matched, or -1 when the output ended or {@code millis} passed first.
     */
    @SafeVarargs
    final synchronized Found await(long from, long millis, Predicate<String>... wanted) throws InterruptedException {
        long deadline = System.nanoTime() + millis * 1_000_000L;
        long next = from;
        while (true) {
            for (; next < dropped + lines.size(); next++) {
                if (next < dropped) {
                    next = dropped;
                }
                String line = lines.get((int) (next - dropped));
                for (int i = 0; i < wanted.length; i++) {
                    if (wanted[i].test(line)) {
                        return new Found(i, next, line);
                    }
                }
            }
            long left = deadline - System.nanoTime();
            if (closed || left <= 0) {
                return new Found(-1, next, closed ? "the server exited" : "no answer");
            }
            wait(Math.max(1, left / 1_000_000L));
        }
    }

    /** The lines from {@code from} on (those still kept). */
    synchronized List<String> since(long from) {
        int start = (int) Math.max(0, from - dropped);
        return start >= lines.size() ? List.of() : List.copyOf(lines.subList(start, lines.size()));
    }

    /** The last {@code n} lines. */
    synchronized List<String> tail(int n) {
        return List.copyOf(lines.subList(Math.max(0, lines.size() - n), lines.size()));
    }

    /** Which wanted line came ({@code which}, -1 for none), at which index, and the line (or why none came). */
    record Found(int which, long index, String line) {}
}
