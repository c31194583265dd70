package twedit.editor;

import java.nio.file.Files;
import java.nio.file.Path;
import twedit.cli.TweditCommand;

/** Entry point: no arguments or map paths open the editor (a tab each), anything else runs the command line. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        // memory running out on any thread (an inflate helper, a pool, the event thread) is said in words
        Thread.setDefaultUncaughtExceptionHandler(Main::uncaught);
        if (opensEditor(args)) {
            EditorLauncher.launch(java.util.Arrays.stream(args).map(Path::of).toList());
            return;
        }
        System.exit(TweditCommand.run(args));
    }

    /**
     * The last word on what a thread did not catch: running out of memory is one line saying so (the thread's work is
     * lost, the program goes on where it can); anything else is a bug and keeps the JVM's usual report.
     */
    static void uncaught(Thread t, Throwable e) {
        if (e instanceof OutOfMemoryError) {
            System.err.println(
                    "twedit: not enough memory (" + (Runtime.getRuntime().maxMemory() >> 20) + " MB heap) in thread "
                            + t.getName() + "; run it with more, e.g. TWEDIT_JAVA_OPTS=-Xmx2g");
            return;
        }
        System.err.print("Exception in thread \"" + t.getName() + "\" ");
        e.printStackTrace(System.err);
    }

    /** The editor opens for no arguments or arguments that are all existing files (maps or Driftline json). */
    static boolean opensEditor(String[] args) {
        for (String a : args) {
            if (a.startsWith("-") || !(a.endsWith(".map") || a.endsWith(".json")) || !Files.isRegularFile(Path.of(a))) {
                return false;
            }
        }
        return true;
    }
}
