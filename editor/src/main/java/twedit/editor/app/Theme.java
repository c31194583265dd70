package twedit.editor.app;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLightLaf;
import java.awt.Window;
import javax.swing.SwingUtilities;

/** Switches between FlatLaf's light and dark look and refreshes every open window. */
public final class Theme {
    private Theme() {}

    /** Installs the look (call before creating windows, or follow with {@link #refresh}). */
    public static void install(boolean dark) {
        if (dark) {
            FlatDarkLaf.setup();
        } else {
            FlatLightLaf.setup();
        }
        // menus name their keys as the shortcut sheet does ("Alt+=", not "Alt+Equals")
        twedit.editor.keys.KeyMenuUI.install();
    }

    /** Installs the look and updates all windows. */
    public static void switchTo(boolean dark) {
        install(dark);
        for (Window w : Window.getWindows()) {
            SwingUtilities.updateComponentTreeUI(w);
        }
    }
}
