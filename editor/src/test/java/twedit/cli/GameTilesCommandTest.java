package twedit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.model.codec.MapDecoder;
import twedit.model.datafile.ReadLimits;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;

/** `twedit game-tiles`: DDNet's "Construct game tiles" from the command line, on Gold Mine's stones. */
class GameTilesCommandTest {
    private static final Path GOLD_MINE = Corpus.ddnetMap("maps/Gold Mine.map");

    @TempDir
    Path tmp;

    private static TwMap load(Path p) throws Exception {
        return new MapDecoder(ReadLimits.DDNET).read(p).map();
    }

    @Test
    void deathUnderGoldMinesStones() throws Exception {
        Path out = tmp.resolve("out.map");
        CliRun run = CliRun.of(
                "game-tiles", GOLD_MINE.toString(), out.toString(), "--layer", "Game/Stones", "--op", "death");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("Construct 'Death' game tiles (x990).");
        TwMap m = load(out);
        TileLayer game = m.gameLayer().orElseThrow();
        TileLayer stones = (TileLayer) m.groups().stream()
                .flatMap(g -> g.layers().stream())
                .filter(l -> l.name().equals("Stones"))
                .findFirst()
                .orElseThrow();
        for (int y = 0; y < stones.height(); y++) {
            for (int x = 0; x < stones.width(); x++) {
                if (stones.grid().get(x, y, 0) != 0) {
                    assertThat(game.grid().get(x, y, 0)).isEqualTo(2);
                }
            }
        }
    }

    @Test
    void aSelectionAndTheTeleOperation() throws Exception {
        Path out = tmp.resolve("tele.map");
        CliRun run = CliRun.of(
                "game-tiles",
                GOLD_MINE.toString(),
                out.toString(),
                "--layer",
                "Game/Stones",
                "--op",
                "blue-check-tele",
                "--selection",
                "0,0,400,400");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("Construct 'tele' game tiles (x990).");
        TileLayer tele = load(out).physicsLayer(TileKind.TELE).orElseThrow();
        int n = 0;
        for (int y = 0; y < tele.height(); y++) {
            for (int x = 0; x < tele.width(); x++) {
                n += tele.grid().get(x, y, 1) == 31 ? 1 : 0;
            }
        }
        assertThat(n).isEqualTo(990);
    }

    @Test
    void badUsageSaysWhatIsWrong() {
        Path out = tmp.resolve("x.map");
        CliRun op =
                CliRun.of("game-tiles", GOLD_MINE.toString(), out.toString(), "--layer", "Game/Stones", "--op", "lava");
        assertThat(op.exitCode()).isEqualTo(2);
        assertThat(op.err()).contains("unknown --op 'lava'").contains("deep-freeze");
        CliRun layer =
                CliRun.of("game-tiles", GOLD_MINE.toString(), out.toString(), "--layer", "Stones", "--op", "death");
        assertThat(layer.err()).contains("GROUP/LAYER");
        CliRun game =
                CliRun.of("game-tiles", GOLD_MINE.toString(), out.toString(), "--layer", "Game/Game", "--op", "death");
        assertThat(game.exitCode()).isEqualTo(2);
        assertThat(game.err()).contains("design tiles layer");
        CliRun sel = CliRun.of(
                "game-tiles",
                GOLD_MINE.toString(),
                out.toString(),
                "--layer",
                "Game/Stones",
                "--op",
                "death",
                "--selection",
                "1,2,x,4");
        assertThat(sel.err()).contains("X,Y,W,H");
        assertThat(Files.exists(out)).isFalse();
    }
}
