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
    /** DDNet's bounds of the animation speed (popups.cpp, PopupAnimateSettings). */
    public static final double MIN_SPEED = 0.001;

    public static final double MAX_SPEED = 1_000_000;
    private double timeMs;
    private long lastNanos;
    private double speed = 1;

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

    /** How many times faster than real time the animations play. */
    public double speed() {
        return speed;
    }

    /** Sets the playing speed (kept within DDNet's 0.001..1000000); the time reached so far stays. */
    public void setSpeed(double s) {
        double next = Double.isFinite(s) ? Math.max(MIN_SPEED, Math.min(MAX_SPEED, s)) : 1;
        if (next != speed) {
            speed = next;
            fire();
        }
    }

    /** DDNet's "-" next to the speed: 0.5 down above 1, 0.1 down from 1, never below 0.001. */
    public static double slower(double s) {
        return Math.max(MIN_SPEED, s - (s <= 1 ? 0.1 : 0.5));
    }

    /** DDNet's "+" next to the speed: up to 0.1 from below it, then 0.1 up below 1 and 0.5 up from there. */
    public static double faster(double s) {
        return s < 0.1 ? 0.1 : Math.min(MAX_SPEED, s + (s < 1 ? 0.1 : 0.5));
    }

    /** Stops and rewinds to 0 (DDNet's "Jump to beginning of animation"). */
    public void stop() {
        timer.stop();
        setTime(0);
    }

    private void tick() {
        long now = System.nanoTime();
        timeMs += (now - lastNanos) / 1e6 * speed;
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
