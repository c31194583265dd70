package twedit.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import twedit.model.document.MapDocument;
import twedit.model.gametiles.GameTiles;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.select.CellMask;
import twedit.model.tiles.GameTileOp;

/** {@code twedit game-tiles IN OUT --layer GROUP/LAYER --op OP}: DDNet's "Construct game tiles" from a design layer. */
@Command(
        name = "game-tiles",
        mixinStandardHelpOptions = true,
        description = {
            "Construct game tiles from a design tiles layer, as DDNet's editor does: every non-empty cell puts the"
                    + " operation's tile on the Game layer (the check-tele operations: on the Tele layer, added when"
                    + " missing) at the same place after the group's offset; the physics layers grow when the design"
                    + " reaches past them. The layer's group needs parallax 100 and offsets that are multiples of 32.",
            "  twedit game-tiles IN OUT --layer GROUP/LAYER --op OP [--selection X,Y,W,H]",
            "OP: air, hookable, death, unhookable, hookthrough, freeze, unfreeze, deep-freeze, deep-unfreeze,"
                    + " blue-check-tele, red-check-tele, live-freeze, live-unfreeze.",
            "Exit 0 when tiles were constructed, 1 when the layer (or selection) has no tile (OUT is not written),"
                    + " 2 for bad usage, a layer that cannot be used or an unreadable map."
        })
public final class GameTilesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "IN")
    Path in;

    @Parameters(index = "1", paramLabel = "OUT")
    Path out;

    @Option(
            names = {"-l", "--layer"},
            required = true,
            paramLabel = "GROUP/LAYER",
            description = "the design layer: group and layer, each an index or a name")
    String layer;

    @Option(names = "--op", required = true, paramLabel = "OP", description = "the game tile to construct")
    String op;

    @Option(names = "--selection", paramLabel = "X,Y,W,H", description = "only these cells of the design layer")
    String selection;

    @Override
    public Integer call() {
        return MapEditRun.run(spec, (stdout, err) -> run(stdout));
    }

    private int run(PrintWriter stdout) throws MapEditRun.Failure {
        GameTileOp operation = GameTileOp.parse(op)
                .orElseThrow(() -> new MapEditRun.Failure("unknown --op '" + op + "'; one of "
                        + Stream.of(GameTileOp.values())
                                .map(GameTileOp::cliName)
                                .collect(Collectors.joining(", "))));
        int[] r = selection == null ? null : LayerArg.selection(selection);
        CellMask area = r == null ? null : CellMask.rect(r[0], r[1], r[2], r[3]);
        MapEditRun run = MapEditRun.open(in);
        TwMap map = run.map();
        TileLayer design = LayerArg.tiles(map, layer);
        MapDocument doc = new MapDocument(map);
        GameTiles.Outcome o = GameTiles.construct(doc, design, area, operation, GameTiles.ORIGIN);
        if (!o.done()) {
            if (GameTiles.problem(map, design).isPresent()) {
                throw new MapEditRun.Failure(in + ": " + o.message());
            }
            stdout.println(in + ": " + o.message() + " Nothing written.");
            return ExitCodes.PROBLEM;
        }
        run.save(map, out);
        stdout.println(in + " -> " + out + ": " + o.message());
        return ExitCodes.OK;
    }
}
