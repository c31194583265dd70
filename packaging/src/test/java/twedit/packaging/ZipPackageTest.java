package twedit.packaging;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.Processes;

/**
 * packaging/build-zip makes the portable archive: unpacked outside the repository, with neither Maven nor the source
 * tree on hand, its sh launcher runs the command line with ./twedit's JVM options, and its Windows launcher has CRLF
 * line ends and the same options.
 */
class ZipPackageTest {
    /** The tools the sh launcher may use: no Maven, no source tree. */
    private static final List<String> TOOLS = List.of("sh", "sed", "dirname", "head", "readlink", "uname", "cat");

    @TempDir
    Path tmp;

    private record Result(int code, String out) {}

    private static Result run(Path dir, Map<String, String> env, String... cmd)
            throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile());
        if (env != null) {
            pb.environment().clear();
            pb.environment().putAll(env);
        }
        Processes.Result r = Processes.run(pb, Duration.ofSeconds(300));
        return new Result(r.exitCode(), r.output());
    }

    /** The JVM options ./twedit always gives (its unconditional {@code opts=(...)} and {@code opts+=(...)} lines). */
    static List<String> launcherOptions(String script) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("(?m)^opts\\+?=\\((.*)\\)$").matcher(script);
        while (m.find()) {
            out.addAll(List.of(m.group(1).trim().split("\\s+")));
        }
        return out;
    }

    @Test
    void unpackedArchiveRunsTheCommandLineWithoutMavenOrSources() throws Exception {
        Path module = Path.of("").toAbsolutePath();
        Path jar = module.resolve("../editor/target/twedit.jar").normalize();
        Corpus.require(
                run(tmp, null, "sh", "-c", "command -v zip && command -v unzip").code() == 0, "zip, unzip");
        assertThat(jar).as("the editor jar (built before this module)").isRegularFile();
        Path out = tmp.resolve("out");
        Result build = run(
                module, null, module.resolve("build-zip").toString(), "--jar", jar.toString(), "--out", out.toString());
        assertThat(build.code()).as(build.out()).isZero();
        Path zip = out.resolve("twedit-0.1.0-SNAPSHOT.zip");
        assertThat(zip).isRegularFile();
        assertThat(build.out().strip()).endsWith(zip.toString());

        Path unpacked = tmp.resolve("anywhere");
        Result unzip = run(tmp, null, "unzip", "-q", zip.toString(), "-d", unpacked.toString());
        assertThat(unzip.code()).as(unzip.out()).isZero();
        Path home = unpacked.resolve("twedit-0.1.0-SNAPSHOT");
        assertThat(home.resolve("twedit.jar")).isRegularFile();
        assertThat(home.resolve("README.txt")).isRegularFile();
        try (var libs = Files.list(home.resolve("lib"))) {
            assertThat(libs.map(p -> p.getFileName().toString())).anyMatch(n -> n.startsWith("picocli"));
        }
        Path sh = home.resolve("bin/twedit");
        assertThat(Files.isExecutable(sh))
                .as("bin/twedit keeps its executable bit")
                .isTrue();

        // a PATH of java and a few shell tools only, run from a folder that is neither the archive nor the sources
        Path bin = tmp.resolve("path");
        Files.createDirectories(bin);
        String javaHome = System.getProperty("java.home");
        Files.createSymbolicLink(bin.resolve("java"), Path.of(javaHome, "bin", "java"));
        for (String tool : TOOLS) {
            Result where = run(tmp, null, "sh", "-c", "command -v " + tool);
            Files.createSymbolicLink(bin.resolve(tool), Path.of(where.out().strip()));
        }
        Path cwd = tmp.resolve("elsewhere");
        Files.createDirectories(cwd);
        Map<String, String> env = Map.of("PATH", bin.toString(), "HOME", tmp.toString());

        Result version = run(cwd, env, sh.toString(), "--version");
        assertThat(version.code()).as(version.out()).isZero();
        assertThat(version.out()).contains("twedit 0.1.0");
        Result help = run(cwd, env, sh.toString(), "--help");
        assertThat(help.out()).contains("info", "check", "fix", "diff");

        Path map = Corpus.ddnetMap("maps/Tutorial.map");
        // through a link on PATH, as a user would install it, with the JVM's flags printed
        Path link = bin.resolve("twedit");
        Files.createSymbolicLink(link, sh);
        Map<String, String> flags = new java.util.HashMap<>(env);
        flags.put("TWEDIT_JAVA_OPTS", "-XX:+PrintCommandLineFlags");
        Result info = run(cwd, flags, link.toString(), "info", map.toString());
        assertThat(info.code()).as(info.out()).isZero();
        assertThat(info.out()).contains("ddnet map").contains("author: unique2");
        List<String> options = launcherOptions(Files.readString(module.resolve("../twedit")));
        assertThat(options).contains("-XX:TieredStopAtLevel=1", "-XX:+UseParallelGC", "-XX:MaxRAMPercentage=50");
        for (String o : options) {
            if (o.startsWith("-XX:")) {
                String flag = o.substring(4).replace("=50", "=50.000000");
                assertThat(info.out()).as("the JVM got " + o).contains(flag);
            }
        }

        // git-setup from the archive names the archive's launcher in git's config, as ./twedit names itself
        Path git = Path.of(run(tmp, null, "sh", "-c", "command -v git").out().strip());
        Files.createSymbolicLink(bin.resolve("git"), git);
        Path repo = tmp.resolve("repo");
        assertThat(run(tmp, null, "git", "init", "-q", repo.toString()).code()).isZero();
        Result setup = run(cwd, env, link.toString(), "git-setup", "-C", repo.toString());
        assertThat(setup.code()).as(setup.out()).isZero();
        assertThat(Files.readString(repo.resolve(".git/config"))).contains(sh + " merge");

        // no Java: a clear message, not a shell error
        Map<String, String> noJava =
                Map.of("PATH", tmp.resolve("path-without-java").toString());
        Files.createDirectories(tmp.resolve("path-without-java"));
        for (String tool : TOOLS) {
            Files.createSymbolicLink(
                    tmp.resolve("path-without-java").resolve(tool),
                    bin.resolve(tool).toRealPath());
        }
        Result none = run(cwd, noJava, sh.toString(), "--version");
        assertThat(none.code()).isEqualTo(2);
        assertThat(none.out()).contains("Java 17 or later is needed");

        // Windows: every line ends in CRLF, and the launcher gives ./twedit's options and passes every argument
        byte[] bat = Files.readAllBytes(home.resolve("bin/twedit.bat"));
        String text = new String(bat, StandardCharsets.US_ASCII);
        assertThat(text).endsWith("\r\n").startsWith("@echo off\r\n");
        assertThat(text.replace("\r\n", ""))
                .as("no bare LF or CR")
                .doesNotContain("\n")
                .doesNotContain("\r");
        for (String o : options) {
            if (o.startsWith("-Dtwedit.launcher=")) {
                // the source tree's own path for git-setup; the archive's launchers name themselves
                continue;
            }
            assertThat(text).as("twedit.bat gives " + o).contains(o);
        }
        assertThat(text)
                .contains("-jar \"%TWEDIT_ROOT%\\twedit.jar\" %*")
                .contains("set \"TWEDIT_ROOT=%~dp0..\"")
                .contains("%JAVA_HOME%\\bin\\java.exe")
                .contains("javaw.exe")
                .contains("exit /b %ERRORLEVEL%");
        // the young generation of ./twedit and bin/twedit on 6 GB or more, asked of PowerShell; a failure skips it
        assertThat(text)
                .contains("TotalPhysicalMemory -ge 6000000KB) { '-XX:NewSize=640m' }")
                .contains("catch {}\" 2^>nul`) do (")
                .contains("if \"%%m\"==\"-XX:NewSize=640m\" set \"OPTS=%OPTS% %%m\"");
        assertThat(Files.readString(sh)).contains("-ge 6000000", "-XX:NewSize=640m");
        assertThat(Files.readString(home.resolve("README.txt"))).contains("twedit 0.1.0-SNAPSHOT", "bin\\twedit.bat");
    }
}
