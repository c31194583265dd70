package twedit.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import twedit.media.MapresOpacity;
import twedit.model.automap.AutomapReference;
import twedit.model.automap.AutomapResult;
import twedit.model.automap.Automapper;
import twedit.model.automap.Configuration;
import twedit.model.automap.RulesDiagnostic;
import twedit.model.automap.RulesParseResult;
import twedit.model.automap.RulesParser;
import twedit.model.codec.SaveOptions;
import twedit.model.dirs.DataDirs;
import twedit.model.dirs.RulesLookup;
import twedit.model.document.MapDocument;
import twedit.model.document.Origin;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.tiles.TileOpacity;

/** {@code twedit automap IN OUT --group G --layer L}: runs an automapper configuration over one tiles layer. */
@Command(
        name = "automap",
        mixinStandardHelpOptions = true,
        description = {
            "Run a DDNet automapper configuration over one tiles layer and save the map.",
            "Rules default to <image name>.rules under editor/automap/ or editor/ of your DDNet folder"
                    + " ($XDG_DATA_HOME/ddnet, else ~/.local/share/ddnet), else of the DDNet data directory"
                    + " ($TWEDIT_DATA, your DDNet folder or a system install), as the editor finds them; the"
                    + " configuration defaults to the file's first; the seed to the layer's stored one (0 = random).",
            "Exit 0 ok, 2 unreadable map or rules, bad rules file or bad usage."
        })
