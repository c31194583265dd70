package twedit.model.datafile;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;

/**
 * The merge driver's quick compression: blocks inflate to their bytes, stay in the default level's size class, small
 * blocks and blocks kept as read are written as the default writer writes them, and the file reads back the same.
 */
class QuickCompressionTest {
    /** A 1000x500 tile layer with a third of its cells random, as the merge bench paints it. */
    static byte[] tiles(long seed) {
        Random r = new Random(seed);
        byte[] d = new byte[1000 * 500 * 4];
        for (int i = 0; i < 1000 * 500 / 3; i++) {
            int c = r.nextInt(1000 * 500);
            d[c * 4] = (byte) r.nextInt(256);
            d[c * 4 + 1] = (byte) r.nextInt(4);
        }
        return d;
    }

    @Test
    void blocksInflateToTheirBytesWithinTheDefaultLevelsSizeClass() throws Exception {
        byte[] big = tiles(39);
        byte[] small = new byte[1000];
        small[5] = 7;
        Datafile made = Datafile.of(
                List.of(new DatafileItem(1, 0, new int[] {0, 1})), List.of(DataBlock.of(big), DataBlock.of(small)));
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            Datafile quick = QuickCompression.of(made, pool);
            assertThat(quick.data()).allMatch(DataBlock::hasCompressed);
            byte[] fast = quick.data().get(0).compressed();
            assertThat((long) fast.length * 100)
                    .isLessThanOrEqualTo(
                            (long) DataBlock.deflate(big).length * (100 + 2 * QuickCompression.SAME_CLASS_PERCENT));
            assertThat(quick.data().get(1).compressed()).isEqualTo(DataBlock.deflate(small));
            byte[] file = new DatafileWriter(pool).write(quick);
            Datafile back = new DatafileReader(ReadLimits.DDNET).read(file);
            assertThat(back.dataBytes(0, "test")).isEqualTo(big);
            assertThat(back.dataBytes(1, "test")).isEqualTo(small);
            assertThat(back.items().get(0).data()).containsExactly(0, 1);
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void blocksKeptAsReadStayAsTheyAre() throws Exception {
        byte[] file = new DatafileWriter()
                .write(Datafile.of(List.of(new DatafileItem(1, 0, new int[] {0})), List.of(DataBlock.of(tiles(1)))));
        Datafile read = new DatafileReader(ReadLimits.DDNET).read(file);
        Datafile quick = QuickCompression.of(read, null);
        assertThat(quick.data().get(0)).isSameAs(read.data().get(0));
        assertThat(new DatafileWriter().write(quick)).isEqualTo(file);
    }
}
