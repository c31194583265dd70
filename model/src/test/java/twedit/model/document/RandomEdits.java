package twedit.model.document;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TileOps;
import twedit.model.map.AutomapperConfig;
import twedit.model.map.Bezier;
import twedit.model.map.ClipRect;
import twedit.model.map.Color;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.MapFixtures;
import twedit.model.map.MapImage;
import twedit.model.map.MapInfo;
import twedit.model.map.MapSound;
import twedit.model.map.Point;
import twedit.model.map.Props;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundSource;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/** Performs one random mapper action of a given kind on a document, for the property test. */
final class RandomEdits {
    static final String[] NAMES = {
        "paint",
        "fillRect",
        "flood",
        "fill",
        "paste",
        "resize",
        "shift",
        "groups",
        "layers",
        "groupProp",
        "layerProp",
        "images",
        "envelopes",
        "points",
        "quads",
        "info",
        "cancelled",
        "compound",
        "sounds",
        "undo",
        "redo"
    };
    static final int KINDS = NAMES.length;
    static final int CANCELLED = 16;
    static final int COMPOUND = 17;
    static final int UNDO = 19;
    static final int REDO = 20;

    private final MapDocument doc;
    private final TwMap map;
    private final Random rnd;

    RandomEdits(MapDocument doc, Random rnd) {
        this.doc = doc;
        this.map = doc.map();
        this.rnd = rnd;
    }

    static String name(int kind) {
        return NAMES[kind];
    }

    void run(int kind) {
        switch (kind) {
            case 0 -> paint();
            case 1 ->
                doc.apply(TileOps.fillRect(
                        tileLayer(),
                        rnd.nextInt(70) - 5,
                        rnd.nextInt(60) - 5,
                        rnd.nextInt(25),
                        rnd.nextInt(25),
                        cell(lastLayer)));
            case 2 -> doc.apply(TileOps.floodFill(tileLayer(), rnd.nextInt(70), rnd.nextInt(60), cell(lastLayer)));
            case 3 -> doc.apply(TileOps.fill(tileLayer(), cell(lastLayer)));
            case 4 -> paste();
            case 5 ->
                doc.apply(Edits.resizeLayer(
                        map,
                        tileLayer(),
                        1 + rnd.nextInt(80),
                        1 + rnd.nextInt(80),
                        rnd.nextInt(11) - 5,
                        rnd.nextInt(11) - 5));
            case 6 -> doc.apply(Edits.shiftLayer(tileLayer(), rnd.nextInt(11) - 5, rnd.nextInt(11) - 5));
            case 7 -> groups();
            case 8 -> layers();
            case 9 -> groupProperty();
            case 10 -> layerProperty();
            case 11 -> images();
            case 12 -> envelopes();
            case 13 -> points();
            case 14 -> quads();
            case 15 -> info();
            case 16 -> cancelled();
            case 17 ->
                doc.compound("Compound", () -> {
                    int n = 2 + rnd.nextInt(3);
                    for (int i = 0; i < n; i++) {
                        run(rnd.nextInt(COMPOUND));
                    }
                });
            case 18 -> sounds();
            case 19 -> doc.undo();
            case 20 -> doc.redo();
            default -> throw new IllegalArgumentException("kind " + kind);
        }
    }

    private TileLayer lastLayer;

    private TileLayer tileLayer() {
        List<TileLayer> all = new ArrayList<>();
        for (Layer l : map.allLayers()) {
            if (l instanceof TileLayer t) {
                all.add(t);
            }
        }
        lastLayer = all.get(rnd.nextInt(all.size()));
        return lastLayer;
    }

    private byte[] cell(TileLayer l) {
        if (rnd.nextInt(5) == 0) {
            return Cells.empty(l.kind());
        }
        if (l.kind().cellBytes() == 4 && l.kind() != TileKind.SWITCH) {
            return Cells.tile(rnd.nextInt(256), rnd.nextInt(16));
        }
        byte[] b = new byte[l.kind().cellBytes()];
        rnd.nextBytes(b);
        return b;
    }

    private void paint() {
        TileLayer l = tileLayer();
        doc.beginStroke("Paint");
        int x = rnd.nextInt(l.width() + 4) - 2;
        int y = rnd.nextInt(l.height() + 4) - 2;
        int steps = 1 + rnd.nextInt(15);
        byte[] c = cell(l);
        for (int i = 0; i < steps; i++) {
            x += rnd.nextInt(3) - 1;
            y += rnd.nextInt(3) - 1;
            if (rnd.nextInt(4) == 0) {
                c = cell(l);
            }
            doc.strokeApply(
                    rnd.nextBoolean()
                            ? TileOps.setCell(l, x, y, c)
                            : TileOps.stamp(l, x, y, new TileBrush(2, 2, c.length, concat4(c)), rnd.nextBoolean()));
        }
        doc.endStroke();
    }

