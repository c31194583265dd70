package twedit.bench;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import twedit.editor.state.Workspace;
import twedit.editor.tools.ToolBox;
import twedit.editor.view.ChunkCache;
import twedit.editor.view.ImageStore;
import twedit.editor.view.MapRenderer;
import twedit.editor.view.MapView;
import twedit.editor.view.Overlays;
import twedit.editor.view.ViewOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.dirs.DataDirs;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TileOps;
import twedit.model.io.MapFiles;
import twedit.model.map.Group;
import twedit.model.map.MapImage;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * The editor's rendering targets: a frame of the largest corpus map fully zoomed out, the repaint per mouse event of
 * a paint stroke on a 1000x1000 layer, and the time from starting {@code ./twedit MAP}
 * to the first frame showing the largest map.
 */
public final class RenderBench implements BenchMain.Group {
    private static final int VIEW_W = 1600;
    private static final int VIEW_H = 900;
    private static final List<Path> CORPUS =
            List.of(Path.of("/usr/share/games/ddnet/data"), Path.of("/usr/share/games/teeworlds/data"));

    @Override
    public void run() throws Exception {
        System.setProperty("java.awt.headless", "true");
        Path largest = largestMap();
        renderLargest(largest);
        strokeRepaint();
        LaunchBench.launchToMap(largest);
    }

    static Path largestMap() throws IOException {
        List<Path> maps = new ArrayList<>();
        for (Path root : CORPUS) {
            if (Files.isDirectory(root)) {
                try (Stream<Path> s = Files.walk(root)) {
                    maps.addAll(s.filter(p -> p.toString().endsWith(".map") && Files.isRegularFile(p))
                            .collect(Collectors.toList()));
                }
            }
        }
        return maps.stream()
                .max(Comparator.comparingLong(p -> p.toFile().length()))
                .orElseThrow(() -> new IOException("no corpus maps under " + CORPUS));
    }

    private static MapView view(MapDocument doc) {
        Workspace ws = new Workspace(doc);
        ImageStore images = new ImageStore(
                () -> new DataDirs(null, System.getenv(), Path.of(System.getProperty("user.home"))).find());
        MapRenderer renderer = new MapRenderer(images, new Overlays(), new ChunkCache(256L << 20));
        MapView view = new MapView(ws, new ToolBox(ws), renderer, new ViewOptions());
        view.setSize(VIEW_W, VIEW_H);
        return view;
    }

    private static double paint(MapView view, BufferedImage target) {
        long t0 = System.nanoTime();
        Graphics2D g = target.createGraphics();
        view.paintFrame(g);
        g.dispose();
        return (System.nanoTime() - t0) / 1e6;
    }

    private static void renderLargest(Path map) throws Exception {
        MapDocument doc =
                new MapDocument(new MapFiles(ReadLimits.EDITOR, null).load(map).map());
        MapView view = view(doc);
        view.fitMap();
        BufferedImage target = new BufferedImage(VIEW_W, VIEW_H, BufferedImage.TYPE_INT_RGB);
        BenchMain.figure("render_largest_first_frame_ms", paint(view, target), "ms");
        double[] t = new double[60];
        double[] cpu = new double[t.length];
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        for (int i = 0; i < t.length; i++) {
            // pan a pixel per frame so every frame is drawn anew from the chunk cache
            view.camera().panByScreen(i % 2 == 0 ? 1 : -1, 0);
            long c0 = threads.getCurrentThreadCpuTime();
            t[i] = paint(view, target);
            cpu[i] = (threads.getCurrentThreadCpuTime() - c0) / 1e6;
        }
        BenchMain.figure("render_largest_zoomed_out_ms", median(t), "ms");
        // the painting thread's own CPU time: what the frame costs when other processes share the cores
        BenchMain.figure("render_largest_zoomed_out_cpu_ms", median(cpu), "ms");
    }

    private static void strokeRepaint() {
        TwMap m = TwMap.newMap(1000, 1000);
        Group g = m.groups().get(0);
        TileLayer tiles = TileLayer.detached(
                TileKind.TILES,
                "Tiles",
                new TileGrid(1000, 1000, TileKind.TILES.cellBytes()),
                MapImage.external("grass_main", 1024, 1024),
                null);
        MapDocument doc = new MapDocument(m);
        doc.apply(Edits.addLayer(g, 0, tiles));
        for (int y = 0; y < 1000; y += 2) {
            // a half-filled layer, so chunks are not trivially empty
            doc.apply(TileOps.fillRect(tiles, 0, y, 1000, 1, Cells.tile(1 + y % 60, 0)));
        }
        MapView view = view(doc);
        BufferedImage target = new BufferedImage(VIEW_W, VIEW_H, BufferedImage.TYPE_INT_RGB);
        double fit = stroke(doc, tiles, view, target, true);
        double zoom1 = stroke(doc, tiles, view, target, false);
        BenchMain.figure("stroke_repaint_zoom1_ms", zoom1, "ms");
        BenchMain.figure("stroke_repaint_ms", Math.max(fit, zoom1), "ms");
    }

    /** Mean time per mouse event of a 300-event stroke: one stamp through the document plus a full repaint. */
    private static double stroke(MapDocument doc, TileLayer layer, MapView view, BufferedImage target, boolean fit) {
        if (fit) {
            view.fitMap();
        } else {
            view.centerOnTile(500, 500, 1.0);
        }
        paint(view, target);
        TileBrush brush = TileBrush.single(Cells.tile(7, 0));
        int events = 300;
        long t0 = System.nanoTime();
        doc.beginStroke("Paint");
        for (int i = 0; i < events; i++) {
            int x = fit ? 100 + i * 2 : 480 + i % 40;
            int y = fit ? 300 + i : 490 + i / 40;
            doc.strokeApply(TileOps.stamp(layer, x, y, brush, false));
            paint(view, target);
        }
        doc.endStroke();
        return (System.nanoTime() - t0) / 1e6 / events;
    }

    private static double median(double[] v) {
        double[] c = v.clone();
        Arrays.sort(c);
        return c[c.length / 2];
    }
}
