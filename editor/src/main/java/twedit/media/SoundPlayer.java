package twedit.media;

import java.util.Objects;
import java.util.function.Consumer;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.DataLine;
import javax.sound.sampled.LineUnavailableException;
import javax.sound.sampled.SourceDataLine;
import twedit.model.media.OpusPcm;

/**
 * Plays decoded sound previews through {@code javax.sound.sampled} on a background thread, one at a time; without
 * an audio device (CI, a headless server) {@link #play} does nothing but report a message. Thread-safe.
 */
public final class SoundPlayer implements AutoCloseable {
    private static final int CHUNK_FRAMES = 2400;

    private final Consumer<String> messages;
    private Thread thread;
    private SourceDataLine line;
    private volatile boolean stopRequested;

    /** @param messages receives what the user should know (no audio device, ...), on the calling thread */
    public SoundPlayer(Consumer<String> messages) {
        this.messages = Objects.requireNonNull(messages);
    }

    /** Whether the system has an output line for 48 kHz 16-bit stereo (playing may still fail to open it). */
    public static boolean audioAvailable() {
        try {
            return AudioSystem.isLineSupported(new DataLine.Info(SourceDataLine.class, format(2)));
        } catch (RuntimeException | Error e) {
            return false;
        }
    }

    /** Plays {@code pcm}, stopping what was playing; false (with a message) when there is no audio output. */
    public boolean play(OpusPcm pcm) {
        return play(pcm, null);
    }

    /**
     * Plays {@code pcm}, stopping what was playing; {@code whenDone} (may be null) runs on the player thread when
     * the sound ended or was stopped. Returns false, with a message and without running {@code whenDone}, when
     * there is no audio output.
     */
    public synchronized boolean play(OpusPcm pcm, Runnable whenDone) {
        stop();
        AudioFormat format = format(pcm.channels());
        SourceDataLine l;
        try {
            DataLine.Info info = new DataLine.Info(SourceDataLine.class, format);
            if (!AudioSystem.isLineSupported(info)) {
                messages.accept("No audio output device: cannot play the preview.");
                return false;
            }
            l = (SourceDataLine) AudioSystem.getLine(info);
            l.open(format);
        } catch (LineUnavailableException | RuntimeException | Error e) {
            messages.accept("Cannot play the preview: the audio device is unavailable ("
                    + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()) + ").");
            return false;
        }
        line = l;
        stopRequested = false;
        byte[] bytes = pcm.toLittleEndianBytes();
        int frameBytes = 2 * pcm.channels();
        Thread t = new Thread(() -> run(l, bytes, frameBytes, whenDone), "twedit-sound-preview");
        t.setDaemon(true);
        thread = t;
        l.start();
        t.start();
        return true;
    }

    private void run(SourceDataLine l, byte[] bytes, int frameBytes, Runnable whenDone) {
        try {
            int chunk = CHUNK_FRAMES * frameBytes;
            for (int off = 0; off < bytes.length && !stopRequested; off += chunk) {
                l.write(bytes, off, Math.min(chunk, bytes.length - off));
            }
            if (!stopRequested) {
                l.drain();
            }
        } catch (RuntimeException e) {
            // the line was closed under us by stop(): nothing more to play
        } finally {
            l.close();
            if (whenDone != null) {
                whenDone.run();
            }
        }
    }

    /** Stops the sound playing now, if any, and waits (briefly) for its thread to end. */
    public synchronized void stop() {
        Thread t = thread;
        SourceDataLine l = line;
        thread = null;
        line = null;
        if (t == null) {
            return;
        }
        stopRequested = true;
        l.stop();
        l.flush();
        try {
            t.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        l.close();
    }

    /** Whether a sound is playing. */
    public synchronized boolean isPlaying() {
        return thread != null && thread.isAlive();
    }

    @Override
    public void close() {
        stop();
    }

    private static AudioFormat format(int channels) {
        return new AudioFormat(48000f, 16, channels, true, false); // Opus always decodes at 48 kHz
    }
}
