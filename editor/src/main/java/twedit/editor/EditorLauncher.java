package twedit.editor;

import java.awt.GraphicsEnvironment;
import java.nio.file.Path;
import twedit.editor.app.EditorApp;

/** Starts the Swing editor window, or explains why it cannot when there is no display. */
public final class EditorLauncher {
    private EditorLauncher() {}

    /** Opens the window with {@code maps} (none: a new map), each in a tab, the first shown as soon as it is read. */
    public static void launch(java.util.List<Path> maps) {
        if (GraphicsEnvironment.isHeadless()) {
            System.err.println(
                    "twedit: no display available; use a command (twedit --help) or run under a desktop/Xvfb");
            System.exit(2);
        }
        EditorApp.start(
                maps.isEmpty() ? null : maps.get(0),
                maps.size() < 2 ? java.util.List.of() : maps.subList(1, maps.size()));
    }
}
