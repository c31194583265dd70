package twedit.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edit;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.toolbox.PlaceBorder;

/** {@code twedit place-border IN OUT --layer GROUP/LAYER}: DDNet's "Place border" (tile 1, two tiles wide). */
@Command(
        name = "place-border",
        mixinStandardHelpOptions = true,
        description = {
            "Place tile 1 in a 2-tile border along the edges of a tiles layer or the Game layer, as DDNet's Place border"
                    + " does (each cell keeps its flags; on the Game layer a Front layer's hookthrough cut under the"
                    + " border goes).",
            "  twedit place-border IN OUT --layer GROUP/LAYER [--selection X,Y,W,H]",
            "Exit 0 when the border was placed, 1 when it was already there (OUT is not written), 2 for bad usage, a"
                    + " layer that cannot take a border or an unreadable map."
        })
public final class PlaceBorderCommand implements Callable<Integer> {
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
            description = "the layer: group and layer, each an index or a name (Game/Game for the Game layer)")
    String layer;

    @Option(names = "--selection", paramLabel = "X,Y,W,H", description = "the border inside these cells only")
    String selection;

    @Override
    public Integer call() {
        return MapEditRun.run(spec, (stdout, err) -> {
            MapEditRun run = MapEditRun.open(in);
            TwMap map = run.map();
            TileLayer target = LayerArg.tiles(map, layer);
            String problem = PlaceBorder.problem(target);
            if (problem != null) {
                throw new MapEditRun.Failure(problem);
            }
            int[] r = selection == null
                    ? new int[] {0, 0, target.width(), target.height()}
                    : LayerArg.selection(selection);
            Edit e = PlaceBorder.edit(map, target, r[0], r[1], r[2], r[3]);
            if (e == null) {
                stdout.println(in + ": the border is already there on layer '" + target.name() + "'. Nothing written.");
                return ExitCodes.PROBLEM;
            }
            new MapDocument(map).apply(e);
            run.save(map, out);
            stdout.println(in + " -> " + out + ": " + PlaceBorder.LABEL + ": tile 1 around "
                    + (selection == null ? "layer '" + target.name() + "'" : "the selection " + selection) + ".");
            return ExitCodes.OK;
        });
    }
}
