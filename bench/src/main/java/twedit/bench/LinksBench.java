package twedit.bench;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.Arrays;
import java.util.List;
import twedit.editor.links.LinksOverlay;
import twedit.editor.state.Workspace;
import twedit.editor.view.Camera;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.TilePatch;
import twedit.model.links.LinkEdits;
import twedit.model.links.LinkIndex;
import twedit.model.map.Group;
import twedit.model.map.MapBuilder;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.tiles.LinkRole.Space;

/**
 * Issue 17's links figures on 1000x1000 physics layers: building the link index (a map with 10,000 teles and
 * switches over 255 numbers, and a tele layer full of teles), renumbering one number over the whole map, and
 * drawing the links view with the whole map in sight (after an edit: index, lines and frame). Medians after warm-up.
 */
public final class LinksBench implements BenchMain.Group {
    private static final int SIZE = 1000;
    private static final int WARMUP = 5;
    private static final int RUNS = 11;

    @Override
    public void run() {
        TwMap sparse = map(false);
        BenchMain.figure("links_index_1000_ms", median(() -> LinkIndex.of(sparse)), "ms");
        TwMap full = map(true);
        BenchMain.figure("links_index_1000_full_ms", median(() -> LinkIndex.of(full)), "ms");

        MapDocument doc = new MapDocument(map(false));
        int[] k = {0};
        BenchMain.figure(
                "links_renumber_1000_ms",
                median(() -> {
                    int from = 1 + k[0] % 2 * 254;
                    int to = 256 - from;
                    k[0]++;
                    TilePatch p = LinkEdits.renumber(doc.map(), Space.TELE, from, to, LinkEdits.Area.WHOLE);
                    if (!doc.apply(p)) {
                        throw new IllegalStateException("renumber changed nothing");
                    }
                }),
                "ms");

        Workspace ws = new Workspace(new MapDocument(map(false)));
        LinksOverlay overlay = LinksOverlay.of(ws);
        overlay.setOn(true);
        Camera camera = new Camera();
        camera.setViewSize(1366, 768);
        camera.fit(0, 0, SIZE * 32.0, SIZE * 32.0);
        BufferedImage img = new BufferedImage(1366, 768, BufferedImage.TYPE_INT_ARGB);
        BenchMain.figure("links_redraw_1000_ms", median(() -> paint(overlay, camera, img)), "ms");
        TileLayer tele = ws.map().physicsLayer(TileKind.TELE).orElseThrow();
        int[] n = {0};
        BenchMain.figure(
                "links_redraw_after_edit_1000_ms",
                median(() -> {
                    ws.document()
                            .apply(twedit.model.document.edits.TileOps.setCell(
                                    tele, 5, 5, Cells.tele(1 + n[0]++ % 200, 26)));
                    paint(overlay, camera, img);
                }),
                "ms");
        BenchMain.figure("links_redraw_lines", overlay.lastSegmentsDrawn(), "lines");
    }

    private static void paint(LinksOverlay overlay, Camera camera, BufferedImage img) {
        Graphics2D g = img.createGraphics();
        try {
            overlay.paint(g, camera);
        } finally {
            g.dispose();
        }
    }

    /** A map of 1000x1000 physics layers: teles and switches every 10 cells, or a tele layer full of teles. */
    static TwMap map(boolean full) {
        TileLayer game = layer(TileKind.GAME);
        TileLayer tele = layer(TileKind.TELE);
        TileLayer sw = layer(TileKind.SWITCH);
        TileLayer speedup = layer(TileKind.SPEEDUP);
        byte[] t = tele.grid().rawCells();
        byte[] s = sw.grid().rawCells();
        int[] teleTypes = {26, 27, 10, 27};
        int[] switchTypes = {24, 240, 25, 9};
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                int i = y * SIZE + x;
                int block = x / 10 + y / 10 * 100;
                if (full || x % 10 == 0 && y % 10 == 0) {
                    t[i * 2] = (byte) (1 + block % 255);
                    t[i * 2 + 1] = (byte) teleTypes[(block / 255 + x) % 4];
                }
                if (x % 10 == 5 && y % 10 == 5) {
                    s[i * 4] = (byte) (1 + block % 255);
                    s[i * 4 + 1] = (byte) switchTypes[block / 255 % 4];
                }
            }
        }
        return new MapBuilder()
                .group(Group.game(List.of(game, tele, sw, speedup)))
                .build();
    }

    private static TileLayer layer(TileKind kind) {
        return new TileLayer(kind, kind.defaultName(), new TileGrid(SIZE, SIZE, kind.cellBytes()));
    }

    private interface Body {
        void run();
    }

    private static double median(Body body) {
        double[] t = new double[RUNS];
        for (int i = 0; i < WARMUP + RUNS; i++) {
            long t0 = System.nanoTime();
            body.run();
            long t1 = System.nanoTime();
            if (i >= WARMUP) {
                t[i - WARMUP] = (t1 - t0) / 1e6;
            }
        }
        Arrays.sort(t);
        return t[RUNS / 2];
    }
}
