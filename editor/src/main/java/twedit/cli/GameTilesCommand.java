package twedit.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import twedit.model.codec.LoadResult;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.gametiles.GameTiles;
import twedit.model.io.MapFiles;
import twedit.model.map.Group;
import twedit.model.map.Layer;
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
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            return run(stdout);
        } catch (Failure f) {
            err.println("twedit: " + f.getMessage());
            return ExitCodes.USAGE;
        } finally {
            stdout.flush();
            err.flush();
        }
    }

    private int run(PrintWriter stdout) throws Failure {
        GameTileOp operation = GameTileOp.parse(op)
                .orElseThrow(() -> new Failure("unknown --op '" + op + "'; one of "
                        + Stream.of(GameTileOp.values())
                                .map(GameTileOp::cliName)
                                .collect(Collectors.joining(", "))));
        CellMask area = selection == null ? null : area(selection);
        MapFiles files = new MapFiles(ReadLimits.DDNET, null);
        LoadResult loaded;
        try {
            loaded = files.load(in);
        } catch (Exception | OutOfMemoryError e) {
            throw new Failure(in + ": " + CliErrors.describe(e));
        }
        TwMap map = loaded.map();
        TileLayer design = design(map);
        MapDocument doc = new MapDocument(map);
        GameTiles.Outcome o = GameTiles.construct(doc, design, area, operation, GameTiles.ORIGIN);
        if (!o.done()) {
            if (GameTiles.problem(map, design).isPresent()) {
                throw new Failure(in + ": " + o.message());
            }
            stdout.println(in + ": " + o.message() + " Nothing written.");
            return ExitCodes.PROBLEM;
        }
        try {
            files.save(map, out, new SaveOptions(loaded.form(), false));
        } catch (Exception e) {
            throw new Failure(out + ": " + CliErrors.describe(e));
        }
        stdout.println(in + " -> " + out + ": " + o.message());
        return ExitCodes.OK;
    }

    private TileLayer design(TwMap map) throws Failure {
        int slash = layer.indexOf('/');
        if (slash < 0) {
            throw new Failure("--layer must be GROUP/LAYER (each an index or a name), got '" + layer + "'");
        }
        List<String> groups = map.groups().stream().map(Group::name).toList();
        int gi = pick("group", layer.substring(0, slash).trim(), groups);
        Group g = map.groups().get(gi);
        int li = pick(
                "layer",
                layer.substring(slash + 1).trim(),
                g.layers().stream().map(Layer::name).toList());
        if (!(g.layers().get(li) instanceof TileLayer t)) {
            throw new Failure("layer " + li + " '" + g.layers().get(li).name() + "' of group " + gi + " '" + g.name()
                    + "' is not a tiles layer");
        }
        return t;
    }

    private static CellMask area(String s) throws Failure {
        String[] p = s.split(",", -1);
        if (p.length != 4) {
            throw new Failure("--selection must be X,Y,W,H, got '" + s + "'");
        }
        int[] v = new int[4];
        for (int i = 0; i < 4; i++) {
            try {
                v[i] = Integer.parseInt(p[i].trim());
            } catch (NumberFormatException e) {
                throw new Failure("--selection must be four whole numbers X,Y,W,H, got '" + s + "'");
            }
        }
        if (v[0] < 0 || v[1] < 0 || v[2] <= 0 || v[3] <= 0) {
            throw new Failure("--selection needs X,Y >= 0 and W,H > 0, got '" + s + "'");
        }
        return CellMask.rect(v[0], v[1], v[2], v[3]);
    }

    /** The index of the entry a G or L names (see {@link IndexOrName}). */
    private static int pick(String what, String key, List<String> names) throws Failure {
        int i = IndexOrName.find(key, names);
        if (i < 0) {
            throw new Failure(IndexOrName.missing(what, key, names));
        }
        return i;
    }

    /** A problem that ends the command with exit 2 and a one-line message. */
    private static final class Failure extends Exception {
        Failure(String message) {
            super(message, null, false, false);
        }
    }
}
