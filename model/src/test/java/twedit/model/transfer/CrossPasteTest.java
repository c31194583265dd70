package twedit.model.transfer;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.DatafileWriter;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TileOps;
import twedit.model.map.Color;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.MapImage;
import twedit.model.map.Point;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/** Pasting tiles and quads of one map into another: the image found by content or name, or brought along. */
class CrossPasteTest {
    private static MapImage embedded(String name, int seed) {
        byte[] px = new byte[64 * 64 * 4];
        for (int i = 0; i < px.length; i++) {
            px[i] = (byte) (i * seed);
        }
        return new MapImage(name, 64, 64, false, MapImage.Format.RGBA, px);
    }

    /** A map with a design group whose tiles layer uses {@code image} (null: none), painted at (1, 1) if asked. */
    private static MapDocument target(MapImage image, boolean painted) {
        MapDocument doc = new MapDocument(TwMap.newMap(20, 10));
        TileLayer design = TileLayer.detached(
                TileKind.TILES, "Design", new TileGrid(20, 10, TileKind.TILES.cellBytes()), image, Color.WHITE);
        doc.compound("setup", () -> {
            if (image != null) {
                doc.apply(Edits.addImage(doc.map(), 0, image));
            }
            doc.apply(Edits.addGroup(doc.map(), 1, new Group("Design", List.of(design))));
            if (painted) {
                doc.apply(TileOps.setCell(design, 1, 1, new byte[] {5, 0, 0, 0}));
            }
        });
        doc.clearHistory();
        return doc;
    }

    private static TileLayer design(MapDocument doc) {
        return (TileLayer) doc.map().groups().get(1).layers().get(0);
    }

