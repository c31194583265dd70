package twedit.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * `twedit git-setup`: makes the git repository of the current folder merge maps with `twedit merge` and show them
 * in `git diff` as `twedit textconv` text (issue 39): a line in .gitattributes and the repository's git config.
 */
@Command(
        name = "git-setup",
        mixinStandardHelpOptions = true,
        description = {
            "Set up the git repository here so that git merge and rebase merge maps with twedit merge and git diff"
                    + " shows maps as text.",
            "Writes '*.map merge=twedit diff=twedit' to .gitattributes and merge.twedit.driver,"
                    + " diff.twedit.textconv to the repository's git config (not the global one).",
            "Exit code 0: set up, 2: not in a git repository, or git failed."
        })
public final class GitSetupCommand implements Callable<Integer> {
    static final String ATTRIBUTES = "*.map merge=twedit diff=twedit";

    @Spec
    CommandSpec spec;

    @Option(
            names = "--command",
            paramLabel = "CMD",
            description = "how git runs twedit (default: the launcher or jar running now)")
    String command;

    @Option(
            names = {"-C", "--repository"},
            paramLabel = "DIR",
            description = "a folder of the repository (default: here)")
    Path dir = Path.of("");

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String cmd = command != null ? command : runningCommand();
        if (cmd == null) {
            err.println("twedit: cannot tell how twedit was started; pass --command 'path/to/twedit'");
            return ExitCodes.USAGE;
        }
        try {
            Path cwd = dir.toAbsolutePath();
            String top = git(cwd, "rev-parse", "--show-toplevel").strip();
            if (top.isEmpty()) {
                err.println("twedit: " + cwd + " is not in a git repository (run git init first)");
                return ExitCodes.USAGE;
            }
            Path root = Path.of(top);
            Path attrs = root.resolve(".gitattributes");
            List<String> lines = Files.exists(attrs)
                    ? new ArrayList<>(Files.readAllLines(attrs, StandardCharsets.UTF_8))
                    : new ArrayList<>();
            if (!lines.contains(ATTRIBUTES)) {
                lines.add(ATTRIBUTES);
                Files.write(attrs, lines, StandardCharsets.UTF_8);
            }
            git(root, "config", "merge.twedit.name", "twedit three-way map merge");
            git(root, "config", "merge.twedit.driver", cmd + " merge %O %A %B -o %A");
            git(root, "config", "diff.twedit.textconv", cmd + " textconv");
            out.println("set up " + root + ": .gitattributes has '" + ATTRIBUTES + "'");
            out.println("  merge.twedit.driver = " + cmd + " merge %O %A %B -o %A");
            out.println("  diff.twedit.textconv = " + cmd + " textconv");
            out.flush();
            return ExitCodes.OK;
        } catch (GitFailed e) {
            err.println("twedit: " + e.getMessage());
            return ExitCodes.USAGE;
        } catch (IOException e) {
            err.println("twedit: cannot set up the repository: " + CliErrors.describe(e));
            return ExitCodes.USAGE;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return ExitCodes.USAGE;
        }
    }

    /** The launcher that started this JVM (it says so), else this JVM running this jar; null when neither. */
    static String runningCommand() {
        String launcher = System.getProperty("twedit.launcher");
        if (launcher != null && Files.isExecutable(Path.of(launcher))) {
            return quote(launcher);
        }
        try {
            Path jar = Path.of(GitSetupCommand.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI());
            if (Files.isRegularFile(jar) && jar.toString().endsWith(".jar")) {
                Path java = Path.of(System.getProperty("java.home"), "bin", "java");
                return quote(java.toString()) + " -jar " + quote(jar.toString());
            }
        } catch (Exception e) {
            return null;
        }
        return null;
    }

    /** A word for the shell git runs the driver with. */
    static String quote(String s) {
        return s.matches("[A-Za-z0-9_./+:=-]+") ? s : "'" + s.replace("'", "'\\''") + "'";
    }

    private static final class GitFailed extends Exception {
        private static final long serialVersionUID = 1L;

        GitFailed(String message) {
            super(message);
        }
    }

    private static String git(Path cwd, String... args) throws IOException, InterruptedException, GitFailed {
        List<String> cmd = new ArrayList<>();
        cmd.add("git");
        cmd.addAll(List.of(args));
        Process p;
        try {
            p = new ProcessBuilder(cmd)
                    .directory(cwd.toFile())
                    .redirectErrorStream(true)
                    .start();
        } catch (IOException e) {
            throw new GitFailed("cannot run git (" + e.getMessage() + "); is git installed?");
        }
        byte[] output = p.getInputStream().readAllBytes();
        if (!p.waitFor(30, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new GitFailed("git " + String.join(" ", args) + " took too long");
        }
        String text = new String(output, StandardCharsets.UTF_8);
        if (p.exitValue() != 0) {
            if (args[0].equals("rev-parse")) {
                throw new GitFailed(cwd + " is not in a git repository (run git init first)");
            }
            throw new GitFailed("git " + String.join(" ", args) + " failed: " + text.strip());
        }
        return text;
    }
}
