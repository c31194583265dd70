package twedit.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import twedit.media.PngCodec;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.AtomicFiles;
import twedit.model.io.MapFiles;
import twedit.model.map.MapImage;
import twedit.model.map.MapSound;
import twedit.model.map.TwMap;
import twedit.model.media.ExportNames;
import twedit.model.media.MediaEdits;

/** `twedit extract MAP DIR`: writes every embedded image as PNG and every sound as .opus. */
@Command(
        name = "extract",
        mixinStandardHelpOptions = true,
        description = {
            "Write every embedded image of a map as a PNG file and every sound as an Opus file into a directory.",
            "  twedit extract MAP DIR",
            "File names are the image and sound names, made filename-safe and unique (ignoring case); files of the"
                    + " same name in DIR are replaced. External images are skipped: clients ship them. 0.7 RGB images"
                    + " become 24-bit PNGs, so importing them again is bit-exact."
        })
public final class ExtractCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "MAP")
    Path mapFile;

    @Parameters(index = "1", paramLabel = "DIR")
    Path dir;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        TwMap map;
        try {
            map = new MapFiles(ReadLimits.DDNET, null).load(mapFile).map();
            Files.createDirectories(dir);
        } catch (Exception | OutOfMemoryError e) {
            err.println("twedit: " + mapFile + ": " + CliErrors.describe(e));
            err.flush();
            return ExitCodes.USAGE;
        }
        int status = ExitCodes.OK;
        List<MapImage> embedded = new ArrayList<>();
        for (MapImage img : map.images()) {
            if (img.external()) {
                out.println("skipped external image '" + img.name() + "'");
            } else {
                embedded.add(img);
            }
        }
        List<String> names =
                ExportNames.unique(embedded.stream().map(MapImage::name).toList(), "image");
        int images = 0;
        for (int i = 0; i < embedded.size(); i++) {
            MapImage img = embedded.get(i);
            Path file = dir.resolve(names.get(i) + ".png");
            try {
                AtomicFiles.write(file, PngCodec.encode(img));
                out.println("image '" + img.name() + "' (" + img.width() + "x" + img.height() + " " + img.format()
                        + ") -> " + file);
                images++;
            } catch (Exception e) {
                err.println("twedit: " + mapFile + ": image '" + img.name() + "': " + CliErrors.describe(e));
                status = ExitCodes.PROBLEM;
            }
        }
        List<String> soundNames =
                ExportNames.unique(map.sounds().stream().map(MapSound::name).toList(), "sound");
        int sounds = 0;
        for (int i = 0; i < map.sounds().size(); i++) {
            MapSound s = map.sounds().get(i);
            Path file = dir.resolve(soundNames.get(i) + ".opus");
            try {
                byte[] data = s.data() == null ? new byte[0] : s.data();
                String refusal = MediaEdits.soundDataRefusal(data);
                if (refusal != null) {
                    err.println(mapFile + ": warning: sound '" + s.name() + "' is " + refusal + "; written as it is");
                }
                AtomicFiles.write(file, data);
                out.println("sound '" + s.name() + "' (" + data.length + " bytes) -> " + file);
                sounds++;
            } catch (Exception e) {
                err.println("twedit: " + mapFile + ": sound '" + s.name() + "': " + CliErrors.describe(e));
                status = ExitCodes.PROBLEM;
            }
        }
        out.println(mapFile + ": " + images + " image" + (images == 1 ? "" : "s") + ", " + sounds + " sound"
                + (sounds == 1 ? "" : "s") + " -> " + dir);
        out.flush();
        err.flush();
        return status;
    }
}
