package twedit.editor.files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.state.Workspace;
import twedit.model.codec.LoadResult;
import twedit.model.codec.SourceForm;
import twedit.model.document.MapDocument;
import twedit.model.map.TwMap;

/** The format registry picks a file's format by extension; the file steps run in order as one pipeline. */
class FilePipelineTest {
    @TempDir
    Path dir;

    private final DatafileFormat datafile =
            new DatafileFormat(new Workspace(new MapDocument(TwMap.newMap(2, 2))), null, m -> {});

    @Test
    void theRegistryPicksTheFormatByExtensionAndFallsBackToTheDatafile() {
        MapFormats formats = new MapFormats(datafile);
        MapFormat json = new Fake("Driftline maps", "json");
        formats.add(json);
        assertThat(formats.forPath(Path.of("a/b.JSON"))).isSameAs(json);
        assertThat(formats.forPath(Path.of("a/b.map"))).isSameAs(datafile);
        assertThat(formats.forPath(Path.of("a/b.txt"))).isSameAs(datafile);
        assertThat(formats.all()).containsExactly(datafile, json);
    }

    @Test
    void stepsRunInOrderAndTheFirstThatWritesOrCancelsEndsTheRun() throws Exception {
        List<String> ran = new ArrayList<>();
        FileSteps steps = new FileSteps();
        steps.add(new FileStep() {
            @Override
            public boolean beforeSave(MapFormat format, Path path, SourceForm form, Runnable after) {
                ran.add("first before");
                return !path.toString().endsWith("cancel.map");
            }

            @Override
            public boolean write(MapFormat format, Path path, byte[] bytes) {
                ran.add("first write");
                return false;
            }
        });
        steps.add(new FileStep() {
            @Override
            public boolean beforeSave(MapFormat format, Path path, SourceForm form, Runnable after) {
                ran.add("second before");
                return true;
            }

            @Override
            public boolean write(MapFormat format, Path path, byte[] bytes) throws IOException {
                ran.add("second write");
                Files.write(path, new byte[] {42});
                return true;
            }
        });
        assertThat(steps.beforeSave(datafile, dir.resolve("cancel.map"), SourceForm.DDNET, null))
                .isFalse();
        assertThat(steps.beforeSave(datafile, dir.resolve("ok.map"), SourceForm.DDNET, null))
                .isTrue();
        steps.write(datafile, dir.resolve("ok.map"), new byte[] {1, 2});
        assertThat(ran).containsExactly("first before", "first before", "second before", "first write", "second write");
        assertThat(Files.readAllBytes(dir.resolve("ok.map"))).containsExactly(42);

        new FileSteps().write(datafile, dir.resolve("plain.map"), new byte[] {1, 2});
        assertThat(Files.readAllBytes(dir.resolve("plain.map"))).containsExactly(1, 2);
    }

    @Test
    void aFailedReadIsRecoveredByTheFirstStepThatCan() throws Exception {
        LoadResult recovered = new LoadResult(TwMap.newMap(3, 3), List.of(), SourceForm.DDNET);
        FileSteps steps = new FileSteps();
        steps.add(new FileStep() {});
        steps.add(new FileStep() {
            @Override
            public LoadResult readFailed(MapFormat format, Path path, Exception error) {
                return recovered;
            }
        });
        assertThat(steps.readFailed(datafile, dir.resolve("x.map"), new IOException("broken")))
                .isSameAs(recovered);
        assertThatThrownBy(() -> new FileSteps().readFailed(datafile, dir.resolve("x.map"), new IOException("broken")))
                .hasMessage("broken");
    }

    /** A format that only has a name and an extension. */
    private record Fake(String description, String extension) implements MapFormat {
        @Override
        public List<String> extensions() {
            return List.of(extension);
        }

        @Override
        public Opening read(Path path) {
            return () -> "read";
        }

        @Override
        public Saving save(MapDocument doc, SourceForm form) {
            return () -> new byte[0];
        }
    }
}
