package twedit.editor.safety;

import java.awt.Window;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.SwingUtilities;
import twedit.editor.app.EditorApp;
import twedit.editor.app.EditorWindow;
import twedit.model.document.edits.TileOps;
import twedit.model.map.TileLayer;

/**
 * The editor as {@code ./twedit MAP} starts it, in a JVM of its own, which once the map is shown and the editor idle
 * (its panels built, the event thread answering at once, as when a mapper starts painting) sets one cell of its Game
 * layer, as a brush click does, and prints {@code crash-child: edited X Y ID}; the test then kills it. Test code only:
 * the editor has no hook for it.
 */
public final class CrashChild {
    private CrashChild() {}

    public static void main(String[] args) throws Exception {
        Path map = Path.of(args[0]);
        int x = Integer.parseInt(args[1]);
        int y = Integer.parseInt(args[2]);
        int id = Integer.parseInt(args[3]);
        EditorApp.start(map);
        long end = System.nanoTime() + 120_000_000_000L;
        AtomicReference<EditorWindow> shown = new AtomicReference<>();
        while (shown.get() == null && System.nanoTime() < end) {
            Thread.sleep(100);
            SwingUtilities.invokeAndWait(() -> {
                for (Window w : Window.getWindows()) {
                    if (w instanceof EditorWindow ew
                            && ew.isShowing()
                            && map.equals(ew.workspace().file())
                            && !ew.files().isWorking()) {
                        ew.installFeatures();
                        shown.set(ew);
                    }
                }
            });
        }
        int quiet = 0;
        while (shown.get() != null && quiet < 5 && System.nanoTime() < end) {
            long t0 = System.nanoTime();
            SwingUtilities.invokeAndWait(() -> {});
            quiet = System.nanoTime() - t0 < 100_000_000L ? quiet + 1 : 0;
            Thread.sleep(100);
        }
        if (quiet < 5) {
            System.out.println("crash-child: the map was not shown, or the editor never idle, in 120 s");
            System.exit(3);
        }
        SwingUtilities.invokeAndWait(() -> {
            EditorWindow ew = shown.get();
            TileLayer game = ew.workspace().map().gameLayer().orElseThrow();
            ew.workspace().document().apply(TileOps.setCell(game, x, y, new byte[] {(byte) id, 0, 0, 0}));
        });
        System.out.println("crash-child: edited " + x + " " + y + " " + id);
        System.out.flush();
        // the window goes on, autosaving, until the test kills the JVM
    }
}
