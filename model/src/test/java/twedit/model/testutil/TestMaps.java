package twedit.model.testutil;

import java.util.List;
import twedit.model.datafile.Uuids;
import twedit.model.map.AutomapperConfig;
import twedit.model.map.Bezier;
import twedit.model.map.Color;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.MapFixtures;
import twedit.model.map.MapImage;
import twedit.model.map.MapInfo;
import twedit.model.map.MapSound;
import twedit.model.map.Point;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundSource;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.map.UnknownItem;

/** Maps built in code for what the corpus lacks: every layer kind, tune zones, sounds, bezier points, unknown items. */
public final class TestMaps {
    private TestMaps() {}

    /** A DDNet map holding one of everything, with non-default values everywhere. */
    public static TwMap kitchenSink() {
        TwMap m = new TwMap();
        MapFixtures.setInfo(
                m,
                new MapInfo(
                        "twedit tests",
                        "1.0",
                        "built in code",
                        "CC0",
                        List.of("sv_team 1", "tune_zone 1 gravity 0.25", "tune_zone_enter 1 \"low gravity\"")));
        byte[] px = new byte[64 * 64 * 4];
        for (int i = 0; i < px.length; i++) {
            px[i] = (byte) (i * 7 + (i >> 8));
        }
        MapImage embedded = new MapImage("test_tiles", 64, 64, false, MapImage.Format.RGBA, px);
        MapImage external = MapImage.external("grass_main", 1024, 1024);
        MapFixtures.add(m.images(), external);
        MapFixtures.add(m.images(), embedded);
        Envelope pos = new Envelope(
                Envelope.POSITION,
                "move",
                true,
                List.of(
                        new EnvPoint(0, EnvPoint.CURVE_LINEAR, 0, 0, 0, 0, null),
                        new EnvPoint(500, EnvPoint.CURVE_BEZIER, 32 * 1024, 0, 90 * 1024, 0, new Bezier(new int[] {
                            -100, -100, 0, 0, 0, 2048, 0, 0, 100, 100, 0, 0, 0, -2048, 0, 0
                        })),
                        new EnvPoint(1000, EnvPoint.CURVE_SMOOTH, 0, 16 * 1024, 0, 0, null)));
        Envelope color = new Envelope(
                Envelope.COLOR,
                "pulse",
                false,
                List.of(
                        new EnvPoint(0, EnvPoint.CURVE_SLOW, 1024, 1024, 1024, 1024, null),
                        new EnvPoint(800, EnvPoint.CURVE_FAST, 512, 256, 1024, 600, null)));
        Envelope volume = new Envelope(
                Envelope.SOUND,
                "fade",
                false,
                List.of(
                        new EnvPoint(0, EnvPoint.CURVE_STEP, 1024, 0, 0, 0, null),
                        new EnvPoint(2000, EnvPoint.CURVE_LINEAR, 0, 0, 0, 0, null)));
        MapFixtures.add(m.envelopes(), pos);
        MapFixtures.add(m.envelopes(), color);
        MapFixtures.add(m.envelopes(), volume);
        MapSound sound = new MapSound("ambience", fakeOpus());
        MapFixtures.add(m.sounds(), sound);

        Group background = new Group("Background");
        MapFixtures.setParallax(background, 30, 40);
        MapFixtures.setOffset(background, -64, 32);
        MapFixtures.setClip(background, true, 0, 0, 3200, 1600);
        QuadsLayer quads = new QuadsLayer(
                "Sky",
                external,
                List.of(new Quad(
                        List.of(
                                new Point(0, 0),
                                new Point(64 * 1024, 0),
                                new Point(0, 64 * 1024),
                                new Point(64 * 1024, 64 * 1024),
                                new Point(32 * 1024, 32 * 1024)),
                        List.of(
                                new Color(255, 0, 0, 255),
                                new Color(0, 255, 0, 200),
                                new Color(0, 0, 255, 100),
                                Color.WHITE),
                        List.of(new Point(0, 0), new Point(1024, 0), new Point(0, 1024), new Point(1024, 1024)),
                        pos,
                        100,
                        color,
                        50)));
        MapFixtures.setFlags(quads, 1);
        MapFixtures.add(background.layers(), quads);
        SoundsLayer sounds = new SoundsLayer(
                "Birds",
                sound,
                List.of(
                        new SoundSource(
                                new Point(10 * 1024, 5 * 1024),
                                true,
                                false,
                                2,
                                80,
                                pos,
                                0,
                                volume,
                                10,
                                SoundSource.SHAPE_CIRCLE,
                                1500,
                                0),
                        new SoundSource(
                                new Point(20 * 1024, 5 * 1024),
                                false,
                                true,
                                0,
                                0,
                                null,
                                0,
                                null,
                                0,
                                SoundSource.SHAPE_RECTANGLE,
                                3000,
                                2000)));
        MapFixtures.add(background.layers(), sounds);
        MapFixtures.add(m.groups(), background);

        Group game = Group.game();
        int w = 40;
        int h = 30;
        TileLayer tiles = TileLayer.empty(TileKind.TILES, w, h);
        MapFixtures.setName(tiles, "Walls");
        MapFixtures.setImage(tiles, embedded);
        MapFixtures.setColor(tiles, new Color(200, 180, 255, 230));
        MapFixtures.setColorEnvelope(tiles, color);
        MapFixtures.setColorEnvelopeOffset(tiles, 250);
        MapFixtures.setAutomapper(tiles, new AutomapperConfig(0, 12345, AutomapperConfig.FLAG_AUTOMATIC));
        TileLayer gameLayer = TileLayer.empty(TileKind.GAME, w, h);
        TileLayer front = TileLayer.empty(TileKind.FRONT, w, h);
        TileLayer tele = TileLayer.empty(TileKind.TELE, w, h);
        TileLayer speedup = TileLayer.empty(TileKind.SPEEDUP, w, h);
        TileLayer sw = TileLayer.empty(TileKind.SWITCH, w, h);
        TileLayer tune = TileLayer.empty(TileKind.TUNE, w, h);
        for (int x = 0; x < w; x++) {
            setTile(gameLayer.grid(), x, h - 1, 1, 0);
            setTile(tiles.grid(), x, h - 1, 1 + x % 16, x % 4 == 0 ? 1 : x % 4 == 1 ? 10 : 0);
        }
        setTile(gameLayer.grid(), 2, h - 2, 192, 0);
        setTile(gameLayer.grid(), 5, h - 3, 9, 0);
        setTile(front.grid(), 6, h - 3, 2, 0);
        MapFixtures.set(tele.grid(), 10, h - 2, 0, 7);
        MapFixtures.set(tele.grid(), 10, h - 2, 1, 26);
        MapFixtures.set(tele.grid(), 30, 3, 0, 7);
        MapFixtures.set(tele.grid(), 30, 3, 1, 27);
        MapFixtures.set(speedup.grid(), 12, h - 2, 0, 30);
        MapFixtures.set(speedup.grid(), 12, h - 2, 1, 10);
        MapFixtures.set(speedup.grid(), 12, h - 2, 2, 28);
        MapFixtures.set(speedup.grid(), 12, h - 2, 4, 300 & 0xFF);
        MapFixtures.set(speedup.grid(), 12, h - 2, 5, 300 >> 8);
        MapFixtures.set(sw.grid(), 14, h - 2, 0, 3);
        MapFixtures.set(sw.grid(), 14, h - 2, 1, 22);
        MapFixtures.set(sw.grid(), 14, h - 2, 3, 5);
        MapFixtures.set(tune.grid(), 16, h - 2, 0, 1);
        MapFixtures.set(tune.grid(), 16, h - 2, 1, 68);
        MapFixtures.add(game.layers(), tiles);
        MapFixtures.add(game.layers(), gameLayer);
        MapFixtures.add(game.layers(), front);
        MapFixtures.add(game.layers(), tele);
        MapFixtures.add(game.layers(), speedup);
        MapFixtures.add(game.layers(), sw);
        MapFixtures.add(game.layers(), tune);
        MapFixtures.add(m.groups(), game);

        // in file order: numbered types first, then UUID types
        MapFixtures.add(m.unknownItems(), new UnknownItem(null, 42, 0, new int[] {7, 8, 9, 10}));
        MapFixtures.add(
                m.unknownItems(),
                new UnknownItem(Uuids.ofName("mapitemtype-test@ddnet.tw"), 0, 0, new int[] {1, 2, 3}));
        MapFixtures.add(
                m.unknownItems(), new UnknownItem(Uuids.ofName("mapitemtype-test@ddnet.tw"), 0, 1, new int[] {4}));
        return m;
    }

    public static void setTile(TileGrid g, int x, int y, int id, int flags) {
        MapFixtures.set(g, x, y, 0, id);
        MapFixtures.set(g, x, y, 1, flags);
    }

    /** The first bytes of an Ogg Opus stream: enough for the format check, not a playable sound. */
    public static byte[] fakeOpus() {
        byte[] b = new byte[64];
        byte[] head = "OggS".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        System.arraycopy(head, 0, b, 0, 4);
        byte[] opus = "OpusHead".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        System.arraycopy(opus, 0, b, 28, 8);
        return b;
    }
}
