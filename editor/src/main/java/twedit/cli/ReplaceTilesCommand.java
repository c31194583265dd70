package twedit.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.TilePatch;
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
        return MapEditRun.run(spec, this::run);
    }

    private int run(PrintWriter stdout, PrintWriter err) throws MapEditRun.Failure {
        if (layer != null && group == null) {
            throw new MapEditRun.Failure("--layer needs --group");
        }
        MapEditRun run = MapEditRun.open(in);
        TwMap map = run.map();
        ReplaceScope scope = scope(map);
        TileSpec f;
        TileSpec t;
        try {
            f = TileSpec.parse(from, kindHint(map, scope));
            t = TileSpec.parse(to, kindHint(map, scope));
        } catch (IllegalArgumentException e) {
            throw new MapEditRun.Failure(e.getMessage());
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
        run.save(map, out);
        stdout.println(in + " -> " + out + ": " + plan.summary(true).replaceAll(";.*", ""));
        return plan.isEmpty() ? ExitCodes.PROBLEM : ExitCodes.OK;
    }

    private ReplaceScope scope(TwMap map) throws MapEditRun.Failure {
        if (group == null) {
            return new ReplaceScope.WholeMap();
        }
        Group g = map.groups()
                .get(LayerArg.pick(
                        "group", group, map.groups().stream().map(Group::name).toList()));
        if (layer == null) {
            return new ReplaceScope.InGroup(g);
        }
        int li = LayerArg.pick(
                "layer", layer, g.layers().stream().map(Layer::name).toList());
        if (!(g.layers().get(li) instanceof TileLayer tl)) {
            throw new MapEditRun.Failure("layer " + li + " '"
                    + g.layers().get(li).name() + "' of group '" + g.name() + "' is not a tile layer");
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
}
