package twedit.editor;

import java.awt.GraphicsEnvironment;
import java.nio.file.Path;
import twedit.editor.app.EditorApp;

/** Starts the Swing editor window, or explains why it cannot when there is no display. */
public final class EditorLauncher {
    private EditorLauncher() {}

    public static void launch(Path map) {
        if (GraphicsEnvironment.isHeadless()) {
            System.err.println(
                    "twedit: no display available; use a command (twedit --help) or run under a desktop/Xvfb");
            System.exit(2);
        }
        EditorApp.start(map);
    }
}
