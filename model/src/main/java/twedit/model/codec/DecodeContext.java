package twedit.model.codec;

import java.util.ArrayList;
import java.util.List;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileException;
import twedit.model.map.Envelope;
import twedit.model.map.MapImage;
import twedit.model.map.MapMutator;
import twedit.model.map.MapSound;
import twedit.model.map.TileLayer;

/** What the map decoders share while decoding one file: the datafile, decoded lists and collected warnings. */
final class DecodeContext {
    final Datafile df;
    final List<LoadWarning> warnings = new ArrayList<>();
    final List<MapImage> images = new ArrayList<>();
    final List<Envelope> envelopes = new ArrayList<>();
    final List<MapSound> sounds = new ArrayList<>();
    /** Salvage mode: what DDNet refuses is dropped (or read as it best can be) with a warning, not refused. */
    final boolean lenient;

    boolean form07;
    /** Tile layers the file stores in 0.7's compressed form with runs longer than one tile, in file order. */
    final List<TileLayer> packedLayers = new ArrayList<>();
    /** Pixel bytes given to image placeholders so far: past a budget they get the small default size. */
    long placeholderBytes;
    /** Builds the decoded map (no one else sees it before decoding ends). */
    MapMutator m;
    /**
     * Checking only ({@link MapDecoder#check}): tile blocks are inflated through a small buffer to learn that they
     * are sound, and the layers hold them compressed, so checking a map costs little more memory than its file.
     */
    boolean checkOnly;

    DecodeContext(Datafile df) {
        this(df, false);
    }

    DecodeContext(Datafile df, boolean lenient) {
        this.df = df;
        this.lenient = lenient;
    }

    /**
     * A problem DDNet refuses the map for: strict decoding throws {@code e}; lenient decoding records it as a
     * {@link MapDecoder#SALVAGED} warning saying what was done instead ({@code action}, e.g. "layer dropped").
     */
    void tolerate(DatafileException e, String action) throws DatafileException {
        if (!lenient) {
            throw e;
        }
        warnings.add(new LoadWarning(LoadWarning.Kind.SALVAGED, e.getMessage() + " (" + action + ")"));
    }

    /** Records something tolerated the way DDNet tolerates it. */
    void warn(String text) {
        warnings.add(new LoadWarning(LoadWarning.Kind.TOLERATED, text));
    }

    /** Inflates the big blocks ahead of use on other cores; null until {@link #prefetch}. */
    private BlockPrefetch prefetch;

    byte[] data(int index, String usedBy) throws DatafileException {
        return data(index, usedBy, Long.MAX_VALUE);
    }

    /** The first {@code max} bytes of a block, all when it is smaller (see {@link Datafile#dataBytes(int, String, long)}). */
    byte[] data(int index, String usedBy, long max) throws DatafileException {
        return prefetch != null ? prefetch.bytes(index, usedBy, max) : df.dataBytes(index, usedBy, max);
    }

    /** The uncompressed size of a block, after checking that it inflates (see {@link Datafile#checkData}). */
    long checkedSize(int index, String usedBy) throws DatafileException {
        return prefetch != null ? prefetch.checkedSize(index, usedBy) : df.checkData(index, usedBy);
    }

    /**
     * Starts inflating the tile blocks and checking the image blocks on the other cores while decoding goes on;
     * {@link #endPrefetch} must follow, also when decoding fails.
     */
    void prefetch(java.util.Map<Integer, Long> inflate, List<Integer> check) {
        prefetch = new BlockPrefetch(df, inflate, check);
        prefetch.start();
    }

    /** Lets the prefetch threads end (after their current block). */
    void endPrefetch() {
        if (prefetch != null) {
            prefetch.stop();
        }
    }

    /** An optional CString field: -1 (or a negative index) means absent. */
    String optString(int index, String where) throws DatafileException {
        if (index < 0) {
            return null;
        }
        return MapStrings.cString(data(index, where), where);
    }

    /** Resolves an optional reference; out of range becomes none with a warning (DDNet's editor does the same). */
    <T> T ref(List<T> list, int index, String where, String what) {
        if (index < 0) {
            return null;
        }
        if (index >= list.size()) {
            warn(where + ": " + what + " index " + index + " is out of range (" + list.size()
                    + " exist); reference dropped");
            return null;
        }
        T t = list.get(index);
        if (t == null) {
            // only in lenient mode: the element failed its checks and was dropped
            warn(where + ": " + what + " " + index + " was dropped; reference dropped");
        }
        return t;
    }

    Envelope envelope(int index, String where, int expectedChannels) {
        Envelope e = ref(envelopes, index, where, "envelope");
        if (e != null && e.channels() != expectedChannels) {
            warn(where + ": uses " + e.kindName() + " envelope " + index + " '" + e.name() + "' as a "
                    + (expectedChannels == Envelope.POSITION
                            ? "position"
                            : expectedChannels == Envelope.COLOR ? "color" : "sound")
                    + " envelope");
        }
        return e;
    }
}