    private static byte[] concat4(byte[] c) {
        byte[] out = new byte[c.length * 4];
        System.arraycopy(c, 0, out, 0, c.length);
        System.arraycopy(c, 0, out, 3 * c.length, c.length);
        return out;
    }

    private void paste() {
        TileLayer l = tileLayer();
        int w = 1 + rnd.nextInt(Math.min(8, l.width()));
        int h = 1 + rnd.nextInt(Math.min(8, l.height()));
        TileBrush b = TileBrush.copyOf(l, rnd.nextInt(l.width() - w + 1), rnd.nextInt(l.height() - h + 1), w, h);
        doc.apply(TileOps.paste(l, rnd.nextInt(l.width() + 6) - 3, rnd.nextInt(l.height() + 6) - 3, b));
    }

    private <T> T pick(List<T> list) {
        return list.get(rnd.nextInt(list.size()));
    }

    private void groups() {
        List<Group> gs = map.groups();
        Group game = map.gameGroup().orElseThrow();
        int i = rnd.nextInt(gs.size());
        switch (rnd.nextInt(4)) {
            case 0 -> {
                Group g = new Group("g" + rnd.nextInt(100));
                MapFixtures.add(g.layers(), new QuadsLayer("q", null, List.of(quad(null))));
                doc.apply(Edits.addGroup(map, rnd.nextInt(gs.size() + 1), g));
            }
            case 1 -> {
                if (gs.get(i) != game) {
                    doc.apply(Edits.removeGroup(map, i));
                }
            }
            case 2 -> doc.apply(Edits.moveGroup(map, i, rnd.nextInt(gs.size())));
            default -> {
                if (gs.get(i) != game) {
                    doc.apply(Edits.duplicateGroup(map, i));
                }
            }
        }
    }

    private void layers() {
        Group g = pick(map.groups());
        TileLayer game = map.gameLayer().orElseThrow();
        int n = g.layers().size();
        int r = rnd.nextInt(5);
        if (r == 0 || n == 0) {
            Layer l = rnd.nextBoolean()
                    ? TileLayer.empty(TileKind.TILES, game.width(), game.height())
                    : new QuadsLayer("new", null, List.of(quad(null), quad(null)));
            doc.apply(Edits.addLayer(g, rnd.nextInt(n + 1), l));
            return;
        }
        int i = rnd.nextInt(n);
        Layer l = g.layers().get(i);
        if (r == 1 && l != game) {
            doc.apply(Edits.removeLayer(g, i));
        } else if (r == 2) {
            doc.apply(Edits.moveLayer(g, i, g, rnd.nextInt(n)));
        } else if (r == 3) {
            Group to = pick(map.groups());
            doc.apply(Edits.moveLayer(g, i, to, rnd.nextInt(to.layers().size() + (to == g ? 0 : 1))));
        } else if (!(l instanceof TileLayer t && t.kind().isPhysics())) {
            doc.apply(Edits.duplicateLayer(g, i));
        }
    }

    private void groupProperty() {
        Group g = pick(map.groups());
        switch (rnd.nextInt(5)) {
            case 0 -> doc.apply(Edits.set(g, Props.GROUP_NAME, "n" + rnd.nextInt(1000)));
            case 1 ->
                doc.apply(Edits.set(g, Props.GROUP_OFFSET, new Point(rnd.nextInt(200) - 100, rnd.nextInt(200) - 100)));
            case 2 -> doc.apply(Edits.set(g, Props.GROUP_PARALLAX, new Point(rnd.nextInt(200), rnd.nextInt(200))));
            case 3 ->
                doc.apply(Edits.set(
                        g,
                        Props.GROUP_CLIP,
                        new ClipRect(
                                rnd.nextBoolean(),
                                rnd.nextInt(100),
                                rnd.nextInt(100),
                                rnd.nextInt(1000),
                                rnd.nextInt(1000))));
            default -> doc.apply(Edits.set(g, Props.GROUP_PARALLAX_ZOOM, rnd.nextBoolean() ? null : rnd.nextInt(200)));
        }
    }

    private MapImage image() {
        return map.images().isEmpty() || rnd.nextInt(4) == 0 ? null : pick(map.images());
    }

