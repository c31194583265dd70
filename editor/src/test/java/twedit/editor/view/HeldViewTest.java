package twedit.editor.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import twedit.editor.state.Workspace;
import twedit.editor.tools.ToolBox;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.TileOps;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * A held view (a map installed at start-up while another thread draws its first frame) paints only its backdrop and
 * does not count as the first frame; released, it paints the map and runs the first-frame action once.
 */
class HeldViewTest {
    @Test
    void heldShowsTheBackdropAndTheFirstFrameWaitsForRelease() {
        TwMap map = TwMap.newMap(20, 10);
        TileLayer game = map.gameLayer().orElseThrow();
        MapDocument doc = new MapDocument(map);
        doc.apply(TileOps.fill(game, Cells.tile(1, 0)));
        Workspace ws = new Workspace(doc);
        MapView view = new MapView(
                ws,
                new ToolBox(ws),
                new MapRenderer(new ImageStore(Optional::empty), new Overlays(), new ChunkCache(16L << 20)),
                new ViewOptions());
        view.setSize(320, 320);
        view.centerOnTile(5, 5, 1.0);
        AtomicInteger first = new AtomicInteger();
        view.onFirstFrame(first::incrementAndGet);

        view.hold();
        BufferedImage held = paint(view);
        // the backdrop of whichever theme an earlier test in this JVM left installed
        int backdrop =
                MapRenderer.backdrop(com.formdev.flatlaf.FlatLaf.isLafDark()).getRGB();
        assertThat(held.getRGB(160, 160)).isEqualTo(backdrop);
        assertThat(held.getRGB(5, 5)).isEqualTo(backdrop);
        assertThat(first).hasValue(0);

        view.release();
        BufferedImage shown = paint(view);
        assertThat(shown.getRGB(160, 160)).isNotEqualTo(backdrop);
        assertThat(first).hasValue(1);
        paint(view);
        assertThat(first).as("once").hasValue(1);
    }

    private static BufferedImage paint(MapView view) {
        BufferedImage img = new BufferedImage(320, 320, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        view.paint(g);
        g.dispose();
        return img;
    }
}
