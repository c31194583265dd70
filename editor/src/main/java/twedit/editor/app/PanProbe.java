package twedit.editor.app;

import java.util.Arrays;
import twedit.editor.view.Camera;
import twedit.editor.view.MapView;

/**
 * A start-up measurement ({@code -Dtwedit.panTiming=true}, used by the launch benchmark): once the map is on screen
 * and the panels are built, pans the view across the map one frame at a time, painting each at once as a mouse drag
 * does, and prints the median and slowest frame; the camera is put back afterwards.
 */
final class PanProbe {
    private static final int FRAMES = 40;
    private static final double STEP_PIXELS = 24;

    private PanProbe() {}

    /** Runs the probe on the event thread after the panels that start late have been laid out. */
    static void schedule(MapView view) {
        javax.swing.Timer t = new javax.swing.Timer(1500, e -> run(view));
        t.setRepeats(false);
        t.start();
    }

    private static void run(MapView view) {
        Camera cam = view.camera();
        double cx = cam.centerX();
        double cy = cam.centerY();
        double[] ms = new double[FRAMES];
        for (int i = 0; i < FRAMES; i++) {
            // right, then back: the second half finds its chunks cached, as a drag back and forth does
            int k = i < FRAMES / 2 ? i : FRAMES - i;
            cam.setCenter(cx + k * STEP_PIXELS / cam.scale(), cy + k * STEP_PIXELS / 2 / cam.scale());
            long t0 = System.nanoTime();
            view.paintImmediately(0, 0, view.getWidth(), view.getHeight());
            ms[i] = (System.nanoTime() - t0) / 1e6;
        }
        cam.setCenter(cx, cy);
        view.repaint();
        double[] sorted = ms.clone();
        Arrays.sort(sorted);
        System.out.printf(
                java.util.Locale.ROOT,
                "twedit: pan frames %dx%d: median %.1f ms, slowest %.1f ms%n",
                view.getWidth(),
                view.getHeight(),
                sorted[FRAMES / 2],
                sorted[FRAMES - 1]);
    }
}
