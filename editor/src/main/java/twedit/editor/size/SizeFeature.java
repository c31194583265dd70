package twedit.editor.size;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.feature.Panel;

/** The map's size as a feature: the Size tab below the map, built after the first frame. */
public final class SizeFeature implements Feature {
    /** Id of the Size panel. */
    public static final String PANEL = "size";

    private ExecutorService worker;
    private SizePanel panel;

    @Override
    public void install(FeatureContext ctx, Contributions out) {
        worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "twedit-size");
            t.setDaemon(true);
            t.setPriority(Thread.MIN_PRIORITY);
            return t;
        });
        out.panel(new Panel(PANEL, "Size", Panel.Area.BOTTOM, null, null, true, () -> {
            panel = new SizePanel(ctx.workspace(), worker, new SizeJumps(ctx.workspace(), ctx.panels(), ctx.owner()));
            return panel;
        }));
        out.onClose(worker::shutdownNow);
    }

    /** The panel, once built (null before). */
    public SizePanel panel() {
        return panel;
    }
}
