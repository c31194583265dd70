package twedit.model.codec;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileException;

/**
 * Inflates a map's tile blocks and checks its image blocks on helper threads, largest first, while the decoder goes
 * on with its own work: opening a big map is mostly inflating. The decoder takes each result once (a second request
 * inflates afresh, so two users never share an array); a block no one has started yet it reads itself, and one that
 * failed it reads again, so the damage is reported with the decoder's context and the results never depend on the
 * threads.
 */
final class BlockPrefetch implements Runnable {
    /** More helpers than this only contend for memory bandwidth. */
    private static final int MAX_HELPERS = 3;

    private static final int FREE = 0;
    private static final int BUSY = 1;
    private static final int DONE = 2;
    private static final int TAKEN = 3;

    private final Datafile df;
    /** Block indices, largest first: an index to inflate as it is, one to check only as its complement (~index). */
    private final int[] jobs;
    /** The job of each block, or -1. */
    private final int[] jobOf;
    /** Per job: how many bytes its user needs (Long.MAX_VALUE: all); a request for another part is read afresh. */
    private final long[] maxOf;

    private final AtomicIntegerArray state;
    /** Per job: the bytes or the checked size once DONE, null when the block failed; guarded by this. */
    private final Object[] results;

    private final AtomicInteger next = new AtomicInteger();
    private volatile boolean stopped;

    /**
     * Plans the jobs: {@code inflate} (each block with the bytes its user needs) and {@code check} (a block in both is
     * inflated), each block once.
     */
    BlockPrefetch(Datafile df, Map<Integer, Long> inflate, List<Integer> check) {
        this.df = df;
        int count = df.dataCount();
        byte[] kind = new byte[count]; // 0 none, 1 check, 2 inflate
        for (int i : check) {
            if (i >= 0 && i < count) {
                kind[i] = 1;
            }
        }
        long[] max = new long[count];
        for (Map.Entry<Integer, Long> e : inflate.entrySet()) {
            int i = e.getKey();
            if (i >= 0 && i < count) {
                kind[i] = 2;
                max[i] = e.getValue();
            }
        }
        // keys of size << 31 | index sort by size, then index; sizes are clamped to 0..2^31-1
        long[] keys = new long[count];
        int n = 0;
        for (int i = 0; i < count; i++) {
            if (kind[i] != 0) {
                long declared = df.data().get(i).declaredSize();
                long size =
                        Math.max(0, Math.min(Integer.MAX_VALUE, kind[i] == 2 ? Math.min(declared, max[i]) : declared));
                keys[n++] = size << 31 | i;
            }
        }
        Arrays.sort(keys, 0, n);
        jobs = new int[n];
        jobOf = new int[count];
        maxOf = new long[n];
        Arrays.fill(jobOf, -1);
        for (int k = 0; k < n; k++) {
            int i = (int) (keys[n - 1 - k] & Integer.MAX_VALUE);
            jobs[k] = kind[i] == 2 ? i : ~i;
            jobOf[i] = k;
            maxOf[k] = max[i];
        }
        state = new AtomicIntegerArray(n);
        results = new Object[n];
    }

    /** Starts helper threads, one fewer than the cores (the decoder's thread is the last core), at most a few. */
    void start() {
        start(Math.min(MAX_HELPERS, Runtime.getRuntime().availableProcessors() - 1));
    }

    /** Starts {@code helpers} helper threads (no more than there are jobs) and returns them. */
    List<Thread> start(int helpers) {
        List<Thread> started = new java.util.ArrayList<>();
        for (int i = 0; i < Math.min(helpers, jobs.length); i++) {
            Thread t = new Thread(this, "twedit-inflate-" + i);
            t.setDaemon(true);
            t.start();
            started.add(t);
        }
        return started;
    }

    /** Whether a helper has done the job of block {@code index} and its result waits to be taken. */
    boolean done(int index) {
        int k = index >= 0 && index < jobOf.length ? jobOf[index] : -1;
        return k >= 0 && state.get(k) == DONE;
    }

    /** Lets the helpers end after their current block (decoding is over, or failed). */
    void stop() {
        stopped = true;
    }

    /** A helper: takes the free jobs in order until none are left. */
    @Override
    public void run() {
        for (int k = next.getAndIncrement(); k < jobs.length && !stopped; k = next.getAndIncrement()) {
            if (state.compareAndSet(k, FREE, BUSY)) {
                int job = jobs[k];
                Object result = null;
                try {
                    if (job >= 0) {
                        result = df.dataBytes(job, "data block " + job, maxOf[k]);
                    } else {
                        result = df.checkData(~job, "data block " + ~job);
                    }
                } catch (DatafileException | RuntimeException | OutOfMemoryError e) {
                    // null: the decoder reads the block again and reports it with its own context (also running out
                    // of memory: a helper thread has no one to tell, and must not die printing a stack trace)
                } finally {
                    synchronized (this) {
                        results[k] = result;
                        state.set(k, DONE);
                        notifyAll();
                    }
                }
            }
        }
    }

    /** The first {@code max} uncompressed bytes of a block (see {@link Datafile#dataBytes(int, String, long)}). */
    byte[] bytes(int index, String usedBy, long max) throws DatafileException {
        int k = index >= 0 && index < jobOf.length ? jobOf[index] : -1;
        Object r = k >= 0 && maxOf[k] == max ? take(index, true) : null;
        return r instanceof byte[] b ? b : df.dataBytes(index, usedBy, max);
    }

    /** The uncompressed size of a block, after checking that it inflates (see {@link Datafile#checkData}). */
    long checkedSize(int index, String usedBy) throws DatafileException {
        Object r = take(index, false);
        return r instanceof Long size ? size : df.checkData(index, usedBy);
    }

    /**
     * A helper's result for the block, waiting while one works on it; null when it is not a job of this kind, no
     * helper has started it (it is then the caller's), it failed or it was taken before.
     */
    private Object take(int index, boolean inflated) {
        int k = index >= 0 && index < jobOf.length ? jobOf[index] : -1;
        if (k < 0 || (jobs[k] >= 0) != inflated) {
            return null;
        }
        if (state.compareAndSet(k, FREE, TAKEN)) {
            return null;
        }
        synchronized (this) {
            while (state.get(k) == BUSY) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    // read it here instead; the interrupt stays for the caller to see
                    Thread.currentThread().interrupt();
                    return null;
                }
            }
            Object r = results[k];
            results[k] = null;
            state.set(k, TAKEN);
            return r;
        }
    }
}
