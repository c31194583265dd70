package twedit.model.datafile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link DataBlock#check} inflates as {@link DataBlock#bytes} does and refuses the same blocks with the same words. */
class DataBlockCheckTest {
    private static final ReadLimits LIMITS = ReadLimits.EDITOR;

    /** Bytes that compress well but not trivially, larger than the check's scratch buffer several times over. */
    private static byte[] sample(int size) {
        byte[] b = new byte[size];
        Random r = new Random(size);
        for (int i = 0; i < size; i++) {
            b[i] = (byte) (i % 97 < 60 ? 0 : r.nextInt(4));
        }
        return b;
    }

    private static String message(DataBlock block, boolean check) {
        DatafileException e = catchThrowableOfType(
                () -> {
                    if (check) {
                        block.check(LIMITS);
                    } else {
                        block.bytes(LIMITS);
                    }
                },
                DatafileException.class);
        assertThat(e).as("the block is refused").isNotNull();
        return e.getMessage();
    }

    @Test
    void anIntactBlockChecksToItsSizeAndInflatesToItsBytes() throws Exception {
        for (int size : new int[] {0, 1, 1000, 32 << 10, (32 << 10) + 1, 300_000}) {
            byte[] bytes = sample(size);
            DataBlock read = DataBlock.compressed(7, DataBlock.deflate(bytes), size);
            assertThat(read.check(LIMITS)).isEqualTo(size);
            assertThat(read.bytes(LIMITS)).isEqualTo(bytes);
        }
        assertThat(DataBlock.raw(3, sample(500)).check(LIMITS)).isEqualTo(500);
    }

    @Test
    void damagedBlocksAreRefusedWithTheMessageBytesGives() {
        byte[] bytes = sample(200_000);
        byte[] zlib = DataBlock.deflate(bytes);
        byte[] badHeader = zlib.clone();
        badHeader[0] = 0;
        byte[] flipped = zlib.clone();
        flipped[zlib.length / 2] ^= 0x55;
        byte[] cut = Arrays.copyOf(zlib, zlib.length / 2);
        DataBlock[] damaged = {
            DataBlock.compressed(1, badHeader, bytes.length),
            DataBlock.compressed(2, flipped, bytes.length),
            DataBlock.compressed(3, cut, bytes.length),
            DataBlock.compressed(4, zlib, bytes.length - 1000), // more than declared
            DataBlock.compressed(5, zlib, bytes.length + 1000), // less than declared
            DataBlock.compressed(6, zlib, -1),
            DataBlock.compressed(7, zlib, 1L << 40),
            DataBlock.compressed(8, DataBlock.deflate(new byte[10]), 100_000_000), // a zlib bomb's claim
        };
        for (DataBlock block : damaged) {
            assertThat(message(block, true)).isEqualTo(message(block, false)).startsWith("data block ");
        }
        assertThat(message(damaged[0], true)).contains("corrupt zlib data");
        assertThat(message(damaged[2], true)).contains("zlib data ends after");
        assertThat(message(damaged[3], true)).contains("more than the declared");
    }

    @Test
    void aDamagedBlockChecksWithoutHandingOnPartialBytes() {
        byte[] zlib = DataBlock.deflate(sample(100_000));
        DataBlock cut = DataBlock.compressed(1, Arrays.copyOf(zlib, zlib.length / 2), 100_000);
        assertThatThrownBy(() -> cut.check(LIMITS))
                .isInstanceOf(DatafileException.class)
                .isNotInstanceOf(PartialDataException.class);
        assertThatThrownBy(() -> cut.bytes(LIMITS)).isInstanceOf(PartialDataException.class);
    }

    @Test
    void datafileCheckDataNamesTheUserAsDataBytesDoes() {
        byte[] zlib = DataBlock.deflate(sample(5000));
        zlib[0] = 0;
        Datafile df = new Datafile(
                4,
                java.util.List.of(),
                java.util.List.of(DataBlock.compressed(0, zlib, 5000)),
                java.util.List.of(),
                LIMITS,
                null);
        for (int index : new int[] {0, 1, -1}) {
            String checked = catchThrowableOfType(
                            () -> df.checkData(index, "image 2 'x' pixels"), DatafileException.class)
                    .getMessage();
            String read = catchThrowableOfType(() -> df.dataBytes(index, "image 2 'x' pixels"), DatafileException.class)
                    .getMessage();
            assertThat(checked).isEqualTo(read).startsWith("image 2 'x' pixels: ");
        }
    }
}
