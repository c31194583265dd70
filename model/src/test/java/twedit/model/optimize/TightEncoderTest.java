package twedit.model.optimize;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.Test;
import twedit.model.codec.MapDecoder;
import twedit.model.datafile.DataBlock;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileReader;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.Origin;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;

/**
 * The batch optimize's writer: compressing images once (sized by the optimizer, written by the encoder) gives the
 * same bytes as compressing them afresh, the bytes never depend on how many threads work, and writing a written map
 * again changes nothing (no block is ever written larger than it was read).
 */
class TightEncoderTest {
    /** A corpus map with embedded tilesets, quads images and many tile layers. */
    private static final String MAP = "maps/Gold Mine.map";

    @Test
    void imagesCompressedOnceGiveTheSameBytesOnAnyNumberOfThreads() throws Exception {
        byte[] file = Files.readAllBytes(Corpus.ddnetMap(MAP));
        byte[] reused = optimized(file, true);
        assertThat(optimized(file, false))
                .as("each image compressed afresh by the encoder")
                .isEqualTo(reused);
        for (int threads : new int[] {1, 3}) {
            ForkJoinPool pool = new ForkJoinPool(threads);
            try {
                byte[] bytes = pool.submit(() -> optimized(file, true)).get();
                assertThat(bytes).as("on a pool of %d", threads).isEqualTo(reused);
            } finally {
                pool.shutdown();
            }
        }
        assertThat(reused.length).isLessThan(file.length);
    }

    @Test
    void writingAWrittenMapAgainKeepsEveryBlockAsRead() throws Exception {
        for (Path p : List.of(Corpus.ddnetMap(MAP), Corpus.ddnetMap("maps/ctf6.map"))) {
            byte[] once = optimized(Files.readAllBytes(p), true);
            TwMap again = new MapDecoder(ReadLimits.DDNET).read(once).map();
            byte[] twice = new TightEncoder().encode(again);
            assertThat(twice).as("%s written again", p.getFileName()).isEqualTo(once);
        }
    }

    @Test
    void aBlockTheFileStoresSmallerThanLevel9IsWrittenAsRead() throws Exception {
        // blocks stored at the default level: the encoder writes each at level 9 only where that is smaller
        Path p = Corpus.ddnetMap(MAP);
        Datafile in = new DatafileReader(ReadLimits.DDNET).read(p);
        byte[] out = new TightEncoder()
                .encode(new MapDecoder(ReadLimits.DDNET).read(p).map());
        Datafile written = new DatafileReader(ReadLimits.DDNET).read(out);
        java.util.Map<java.nio.ByteBuffer, Integer> stored = new java.util.HashMap<>();
        for (DataBlock b : in.data()) {
            stored.merge(java.nio.ByteBuffer.wrap(b.bytes(ReadLimits.DDNET)), b.compressed().length, Math::min);
        }
        int compared = 0;
        for (DataBlock b : written.data()) {
            Integer was = stored.get(java.nio.ByteBuffer.wrap(b.bytes(ReadLimits.DDNET)));
            if (was != null) {
                assertThat(b.compressed().length).isLessThanOrEqualTo(was);
                compared++;
            }
        }
        assertThat(compared)
                .as("blocks written with the content they were read with")
                .isGreaterThan(10);
    }

    /** {@code file} optimized and written as the batch command does, sharing compressed images or not. */
    private static byte[] optimized(byte[] file, boolean shared) throws Exception {
        TwMap map = new MapDecoder(ReadLimits.DDNET).read(file).map();
        TightBlocks tight = new TightBlocks();
        new Optimizer(OptimizeOptions.ALL, new PixelMemo(tight)).optimize(new MapDocument(map), Origin.USER);
        return (shared ? new TightEncoder(tight) : new TightEncoder()).encode(map);
    }
}
