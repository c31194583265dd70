package twedit.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import twedit.media.ArtPng;
import twedit.model.art.ArtImage;
import twedit.model.art.QuadArt;
import twedit.model.document.MapDocument;
import twedit.model.map.Group;

/** {@code twedit quad-art IN.map IMAGE.png OUT.map}: DDNet's "Add quad art" with its options. */
@Command(
        name = "quad-art",
        mixinStandardHelpOptions = true,
        description = {
            "Add a PNG as quad art, as DDNet's editor does (Tools > Add quad art): every visible pixel becomes an"
                    + " untextured quad of its colour in a new detail quads layer, in a new clipped group named after"
                    + " the file.",
            "  twedit quad-art IN.map IMAGE.png OUT.map [--image-pixel-size N] [--quad-pixel-size N]"
                    + " [--no-optimize] [--centralize]",
            "DDNet asks first above 100000 quads: here that is a warning. Refused (exit 2) above " + QuadArt.MAX_QUADS
                    + " quads and for grayscale PNGs (DDNet does not load them)."
        })
public final class QuadArtCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "IN.map")
    Path in;

    @Parameters(index = "1", paramLabel = "IMAGE.png")
    Path image;

    @Parameters(index = "2", paramLabel = "OUT.map")
    Path out;

    @Option(
            names = "--image-pixel-size",
            paramLabel = "N",
            defaultValue = "1",
            description = "take every N-th pixel, one quad per N x N block (1-1024, default ${DEFAULT-VALUE})")
    int imagePixelSize;

    @Option(
            names = "--quad-pixel-size",
            paramLabel = "N",
            defaultValue = "4",
            description = "the side of one pixel's quad in world pixels (1-1024, default ${DEFAULT-VALUE})")
    int quadPixelSize;

    @Option(names = "--no-optimize", description = "one quad per pixel (DDNet's Optimize off)")
    boolean noOptimize;

    @Option(names = "--centralize", description = "every quad's pivot at (-1, -1) (DDNet's Centralize)")
    boolean centralize;

    @Override
    public Integer call() {
        return MapEditRun.run(spec, (stdout, err) -> {
            QuadArt.Params params;
            try {
                params = new QuadArt.Params(imagePixelSize, quadPixelSize, !noOptimize, centralize);
            } catch (IllegalArgumentException e) {
                throw new MapEditRun.Failure(e.getMessage());
            }
            MapEditRun run = MapEditRun.open(in);
            ArtImage img;
            try {
                img = ArtPng.read(image);
            } catch (IOException e) {
                throw new MapEditRun.Failure(e.getMessage());
            }
            if (QuadArt.big(img.width(), img.height(), params)) {
                stdout.println("warning: " + image + " is " + img.width() + "x" + img.height() + " pixels (DDNet asks"
                        + " before converting more than " + QuadArt.BIG_IMAGE_QUADS + " pixels)");
            }
            QuadArt.Plan plan;
            try {
                plan = QuadArt.plan(img, params);
            } catch (IllegalArgumentException e) {
                throw new MapEditRun.Failure(image + ": " + e.getMessage());
            }
            MapDocument doc = new MapDocument(run.map());
            Group g = QuadArt.apply(doc, plan);
            run.save(doc.map(), out);
            stdout.println(in + " -> " + out + ": " + QuadArt.LABEL + " '" + image.getFileName() + "': group '"
                    + g.name() + "' with " + plan.quads().size() + " quads.");
            return ExitCodes.OK;
        });
    }
}
