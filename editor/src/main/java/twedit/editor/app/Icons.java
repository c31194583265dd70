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

    /**
     * Our own PNG decoder first: ImageIO's first use scans for its plug-ins, which would cost the event thread tens of
     * milliseconds while the window is built (ImageIO only for what ours refuses).
     */
    private static BufferedImage read(String path) {
        byte[] bytes;
        try (InputStream in = Assets.open(path)) {
            bytes = in.readAllBytes();
        } catch (IOException | RuntimeException e) {
            return null;
        }
        try {
            twedit.media.PngCodec.Rgba rgba = twedit.media.PngCodec.decode(bytes);
            int w = rgba.width();
            int[] argb = new int[w * rgba.height()];
            byte[] px = rgba.pixels();
            for (int i = 0; i < argb.length; i++) {
                int o = i * 4;
                argb[i] = (px[o + 3] & 0xFF) << 24 | (px[o] & 0xFF) << 16 | (px[o + 1] & 0xFF) << 8 | px[o + 2] & 0xFF;
            }
            BufferedImage img = new BufferedImage(w, rgba.height(), BufferedImage.TYPE_INT_ARGB);
            img.setRGB(0, 0, w, rgba.height(), argb, 0, w);
            return img;
        } catch (IOException | RuntimeException e) {
            try {
                return ImageIO.read(new java.io.ByteArrayInputStream(bytes));
            } catch (IOException | RuntimeException e2) {
                return null;
            }
        }
    }
}
