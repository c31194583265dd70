package twedit.cli;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import twedit.editor.view.Camera;
import twedit.editor.view.ChunkCache;
import twedit.editor.view.ImageStore;
import twedit.editor.view.MapRenderer;
import twedit.editor.view.Overlays;
import twedit.editor.view.ViewOptions;
import twedit.media.PngCodec;
import twedit.model.datafile.ReadLimits;
import twedit.model.dirs.DataDirs;
import twedit.model.io.AtomicFiles;
import twedit.model.io.MapFiles;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/** `twedit render MAP OUT.png`: draws the whole map with the editor's renderer, headless, into a PNG. */
@Command(
        name = "render",
        mixinStandardHelpOptions = true,
        description = {
            "Draw a map as the editor shows it (entity overlays on physics layers) into a PNG, without a display.",
            "  twedit render MAP OUT.png [--width N] [--layers SEL,...]",
            "The game layer's area is fitted to the width. SEL: physics, design, a group or layer name, a group index,"
                    + " or GROUP/LAYER by name or index (e.g. Game/0). External images come from the DDNet data"
                    + " directory (TWEDIT_DATA)."
        })
public final class RenderCommand implements Callable<Integer> {
    /** The most pixels an image may have (about 128 MB of ARGB), so that a huge map cannot exhaust memory. */
    static final long MAX_PIXELS = 32L << 20;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "MAP")
    Path mapFile;

    @Parameters(index = "1", paramLabel = "OUT.png")
    Path outFile;

    @Option(
            names = "--width",
            paramLabel = "N",
            defaultValue = "1600",
            description = "Width of the image in pixels (default ${DEFAULT-VALUE})")
    int width;

    @Option(
            names = "--layers",
            split = ",",
            paramLabel = "SEL",
            description = "Draw only these layers (physics, design, names or indices; default: all)")
    List<String> layers;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (width < 1 || width > 16384) {
            err.println("twedit: --width must be 1..16384, not " + width);
            return ExitCodes.USAGE;
        }
        TwMap map;
        try {
            map = new MapFiles(ReadLimits.DDNET, null).load(mapFile).map();
        } catch (Exception | OutOfMemoryError e) {
            err.println("twedit: " + mapFile + ": " + CliErrors.describe(e));
            return ExitCodes.USAGE;
        }
        ViewOptions opts = new ViewOptions();
        if (layers != null && !layers.isEmpty()) {
            LayerSelection.Result sel = LayerSelection.apply(map, layers);
            if (sel.unmatched() != null) {
                err.println("twedit: --layers: nothing matches '" + sel.unmatched() + "' in " + mapFile + " (layers: "
                        + LayerSelection.describe(map) + ")");
                return ExitCodes.USAGE;
            }
            for (Layer l : map.allLayers()) {
                opts.setHidden(l, !sel.layers().contains(l));
            }
        }
        TileLayer game = map.gameLayer().orElse(null);
        double worldW = (game == null ? 100 : game.width()) * 32.0;
        double worldH = (game == null ? 50 : game.height()) * 32.0;
        double scale = Math.min(Camera.MAX_SCALE, width / worldW);
        int w = (int) Math.max(1, Math.round(worldW * scale));
        int h = (int) Math.max(1, Math.round(worldH * scale));
        if ((long) w * h > MAX_PIXELS) {
            err.println("twedit: " + mapFile + ": a " + w + "x" + h + " image is too large to render (at most "
                    + MAX_PIXELS + " pixels); choose a smaller --width");
            return ExitCodes.USAGE;
        }
        byte[] png;
        try {
            png = PngCodec.encode(w, h, MapImage.Format.RGB, rgb(draw(map, opts, scale, w, h)));
        } catch (RuntimeException | OutOfMemoryError e) {
            err.println("twedit: " + mapFile + ": cannot render it: " + CliErrors.describe(e));
            return ExitCodes.USAGE;
        }
        try {
            AtomicFiles.write(outFile, png);
        } catch (Exception e) {
            err.println("twedit: " + outFile + ": " + CliErrors.describe(e));
            return ExitCodes.USAGE;
        }
        out.println(mapFile + ": " + w + "x" + h + " -> " + outFile);
        return ExitCodes.OK;
    }

    private static BufferedImage draw(TwMap map, ViewOptions opts, double scale, int w, int h) {
        Path home = Path.of(System.getProperty("user.home", "."));
        Optional<Path> data = new DataDirs(null, System.getenv(), home).find();
        ImageStore images = new ImageStore(() -> data);
        Overlays overlays = new Overlays();
        overlays.preload(map);
        images.preload(map);
        MapRenderer renderer = new MapRenderer(images, overlays, new ChunkCache(MapRenderer.CHUNK_BUDGET));
        // the camera zooms out no further than the editor does: below that, it draws larger and the image shrinks it
        int k = 1;
        while (scale * k < Camera.MIN_SCALE) {
            k *= 2;
        }
        Camera cam = new Camera();
        cam.setViewSize(w * k, h * k);
        cam.setScale(scale * k);
        cam.setCenter(w / scale / 2, h / scale / 2);
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setColor(MapRenderer.backdrop(false));
            g.fillRect(0, 0, w, h);
            g.scale(1.0 / k, 1.0 / k);
            renderer.paint(g, map, cam, opts);
        } finally {
            g.dispose();
        }
        return img;
    }

    private static byte[] rgb(BufferedImage img) {
        int w = img.getWidth();
        int h = img.getHeight();
        byte[] out = new byte[w * h * 3];
        int[] row = new int[w];
        int o = 0;
        for (int y = 0; y < h; y++) {
            img.getRGB(0, y, w, 1, row, 0, w);
            for (int p : row) {
                out[o++] = (byte) (p >> 16);
                out[o++] = (byte) (p >> 8);
                out[o++] = (byte) p;
            }
        }
        return out;
    }
}
