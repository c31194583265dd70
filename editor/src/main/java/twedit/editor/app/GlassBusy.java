package twedit.editor.app;

import java.awt.Cursor;
import java.awt.event.KeyAdapter;
import java.awt.event.MouseAdapter;
import javax.swing.JComponent;
import javax.swing.JPanel;
import twedit.editor.panels.StatusBar;

/** {@link Busy} through a glass pane that swallows input and the status bar's progress bar. */
final class GlassBusy implements Busy {
    private final JComponent glass = new JPanel();
    private final StatusBar status;
    private final java.awt.Component focusAfter;

    /** @param focusAfter the component that gets the keyboard focus back when the work is done */
    GlassBusy(javax.swing.JRootPane root, StatusBar status, java.awt.Component focusAfter) {
        this.status = status;
        this.focusAfter = focusAfter;
        glass.setOpaque(false);
        glass.addMouseListener(new MouseAdapter() {});
        glass.addMouseMotionListener(new MouseAdapter() {});
        glass.addMouseWheelListener(e -> {});
        glass.addKeyListener(new KeyAdapter() {});
        glass.setFocusable(true);
        glass.setCursor(Cursor.getPredefinedCursor(Cursor.WAIT_CURSOR));
        root.setGlassPane(glass);
    }

    @Override
    public void start(String message) {
        status.setMessage(message);
        status.setWorking(true);
        glass.setVisible(true);
        glass.requestFocusInWindow();
    }

    @Override
    public void stop() {
        glass.setVisible(false);
        focusAfter.requestFocusInWindow();
        status.setWorking(false);
        status.setMessage(" ");
    }

    @Override
    public void note(String message) {
        status.setMessage(message);
    }
}
