package twedit.model.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import twedit.model.datafile.DataBlock;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileException;
import twedit.model.datafile.DatafileReader;
import twedit.model.datafile.DatafileWriter;
import twedit.model.datafile.ReadLimits;

/**
 * The helpers of the parallel decode with their number forced, so that they run on a one-core machine too (where a
 * decode starts none and ParallelDecodeTest would test a serial read): every block comes out as a serial read gives
 * it, whether a helper finished it, is working on it or never started it, and a block a helper failed on is read
 * again by the caller, which reports the damage itself.
 */
class BlockPrefetchTest {
    private static final ReadLimits LIMITS = ReadLimits.DDNET;

    private static Datafile manyBlocks() throws Exception {
        byte[] file =
                new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(ParallelDecodeTest.manyBlocks()));
        return new DatafileReader(LIMITS).read(file);
    }

    /** Blocks to inflate whole (their users need all of them). */
    private static java.util.Map<Integer, Long> whole(List<Integer> blocks) {
        java.util.Map<Integer, Long> out = new java.util.LinkedHashMap<>();
        blocks.forEach(b -> out.put(b, Long.MAX_VALUE));
        return out;
    }

    private static List<Integer> all(Datafile df) {
        return IntStream.range(0, df.dataCount()).boxed().toList();
    }

    @Test
    void helpersForcedToRunDoEveryJobAndTheCallerGetsTheSerialBytes() throws Exception {
        Datafile df = manyBlocks();
        List<Integer> inflate = all(df).subList(0, df.dataCount() / 2);
        List<Integer> check = all(df).subList(df.dataCount() / 2, df.dataCount());
        BlockPrefetch prefetch = new BlockPrefetch(df, whole(inflate), check);
        List<Thread> helpers = prefetch.start(3);
        assertThat(helpers).hasSize(3);
        for (Thread t : helpers) {
            t.join(60_000);
            assertThat(t.isAlive())
                    .as(t.getName() + " ends when the jobs are done")
                    .isFalse();
        }
        for (int i = 0; i < df.dataCount(); i++) {
            assertThat(prefetch.done(i)).as("block %d done by a helper", i).isTrue();
        }
        for (int i : inflate) {
            assertThat(prefetch.bytes(i, "test", Long.MAX_VALUE))
                    .as("block %d", i)
                    .isEqualTo(df.dataBytes(i, "test"));
            assertThat(prefetch.done(i)).as("taken once").isFalse();
        }
        for (int i : check) {
            assertThat(prefetch.checkedSize(i, "test")).isEqualTo(df.dataBytes(i, "test").length);
        }
    }

    @Test
    void aCallerTakingBlocksWhileHelpersWorkGetsTheSerialBytesEveryTime() throws Exception {
        Datafile df = manyBlocks();
        List<byte[]> serial = new ArrayList<>();
        for (int i = 0; i < df.dataCount(); i++) {
            serial.add(df.dataBytes(i, "test"));
        }
        for (int run = 0; run < 30; run++) {
            BlockPrefetch prefetch = new BlockPrefetch(df, whole(all(df)), List.of());
            List<Thread> helpers = prefetch.start(1 + run % 3);
            // the caller goes smallest first, the helpers largest first: they meet in the middle, on busy blocks
            for (int i = df.dataCount() - 1; i >= 0; i--) {
                assertThat(prefetch.bytes(i, "test", Long.MAX_VALUE))
                        .as("run %d block %d", run, i)
                        .isEqualTo(serial.get(i));
            }
            prefetch.stop();
            for (Thread t : helpers) {
                t.join(60_000);
                assertThat(t.isAlive()).isFalse();
            }
        }
    }

    @Test
    void aBlockAHelperFailedOnIsReadAgainByTheCallerWhoReportsIt() throws Exception {
        Datafile df = manyBlocks();
        int bad = df.dataCount() - 1;
        List<DataBlock> blocks = new ArrayList<>(df.data());
        byte[] zlib = blocks.get(bad).compressed().clone();
        zlib[0] = 0; // a bad zlib header
        blocks.set(bad, DataBlock.precompressed(df.dataBytes(bad, "test"), zlib));
        Datafile damaged = new DatafileReader(LIMITS).read(new DatafileWriter().write(Datafile.of(df.items(), blocks)));

        BlockPrefetch prefetch = new BlockPrefetch(damaged, whole(all(damaged)), List.of());
        for (Thread t : prefetch.start(2)) {
            t.join(60_000);
        }
        assertThat(prefetch.done(bad))
                .as("the helper finished the block, failing")
                .isTrue();
        DatafileException e = catchThrowableOfType(
                () -> prefetch.bytes(bad, "layer 'x' tiles", Long.MAX_VALUE), DatafileException.class);
        assertThat(e).as("the caller reads the block again and reports it").isNotNull();
        assertThat(e.getMessage()).contains("layer 'x' tiles").contains("incorrect header check");
        assertThat(prefetch.bytes(0, "test", Long.MAX_VALUE)).isEqualTo(damaged.dataBytes(0, "test"));
    }
}
