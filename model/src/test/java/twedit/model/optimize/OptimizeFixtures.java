package twedit.model.optimize;

import java.util.List;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TileOps;
import twedit.model.io.MapFiles;
import twedit.model.map.Color;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.MapImage;
import twedit.model.map.MapSound;
import twedit.model.map.Point;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.TestMaps;

/** A map built in code with something for every optimization: unused, duplicate and partly used things. */
final class OptimizeFixtures {
    private OptimizeFixtures() {}

    static byte[] pixels(int w, int h, int seed) {
        byte[] px = new byte[w * h * 4];
        for (int i = 0; i < px.length; i++) {
            px[i] = (byte) (i * 31 + seed + (i >> 9));
        }
        for (int i = 3; i < px.length; i += 64) {
            px[i] = 0; // some fully transparent pixels with colour, as image editors leave them
        }
        return px;
    }

    /** The map, with its history cleared. */
    static TwMap map() {
        TwMap m = TwMap.newMap(40, 30);
        MapDocument doc = new MapDocument(m);
        MapImage tiles = new MapImage("tiles", 64, 64, false, MapImage.Format.RGBA, pixels(64, 64, 1));
        MapImage copy = new MapImage("tiles_copy", 64, 64, false, MapImage.Format.RGBA, pixels(64, 64, 1));
        MapImage unused = new MapImage("unused", 32, 32, false, MapImage.Format.RGBA, pixels(32, 32, 2));
        MapImage quadImg = new MapImage("quad", 32, 32, false, MapImage.Format.RGBA, pixels(32, 32, 3));
        doc.apply(Edits.addImage(m, 0, tiles));
        doc.apply(Edits.addImage(m, 1, unused));
        doc.apply(Edits.addImage(m, 2, copy));
        doc.apply(Edits.addImage(m, 3, quadImg));
        Envelope used =
                new Envelope(Envelope.COLOR, "used", false, List.of(new EnvPoint(0, 1, 1024, 1024, 1024, 1024, null)));
        Envelope spare = new Envelope(Envelope.POSITION, "spare", false, List.of(new EnvPoint(0, 1, 0, 0, 0, 0, null)));
        doc.apply(Edits.addEnvelope(m, 0, spare));
        doc.apply(Edits.addEnvelope(m, 1, used));
        doc.apply(Edits.addSound(m, 0, new MapSound("spare", TestMaps.fakeOpus())));
        Group g = new Group("design");
        doc.apply(Edits.addGroup(m, 0, g));
        TileLayer a = TileLayer.detached(TileKind.TILES, "a", new TileGrid(40, 30, 4), tiles, Color.WHITE);
        TileLayer b = TileLayer.detached(TileKind.TILES, "b", new TileGrid(40, 30, 4), copy, Color.WHITE);
        TileLayer empty = TileLayer.detached(TileKind.TILES, "empty", new TileGrid(10, 10, 4), tiles, Color.WHITE);
        doc.apply(Edits.addLayer(g, 0, a));
        doc.apply(Edits.addLayer(g, 1, b));
        doc.apply(Edits.addLayer(g, 2, empty));
        doc.apply(Edits.set(a, twedit.model.map.Props.TILES_COLOR_ENVELOPE, used));
        doc.apply(TileOps.fillRect(a, 2, 3, 10, 5, Cells.tile(1, 0)));
        doc.apply(TileOps.fillRect(a, 0, 0, 1, 1, Cells.tile(17, 0)));
        doc.apply(TileOps.fillRect(b, 20, 20, 3, 3, Cells.tile(2, 0)));
        Quad q = new Quad(
                List.of(
                        new Point(0, 0),
                        new Point(512, 0),
                        new Point(0, 512),
                        new Point(512, 512),
                        new Point(256, 256)),
                List.of(Color.WHITE, Color.WHITE, Color.WHITE, Color.WHITE),
                List.of(new Point(0, 0), new Point(1024, 0), new Point(0, 1024), new Point(1024, 1024)),
                null,
                0,
                null,
                0);
        doc.apply(Edits.addLayer(g, 3, new QuadsLayer("quads", quadImg, List.of(q))));
        doc.apply(Edits.addLayer(g, 4, new QuadsLayer("no quads", null, List.of())));
        doc.apply(Edits.addLayer(g, 5, new SoundsLayer("no sources", null, List.of())));
        Group hollow = new Group("hollow");
        doc.apply(Edits.addGroup(m, 1, hollow));
        doc.apply(Edits.addLayer(hollow, 0, new QuadsLayer("nothing", null, List.of())));
        TileLayer game = m.gameLayer().orElseThrow();
        doc.apply(TileOps.fillRect(game, 0, 29, 40, 1, Cells.tile(1, 0)));
        return m;
    }

    static byte[] bytes(TwMap m) {
        try {
            return new MapFiles(ReadLimits.DDNET, null).encode(m, SaveOptions.DDNET);
        } catch (twedit.model.codec.EncodeException e) {
            throw new AssertionError(e);
        }
    }
}
