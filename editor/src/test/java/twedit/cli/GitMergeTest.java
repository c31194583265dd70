package twedit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.DdnetOracle;
import twedit.model.testutil.Processes;

/**
 * Issue 39 in a real git repository: `twedit git-setup`, then two branches editing a Debian map. git merge uses
 * twedit's driver (clean for disjoint edits, a conflict keeping ours for one cell edited twice) and git diff shows
 * the map as textconv lines.
 */
class GitMergeTest {
    @TempDir
    Path tmp;

    /** This JVM running twedit's main class on the test class path (what the driver command runs). */
    static String twedit() {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        return GitSetupCommand.quote(java.toString()) + " -cp "
                + GitSetupCommand.quote(System.getProperty("java.class.path")) + " twedit.editor.Main";
    }

    static Processes.Result git(Path repo, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("git", "-c", "user.name=t", "-c", "user.email=t@example.org"));
        cmd.addAll(List.of(args));
        return Processes.run(new ProcessBuilder(cmd).directory(repo.toFile()), Duration.ofSeconds(120));
    }

    static void ok(Processes.Result r) {
        assertThat(r.exitCode()).as(r.output()).isZero();
    }

    /** A repository set up by git-setup with dm1.map committed, and two branches: ours (current) and theirs. */
    Path repo(int[] oursCell, int oursId, int[] theirsCell, int theirsId) throws Exception {
        Path repo = tmp.resolve("repo");
        Files.createDirectories(repo);
        ok(git(repo, "init", "-q", "-b", "main"));
        CliRun setup = CliRun.of("git-setup", "-C", repo.toString(), "--command", twedit());
        assertThat(setup.exitCode()).as(setup.err()).isZero();
        assertThat(Files.readString(repo.resolve(".gitattributes"))).contains("*.map merge=twedit diff=twedit");
        assertThat(git(repo, "config", "merge.twedit.driver").output()).contains("merge %O %A %B -o %A");
        Path base = Corpus.ddnetMap("maps/dm1.map");
        Path map = repo.resolve("dm1.map");
        Files.copy(base, map);
        ok(git(repo, "add", "."));
        ok(git(repo, "commit", "-q", "-m", "base"));
        ok(git(repo, "checkout", "-q", "-b", "theirs"));
        MergeCommandTest.withCell(base, map, theirsCell[0], theirsCell[1], theirsId);
        ok(git(repo, "commit", "-q", "-am", "theirs"));
        ok(git(repo, "checkout", "-q", "main"));
        MergeCommandTest.withCell(base, map, oursCell[0], oursCell[1], oursId);
        ok(git(repo, "commit", "-q", "-am", "ours"));
        return repo;
    }

    @Test
    void gitMergeOfDisjointEditsIsCleanAndGitDiffShowsText() throws Exception {
        int[] a = MergeCommandTest.air(Corpus.ddnetMap("maps/dm1.map"));
        Path repo = repo(a, 1, new int[] {a[0] + 1, a[1]}, 3);
        Processes.Result merge = git(repo, "merge", "--no-edit", "theirs");
        assertThat(merge.exitCode()).as(merge.output()).isZero();
        Path map = repo.resolve("dm1.map");
        assertThat(MergeCommandTest.gameCell(map, a[0], a[1])).isEqualTo(1);
        assertThat(MergeCommandTest.gameCell(map, a[0] + 1, a[1])).isEqualTo(3);
        DdnetOracle.ServerResult server = DdnetOracle.serverLoads(Files.readAllBytes(map));
        assertThat(server.loaded()).as(server.summary()).isTrue();
        Processes.Result diff = git(repo, "diff", "main~1", "theirs", "--", "dm1.map");
        ok(diff);
        assertThat(diff.output()).contains("+    row " + a[1] + ":").doesNotContain("Binary files");
    }

    @Test
    void gitMergeOfOneCellEditedTwiceConflictsAndKeepsOurs() throws Exception {
        int[] a = MergeCommandTest.air(Corpus.ddnetMap("maps/dm1.map"));
        Path repo = repo(a, 1, a, 3);
        Processes.Result merge = git(repo, "merge", "--no-edit", "theirs");
        assertThat(merge.exitCode()).as(merge.output()).isNotZero();
        assertThat(merge.output()).contains("CONFLICT", "dm1.map");
        assertThat(git(repo, "status", "--porcelain").output()).contains("UU dm1.map");
        Path map = repo.resolve("dm1.map");
        assertThat(MergeCommandTest.gameCell(map, a[0], a[1])).isEqualTo(1);
        DdnetOracle.ServerResult server = DdnetOracle.serverLoads(Files.readAllBytes(map));
        assertThat(server.loaded()).as(server.summary()).isTrue();
        // the editor's Resolve Merge finds the three versions in git's index
        twedit.editor.merge.GitStages stages =
                twedit.editor.merge.GitStages.of(map).orElseThrow();
        assertThat(MergeCommandTest.gameCell(stages.base(), a[0], a[1])).isZero();
        assertThat(MergeCommandTest.gameCell(stages.ours(), a[0], a[1])).isEqualTo(1);
        assertThat(MergeCommandTest.gameCell(stages.theirs(), a[0], a[1])).isEqualTo(3);
    }
}
