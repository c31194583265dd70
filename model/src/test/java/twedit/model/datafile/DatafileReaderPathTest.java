package twedit.model.datafile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.URI;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading a datafile from a path reads what reading its bytes reads, on the default file system or another. */
class DatafileReaderPathTest {
    private static byte[] sample() {
        Datafile df = Datafile.of(
                List.of(new DatafileItem(0, 0, new int[] {1}), new DatafileItem(1, 0, new int[] {1, -1, -1, -1, -1})),
                List.of(DataBlock.of(new byte[] {1, 2, 3, 4}), DataBlock.of(new byte[5000])));
        return new DatafileWriter().write(df);
    }

    private static void assertSame(Datafile a, Datafile b) throws DatafileException {
        assertThat(a.items()).hasSameSizeAs(b.items());
        assertThat(a.dataCount()).isEqualTo(b.dataCount());
        for (int i = 0; i < a.dataCount(); i++) {
            assertThat(a.dataBytes(i, "a")).isEqualTo(b.dataBytes(i, "b"));
        }
    }

    @Test
    void aFileReadsAsItsBytes(@TempDir Path dir) throws Exception {
        byte[] bytes = sample();
        Path file = Files.write(dir.resolve("x.map"), bytes);
        DatafileReader reader = new DatafileReader(ReadLimits.EDITOR);
        assertSame(reader.read(file), reader.read(bytes));
    }

    @Test
    void aFileInsideAZipReadsAsItsBytes(@TempDir Path dir) throws Exception {
        byte[] bytes = sample();
        URI zip = URI.create("jar:" + dir.resolve("maps.zip").toUri());
        try (FileSystem fs = FileSystems.newFileSystem(zip, Map.of("create", "true"))) {
            Path file = Files.write(fs.getPath("x.map"), bytes);
            DatafileReader reader = new DatafileReader(ReadLimits.EDITOR);
            assertSame(reader.read(file), reader.read(bytes));
        }
    }

    @Test
    void aMissingFileOrADirectoryIsRefusedAsFilesRefusesIt(@TempDir Path dir) {
        DatafileReader reader = new DatafileReader(ReadLimits.EDITOR);
        assertThatThrownBy(() -> reader.read(dir.resolve("none.map"))).isInstanceOf(NoSuchFileException.class);
        assertThatThrownBy(() -> reader.read(dir)).isInstanceOf(IOException.class);
    }

    @Test
    void aFileOverTheLimitIsRefusedBeforeItIsRead(@TempDir Path dir) throws Exception {
        Path file = Files.write(dir.resolve("x.map"), sample());
        assertThatThrownBy(() -> new DatafileReader(new ReadLimits(100)).read(file))
                .isInstanceOf(DatafileException.class)
                .hasMessageContaining("over the limit of 100");
    }
}
