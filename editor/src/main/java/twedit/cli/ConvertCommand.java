package twedit.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import twedit.model.codec.SaveOptions;
import twedit.model.codec.SourceForm;

/**
 * `twedit convert IN OUT [--to ddnet|0.7]`: save a map in DDNet or Teeworlds 0.7 form, or convert between .map and
 * Driftline .json (mapping in twedit.model.driftline's package documentation).
 */
@Command(
        name = "convert",
        mixinStandardHelpOptions = true,
        description = {
            "Convert a map between DDNet form and Teeworlds 0.7 form, or between .map and Driftline .json.",
            "  twedit convert in.map out.map --to 0.7",
            "  twedit convert in.json out.map [--tileset tiles.png]   (default: the map's tileset PNG next to it)",
            "  twedit convert in.map out.json [--tileset NAME] [--force]"
        })
public final class ConvertCommand implements Callable<Integer> {
    /** Target forms accepted by --to. */
    enum Target {
        ddnet,
        v07
    }

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "IN")
    Path in;

    @Parameters(index = "1", paramLabel = "OUT")
    Path out;

    @Option(
            names = "--to",
            paramLabel = "FORM",
            converter = TargetConverter.class,
            defaultValue = "ddnet",
            description = "ddnet (default) or 0.7")
    Target to;

    @Option(
            names = "--tileset",
            paramLabel = "PNG|NAME",
            description = "json to map: the tileset PNG to embed (default: <meta.tileset>.png next to the map or in a"
                    + " tilesets folder, as the editor finds it); map to json: the meta.tileset name (default: the"
                    + " image of the bg/solid/fg layers)")
    String tileset;

    @Option(
            names = "--force",
            description = "drop what the target cannot hold instead of refusing: for 0.7 DDNet-only content (sounds,"
                    + " settings, DDNet physics layers, ...), for .json design layers, pickups and other Game tiles")
    boolean force;

    @Override
    public Integer call() {
        if (isJson(in) || isJson(out)) {
            return DriftlineConvert.run(
                    spec,
                    in,
                    out,
                    tileset,
                    to == Target.ddnet ? SaveOptions.DDNET : new SaveOptions(SourceForm.TEEWORLDS_07, force),
                    force);
        }
        SaveOptions options = new SaveOptions(to == Target.ddnet ? SourceForm.DDNET : SourceForm.TEEWORLDS_07, force);
        return ResaveCommand.BatchRunner.run(spec, List.<Path[]>of(new Path[] {in, out}), (files, i, o) -> {
            twedit.model.map.TwMap map = files.load(i).map();
            ResaveCommand.BatchRunner.writing(o, () -> files.save(map, o, options));
            return i + " -> " + o + " (" + (to == Target.ddnet ? "DDNet" : "0.7") + " form)";
        });
    }

    private static boolean isJson(Path p) {
        return p.getFileName() != null
                && p.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".json");
    }

    /** Accepts "ddnet" and "0.7". */
    static final class TargetConverter implements picocli.CommandLine.ITypeConverter<Target> {
        @Override
        public Target convert(String value) {
            switch (value.toLowerCase(java.util.Locale.ROOT)) {
                case "ddnet":
                    return Target.ddnet;
                case "0.7":
                case "07":
                case "teeworlds":
                    return Target.v07;
                default:
                    throw new picocli.CommandLine.TypeConversionException(
                            "'" + value + "' is not a form: use ddnet or 0.7");
            }
        }
    }
}
