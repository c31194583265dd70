package twedit.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.driftline.DriftlineCanonicalWriter;
import twedit.model.driftline.DriftlineConversion;
import twedit.model.driftline.DriftlineLoss;
import twedit.model.driftline.DriftlineLosses;
import twedit.model.driftline.DriftlineMap;
import twedit.model.driftline.DriftlineReader;
import twedit.model.driftline.DriftlineResult;
import twedit.model.driftline.TilesetLocator;
import twedit.model.io.AtomicFiles;
import twedit.model.io.MapFiles;
import twedit.model.map.MapImage;
import twedit.model.map.TwMap;

/** The .json sides of `twedit convert`: Driftline to DDNet map and DDNet map to canonical Driftline JSON. */
final class DriftlineConvert {
    private DriftlineConvert() {}

    /**
     * Converts {@code in} to {@code out}; a .map whose content Driftline JSON cannot hold is refused with the list
     * unless {@code force}, which drops it (listed as warnings).
     */
    static int run(CommandSpec spec, Path in, Path out, String tileset, SaveOptions options, boolean force) {
        var err = spec.commandLine().getErr();
        try {
            MapFiles files = new MapFiles(ReadLimits.DDNET, null);
            if (in.toString().toLowerCase(java.util.Locale.ROOT).endsWith(".json")) {
                DriftlineResult read = DriftlineReader.read(in);
                read.warnings().forEach(w -> err.println(in + ": warning: " + w));
                DriftlineMap d = read.map();
                // the tileset the editor finds for the map (next to it, or in a tilesets folder), unless one is given:
                // Save As .map in the editor writes the same file
                Path png = tileset != null
                        ? Path.of(tileset)
                        : TilesetLocator.find(in, d.meta().tileset()).orElse(null);
                MapImage image = png == null
                        ? null
                        : twedit.media.PngCodec.readImage(png, DriftlineConversion.tilesetImageName(d.meta()));
                if (png != null && tileset == null) {
                    spec.commandLine().getOut().println(in + ": tileset " + png);
                }
                DriftlineConversion.Result<TwMap> r = DriftlineConversion.toDdnet(d, image);
                r.warnings().forEach(w -> err.println(in + ": warning: " + w));
                files.save(r.value(), out, options);
            } else {
                TwMap map = files.load(in).map();
                List<DriftlineLoss> losses = DriftlineLosses.ofDdnet(map);
                if (!losses.isEmpty() && !force) {
                    err.println("twedit: " + in + ": Driftline JSON cannot hold:");
                    losses.forEach(l -> err.println("  " + l.describe()));
                    err.println("twedit: nothing written (convert with --force to drop them)");
                    err.flush();
                    return ExitCodes.USAGE;
                }
                losses.forEach(l -> err.println(in + ": warning: dropped " + l.describe()));
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
