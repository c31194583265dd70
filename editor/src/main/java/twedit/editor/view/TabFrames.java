package twedit.editor.view;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.lang.ref.SoftReference;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import javax.swing.SwingUtilities;
import twedit.editor.state.OpenMap;
import twedit.model.document.DocumentListener;
import twedit.model.document.MapDocument;
import twedit.model.map.Layer;
import twedit.model.map.TwMap;

/**
 * A tab shown again at once: the map part of the frame a tab last showed is kept with it while it is in the background
 * (a view-sized image, softly held so memory running short takes it first), and shown again as it was while nothing
 * it was drawn from changed; meanwhile the chunks the view needs are drawn on a background thread, on a renderer of
 * its own which the view then adopts (as start-up does), so the first pan after the switch is drawn from warm caches.
 */
final class TabFrames {
    /** Everything a frame's map part is drawn from, apart from the map's content (see {@link Kept#stale}). */
    record State(
            TwMap map,
            Layer current,
            double centerX,
            double centerY,
            double scale,
            long options,
            boolean dark,
            long time,
            long generation,
            int width,
            int height) {}

    /** A background tab's last frame; stale once its document changed (an edit or undo in the background). */
    private static final class Kept implements DocumentListener {
        final State state;
        final SoftReference<BufferedImage> image;
        volatile boolean stale;

        Kept(State state, BufferedImage image) {
            this.state = state;
            this.image = new SoftReference<>(image);
        }

        @Override
        public void documentChanged(twedit.model.document.DocumentEvent event) {
            stale = true;
        }
    }

    /**
     * One thread for the view's warm-ups: a newer one makes the older ones moot, and they never compete with each other
     * for the cores; it ends when idle.
     */
    private final ThreadPoolExecutor warmer =
            new ThreadPoolExecutor(1, 1, 10, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
                Thread t = new Thread(r, "tab-warm-up");
                t.setDaemon(true);
                t.setPriority(Thread.NORM_PRIORITY - 1);
                return t;
            });

    {
        warmer.allowCoreThreadTimeOut(true);
    }

    private State drawnState;
    private BufferedImage drawnImage;
    /** The kept frame being shown until what it was drawn from changes. */
    private State showingState;

    private BufferedImage showingImage;
    /** Counts tab changes: only a warm-up started since the last one has its renderer adopted. */
    private final AtomicLong warmToken = new AtomicLong();

    /** The map part of the frame just drawn, and what it was drawn from. */
    void drawn(State s, BufferedImage image) {
        drawnState = s;
        drawnImage = image;
    }

    /** The shown map changed: neither the frame drawn last nor a kept frame shows it any more. */
    void changed() {
        drawnState = null;
        drawnImage = null;
        showingState = null;
        showingImage = null;
    }

    /** The kept frame to show for {@code s}, or null when there is none or it was drawn from something else. */
    BufferedImage showing(State s) {
        if (showingState != null && !showingState.equals(s)) {
            showingState = null;
            showingImage = null;
        }
        return showingImage;
    }

    /**
     * The shown map is going to the background: its frame, when it shows the map as it is now ({@code now}), is kept
     * with it (a copy: the view's own image is drawn over by the next tab).
     */
    void leaving(OpenMap m, State now, MapDocument doc) {
        m.keep(Kept.class, null);
        if (drawnState != null && drawnState.equals(now) && drawnImage != null && quarterFree()) {
            try {
                BufferedImage copy =
                        new BufferedImage(drawnImage.getWidth(), drawnImage.getHeight(), BufferedImage.TYPE_INT_RGB);
                Graphics2D g = copy.createGraphics();
                g.drawImage(drawnImage, 0, 0, null);
                g.dispose();
                Kept k = new Kept(now, copy);
                doc.addListener(k);
                m.keep(Kept.class, k);
            } catch (OutOfMemoryError e) {
                // a frame is only a head start: the switch goes on without it
            }
        }
        warmToken.incrementAndGet();
        changed();
    }

    /**
     * {@code m} is shown again: its kept frame (if nothing changed since) is shown at once, and the chunks it needs are
     * drawn in the background on a {@linkplain MapRenderer#sibling sibling} of {@code view}, which {@code adopt} gets on
     * the event thread when the map is still shown unchanged and the view's caches were not dropped meanwhile.
     */
    void returned(OpenMap m, MapDocument doc, MapRenderer view, Consumer<MapRenderer> adopt) {
        Kept k = m.kept(Kept.class, Kept.class).orElse(null);
        m.keep(Kept.class, null);
        if (k == null) {
            return;
        }
        doc.removeListener(k);
        BufferedImage image = k.image.get();
        if (k.stale || image == null) {
            return;
        }
        showingState = k.state;
        showingImage = image;
        long token = warmToken.incrementAndGet();
        if (!roomFor(view)) {
            // near the limit a second set of chunks could be what runs out: the view draws them itself when it must
            return;
        }
        Kept watch = new Kept(k.state, null);
        doc.addListener(watch);
        State s = k.state;
        MapRenderer warm = view.sibling();
        // the view's caches dropped meanwhile (memory ran short) are not brought back by the warm ones
        long generation = view.generation();
        warmer.execute(() -> {
            boolean done = false;
            try {
                if (token == warmToken.get()) {
                    Camera cam = new Camera();
                    cam.setViewSize(s.width(), s.height());
                    cam.setScale(s.scale());
                    cam.setCenter(s.centerX(), s.centerY());
                    BufferedImage scratch = new BufferedImage(s.width(), s.height(), BufferedImage.TYPE_INT_RGB);
                    Graphics2D g = scratch.createGraphics();
                    warm.paint(g, s.map(), cam, new ViewOptions(), s.current());
                    g.dispose();
                    done = true;
                }
            } catch (RuntimeException | OutOfMemoryError e) {
                // an edit raced the drawing, or memory is short: the view draws its chunks itself, as it would have
            }
            boolean warmed = done;
            SwingUtilities.invokeLater(() -> {
                doc.removeListener(watch);
                if (warmed && !watch.stale && token == warmToken.get() && view.generation() == generation) {
                    adopt.accept(warm);
                }
            });
        });
    }

    /**
     * Whether the heap has room to spare for a second chunk cache: a quarter of it free, and four budgets (near the
     * limit the view draws its chunks itself, as it did before, rather than hold two sets of them).
     */
    private static boolean roomFor(MapRenderer view) {
        return quarterFree() && free() > 4 * view.chunkBudget();
    }

    /** Whether a quarter of the heap is free: below that, nothing is kept or drawn ahead. */
    private static boolean quarterFree() {
        return free() > Runtime.getRuntime().maxMemory() / 4;
    }

    private static long free() {
        Runtime r = Runtime.getRuntime();
        return r.maxMemory() - (r.totalMemory() - r.freeMemory());
    }
}
