package twedit.packaging;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.Processes;

/**
 * packaging/build-deb makes a package holding the command on PATH, the desktop entry, icon and MIME type, and a
 * runtime of its own: its launcher, unpacked outside the repository, runs the command line on a real map.
 */
class DebPackageTest {
    @TempDir
    Path tmp;

    /** Runs a command in {@code dir}; its exit code and output (stdout and stderr together). */
    private static Result run(Path dir, long timeoutS, String... cmd) throws IOException, InterruptedException {
        // bounded while the command prints nothing too: it is killed, with its children, after timeoutS
        Processes.Result r =
                Processes.run(new ProcessBuilder(cmd).directory(dir.toFile()), Duration.ofSeconds(timeoutS));
        return new Result(r.exitCode(), r.output());
    }

    private record Result(int code, String out) {}

    @Test
    void packageHoldsTheDesktopPiecesAndItsLauncherRuns() throws Exception {
        Path module = Path.of("").toAbsolutePath();
        Path script = module.resolve("build-deb");
        Path jar = module.resolve("../editor/target/twedit.jar").normalize();
        for (String tool : List.of("jpackage", "dpkg-deb")) {
            Corpus.require(run(tmp, 30, "sh", "-c", "command -v " + tool).code() == 0, tool);
        }
        assertThat(jar).as("the editor jar (built before this module)").isRegularFile();
        Path out = tmp.resolve("out");
        Result build = run(module, 900, script.toString(), "--jar", jar.toString(), "--out", out.toString());
        assertThat(build.code()).as(build.out()).isZero();
        List<Path> debs;
        try (var s = Files.list(out)) {
            debs = s.filter(p -> p.toString().endsWith(".deb")).toList();
        }
        assertThat(debs).hasSize(1);
        Path deb = debs.get(0);
        assertThat(deb.getFileName().toString()).matches("twedit_0\\.1\\.0~snapshot_amd64\\.deb");

        Result contents = run(tmp, 60, "dpkg-deb", "-c", deb.toString());
        assertThat(contents.code()).isZero();
        List<String> entries = new ArrayList<>();
        for (String line : contents.out().split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f.length >= 6) {
                entries.add(line.substring(line.indexOf("./")));
            }
        }
        assertThat(entries)
                .contains(
                        "./usr/bin/twedit -> /opt/twedit/bin/twedit",
                        "./opt/twedit/bin/twedit",
                        "./opt/twedit/lib/app/twedit.jar",
                        "./usr/share/applications/twedit.desktop",
                        "./usr/share/mime/packages/twedit.xml",
                        "./usr/share/icons/hicolor/256x256/apps/twedit.png",
                        "./usr/share/icons/hicolor/48x48/apps/twedit.png");
        assertThat(entries).anyMatch(e -> e.startsWith("./opt/twedit/lib/runtime/lib/libawt_xawt.so"));
        Result info = run(tmp, 60, "dpkg-deb", "-I", deb.toString());
        assertThat(info.out()).contains("Package: twedit", "Architecture: amd64", "postinst", "postrm");

        // what it installs, unpacked somewhere else: the launcher runs the command line with its own runtime
        Path root = tmp.resolve("root");
        assertThat(run(tmp, 120, "dpkg-deb", "-x", deb.toString(), root.toString())
                        .code())
                .isZero();
        String desktop = Files.readString(root.resolve("usr/share/applications/twedit.desktop"));
        assertThat(desktop).contains("Exec=twedit %f", "Icon=twedit", "MimeType=application/x-teeworlds-map;");
        assertThat(Files.readString(root.resolve("usr/share/mime/packages/twedit.xml")))
                .contains("application/x-teeworlds-map", "*.map", "DATA");
        Path launcher = root.resolve("opt/twedit/bin/twedit");
        Result version = run(tmp, 60, launcher.toString(), "--version");
        assertThat(version.out()).contains("twedit 0.1.0");
        Path map = Corpus.ddnetMap("maps/Tutorial.map");
        Result mapInfo = run(tmp, 120, launcher.toString(), "info", map.toString());
        assertThat(mapInfo.code()).as(mapInfo.out()).isZero();
        assertThat(mapInfo.out()).contains("ddnet map").contains("author: unique2");
    }
}
