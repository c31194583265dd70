package twedit.model.testutil;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * Child processes for tests, always bounded: the output is read on a thread of its own while the test waits with a
 * deadline, so a child that hangs (with or without printing) is killed, with its children, and the test fails showing
 * what it printed so far.
 */
public final class Processes {
    private Processes() {}

    /** How a child ended: its exit code and everything it printed (stderr merged into stdout). */
    public record Result(int exitCode, String output) {}

    /** Runs {@code pb} (stderr merged) to its end; fails, having killed it, when it runs longer than {@code limit}. */
    public static Result run(ProcessBuilder pb, Duration limit) throws IOException, InterruptedException {
        try (Running r = start(pb)) {
            return r.finish(limit);
        }
    }

    /** Starts {@code pb} with stderr merged into stdout, collecting its lines as they come. */
    public static Running start(ProcessBuilder pb) throws IOException {
        return new Running(pb.redirectErrorStream(true).start());
    }

    /** A started child: its lines as they come, its end within a limit, and its death when the test leaves. */
    public static final class Running implements AutoCloseable {
        private static final String END = new String("end of output");

        private final Process process;
        private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        private final List<String> seen = new ArrayList<>();
        private final Thread reader;
        private boolean ended;

        Running(Process process) {
            this.process = process;
            this.reader = new Thread(this::read, "test-child-output-" + process.pid());
            reader.setDaemon(true);
            reader.start();
        }

        private void read() {
            try (BufferedReader in =
                    new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    lines.add(line);
                }
            } catch (IOException e) {
                lines.add("(reading the output failed: " + e + ")");
            } finally {
                lines.add(END);
            }
        }

        /** The process, e.g. for its pid. */
        public Process process() {
            return process;
        }

        /**
         * Waits until a line matching {@code wanted} comes, the output ends (false) or {@code limit} passes (false).
         */
        public boolean awaitLine(Predicate<String> wanted, Duration limit) throws InterruptedException {
            long deadline = System.nanoTime() + limit.toNanos();
            while (!ended) {
                long left = deadline - System.nanoTime();
                String line = left > 0 ? lines.poll(left, TimeUnit.NANOSECONDS) : null;
                if (line == null) {
                    return false;
                }
                if (line == END) {
                    ended = true;
                    return false;
                }
                seen.add(line);
                if (wanted.test(line)) {
                    return true;
                }
            }
            return false;
        }

        /** What the child printed so far (all of it once it ended). */
        public String output() {
            String line;
            while ((line = lines.poll()) != null) {
                if (line == END) {
                    ended = true;
                } else {
                    seen.add(line);
                }
            }
            return String.join("\n", seen);
        }

        /** Waits for the end of the child and of its output; fails, having killed it, after {@code limit}. */
        public Result finish(Duration limit) throws InterruptedException {
            long deadline = System.nanoTime() + limit.toNanos();
            boolean exited = process.waitFor(limit.toNanos(), TimeUnit.NANOSECONDS);
            if (exited) {
                reader.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime()) + 5_000));
            }
            if (!exited || reader.isAlive()) {
                kill();
                throw new AssertionError("the child " + process.info().command().orElse("process") + " ran longer than "
                        + limit + " and was killed; it printed:\n" + tail(output(), 4000));
            }
            return new Result(process.exitValue(), output());
        }

        /** Kills the child and its children (SIGKILL) and waits a little for it and the rest of its output. */
        public void kill() throws InterruptedException {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
            reader.join(5_000);
        }

        @Override
        public void close() {
            try {
                if (process.isAlive()) {
                    kill();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private static String tail(String s, int n) {
        return s.length() <= n ? s : "..." + s.substring(s.length() - n);
    }
}