    private Envelope envelope() {
        return map.envelopes().isEmpty() || rnd.nextInt(4) == 0 ? null : pick(map.envelopes());
    }

    private void layerProperty() {
        Layer l = pick(map.allLayers());
        int r = rnd.nextInt(8);
        if (r == 0) {
            doc.apply(Edits.set(l, Props.LAYER_NAME, "l" + rnd.nextInt(1000)));
        } else if (r == 1) {
            doc.apply(Edits.set(l, Props.LAYER_DETAIL, rnd.nextBoolean()));
        } else if (l instanceof TileLayer t) {
            switch (r) {
                case 2 -> doc.apply(Edits.set(t, Props.TILES_IMAGE, image()));
                case 3 ->
                    doc.apply(Edits.set(
                            t,
                            Props.TILES_COLOR,
                            new Color(rnd.nextInt(256), rnd.nextInt(256), rnd.nextInt(256), rnd.nextInt(256))));
                case 4 -> doc.apply(Edits.set(t, Props.TILES_COLOR_ENVELOPE, envelope()));
                case 5 -> doc.apply(Edits.set(t, Props.TILES_COLOR_ENVELOPE_OFFSET, rnd.nextInt(5000)));
                default ->
                    doc.apply(Edits.set(
                            t,
                            Props.TILES_AUTOMAPPER,
                            rnd.nextBoolean()
                                    ? null
                                    : new AutomapperConfig(rnd.nextInt(6) - 1, rnd.nextInt(100), rnd.nextInt(2))));
            }
        } else if (l instanceof QuadsLayer q) {
            doc.apply(Edits.set(q, Props.QUADS_IMAGE, image()));
        } else if (l instanceof SoundsLayer s) {
            doc.apply(Edits.set(s, Props.SOUNDS_SOUND, map.sounds().isEmpty() ? null : pick(map.sounds())));
        }
    }

    private void images() {
        int n = map.images().size();
        int r = rnd.nextInt(3);
        if (r == 0 || n == 0) {
            doc.apply(Edits.addImage(map, rnd.nextInt(n + 1), MapImage.external("img" + rnd.nextInt(99), 256, 256)));
        } else if (r == 1) {
            doc.apply(Edits.removeImage(map, rnd.nextInt(n)));
        } else {
            doc.apply(Edits.moveImage(map, rnd.nextInt(n), rnd.nextInt(n)));
        }
    }

    private void envelopes() {
        int n = map.envelopes().size();
        int r = rnd.nextInt(4);
        if (r == 0 || n == 0) {
            int channels = pick(List.of(Envelope.POSITION, Envelope.COLOR, Envelope.SOUND));
            doc.apply(Edits.addEnvelope(
                    map, rnd.nextInt(n + 1), new Envelope(channels, "e", false, List.of(point(0), point(1000)))));
        } else if (r == 1) {
            doc.apply(Edits.removeEnvelope(map, rnd.nextInt(n)));
        } else if (r == 2) {
            doc.apply(Edits.moveEnvelope(map, rnd.nextInt(n), rnd.nextInt(n)));
        } else {
            doc.apply(Edits.set(pick(map.envelopes()), Props.ENVELOPE_SYNC, rnd.nextBoolean()));
        }
    }

