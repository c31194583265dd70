package twedit.editor;

import java.awt.GraphicsEnvironment;
import java.nio.file.Path;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.SwingConstants;
import javax.swing.SwingUtilities;

/** Starts the Swing editor window (a placeholder until the editor issue lands). */
public final class EditorLauncher {
    private EditorLauncher() {
    }

    public static void launch(Path map) {
        if (GraphicsEnvironment.isHeadless()) {
            System.err.println("twedit: no display available; use a command (twedit --help) or run under a desktop/Xvfb");
            System.exit(2);
        }
        SwingUtilities.invokeLater(() -> {
            JFrame frame = new JFrame("twedit" + (map == null ? "" : " - " + map.getFileName()));
            frame.setDefaultCloseOperation(JFrame.EXIT_ON_CLOSE);
            frame.add(new JLabel("twedit", SwingConstants.CENTER));
            frame.setSize(1024, 768);
            frame.setLocationRelativeTo(null);
            frame.setVisible(true);
        });
    }
}
