package twedit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.media.PngCodec;
import twedit.media.PngFilesForTests;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;
import twedit.model.map.MapImage;
import twedit.model.testutil.FileModes;
import twedit.model.testutil.TestMaps;

/**
 * Every command that writes a map (resave, fix, convert, automap, replace-image) gives a new file what the umask
 * gives and keeps an overwritten file's mode (0644, 0640), owner and group, also when it writes over its input.
 */
class FileModesCommandTest {
    @TempDir
    Path dir;

    private Path input() throws Exception {
        Path in = dir.resolve("in.map");
        if (!Files.exists(in)) {
            new MapFiles(ReadLimits.DDNET, null).save(TestMaps.kitchenSink(), in, SaveOptions.DDNET);
        }
        return in;
    }

    /**
     * Runs {@code command(out)} for a new OUT, over a 0644 and a 0640 OUT (given to another owner, which takes root:
     * see FileModes), and over its own 0640 input; each run must succeed and leave the expected mode.
     */
    private void assertModes(String name, Function<Path, String[]> command, boolean inPlace) throws Exception {
        String fresh = FileModes.newFile(dir);
        List<String> wrong = new ArrayList<>();
        Path created = dir.resolve(name + "-new.map");
        run(command.apply(created));
        if (!FileModes.permissions(created).equals(fresh)) {
            wrong.add("new file: " + FileModes.permissions(created) + ", a new file gets " + fresh);
        }
        for (String perms : new String[] {"rw-r--r--", "rw-r-----"}) {
            Path over = dir.resolve(name + "-" + perms + ".map");
            FileModes.Mode before = FileModes.prepare(over, new byte[] {1, 2, 3}, perms);
            run(command.apply(over));
            if (!FileModes.Mode.of(over).equals(before)) {
                wrong.add(perms + ": " + FileModes.Mode.of(over) + ", was " + before);
            }
        }
        if (inPlace) {
            Path in = input();
            FileModes.Mode before = FileModes.prepare(in, "rw-r-----");
            String[] args = command.apply(in);
            run(args);
            if (!FileModes.Mode.of(in).equals(before)) {
                wrong.add("in place: " + FileModes.Mode.of(in) + ", was " + before);
            }
        }
        assertThat(wrong).as(name).isEmpty();
    }

    private static void run(String... args) {
        CliRun r = CliRun.of(args);
        assertThat(r.exitCode())
                .as(String.join(" ", args) + ": " + r.out() + r.err())
                .isZero();
    }

    @Test
    void resave() throws Exception {
        Path in = input();
        assertModes("resave", out -> new String[] {"resave", in.toString(), out.toString()}, true);
    }

    @Test
    void fix() throws Exception {
        Path in = input();
        assertModes("fix", out -> new String[] {"fix", in.toString(), out.toString()}, true);
    }

    @Test
    void convert() throws Exception {
        Path in = input();
        assertModes("convert", out -> new String[] {"convert", in.toString(), out.toString()}, true);
        // Driftline .json output goes through the same write (--force: JSON drops what it cannot hold)
        Path json = dir.resolve("out.json");
        FileModes.Mode before = FileModes.prepare(json, new byte[] {1}, "rw-r-----");
        run("convert", in.toString(), json.toString(), "--force");
        assertThat(FileModes.Mode.of(json)).isEqualTo(before);
    }

    @Test
    void automap() throws Exception {
        Path in = input();
        Path rules = Files.writeString(dir.resolve("mine.rules"), "[One]\nIndex 1\n");
        assertModes(
                "automap",
                out -> new String[] {
                    "automap",
                    in.toString(),
                    out.toString(),
                    "--group",
                    "Game",
                    "--layer",
                    "Walls",
                    "--rules",
                    rules.toString(),
                    "--seed",
                    "7"
                },
                true);
    }

    @Test
    void replaceImage() throws Exception {
        Path in = input();
        Path png = dir.resolve("new.png");
        Files.write(png, PngCodec.encode(64, 64, MapImage.Format.RGBA, PngFilesForTests.random(64 * 64 * 4, 3)));
        assertModes(
                "replace-image",
                out -> new String[] {"replace-image", in.toString(), "test_tiles", png.toString(), out.toString()},
                true);
    }
}
