package twedit.editor.memory;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * What happens when memory runs out, on whichever thread: every registered cache is dropped (decoded images, render
 * chunks: all of them come back when drawn), and the window is told what failed in words. The open maps, their
 * history and autosave are never part of what is dropped.
 */
public final class MemoryGuard {
    private final List<Runnable> reliefs = new CopyOnWriteArrayList<>();
    private final List<Consumer<String>> reporters = new CopyOnWriteArrayList<>();

    /** Adds something that lets go of what can be made again (a cache's clear); run on the event thread. */
    public void addRelief(Runnable relief) {
        reliefs.add(relief);
    }

    public void removeRelief(Runnable relief) {
        reliefs.remove(relief);
    }

    /** Adds where the window says what ran out of memory (the text is one sentence for the user). */
    public void addReporter(Consumer<String> reporter) {
        reporters.add(reporter);
    }

    public void removeReporter(Consumer<String> reporter) {
        reporters.remove(reporter);
    }

    /** Drops every registered cache; a relief that itself fails is skipped (the others still run). */
    public void relieve() {
        for (Runnable r : reliefs) {
            try {
                r.run();
            } catch (RuntimeException | OutOfMemoryError e) {
                // a relief that cannot run leaves its cache; the others still free theirs
            }
        }
    }

    /**
     * Memory ran out while doing {@code what} ("drawing the map"): the caches are dropped and the window says so.
     * Called on the event thread.
     */
    public void outOfMemory(String what) {
        relieve();
        String text = "Not enough memory for " + what + " (" + heapMb() + " MB heap): cached images and tiles were"
                + " dropped and are drawn again as needed. " + advice();
        for (Consumer<String> r : reporters) {
            try {
                r.accept(text);
            } catch (RuntimeException | OutOfMemoryError e) {
                // saying it failed too; the caches are dropped, which is what keeps the window working
            }
        }
    }

    /** The message for a map that could not be opened for want of memory. */
    public static String openFailed(Path map) {
        long need = MemoryNeed.megabytes(map);
        return String.format(
                Locale.ROOT,
                "Not enough memory to open %s (it needs about %d MB; the limit is %d MB heap).%n%n"
                        + "The maps that were open are unchanged and can be saved. %s",
                map,
                need,
                heapMb(),
                advice(need));
    }

    /** What to do about it: close maps, or a start with a higher limit. */
    public static String advice() {
        return advice(0);
    }

    private static String advice(long moreMb) {
        long suggestGb = Math.max(2, (heapMb() + moreMb + 1023) / 1024 + 1);
        return "Close other maps or raise the memory limit: TWEDIT_JAVA_OPTS=-Xmx" + suggestGb + "g ./twedit";
    }

    /**
     * The render chunk cache's budget for this heap: an eighth of it, between 32 and 256 MB (a fixed 256 MB took half
     * of a 512 MB heap and left too little for a second map).
     */
    public static long chunkBudget(long defaultBudget) {
        long eighth = Runtime.getRuntime().maxMemory() / 8;
        return Math.max(32L << 20, Math.min(defaultBudget, eighth));
    }

    /** The most memory this JVM may use, in MB. */
    public static long heapMb() {
        return Runtime.getRuntime().maxMemory() >> 20;
    }
}
