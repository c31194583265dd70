package twedit.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import twedit.media.ArtPng;
import twedit.model.art.ArtImage;
import twedit.model.art.TileArt;
import twedit.model.document.MapDocument;
import twedit.model.map.Group;

/** {@code twedit tile-art IN.map IMAGE.png OUT.map}: DDNet's "Add tile art". */
@Command(
        name = "tile-art",
        mixinStandardHelpOptions = true,
        description = {
            "Add a PNG as tile art, as DDNet's editor does (Tools > Add tile art): a new group named after the file"
                    + " holds one tiles layer per 255 colours, as large as the picture, each with a generated"
                    + " 1024x1024 tileset; every visible pixel becomes the tile of its colour. The map's images are"
                    + " then sorted by name, as DDNet sorts them.",
            "  twedit tile-art IN.map IMAGE.png OUT.map",
            "DDNet asks first when the picture has more than 10000 pixels or more than 255 colours: here that is a"
                    + " warning. Refused (exit 2) when the map would reach 64 images, for grayscale PNGs (DDNet does not"
                    + " load them) and for pictures of more than 16 Mi tiles."
        })
public final class TileArtCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "IN.map")
    Path in;

    @Parameters(index = "1", paramLabel = "IMAGE.png")
    Path image;

    @Parameters(index = "2", paramLabel = "OUT.map")
    Path out;

    @Override
    public Integer call() {
        return MapEditRun.run(spec, (stdout, err) -> {
            MapEditRun run = MapEditRun.open(in);
            ArtImage img;
            try {
                img = ArtPng.read(image);
            } catch (IOException e) {
                throw new MapEditRun.Failure(e.getMessage());
            }
            MapDocument doc = new MapDocument(run.map());
            TileArt.Plan plan;
            try {
                plan = TileArt.plan(doc.map(), img);
            } catch (IllegalArgumentException e) {
                throw new MapEditRun.Failure(image + ": " + e.getMessage());
            }
            if (plan.big()) {
                stdout.println("warning: " + image + " is " + img.width() + "x" + img.height()
                        + " pixels (DDNet asks before converting more than " + TileArt.BIG_IMAGE_PIXELS + ")");
            }
            if (plan.manyColours()) {
                stdout.println("warning: " + image + " has " + plan.colours().length + " colours: " + plan.layers()
                        + " layers and images (DDNet warns of a big map file above 255)");
            }
            Group g = TileArt.apply(doc, plan);
            run.save(doc.map(), out);
            stdout.println(in + " -> " + out + ": " + TileArt.LABEL + " '" + image.getFileName() + "': group '"
                    + g.name() + "' with " + plan.layers() + " layer" + (plan.layers() == 1 ? "" : "s") + " of "
                    + img.width() + "x" + img.height() + " tiles, " + plan.colours().length + " colours.");
            return ExitCodes.OK;
        });
    }
}