    private static byte[] bytes(TwMap map) throws Exception {
        return new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(map));
    }

    @Test
    void anImageTheTargetLacksIsBroughtAlongAndTheTilesLandOnANewLayerAboveAPaintedOne() throws Exception {
        MapImage grass = embedded("grass_main", 3);
        MapDocument doc = target(embedded("desert_main", 7), true);
        byte[] before = bytes(doc.map());

        PastePlan plan = CrossPaste.tiles(doc.map(), design(doc), grass);
        assertThat(plan).isInstanceOf(PastePlan.Prepared.class);
        PastePlan.Prepared p = (PastePlan.Prepared) plan;
        assertThat(p.match()).isInstanceOf(ImageMatch.Brought.class);
        assertThat(p.newLayer()).isTrue();
        assertThat(p.note()).contains("brought image grass_main").contains("new layer grass_main");

        TileBrush brush = TileBrush.single(new byte[] {9, 0, 0, 0});
        doc.compound("Paint", () -> {
            p.edits().forEach(doc::apply);
            doc.apply(TileOps.stamp((TileLayer) p.into(), 2, 2, brush, true));
        });
        Group g = doc.map().groups().get(1);
        assertThat(g.layers()).hasSize(2);
        TileLayer added = (TileLayer) g.layers().get(1);
        assertThat(added.image().name()).isEqualTo("grass_main");
        assertThat(added.image().pixels()).isEqualTo(grass.pixels());
        assertThat(doc.map().images()).hasSize(2);
        assertThat(added.grid().get(2, 2, 0)).isEqualTo(9);
        assertThat(design(doc).grid().get(1, 1, 0))
                .as("the painted layer keeps its tiles")
                .isEqualTo(5);
        byte[] after = bytes(doc.map());

        // one undo takes back the image, the layer and the tiles; redo brings them back exactly
        doc.undo();
        assertThat(bytes(doc.map())).isEqualTo(before);
        doc.redo();
        assertThat(bytes(doc.map())).isEqualTo(after);
    }

    @Test
    void aNewLayerKeepsTheSourceLayersNameAndColour() {
        MapDocument doc = target(embedded("desert_main", 7), true);
        twedit.model.map.Color tint = new twedit.model.map.Color(185, 125, 183, 255);
        PastePlan.Prepared p = (PastePlan.Prepared) CrossPaste.tiles(
                doc.map(), design(doc), embedded("generic_shine", 3), new LayerLook("Hookables", tint));
        assertThat(p.into().name()).isEqualTo("Hookables");
        assertThat(((TileLayer) p.into()).color()).isEqualTo(tint);
        PastePlan.Prepared unnamed = (PastePlan.Prepared)
                CrossPaste.tiles(doc.map(), design(doc), embedded("generic_shine", 3), new LayerLook("", tint));
        assertThat(unnamed.into().name())
                .as("the image's name, cut to 11 bytes")
                .isEqualTo("generic_shi");
    }

    @Test
    void anEmptyLayerTakesTheImageItself() {
        MapDocument doc = target(null, false);
        PastePlan.Prepared p = (PastePlan.Prepared) CrossPaste.tiles(doc.map(), design(doc), embedded("grass", 3));
        assertThat(p.newLayer()).isFalse();
        assertThat(p.into()).isSameAs(design(doc));
        doc.compound("Paint", () -> p.edits().forEach(doc::apply));
        assertThat(design(doc).image().name()).isEqualTo("grass");
        assertThat(doc.map().images()).hasSize(1);
    }

    @Test
    void anImageOfTheSameNameOrContentIsUsedNotCopied() {
        MapImage ours = embedded("grass_main", 3);
        MapDocument doc = target(ours, true);
        // the same name on the layer pasted on: the tiles go there as they are
        assertThat(CrossPaste.tiles(doc.map(), design(doc), embedded("grass_main", 5)))
                .isInstanceOf(PastePlan.Direct.class);
        // the same pixels under another name: found by content
        assertThat(ImageTransfer.match(doc.map(), embedded("renamed", 3))).isEqualTo(new ImageMatch.Shared(ours));
        // the same name, other pixels: this map's image is used
        assertThat(ImageTransfer.match(doc.map(), embedded("grass_main", 9))).isEqualTo(new ImageMatch.SameName(ours));
        // external images are the same when their mapres name is
        assertThat(ImageTransfer.sameContent(
                        MapImage.external("jungle_main", 1024, 1024), MapImage.external("jungle_main", 1024, 1024)))
                .isTrue();
        assertThat(ImageTransfer.sameContent(MapImage.external("jungle_main", 1024, 1024), ours))
                .isFalse();
    }

    @Test
    void physicsLayersAndBrushesWithoutAnImageTakeThePasteAsItIs() {
        MapDocument doc = target(null, false);
        TileLayer game = doc.map().gameLayer().orElseThrow();
        assertThat(CrossPaste.tiles(doc.map(), game, embedded("grass", 3))).isInstanceOf(PastePlan.Direct.class);
        assertThat(CrossPaste.tiles(doc.map(), design(doc), null)).isInstanceOf(PastePlan.Direct.class);
    }

    @Test
    void aMapHoldingAsManyImagesAsClientsLoadRefusesToBringAnother() {
        MapDocument doc = target(embedded("img0", 1), true);
        doc.compound("fill", () -> {
            for (int i = 1; i < 64; i++) {
                doc.apply(Edits.addImage(doc.map(), i, embedded("img" + i, i + 1)));
            }
        });
        PastePlan plan = CrossPaste.tiles(doc.map(), design(doc), embedded("one_more", 99));
        assertThat(plan).isInstanceOf(PastePlan.Refused.class);
        assertThat(((PastePlan.Refused) plan).reason()).contains("64 images");
    }

    @Test
    void quadsBringTheirImageAndEnvelopesAlongOnce() throws Exception {
        MapDocument doc = new MapDocument(TwMap.newMap(20, 10));
        QuadsLayer quads = new QuadsLayer("Quads", null, List.of());
        doc.compound("setup", () -> doc.apply(Edits.addGroup(doc.map(), 0, new Group("Back", List.of(quads)))));
        doc.clearHistory();
        Envelope glow =
                new Envelope(Envelope.COLOR, "glow", false, List.of(new EnvPoint(0, 1, 1024, 1024, 1024, 1024, null)));
        MapDocument source = new MapDocument(TwMap.newMap(5, 5));
        source.apply(Edits.addEnvelope(source.map(), 0, glow));

        PastePlan.Prepared p = (PastePlan.Prepared) CrossPaste.quads(doc.map(), quads, embedded("sun", 4));
        assertThat(p.newLayer()).as("an empty quads layer takes the image").isFalse();
        Envelope other = new Envelope(Envelope.COLOR, "other", false, List.of(new EnvPoint(0, 1, 0, 0, 0, 1024, null)));
        CrossPaste.EnvelopePlan env = CrossPaste.envelopes(doc.map(), java.util.Arrays.asList(glow, glow, null, other));
        assertThat(env.brought()).hasSize(2);
        doc.compound("Paste quads", () -> {
            p.edits().forEach(doc::apply);
            env.addTo(doc.map(), doc::apply);
        });
        assertThat(quads.image().name()).isEqualTo("sun");
        assertThat(doc.map().envelopes()).hasSize(2);
        assertThat(env.map().get(glow)).isSameAs(doc.map().envelopes().get(0)).isNotSameAs(glow);
        // pasted again, the envelope is found by content and name, not copied twice
        assertThat(CrossPaste.envelopes(doc.map(), List.of(glow)).brought()).isEmpty();

        // a quads layer holding quads of another image gets a new layer above it
        doc.apply(Edits.addQuad(quads, 0, quad()));
        PastePlan.Prepared again = (PastePlan.Prepared) CrossPaste.quads(doc.map(), quads, embedded("moon", 6));
        assertThat(again.newLayer()).isTrue();
        assertThat(again.into()).isInstanceOf(QuadsLayer.class);
        doc.compound("Paste quads", () -> again.edits().forEach(doc::apply));
        assertThat(doc.map().groups().get(0).layers()).hasSize(2);
        assertThat(((QuadsLayer) doc.map().groups().get(0).layers().get(1))
                        .image()
                        .name())
                .isEqualTo("moon");
    }

    private static Quad quad() {
        Point p = new Point(0, 0);
        return new Quad(
                List.of(p, new Point(1024, 0), new Point(0, 1024), new Point(1024, 1024), new Point(512, 512)),
                List.of(Color.WHITE, Color.WHITE, Color.WHITE, Color.WHITE),
                List.of(p, new Point(1024, 0), new Point(0, 1024), new Point(1024, 1024)),
                null,
                0,
                null,
                0);
    }
}
