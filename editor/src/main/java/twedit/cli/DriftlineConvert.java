package twedit.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.driftline.DriftlineCanonicalWriter;
import twedit.model.driftline.DriftlineConversion;
import twedit.model.driftline.DriftlineMap;
import twedit.model.driftline.DriftlineReader;
import twedit.model.driftline.DriftlineResult;
import twedit.model.io.AtomicFiles;
import twedit.model.io.MapFiles;
import twedit.model.map.MapImage;
import twedit.model.map.TwMap;

/** The .json sides of `twedit convert`: Driftline to DDNet map and DDNet map to canonical Driftline JSON. */
final class DriftlineConvert {
    private DriftlineConvert() {}

    static int run(CommandSpec spec, Path in, Path out, String tileset, SaveOptions options) {
        var err = spec.commandLine().getErr();
        try {
            MapFiles files = new MapFiles(ReadLimits.DDNET, null);
            if (in.toString().toLowerCase(java.util.Locale.ROOT).endsWith(".json")) {
                DriftlineResult read = DriftlineReader.read(in);
                read.warnings().forEach(w -> err.println(in + ": warning: " + w));
                DriftlineMap d = read.map();
                MapImage image = null;
                if (tileset != null) {
                    String name =
                            d.meta().tileset().isEmpty() ? "tileset" : d.meta().tileset();
                    image = twedit.media.PngCodec.readImage(Path.of(tileset), name);
                }
                DriftlineConversion.Result<TwMap> r = DriftlineConversion.toDdnet(d, image);
                r.warnings().forEach(w -> err.println(in + ": warning: " + w));
                files.save(r.value(), out, options);
            } else {
                TwMap map = files.load(in).map();
                DriftlineConversion.Result<DriftlineMap> r = DriftlineConversion.fromDdnet(map, tileset);
                r.warnings().forEach(w -> err.println(in + ": warning: " + w));
                String json = DriftlineCanonicalWriter.canonicalJson(r.value());
                AtomicFiles.write(
                        out,
                        json.getBytes(StandardCharsets.UTF_8)); // exactly canonical: the file hashes to the checksum
            }
        } catch (Exception e) {
            err.println("twedit: " + in + ": " + CliErrors.describe(e));
            err.flush();
            return ExitCodes.USAGE;
        }
        spec.commandLine().getOut().println(in + " -> " + out);
        spec.commandLine().getOut().flush();
        err.flush();
        return ExitCodes.OK;
    }
}
