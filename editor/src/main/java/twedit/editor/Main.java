package twedit.editor;

import java.nio.file.Files;
import java.nio.file.Path;
import twedit.cli.TweditCommand;

/** Entry point: no arguments or a map path opens the editor, anything else runs the command line. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        if (opensEditor(args)) {
            EditorLauncher.launch(args.length == 0 ? null : Path.of(args[0]));
            return;
        }
        System.exit(TweditCommand.run(args));
    }

    /** The editor opens for no arguments or a single existing file argument (a map or Driftline json). */
    static boolean opensEditor(String[] args) {
        if (args.length == 0) {
            return true;
        }
        if (args.length != 1 || args[0].startsWith("-")) {
            return false;
        }
        String a = args[0];
        return (a.endsWith(".map") || a.endsWith(".json")) && Files.isRegularFile(Path.of(a));
    }
}
