package twedit.model.datafile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.zip.DeflaterOutputStream;
import org.junit.jupiter.api.Test;

/**
 * {@link DataBlock#bytes(ReadLimits, long)} reads only the part its user needs: a block declaring far more (a zlib
 * bomb) is neither allocated at its declared size nor inflated past the part, and fits limits the whole would not.
 */
class DataBlockPartTest {
    private static byte[] sample(int size) {
        byte[] b = new byte[size];
        for (int i = 0; i < size; i++) {
            b[i] = (byte) (i * 31 + (i >> 9));
        }
        return b;
    }

    /** zlib of {@code head} and then {@code zeros} zero bytes, fed in pieces. */
    private static byte[] bomb(byte[] head, long zeros) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (DeflaterOutputStream z = new DeflaterOutputStream(out)) {
            z.write(head);
            byte[] chunk = new byte[1 << 20];
            for (long left = zeros; left > 0; left -= chunk.length) {
                z.write(chunk, 0, (int) Math.min(chunk.length, left));
            }
        }
        return out.toByteArray();
    }

    @Test
    void aBlockDeclaringMoreThanItsUserNeedsGivesOnlyThatPart() throws Exception {
        byte[] head = sample(4000);
        long total = 200L << 20;
        DataBlock block = DataBlock.compressed(0, bomb(head, total - head.length), total);
        // 200 MiB is over a 64 MiB limit: the whole block is refused, the part fits
        ReadLimits small = new ReadLimits(64L << 20);
        assertThatThrownBy(() -> block.bytes(small)).hasMessageContaining("over the limit");
        assertThat(block.bytes(small, head.length)).isEqualTo(head);
        assertThat(block.bytes(small, 10)).isEqualTo(Arrays.copyOf(head, 10));
    }

    @Test
    void aPartNoLargerThanTheBlockIsTheWholeBlockWithItsChecks() throws Exception {
        byte[] bytes = sample(50_000);
        byte[] zlib = DataBlock.deflate(bytes);
        DataBlock exact = DataBlock.compressed(1, zlib, bytes.length);
        assertThat(exact.bytes(ReadLimits.EDITOR, bytes.length)).isEqualTo(bytes);
        assertThat(exact.bytes(ReadLimits.EDITOR, Long.MAX_VALUE - 1)).isEqualTo(bytes);
        // declared smaller than the stream: still refused when the user needs all of it
        DataBlock lying = DataBlock.compressed(2, zlib, bytes.length - 100);
        assertThatThrownBy(() -> lying.bytes(ReadLimits.EDITOR, bytes.length)).hasMessageContaining("more than");
        // a v3 block, stored raw, gives its first bytes the same way
        assertThat(DataBlock.raw(3, bytes).bytes(ReadLimits.EDITOR, 7)).isEqualTo(Arrays.copyOf(bytes, 7));
    }

    @Test
    void aStreamEndingBeforeThePartIsReportedWithWhatItHad() throws Exception {
        byte[] bytes = sample(10_000);
        byte[] zlib = DataBlock.deflate(bytes);
        DataBlock cut = DataBlock.compressed(4, Arrays.copyOf(zlib, zlib.length / 2), 1_000_000);
        assertThatThrownBy(() -> cut.bytes(ReadLimits.EDITOR, 20_000))
                .isInstanceOf(PartialDataException.class)
                .hasMessageContaining("zlib data ends after");
        // a whole stream shorter than the part but declared larger: what it has, for its user to judge
        DataBlock shortButWhole = DataBlock.compressed(5, zlib, 1_000_000);
        assertThat(shortButWhole.bytes(ReadLimits.EDITOR, 20_000)).isEqualTo(bytes);
    }
}
