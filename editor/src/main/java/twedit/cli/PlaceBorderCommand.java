package twedit.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import twedit.model.codec.LoadResult;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edit;
import twedit.model.io.MapFiles;
import twedit.model.map.Group;
import twedit.model.map.Layer;
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
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            MapFiles files = new MapFiles(ReadLimits.DDNET, null);
            LoadResult loaded;
            try {
                loaded = files.load(in);
            } catch (Exception | OutOfMemoryError e) {
                err.println("twedit: " + in + ": " + CliErrors.describe(e));
                return ExitCodes.USAGE;
            }
            TwMap map = loaded.map();
            String problem = null;
            TileLayer target = null;
            int[] r = null;
            try {
                target = pick(map);
                problem = PlaceBorder.problem(target);
                r = selection == null ? new int[] {0, 0, target.width(), target.height()} : rect(selection);
            } catch (IllegalArgumentException e) {
                problem = e.getMessage();
            }
            if (problem != null) {
                err.println("twedit: " + problem);
                return ExitCodes.USAGE;
            }
            Edit e = PlaceBorder.edit(map, target, r[0], r[1], r[2], r[3]);
            if (e == null) {
                stdout.println(in + ": the border is already there on layer '" + target.name() + "'. Nothing written.");
                return ExitCodes.PROBLEM;
            }
            new MapDocument(map).apply(e);
            try {
                files.save(map, out, new SaveOptions(loaded.form(), false));
            } catch (Exception ex) {
                err.println("twedit: " + out + ": " + CliErrors.describe(ex));
                return ExitCodes.USAGE;
            }
            stdout.println(in + " -> " + out + ": " + PlaceBorder.LABEL + ": tile 1 around "
                    + (selection == null ? "layer '" + target.name() + "'" : "the selection " + selection) + ".");
            return ExitCodes.OK;
        } finally {
            stdout.flush();
            err.flush();
        }
    }

    private TileLayer pick(TwMap map) {
        int slash = layer.indexOf('/');
        if (slash < 0) {
            throw new IllegalArgumentException(
                    "--layer must be GROUP/LAYER (each an index or a name), got '" + layer + "'");
        }
        List<String> groups = map.groups().stream().map(Group::name).toList();
        int gi = IndexOrName.find(layer.substring(0, slash).trim(), groups);
        if (gi < 0) {
            throw new IllegalArgumentException(
                    IndexOrName.missing("group", layer.substring(0, slash).trim(), groups));
        }
        Group g = map.groups().get(gi);
        List<String> layers = g.layers().stream().map(Layer::name).toList();
        int li = IndexOrName.find(layer.substring(slash + 1).trim(), layers);
        if (li < 0) {
            throw new IllegalArgumentException(
                    IndexOrName.missing("layer", layer.substring(slash + 1).trim(), layers));
        }
        if (!(g.layers().get(li) instanceof TileLayer t)) {
            throw new IllegalArgumentException("layer " + li + " '" + layers.get(li) + "' of group " + gi + " '"
                    + g.name() + "' is not a tiles layer");
        }
        return t;
    }

    private static int[] rect(String s) {
        String[] p = s.split(",", -1);
        int[] v = new int[4];
        try {
            if (p.length != 4) {
                throw new NumberFormatException();
            }
            for (int i = 0; i < 4; i++) {
                v[i] = Integer.parseInt(p[i].trim());
            }
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--selection must be four whole numbers X,Y,W,H, got '" + s + "'");
        }
        if (v[0] < 0 || v[1] < 0 || v[2] <= 0 || v[3] <= 0) {
            throw new IllegalArgumentException("--selection needs X,Y >= 0 and W,H > 0, got '" + s + "'");
        }
        return v;
    }
}
