package twedit.editor.merge;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * A map file git left unmerged (a `git merge` whose driver found conflicts): the three versions git keeps in its
 * index (stage 1 the base, 2 ours, 3 theirs), written to temporary files so Resolve Merge can merge them again.
 */
public record GitStages(Path file, Path base, Path ours, Path theirs) {
    /** The stages of {@code file} when git has it unmerged; empty when it is not in a repository or is merged. */
    public static Optional<GitStages> of(Path file) {
        Path dir = file == null ? null : file.toAbsolutePath().getParent();
        Path fileName = file == null ? null : file.getFileName();
        if (dir == null || fileName == null || !Files.isRegularFile(file)) {
            return Optional.empty();
        }
        String name = fileName.toString();
        try {
            String unmerged = git(dir, "ls-files", "-u", "--", name);
            if (unmerged == null
                    || !(unmerged.contains(" 1\t") && unmerged.contains(" 2\t") && unmerged.contains(" 3\t"))) {
                return Optional.empty();
            }
            Path tmp = Files.createTempDirectory("twedit-merge");
            List<Path> out = new ArrayList<>();
            for (int stage = 1; stage <= 3; stage++) {
                Path p = tmp.resolve(stage + "-" + name);
                Process pr = new ProcessBuilder("git", "show", ":" + stage + ":./" + name)
                        .directory(dir.toFile())
                        .redirectOutput(p.toFile())
                        .redirectError(ProcessBuilder.Redirect.DISCARD)
                        .start();
                if (!pr.waitFor(30, TimeUnit.SECONDS) || pr.exitValue() != 0) {
                    pr.destroyForcibly();
                    return Optional.empty();
                }
                p.toFile().deleteOnExit();
                out.add(p);
            }
            tmp.toFile().deleteOnExit();
            return Optional.of(new GitStages(file, out.get(0), out.get(1), out.get(2)));
        } catch (IOException e) {
            return Optional.empty(); // no git, or not a repository: nothing to resolve
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    /** Whether git has {@code file} unmerged (cheap: reads git's index only). */
    static boolean unmerged(Path file) {
        Path dir = file == null ? null : file.toAbsolutePath().getParent();
        Path fileName = file == null ? null : file.getFileName();
        if (dir == null || fileName == null || !Files.isRegularFile(file)) {
            return false;
        }
        try {
            String u = git(dir, "ls-files", "-u", "--", fileName.toString());
            return u != null && !u.isBlank();
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private static String git(Path dir, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        cmd.add("git");
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd)
                .directory(dir.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        byte[] b = p.getInputStream().readAllBytes();
        if (!p.waitFor(30, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return null;
        }
        return p.exitValue() == 0 ? new String(b, StandardCharsets.UTF_8) : null;
    }
}
