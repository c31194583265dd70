package twedit.editor.testutil;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Supplier;
import javax.imageio.ImageIO;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;

/**
 * The guide's pictures, taken by the tests that build each scene: the editor window at 1024x640 (small enough for a
 * page, large enough to read; or a part of it, or a dialog) into target/screenshots/guide-NAME.png, and with {@code
 * -Dtwedit.guide.screenshots=true} also over the copy in resources/screenshots that docs/guide links to (as README's
 * pictures are remade, see CONTRIBUTING.md). Remake them under xvfb-run: without a window manager the window takes the
 * picture's size (one such as openbox keeps it maximised on a 1366x768 screen).
 */
public final class GuideShots {
    /** Where the guide's pictures live; the pages link them as ../../resources/screenshots/guide-NAME.png. */
    public static final Path DIR = Path.of("../resources/screenshots");

    /** The window's size for a picture: the manual's window shows it whole at 1366x768. */
    public static final int WIDTH = 1024;

    public static final int HEIGHT = 640;

    private GuideShots() {}

    /** Takes the picture guide-NAME.png of the editor window as it is now (resized to 1024x640 first). */
    public static Path take(EditorGui h, String name) throws IOException {
        return take(h, name, () -> {});
    }

    /** Takes guide-NAME.png, running {@code arrange} on the event thread once the window has its picture's size. */
    public static Path take(EditorGui h, String name, Runnable arrange) throws IOException {
        return take(h, name, arrange, () -> null);
    }

    /**
     * Takes guide-NAME.png of the part of the window {@code part} covers (the whole window when it gives null), after
     * {@code arrange} has run with the window at its picture's size.
     */
    public static Path take(EditorGui h, String name, Runnable arrange, Supplier<Component> part) throws IOException {
        GuiActionRunner.execute(() -> {
            h.window.setSize(WIDTH, HEIGHT);
            h.window.validate();
        });
        h.robot.waitForIdle();
        GuiActionRunner.execute(arrange::run);
        h.robot.waitForIdle();
        Path shot = h.screenshot("guide-" + name);
        Rectangle crop = GuiActionRunner.execute(() -> {
            Component c = part.get();
            return c == null
                    ? null
                    : SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), h.window.getRootPane());
        });
        if (crop != null) {
            BufferedImage img = ImageIO.read(shot.toFile());
            Rectangle r = crop.intersection(new Rectangle(img.getWidth(), img.getHeight()));
            ImageIO.write(img.getSubimage(r.x, r.y, r.width, r.height), "png", shot.toFile());
        }
        return keep(shot);
    }

    /** Takes guide-NAME.png of a dialog (or any window of the editor) as it is now. */
    public static Path dialog(EditorGui h, Window w, String name) throws IOException {
        return dialog(h, w, name, null);
    }

    /** Takes guide-NAME.png of the part {@code part} (in the dialog's pixels; null: all) of a dialog as it is now. */
    public static Path dialog(EditorGui h, Window w, String name, Rectangle part) throws IOException {
        Path shot = h.screenshot("guide-" + name, w);
        if (part != null) {
            BufferedImage img = ImageIO.read(shot.toFile());
            Rectangle r = part.intersection(new Rectangle(img.getWidth(), img.getHeight()));
            ImageIO.write(img.getSubimage(r.x, r.y, r.width, r.height), "png", shot.toFile());
        }
        return keep(shot);
    }

    /**
     * The number of colours in a part of a picture: a map area drawn with tiles has hundreds, an empty one (only the
     * background) a handful.
     */
    public static int colours(Path picture, Rectangle part) throws IOException {
        BufferedImage img = ImageIO.read(picture.toFile());
        Rectangle r = part.intersection(new Rectangle(img.getWidth(), img.getHeight()));
        Set<Integer> seen = new HashSet<>();
        for (int y = r.y; y < r.y + r.height; y++) {
            for (int x = r.x; x < r.x + r.width; x++) {
                seen.add(img.getRGB(x, y));
            }
        }
        return seen.size();
    }

    /** Where a component is in a picture of the whole editor window (read on the event thread). */
    public static Rectangle inWindow(EditorGui h, Component c) {
        return GuiActionRunner.execute(
                () -> SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), h.window.getRootPane()));
    }

    private static Path keep(Path shot) throws IOException {
        assertThat(shot).isNotEmptyFile();
        if (Boolean.getBoolean("twedit.guide.screenshots")) {
            Files.createDirectories(DIR);
            Files.copy(shot, DIR.resolve(shot.getFileName()), StandardCopyOption.REPLACE_EXISTING);
        }
        return shot;
    }
}
