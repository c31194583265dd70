package twedit.editor.testutil;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.assertj.swing.edt.GuiActionRunner;

/**
 * The guide's pictures, taken by the tests that build each scene: the editor window at 1024x640 (small enough for a
 * page) into target/screenshots/guide-NAME.png, and with {@code -Dtwedit.guide.screenshots=true} also over the copy in
 * resources/screenshots that docs/guide links to (as README's pictures are remade, see CONTRIBUTING.md).
 */
public final class GuideShots {
    /** Where the guide's pictures live; the pages link them as ../../resources/screenshots/guide-NAME.png. */
    public static final Path DIR = Path.of("../resources/screenshots");

    private GuideShots() {}

    /** Takes the picture guide-NAME.png of the editor window as it is now (resized to 1024x640 first). */
    public static Path take(EditorGui h, String name) throws IOException {
        return take(h, name, () -> {});
    }

    /** Takes guide-NAME.png, running {@code arrange} on the event thread once the window has its picture's size. */
    public static Path take(EditorGui h, String name, Runnable arrange) throws IOException {
        GuiActionRunner.execute(() -> {
            h.window.setSize(1024, 640);
            h.window.validate();
        });
        h.robot.waitForIdle();
        GuiActionRunner.execute(arrange::run);
        h.robot.waitForIdle();
        Path shot = h.screenshot("guide-" + name);
        if (Boolean.getBoolean("twedit.guide.screenshots")) {
            Files.createDirectories(DIR);
            Files.copy(shot, DIR.resolve(shot.getFileName()), StandardCopyOption.REPLACE_EXISTING);
        }
        return shot;
    }
}