public final class AutomapCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "IN", description = "the map to read")
    Path in;

    @Parameters(index = "1", paramLabel = "OUT", description = "where to save the automapped map")
    Path out;

    @Option(
            names = {"-g", "--group"},
            required = true,
            paramLabel = "G",
            description = "group index or name")
    String group;

    @Option(
            names = {"-l", "--layer"},
            required = true,
            paramLabel = "L",
            description = "layer index (within the group) or name")
    String layer;

    @Option(
            names = {"-r", "--rules"},
            paramLabel = "FILE",
            description = "the .rules file to use")
    Path rules;

    @Option(
            names = {"-c", "--config"},
            paramLabel = "NAME",
            description = "configuration name (or index)")
    String config;

    @Option(
            names = {"-s", "--seed"},
            paramLabel = "N",
            description = "random seed 0.." + Automapper.MAX_SEED + " (0 = fresh)")
    Integer seed;

    @Option(
            names = "--reference",
            paramLabel = "game|TILE",
            description = "what the first run reads, as DDNet's Reference: game (the Game layer) or a game tile"
                    + " (hookable, death, unhookable, freeze, unfreeze, deep-freeze, deep-unfreeze, live-freeze,"
                    + " live-unfreeze: only the Game layer's cells holding it); default the layer itself")
    String reference;

    @Override
    public Integer call() {
        return MapEditRun.run(spec, (stdout, err) -> {
            if (seed != null && (seed < 0 || seed > Automapper.MAX_SEED)) {
                throw new MapEditRun.Failure("--seed must be 0.." + Automapper.MAX_SEED + ", got " + seed);
            }
            AutomapReference ref = AutomapReference.NONE;
            if (reference != null) {
                ref = AutomapReference.parse(reference)
                        .filter(r -> r != AutomapReference.NONE)
                        .orElseThrow(() -> new MapEditRun.Failure("unknown --reference '" + reference + "'; one of "
                                + java.util.Arrays.stream(AutomapReference.values())
                                        .filter(r -> r != AutomapReference.NONE)
                                        .map(AutomapReference::cliName)
                                        .collect(Collectors.joining(", "))));
            }
            MapEditRun run = MapEditRun.open(in);
            TwMap map = run.map();
            int gi = LayerArg.pick(
                    "group", group, map.groups().stream().map(Group::name).toList());
            Group g = map.groups().get(gi);
            int li = LayerArg.pick(
                    "layer", layer, g.layers().stream().map(Layer::name).toList());
            if (!(g.layers().get(li) instanceof TileLayer tl) || tl.kind() != TileKind.TILES) {
                throw new MapEditRun.Failure("layer " + li + " '"
                        + g.layers().get(li).name() + "' of group " + gi + " is not a tiles layer");
            }
            Path rulesFile = rulesFile(tl);
            Configuration c = configuration(rulesFile);
            int usedSeed = seed != null
                    ? seed
                    : tl.automapper() != null ? tl.automapper().seed() : 0;
            // the new tiles take the opaque flag of the layer's image, as DDNet's editor saves them
            Supplier<Optional<Path>> dataDir =
                    () -> new DataDirs(null, System.getenv(), Path.of(System.getProperty("user.home"))).find();
            TileOpacity opacity = new TileOpacity(new MapresOpacity(dataDir));
            Automapper.Reference input = null;
            if (ref != AutomapReference.NONE) {
                TileLayer game = map.gameLayer()
                        .orElseThrow(() -> new MapEditRun.Failure(
                                in + ": the map has no Game layer to" + " read as the reference"));
                input = ref.of(game.grid());
            }
            AutomapResult raw = new Automapper(c).run(tl.grid(), usedSeed, 0, 0, tl.width(), tl.height(), input);
            AutomapResult result = opacity.of(tl).map(raw::withOpacity).orElse(raw);
            // the command line changes the map as the editor does: one edit through a document
            new MapDocument(map).apply(result.toEdit(tl), Origin.AUTOMAP);
            run.save(map, out, SaveOptions.DDNET);
            stdout.println("group " + gi + " '" + g.name() + "', layer " + li + " '" + tl.name() + "': "
                    + rulesFile + " [" + c.name() + "]"
                    + (ref == AutomapReference.NONE ? "" : ", reference " + ref.ddnetName()) + ", seed "
                    + result.seed() + ": " + result.readChangedCount()
                    + " of " + (tl.width() * tl.height()) + " cells changed");
            stdout.println("saved " + out);
            return ExitCodes.OK;
        });
    }

    private Path rulesFile(TileLayer tl) throws MapEditRun.Failure {
        if (rules != null) {
            return rules;
        }
        if (tl.image() == null) {
            throw new MapEditRun.Failure(
                    "layer '" + tl.name() + "' has no image, so there are no default rules; give --rules");
        }
        String image = tl.image().name();
        RulesLookup lookup = rulesLookup(System.getenv(), Path.of(System.getProperty("user.home")));
        Optional<RulesLookup.Found> found = lookup.find(image);
        if (found.isEmpty()) {
            throw new MapEditRun.Failure("no rules for image '" + image + "' (searched "
                    + lookup.searched(image).stream().map(Path::toString).collect(Collectors.joining(", "))
                    + "); give --rules");
        }
        return found.get().file();
    }

    /** The editor's search for an image's rules, without its data directory preference (the CLI has none). */
    static RulesLookup rulesLookup(Map<String, String> env, Path home) {
        return RulesLookup.of(null, env, home);
    }

    private Configuration configuration(Path rulesFile) throws MapEditRun.Failure {
        RulesParseResult parsed;
        try {
            parsed = RulesParser.parse(rulesFile);
        } catch (IOException e) {
            throw new MapEditRun.Failure(rulesFile + ": " + CliErrors.describe(e));
        }
        PrintWriter err = spec.commandLine().getErr();
        for (RulesDiagnostic d : parsed.diagnostics()) {
            err.println(rulesFile + ":" + d.line() + ": " + d.severity().label() + ": " + d.message());
        }
        err.flush();
        if (parsed.hasErrors()) {
            throw new MapEditRun.Failure(rulesFile + ": the rules have errors (see `twedit rules check`)");
        }
        List<Configuration> all = parsed.rules().configurations();
        if (all.isEmpty()) {
            throw new MapEditRun.Failure(rulesFile + ": no configurations");
        }
        if (config == null) {
            return all.get(0);
        }
        var byName = parsed.rules().find(config);
        if (byName.isPresent()) {
            return byName.get();
        }
        Integer idx = parseIndex(config);
        if (idx != null && idx < all.size()) {
            return all.get(idx); // a name wins over an index: configuration names are rarely numbers
        }
        throw new MapEditRun.Failure(rulesFile + ": no configuration '" + config + "'; it has "
                + String.join(", ", IndexOrName.numbered(parsed.rules().names())));
    }

    private static Integer parseIndex(String s) {
        try {
            int v = Integer.parseInt(s);
            return v >= 0 ? v : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