    private EnvPoint point(int time) {
        Bezier b = rnd.nextBoolean()
                ? null
                : new Bezier(new int[] {rnd.nextInt(99), 0, 0, 0, rnd.nextInt(99), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
        return new EnvPoint(
                time, rnd.nextInt(6), rnd.nextInt(2048), rnd.nextInt(2048), rnd.nextInt(2048), rnd.nextInt(2048), b);
    }

    private void points() {
        if (map.envelopes().isEmpty()) {
            return;
        }
        Envelope e = pick(map.envelopes());
        int n = e.points().size();
        int r = rnd.nextInt(4);
        if (r == 0 || n == 0) {
            doc.apply(Edits.addPoint(e, rnd.nextInt(n + 1), point(rnd.nextInt(5000))));
        } else if (r == 1) {
            doc.apply(Edits.removePoint(e, rnd.nextInt(n)));
        } else {
            int i = rnd.nextInt(n);
            doc.beginStroke("Drag point");
            for (int k = 0; k < 1 + rnd.nextInt(6); k++) {
                doc.strokeApply(Edits.setPoint(
                        e, i, e.points().get(i).withValue(0, rnd.nextInt(4096)).withTime(rnd.nextInt(5000))));
            }
            doc.endStroke();
        }
    }

    private Quad quad(Envelope env) {
        int x = rnd.nextInt(5000);
        int y = rnd.nextInt(5000);
        List<Point> p = List.of(
                new Point(x, y),
                new Point(x + 1024, y),
                new Point(x, y + 1024),
                new Point(x + 1024, y + 1024),
                new Point(x + 512, y + 512));
        Color c = new Color(rnd.nextInt(256), 255, 255, 255);
        return new Quad(
                p,
                List.of(c, c, c, c),
                List.of(new Point(0, 0), new Point(1024, 0), new Point(0, 1024), new Point(1024, 1024)),
                env,
                rnd.nextInt(100),
                null,
                0);
    }

    private void quads() {
        List<QuadsLayer> qs = new ArrayList<>();
        for (Layer l : map.allLayers()) {
            if (l instanceof QuadsLayer q) {
                qs.add(q);
            }
        }
        if (qs.isEmpty()) {
            return;
        }
        QuadsLayer q = pick(qs);
        int n = q.quads().size();
        int r = rnd.nextInt(5);
        if (r == 0 || n == 0) {
            doc.apply(Edits.addQuad(q, rnd.nextInt(n + 1), quad(envelope())));
        } else if (r == 1) {
            doc.apply(Edits.removeQuad(q, rnd.nextInt(n)));
        } else if (r == 2) {
            doc.apply(Edits.moveQuad(q, rnd.nextInt(n), rnd.nextInt(n)));
        } else if (r == 3) {
            doc.apply(Edits.setQuad(q, rnd.nextInt(n), quad(envelope())));
        } else {
            int i = rnd.nextInt(n);
            Quad start = q.quads().get(i);
            doc.beginStroke("Move quad");
            for (int k = 1; k <= 1 + rnd.nextInt(8); k++) {
                doc.strokeApply(Edits.setQuad(q, i, ElementEditsTest.moved(start, k * 32, -k * 16)));
            }
            doc.endStroke();
        }
    }

    private void info() {
        List<String> s = map.info().settingsOrEmpty();
        switch (rnd.nextInt(4)) {
            case 0 ->
                doc.apply(Edits.setInfo(
                        map,
                        new MapInfo(
                                rnd.nextBoolean() ? null : "a" + rnd.nextInt(9),
                                "v" + rnd.nextInt(9),
                                null,
                                rnd.nextBoolean() ? "CC0" : null,
                                map.info().settings())));
            case 1 -> doc.apply(Edits.addSetting(map, rnd.nextInt(s.size() + 1), "sv_x " + rnd.nextInt(9)));
            case 2 -> {
                if (!s.isEmpty()) {
                    doc.apply(Edits.removeSetting(map, rnd.nextInt(s.size())));
                }
            }
            default -> {
                if (!s.isEmpty()) {
                    doc.apply(Edits.setSetting(map, rnd.nextInt(s.size()), "sv_y " + rnd.nextInt(9)));
                }
            }
        }
    }

    private void cancelled() {
        doc.beginStroke("Cancelled");
        for (int k = 0; k < 1 + rnd.nextInt(5); k++) {
            TileLayer l = tileLayer();
            doc.strokeApply(TileOps.setCell(l, rnd.nextInt(l.width()), rnd.nextInt(l.height()), cell(l)));
        }
        doc.strokeApply(Edits.set(pick(map.groups()), Props.GROUP_NAME, "cancelled"));
        doc.cancelStroke();
    }

    private void sounds() {
        int n = map.sounds().size();
        int r = rnd.nextInt(4);
        if (r == 0 || n == 0) {
            doc.apply(Edits.addSound(map, rnd.nextInt(n + 1), new MapSound("s" + rnd.nextInt(9), new byte[] {
                (byte) rnd.nextInt(), 2, 3
            })));
        } else if (r == 1) {
            doc.apply(Edits.removeSound(map, rnd.nextInt(n)));
        } else if (r == 2) {
            doc.apply(Edits.moveSound(map, rnd.nextInt(n), rnd.nextInt(n)));
        } else {
            Envelope env = envelope();
            SoundSource src = new SoundSource(
                    new Point(rnd.nextInt(999), rnd.nextInt(999)),
                    true,
                    false,
                    0,
                    0,
                    env,
                    0,
                    env,
                    0,
                    SoundSource.SHAPE_RECTANGLE,
                    100,
                    100);
            Group g = pick(map.groups());
            doc.apply(Edits.addLayer(
                    g, rnd.nextInt(g.layers().size() + 1), new SoundsLayer("snd", pick(map.sounds()), List.of(src))));
        }
    }
}
