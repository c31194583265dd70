package twedit.editor.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import twedit.editor.testutil.EditorGui;

/** The editor window for the application's own GUI tests (see {@link EditorGui}), and copies of corpus maps. */
final class GuiHarness extends EditorGui {
    GuiHarness(boolean dark) {
        super(dark);
    }

    /** @param deferFeatures build the window as a start-up does: feature panels wait for installFeatures() */
    GuiHarness(boolean dark, boolean deferFeatures) {
        super(new Setup().dark(dark).deferFeatures(deferFeatures));
    }

    /** A copy of a corpus map in {@code dir} (the test's @TempDir), so a test may save over it. */
    static Path copyOf(Path map, Path dir) throws IOException {
        Path copy = dir.resolve(map.getFileName().toString());
        Files.copy(map, copy);
        return copy;
    }
}
