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
import twedit.model.document.edits.TilePatch;
import twedit.model.io.MapFiles;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.replace.ReplacePlan;
import twedit.model.replace.ReplaceScope;
import twedit.model.replace.TileReplacer;
import twedit.model.replace.TileSpec;

/** `twedit replace-tiles IN OUT --from ID[:FLAGS] --to ID[:FLAGS]`: find and replace a tile, as the editor does. */
@Command(
        name = "replace-tiles",
        mixinStandardHelpOptions = true,
        description = {
            "Replace a tile id (with given flags, or any) by another in a layer, a group or the whole map.",
            "  twedit replace-tiles IN OUT --from ID[:FLAGS] --to ID[:FLAGS] [--group G [--layer L]]",
            "IDs are numbers 0-255 or DDNet tile names (freeze, spawn_red...). Flags: 1 flip X, 2 flip Y, 8 rotate; on"
                    + " the from side they must match (unless --ignore-flags), on the to side they are set (else each"
                    + " tile keeps its own). Tele, switch and tune numbers and speedup force and angle are kept;"
                    + " physics layers the new tile is not valid on are left alone with a warning.",
            "Exit 0 when tiles were replaced, 1 when none matched (OUT is still written), 2 for bad usage or an"
                    + " unreadable map."
        })
public final class ReplaceTilesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "IN")
    Path in;

    @Parameters(index = "1", paramLabel = "OUT")
    Path out;

    @Option(names = "--from", required = true, paramLabel = "ID[:FLAGS]", description = "the tile to find")
    String from;

    @Option(names = "--to", required = true, paramLabel = "ID[:FLAGS]", description = "the tile to put instead")
    String to;

    @Option(
            names = {"-g", "--group"},
            paramLabel = "G",
            description = "only this group (index or name)")
    String group;

    @Option(
            names = {"-l", "--layer"},
            paramLabel = "L",
            description = "only this layer of the group (index or name)")
    String layer;

    @Option(names = "--ignore-flags", description = "match the from id whatever its flags")
    boolean ignoreFlags;

    @Option(names = "--dry-run", description = "count only; write nothing")
    boolean dryRun;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            return run(stdout, err);
        } catch (Failure f) {
            err.println("twedit: " + f.getMessage());
            return ExitCodes.USAGE;
        } finally {
            stdout.flush();
            err.flush();
        }
    }

    private int run(PrintWriter stdout, PrintWriter err) throws Failure {
        if (layer != null && group == null) {
            throw new Failure("--layer needs --group");
        }
        MapFiles files = new MapFiles(ReadLimits.DDNET, null);
        LoadResult loaded;
        try {
            loaded = files.load(in);
        } catch (Exception | OutOfMemoryError e) {
            throw new Failure(in + ": " + CliErrors.describe(e));
        }
        TwMap map = loaded.map();
        ReplaceScope scope = scope(map);
        TileSpec f;
        TileSpec t;
        try {
            f = TileSpec.parse(from, kindHint(map, scope));
            t = TileSpec.parse(to, kindHint(map, scope));
        } catch (IllegalArgumentException e) {
            throw new Failure(e.getMessage());
        }
        if (ignoreFlags) {
            f = TileSpec.of(f.id());
        }
        // a tile given by name is the physics tile: tiles layers (tileset numbers) are left alone then
        boolean physicsOnly = TileSpec.isName(from) || TileSpec.isName(to);
        ReplacePlan plan = TileReplacer.plan(map, scope, f, t, physicsOnly);
        for (TileLayer l : plan.refused()) {
            err.println(in + ": warning: " + where(map, l) + " holds tile " + f.id() + " but tile " + t.id()
                    + " is not valid on a " + l.kind().defaultName() + " layer; left alone");
        }
        for (TilePatch p : plan.patches()) {
            stdout.println(
                    "  " + where(map, p.layer()) + ": " + p.cellCount() + (p.cellCount() == 1 ? " tile" : " tiles"));
        }
        if (dryRun) {
            stdout.println(in + ": " + plan.summary(false).replaceAll(";.*", "") + " (dry run, nothing written)");
            return plan.isEmpty() ? ExitCodes.PROBLEM : ExitCodes.OK;
        }
        new MapDocument(map).apply(plan.edit());
        try {
            files.save(map, out, new SaveOptions(loaded.form(), false));
        } catch (Exception e) {
            throw new Failure(out + ": " + CliErrors.describe(e));
        }
        stdout.println(in + " -> " + out + ": " + plan.summary(true).replaceAll(";.*", ""));
        return plan.isEmpty() ? ExitCodes.PROBLEM : ExitCodes.OK;
    }

    private ReplaceScope scope(TwMap map) throws Failure {
        if (group == null) {
            return new ReplaceScope.WholeMap();
        }
        Group g = map.groups()
                .get(pick("group", group, map.groups().stream().map(Group::name).toList()));
        if (layer == null) {
            return new ReplaceScope.InGroup(g);
        }
        int li = pick("layer", layer, g.layers().stream().map(Layer::name).toList());
        if (!(g.layers().get(li) instanceof TileLayer tl)) {
            throw new Failure("layer " + li + " '" + g.layers().get(li).name() + "' of group '" + g.name()
                    + "' is not a tile layer");
        }
        return new ReplaceScope.OneLayer(tl);
    }

    /** "group 14 'Game' layer 0 'Switch'", as `check` names layers. */
    private static String where(TwMap map, TileLayer l) {
        for (int gi = 0; gi < map.groups().size(); gi++) {
            Group g = map.groups().get(gi);
            int li = g.layers().indexOf(l);
            if (li >= 0) {
                return "group " + gi + " '" + g.name() + "' layer " + li + " '" + l.name() + "'";
            }
        }
        return "layer '" + l.name() + "'";
    }

    /** The layer kind tile names are looked up on: the one layer's, else the game layer's. */
    private static twedit.model.map.TileKind kindHint(TwMap map, ReplaceScope scope) {
        if (scope instanceof ReplaceScope.OneLayer one) {
            return one.layer().kind();
        }
        return twedit.model.map.TileKind.GAME;
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
