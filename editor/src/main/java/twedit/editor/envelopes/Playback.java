package twedit.editor.envelopes;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongConsumer;
import javax.swing.Timer;

/**
 * The animation clock: a time in milliseconds that plays in real time or is scrubbed by hand; every change is
 * passed to the renderer's time hook and then to listeners (the map view repaints, the curve moves its cursor).
 */
public final class Playback {
    private final LongConsumer sink;
    private final List<Runnable> listeners = new ArrayList<>();
    private final Timer timer = new Timer(30, e -> tick());
    private double timeMs;
    private long lastNanos;

    /** @param sink receives every new time (e.g. the renderer's {@code setTime}) before listeners run */
    public Playback(LongConsumer sink) {
        this.sink = sink;
        timer.setCoalesce(true);
    }

    public void addListener(Runnable l) {
        listeners.add(l);
    }

    public double time() {
        return timeMs;
    }

    public boolean playing() {
        return timer.isRunning();
    }

    /** Sets the time (scrubbing); playing continues from there. */
    public void setTime(double ms) {
        timeMs = Math.max(0, ms);
        lastNanos = System.nanoTime();
        fire();
    }

    public void play() {
        if (!timer.isRunning()) {
            lastNanos = System.nanoTime();
            timer.start();
            fire();
        }
    }

    public void pause() {
        if (timer.isRunning()) {
            timer.stop();
            fire();
        }
    }

    public void toggle() {
        if (playing()) {
            pause();
        } else {
            play();
        }
    }

    /** Stops and rewinds to 0. */
    public void stop() {
        timer.stop();
        setTime(0);
    }

    private void tick() {
        long now = System.nanoTime();
        timeMs += (now - lastNanos) / 1e6;
        lastNanos = now;
        fire();
    }

    private void fire() {
        sink.accept((long) Math.floor(timeMs));
        for (Runnable l : List.copyOf(listeners)) {
            l.run();
        }
    }
}
