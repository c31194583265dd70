package twedit.editor.memory;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.datafile.DataBlock;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileItem;
import twedit.model.datafile.DatafileWriter;

/** The estimate of what opening a map takes comes from its header's inflated sizes, and never fails on bad files. */
class MemoryNeedTest {
    @Test
    void theInflatedSizesOfTheHeaderAreSummed(@TempDir Path dir) throws Exception {
        byte[] zeros = new byte[3 << 20];
        Datafile df = Datafile.of(
                List.of(new DatafileItem(0, 0, new int[] {1})), List.of(DataBlock.of(zeros), DataBlock.of(zeros)));
        Path map = dir.resolve("a.map");
        Files.write(map, new DatafileWriter().write(df));
        assertThat(MemoryNeed.inflatedBytes(map)).isEqualTo(6L << 20);
        assertThat(MemoryNeed.megabytes(map)).isEqualTo(6L * MemoryNeed.HELD_PER_BYTE);
    }

    @Test
    void aFileWithoutAHeaderIsJudgedByItsSize(@TempDir Path dir) throws Exception {
        Path junk = dir.resolve("junk.map");
        Files.write(junk, new byte[2 << 20]);
        assertThat(MemoryNeed.inflatedBytes(junk)).isZero();
        assertThat(MemoryNeed.megabytes(junk)).isEqualTo(20);
        Path truncated = dir.resolve("short.map");
        Files.write(truncated, new byte[] {'D', 'A', 'T', 'A', 4, 0, 0, 0});
        assertThat(MemoryNeed.megabytes(truncated)).isEqualTo(1);
        assertThat(MemoryNeed.megabytes(dir.resolve("missing.map"))).isEqualTo(1);
    }

    @Test
    void theMemoryLabelShowsUseAndLimit() {
        assertThat(MemoryLabel.text(412, 2048)).isEqualTo("412 / 2048 MB");
        assertThat(new MemoryLabel().getToolTipText()).contains("raise the memory limit");
    }
}
