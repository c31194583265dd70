package twedit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.TileOps;
import twedit.model.io.MapFiles;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;
import twedit.model.testutil.DdnetOracle;

/**
 * `twedit merge BASE OURS THEIRS -o OUT [--json]` on a Debian map edited in code: exit 0 and both edits for disjoint
 * edits, 1 with the conflict (its location and both sides) on stdout and in JSON for one cell changed twice, 2 with a
 * message naming the file for an unreadable input; `twedit textconv` prints one line per non-empty tile row.
 */
class MergeCommandTest {
    @TempDir
    Path tmp;

    static final MapFiles FILES = new MapFiles(ReadLimits.DDNET, null);

    /** A copy of {@code map} with game cell (x, y) set to {@code id}. */
    static Path withCell(Path map, Path out, int x, int y, int id) throws Exception {
        TwMap m = FILES.load(map).map();
        TileLayer game = m.gameLayer().orElseThrow();
        new MapDocument(m).apply(TileOps.setCell(game, x, y, new byte[] {(byte) id, 0, 0, 0}));
        FILES.save(m, out, SaveOptions.DDNET);
        return out;
    }

    /** Two air cells of the map's game layer, side by side. */
    static int[] air(Path map) throws Exception {
        TileLayer g = FILES.load(map).map().gameLayer().orElseThrow();
        for (int y = g.height() / 2; y < g.height(); y++) {
            for (int x = 0; x + 1 < g.width(); x++) {
                if (g.grid().get(x, y, 0) == 0 && g.grid().get(x + 1, y, 0) == 0) {
                    return new int[] {x, y};
                }
            }
        }
        throw new AssertionError("no air in " + map);
    }

    static int gameCell(Path map, int x, int y) throws Exception {
        return FILES.load(map).map().gameLayer().orElseThrow().grid().get(x, y, 0);
    }

    @Test
    void disjointEditsMergeCleanAndTheServerLoadsTheResult() throws Exception {
        Path base = Corpus.ddnetMap("maps/dm1.map");
        int[] a = air(base);
        Path ours = withCell(base, tmp.resolve("ours.map"), a[0], a[1], 1);
        Path theirs = withCell(base, tmp.resolve("theirs.map"), a[0] + 1, a[1], 3);
        Path out = tmp.resolve("out.map");
        CliRun r = CliRun.of("merge", base.toString(), ours.toString(), theirs.toString(), "-o", out.toString());
        assertThat(r.exitCode()).as(r.out() + r.err()).isEqualTo(ExitCodes.OK);
        assertThat(r.out()).contains("merged clean");
        assertThat(gameCell(out, a[0], a[1])).isEqualTo(1);
        assertThat(gameCell(out, a[0] + 1, a[1])).isEqualTo(3);
        DdnetOracle.ServerResult server = DdnetOracle.serverLoads(Files.readAllBytes(out));
        assertThat(server.loaded()).as(server.summary()).isTrue();
    }

    @Test
    void theSameCellChangedTwiceIsAConflictListedWithBothSides() throws Exception {
        Path base = Corpus.ddnetMap("maps/dm1.map");
        int[] a = air(base);
        Path ours = withCell(base, tmp.resolve("ours.map"), a[0], a[1], 1);
        Path theirs = withCell(base, tmp.resolve("theirs.map"), a[0], a[1], 3);
        Path out = tmp.resolve("out.map");
        CliRun r = CliRun.of("merge", base.toString(), ours.toString(), theirs.toString(), "-o", out.toString());
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.PROBLEM);
        assertThat(r.out())
                .contains(
                        "CONFLICT cell (" + a[0] + ", " + a[1] + ") of Game layer",
                        "cells (" + a[0] + ", " + a[1] + ")]",
                        "ours:   tile 1",
                        "theirs: tile 3");
        assertThat(gameCell(out, a[0], a[1])).isEqualTo(1);
        CliRun j =
                CliRun.of("merge", base.toString(), ours.toString(), theirs.toString(), "-o", out.toString(), "--json");
        assertThat(j.exitCode()).isEqualTo(ExitCodes.PROBLEM);
        JsonNode root = new ObjectMapper().readTree(j.out());
        assertThat(root.get("clean").asBoolean()).isFalse();
        JsonNode c = root.get("conflicts").get(0);
        assertThat(c.get("location").get("kind").asText()).isEqualTo("cells");
        assertThat(c.get("location").get("x").asInt()).isEqualTo(a[0]);
        assertThat(c.get("ours").asText()).isEqualTo("tile 1 flags 0");
        assertThat(c.get("theirs").asText()).isEqualTo("tile 3 flags 0");
    }

    @Test
    void anUnreadableInputExitsTwoNamingIt() throws Exception {
        Path base = Corpus.ddnetMap("maps/dm1.map");
        Path junk = tmp.resolve("junk.map");
        Files.writeString(junk, "not a map");
        CliRun r = CliRun.of(
                "merge",
                base.toString(),
                base.toString(),
                junk.toString(),
                "-o",
                tmp.resolve("o.map").toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(r.err()).contains("THEIRS", junk.toString()).doesNotContain("Exception");
        assertThat(tmp.resolve("o.map")).doesNotExist();
    }

    @Test
    void textconvPrintsStableLinesAndOneChangedCellIsOneChangedLine() throws Exception {
        Path base = Corpus.ddnetMap("maps/dm1.map");
        int[] at = air(base);
        Path ours = withCell(base, tmp.resolve("ours.map"), at[0], at[1], 1);
        CliRun a = CliRun.of("textconv", base.toString());
        CliRun again = CliRun.of("textconv", base.toString());
        CliRun b = CliRun.of("textconv", ours.toString());
        assertThat(a.exitCode()).isZero();
        assertThat(a.out()).isEqualTo(again.out()).contains("group '", "  layer '", "    row ");
        java.util.List<String> la = a.out().lines().toList();
        java.util.List<String> lb = b.out().lines().toList();
        assertThat(lb).hasSize(la.size());
        long changed = 0;
        for (int i = 0; i < la.size(); i++) {
            changed += la.get(i).equals(lb.get(i)) ? 0 : 1;
        }
        assertThat(changed).isEqualTo(1);
    }
}
