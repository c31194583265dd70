package twedit.editor;

import java.nio.file.Files;
import java.nio.file.Path;
import twedit.cli.TweditCommand;

/** Entry point: no arguments or map paths open the editor (a tab each), anything else runs the command line. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        if (opensEditor(args)) {
            EditorLauncher.launch(java.util.Arrays.stream(args).map(Path::of).toList());
            return;
        }
        System.exit(TweditCommand.run(args));
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
