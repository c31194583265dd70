package twedit.editor.envelopes;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.view.Camera;
import twedit.editor.view.ChunkCache;
import twedit.editor.view.ImageStore;
import twedit.editor.view.MapRenderer;
import twedit.editor.view.Overlays;
import twedit.editor.view.ViewOptions;
import twedit.model.codec.MapDecoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.io.MapFiles;
import twedit.model.map.Envelope;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Moving an envelope in the map's list (what a drag in the envelope list does): one undo step; apply, undo and redo
 * give exactly the same files; every quad, layer and source keeps its envelope, the file lists the envelopes in the
 * new order and the map looks the same at every moment.
 */
class EnvelopeReorderTest {
    @TempDir
    Path dir;

    private static byte[] bytes(TwMap m) throws Exception {
        return new MapFiles(ReadLimits.EDITOR, null).encode(m, SaveOptions.DDNET);
    }

    private static List<String> savedNames(byte[] file) throws Exception {
        Path p = Path.of(System.getProperty("java.io.tmpdir"), "twedit-reorder-" + System.nanoTime() + ".map");
        java.nio.file.Files.write(p, file);
        try {
            return new MapDecoder(ReadLimits.EDITOR)
                    .read(p).map().envelopes().stream()
                            .map(e -> e.name() + "/" + e.channels())
                            .toList();
        } finally {
            java.nio.file.Files.delete(p);
        }
    }

    /** The map drawn at {@code ms} into a small image, as the editor draws it. */
    private static int[] render(TwMap map, long ms) {
        MapRenderer r = new MapRenderer(new ImageStore(Optional::empty), new Overlays(), new ChunkCache(16L << 20));
        r.setTime(ms);
        Camera cam = new Camera();
        cam.setViewSize(320, 200);
        cam.setScale(0.5);
        cam.setCenter(200, 150);
        BufferedImage img = new BufferedImage(320, 200, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        r.paint(g, map, cam, new ViewOptions());
        g.dispose();
        return img.getRGB(0, 0, 320, 200, null, 0, 320);
    }

    @Test
    void applyUndoRedoRestoreTheExactStateAndKeepEveryLink() throws Exception {
        TwMap map =
                new MapDecoder(ReadLimits.EDITOR).read(TwinEnvelopes.write(dir)).map();
        MapDocument doc = new MapDocument(map);
        QuadsLayer sky = (QuadsLayer) map.groups().get(0).layers().get(0);
        SoundsLayer birds = (SoundsLayer) map.groups().get(0).layers().get(1);
        TileLayer walls = (TileLayer) map.groups().get(1).layers().get(0);
        List<Envelope> order = List.copyOf(map.envelopes());
        Quad quad = sky.quads().get(0);
        Envelope quadPos = quad.positionEnvelope();
        Envelope quadColor = quad.colorEnvelope();
        Envelope wallsColor = walls.colorEnvelope();
        Envelope sourcePos = birds.sources().get(0).positionEnvelope();
        byte[] before = bytes(map);
        int[][] looks = {render(map, 0), render(map, 250), render(map, 700)};

        int steps = doc.historyPosition();
        assertThat(doc.apply(Edits.moveEnvelope(map, 0, 2))).isTrue();
        assertThat(doc.historyPosition()).isEqualTo(steps + 1);
        byte[] after = bytes(map);
        assertThat(after).isNotEqualTo(before);
        assertThat(map.envelopes())
                .containsExactly(order.get(1), order.get(2), order.get(0), order.get(3), order.get(4), order.get(5));
        // the links are objects: each user still has its envelope
        assertThat(sky.quads().get(0).positionEnvelope()).isSameAs(quadPos);
        assertThat(sky.quads().get(0).colorEnvelope()).isSameAs(quadColor);
        assertThat(walls.colorEnvelope()).isSameAs(wallsColor);
        assertThat(birds.sources().get(0).positionEnvelope()).isSameAs(sourcePos);
        // the file lists them in the new order, and its indices point at the same envelopes once read back
        List<String> was = savedNames(before);
        assertThat(savedNames(after))
                .containsExactly(was.get(1), was.get(2), was.get(0), was.get(3), was.get(4), was.get(5));
        Path saved = dir.resolve("moved.map");
        java.nio.file.Files.write(saved, after);
        TwMap reread = new MapDecoder(ReadLimits.EDITOR).read(saved).map();
        QuadsLayer sky2 = (QuadsLayer) reread.groups().get(0).layers().get(0);
        assertThat(sky2.quads().get(0).positionEnvelope().name()).isEqualTo(quadPos.name());
        assertThat(reread.envelopes().indexOf(sky2.quads().get(0).positionEnvelope()))
                .isEqualTo(2);
        assertThat(((TileLayer) reread.groups().get(1).layers().get(0))
                        .colorEnvelope()
                        .points())
                .hasSameSizeAs(wallsColor.points());
        // and the map looks the same at every moment
        assertThat(render(map, 0)).isEqualTo(looks[0]);
        assertThat(render(map, 250)).isEqualTo(looks[1]);
        assertThat(render(map, 700)).isEqualTo(looks[2]);

        assertThat(doc.undo()).isTrue();
        assertThat(bytes(map)).isEqualTo(before);
        assertThat(map.envelopes()).containsExactlyElementsOf(order);
        assertThat(doc.redo()).isTrue();
        assertThat(bytes(map)).isEqualTo(after);
        assertThat(doc.undo()).isTrue();
        assertThat(bytes(map)).isEqualTo(before);
    }

    @Test
    void removingTheUnusedEnvelopesIsOneUndoStep() throws Exception {
        TwMap map =
                new MapDecoder(ReadLimits.EDITOR).read(TwinEnvelopes.write(dir)).map();
        MapDocument doc = new MapDocument(map);
        List<Envelope> order = List.copyOf(map.envelopes());
        var step = twedit.model.optimize.OptimizeEdits.removeUnusedEnvelopes(map);
        assertThat(step.actions()).hasSize(3);
        byte[] before = bytes(map);
        int steps = doc.historyPosition();
        doc.apply(step.edit());
        assertThat(doc.historyPosition()).isEqualTo(steps + 1);
        assertThat(map.envelopes()).containsExactlyElementsOf(order.subList(0, 3));
        byte[] after = bytes(map);
        assertThat(doc.undo()).isTrue();
        assertThat(bytes(map)).isEqualTo(before);
        assertThat(doc.redo()).isTrue();
        assertThat(bytes(map)).isEqualTo(after);
    }
}
