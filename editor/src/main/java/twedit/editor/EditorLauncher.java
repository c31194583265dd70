package twedit.editor;

import java.awt.GraphicsEnvironment;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import twedit.editor.app.EditorApp;
import twedit.editor.memory.HeapChoice;

/**
 * Starts the Swing editor window, or explains why it cannot when there is no display; started without a chosen heap
 * (java -jar), it starts itself again with a share of the machine's memory.
 */
public final class EditorLauncher {
    /** Set on the JVM started again, so it never starts a third. */
    static final String RESTARTED = "twedit.heapChosen";

    private EditorLauncher() {}

    /** Opens the window with {@code maps} (none: a new map), each in a tab, the first shown as soon as it is read. */
    public static void launch(java.util.List<Path> maps) {
        if (GraphicsEnvironment.isHeadless()) {
            System.err.println(
                    "twedit: no display available; use a command (twedit --help) or run under a desktop/Xvfb");
            System.exit(2);
        }
        if (!Boolean.getBoolean(RESTARTED) && !Boolean.getBoolean("twedit.train")) {
            List<String> jvm =
                    java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments();
            if (HeapChoice.shouldRestart(jvm, Runtime.getRuntime().maxMemory(), HeapChoice.physicalBytes())
                    && restart(jvm, maps)) {
                return;
            }
        }
        EditorApp.start(
                maps.isEmpty() ? null : maps.get(0),
                maps.size() < 2 ? java.util.List.of() : maps.subList(1, maps.size()));
    }

    /** Runs the editor in a JVM with the chosen heap and exits with its code; false when it could not be started. */
    private static boolean restart(List<String> jvm, List<Path> maps) {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(jvm);
        cmd.add(HeapChoice.OPTION);
        cmd.add("-D" + RESTARTED + "=true");
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add(Main.class.getName());
        maps.forEach(m -> cmd.add(m.toString()));
        try {
            Process p = new ProcessBuilder(cmd).inheritIO().start();
            System.exit(p.waitFor());
            return true;
        } catch (java.io.IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
