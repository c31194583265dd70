package twedit.model.io;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import twedit.model.codec.EncodeException;
import twedit.model.codec.LoadResult;
import twedit.model.codec.MapDecoder;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.DatafileException;
import twedit.model.datafile.DatafileWriter;
import twedit.model.datafile.ReadLimits;
import twedit.model.map.TwMap;

/** Loads and saves map files: the one place the decoder, encoder and atomic write are put together. */
public final class MapFiles {
    private final ReadLimits limits;
    private final ExecutorService compressor;

    /**
     * @param limits caps what loading may allocate
     * @param compressor compresses data blocks in parallel when saving; null compresses on the calling thread
     */
    public MapFiles(ReadLimits limits, ExecutorService compressor) {
        this.limits = limits;
        this.compressor = compressor;
    }

    public LoadResult load(Path path) throws DatafileException, IOException {
        return new MapDecoder(limits).read(path);
    }

    /** The bytes of {@code map} in the given form. */
    public byte[] encode(TwMap map, SaveOptions options) throws EncodeException {
        return new DatafileWriter(compressor).write(new MapEncoder(options).encode(map));
    }

    /**
     * What encoding {@code map} needs, taken now and independent of later edits (tile cells are copied; nothing is
     * compressed, so it is quick): take it on the thread that edits the map, then finish it anywhere with {@link
     * #write}.
     */
    public twedit.model.datafile.Datafile snapshot(TwMap map, SaveOptions options) throws EncodeException {
        return new MapEncoder(options).encode(map);
    }

    /** The bytes of a {@link #snapshot} (compressing: the slow part, for a background thread). */
    public byte[] write(twedit.model.datafile.Datafile snapshot) {
        return new DatafileWriter(compressor).write(snapshot);
    }

    /** Saves atomically (temp file, then rename). */
    public void save(TwMap map, Path path, SaveOptions options) throws EncodeException, IOException {
        AtomicFiles.write(path, encode(map, options));
    }
}
