package twedit.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import twedit.media.PngCodec;
import twedit.model.codec.LoadResult;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.TileOps;
import twedit.model.io.MapFiles;
import twedit.model.map.MapImage;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.media.MediaEdits;
import twedit.model.media.MediaResult;
import twedit.model.media.MediaRules;
import twedit.model.tiles.TileOpacity;

/** `twedit replace-image MAP NAME PNG OUT`: gives an embedded image a PNG's pixels, keeping every layer using it. */
@Command(
        name = "replace-image",
        mixinStandardHelpOptions = true,
        description = {
            "Replace the pixels of an embedded image with a PNG's, keeping every layer that uses it.",
            "  twedit replace-image MAP NAME PNG OUT",
            "The PNG may be of any colour type; it is converted to the image's format (RGBA, or RGB for 0.7 RGB"
                    + " images). OUT is saved in the form MAP was in. Warns when tiles layers use the image and its new"
                    + " size is not a multiple of 16."
        })
public final class ReplaceImageCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "MAP")
    Path mapFile;

    @Parameters(index = "1", paramLabel = "NAME", description = "the image's name, as `twedit info` lists it")
    String name;

    @Parameters(index = "2", paramLabel = "PNG")
    Path png;

    @Parameters(index = "3", paramLabel = "OUT")
    Path outFile;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            return replace(out, err);
        } catch (Exception | OutOfMemoryError e) {
            err.println("twedit: " + CliErrors.describe(e));
            return ExitCodes.USAGE;
        } finally {
            out.flush();
            err.flush();
        }
    }

    private int replace(PrintWriter out, PrintWriter err) throws Exception {
        MapFiles files = new MapFiles(ReadLimits.DDNET, null);
        LoadResult loaded;
        try {
            loaded = files.load(mapFile);
        } catch (Exception | OutOfMemoryError e) {
            err.println("twedit: " + mapFile + ": " + CliErrors.describe(e));
            return ExitCodes.USAGE;
        }
        TwMap map = loaded.map();
        List<MapImage> named =
                map.images().stream().filter(i -> name.equals(i.name())).toList();
        if (named.isEmpty()) {
            List<String> embedded = map.images().stream()
                    .filter(i -> !i.external())
                    .map(i -> "'" + i.name() + "'")
                    .toList();
            err.println("twedit: " + mapFile + ": no image named '" + name + "' ("
                    + (embedded.isEmpty()
                            ? "the map has no embedded images"
                            : "embedded images: " + String.join(", ", embedded))
                    + ")");
            return ExitCodes.USAGE;
        }
        MapImage image = named.get(0);
        if (named.size() > 1) {
            err.println(mapFile + ": warning: " + named.size() + " images are named '" + name + "'; replacing the"
                    + " first");
        }
        if (image.external()) {
            err.println("twedit: " + mapFile + ": image '" + name + "' is external (clients draw their own mapres"
                    + " file); only embedded images can be replaced");
            return ExitCodes.USAGE;
        }
        PngCodec.Rgba rgba;
        try {
            rgba = PngCodec.read(png);
        } catch (Exception e) {
            err.println("twedit: " + CliErrors.describe(e));
            return ExitCodes.USAGE;
        }
        MapImage.Format format = image.format();
        if (format == MapImage.Format.RGB && !rgba.opaque()) {
            err.println(mapFile + ": warning: image '" + name + "' is RGB (a 0.7 map image without alpha): the"
                    + " PNG's transparency is dropped");
        }
        MediaResult r = MediaEdits.replaceImage(map, image, rgba.width(), rgba.height(), format, rgba.pixels(format));
        if (!r.ok()) {
            err.println("twedit: " + mapFile + ": " + r.refusal());
            return ExitCodes.USAGE;
        }
        r.warnings().forEach(w -> err.println(mapFile + ": warning: " + w));
        MapDocument doc = new MapDocument(map);
        doc.apply(r.edit());
        // the tiles drawn with it take the new pixels' opaque flags, as DDNet's editor saves them
        TileOpacity opacity = TileOpacity.embeddedOnly();
        for (twedit.model.map.Layer l : map.allLayers()) {
            if (l instanceof TileLayer t && t.image() == image) {
                opacity.of(t).ifPresent(o -> doc.apply(TileOps.refreshOpacity(t, o)));
            }
        }
        files.save(map, outFile, new SaveOptions(loaded.form(), false));
        int users = MediaRules.layersUsing(map, image).size();
        out.println(mapFile + " -> " + outFile + ": image '" + name + "' is now " + rgba.width() + "x" + rgba.height()
                + " " + format + " (" + users + " layer" + (users == 1 ? "" : "s") + " use it)");
        return ExitCodes.OK;
    }
}
