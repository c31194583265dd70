package twedit.editor.memory;

import java.util.Locale;
import javax.swing.JLabel;
import javax.swing.Timer;

/**
 * The status bar's memory figure, "412 / 2048 MB": the heap in use and the limit, refreshed every two seconds while
 * the label is on screen; its tooltip says what the figures are and how to raise the limit.
 */
public final class MemoryLabel extends JLabel {
    private static final long serialVersionUID = 1L;
    private static final int EVERY_MS = 2000;

    private final transient Timer timer = new Timer(EVERY_MS, e -> refresh());

    public MemoryLabel() {
        setName("statusMemory");
        refresh();
    }

    @Override
    public void addNotify() {
        super.addNotify();
        timer.start();
    }

    @Override
    public void removeNotify() {
        timer.stop();
        super.removeNotify();
    }

    /** Shows the figures of now. */
    public void refresh() {
        Runtime r = Runtime.getRuntime();
        long used = (r.totalMemory() - r.freeMemory()) >> 20;
        long max = r.maxMemory() >> 20;
        setText(text(used, max));
        setToolTipText("<html>Memory in use by twedit and its limit (Java heap).<br>"
                + MemoryGuard.advice().replace("Close other maps or raise", "Close maps or raise") + "</html>");
    }

    /** "412 / 2048 MB". */
    static String text(long usedMb, long maxMb) {
        return String.format(Locale.ROOT, "%d / %d MB", usedMb, maxMb);
    }
}
