package twedit.editor.app;

import java.awt.Image;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import javax.swing.Icon;
import javax.swing.ImageIcon;
import twedit.resources.Assets;

/** Loads the toolbar icons and the application icon from our resources. */
final class Icons {
    private Icons() {}

    /** The 24 px icon of that name, or null when it cannot be read (the action then shows its text). */
    static Icon icon(String name) {
        BufferedImage img = read(Assets.iconPath(name, 24));
        return img == null ? null : new ImageIcon(img);
    }

    /** The application icon in its sizes, for the window. */
    static List<Image> appIcons() {
        List<Image> out = new ArrayList<>();
        for (int size : Assets.APP_ICON_SIZES) {
            BufferedImage img = read(Assets.iconPath(Assets.APP_ICON, size));
            if (img != null) {
                out.add(img);
            }
        }
        return out;
    }

    private static BufferedImage read(String path) {
        try (InputStream in = Assets.open(path)) {
            return ImageIO.read(in);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
