package twedit.editor.panels;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import javax.swing.JComboBox;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TileOps;
import twedit.model.map.Color;
import twedit.model.map.Group;
import twedit.model.map.MapBuilder;
import twedit.model.map.MapImage;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.tiles.TileFlags;
import twedit.model.tiles.TileOpacity;

/** Choosing another image for a tiles layer gives its tiles that image's opaque flags, in one undo step. */
class LayerImageOpacityTest {
    /** A 16x16 image (1-pixel tiles) whose tile {@code clear} is transparent. */
    private static MapImage image(String name, int clear) {
        byte[] px = new byte[16 * 16 * 4];
        Arrays.fill(px, (byte) 0xFF);
        px[clear * 4 + 3] = 0;
        return new MapImage(name, 16, 16, false, MapImage.Format.RGBA, px);
    }

    @Test
    @SuppressWarnings("unchecked")
    void theImageDropDownRefreshesTheFlagsAsOneEdit() {
        MapImage a = image("a", 5);
        MapImage b = image("b", 6);
        TileLayer t = TileLayer.detached(TileKind.TILES, "t", new TileGrid(4, 1, 4), a, Color.WHITE);
        TwMap map = new MapBuilder()
                .image(a)
                .image(b)
                .group(new Group("g", List.of(t)))
                .build();
        MapDocument doc = new MapDocument(map);
        // tile 5 (clear in a) and tile 6 (opaque in a), as image a's flags
        doc.apply(TileOps.paste(t, 0, 0, new TileBrush(2, 1, 4, new byte[] {5, 0, 0, 0, 6, 4, 0, 0})));
        int steps = doc.historyPosition();
        TileLayerForm form = GuiActionRunner.execute(() -> {
            TileLayerForm f = new TileLayerForm(doc, t, TileOpacity.embeddedOnly());
            f.load();
            return f;
        });
        JComboBox<Object> combo = GuiActionRunner.execute(() -> (JComboBox<Object>) find(form, "layerImage"));
        GuiActionRunner.execute(() -> combo.setSelectedItem(b));

        assertThat(t.image()).isSameAs(b);
        assertThat(t.grid().get(0, 0, 1)).isEqualTo(TileFlags.OPAQUE);
        assertThat(t.grid().get(1, 0, 1)).isZero();
        assertThat(doc.historyPosition()).isEqualTo(steps + 1);
        assertThat(doc.undoLabel()).isEqualTo("Change layer image");
        GuiActionRunner.execute(doc::undo);
        assertThat(t.image()).isSameAs(a);
        assertThat(t.grid().get(0, 0, 1)).isZero();
        assertThat(t.grid().get(1, 0, 1)).isEqualTo(TileFlags.OPAQUE);
    }

    private static java.awt.Component find(java.awt.Container c, String name) {
        for (java.awt.Component k : c.getComponents()) {
            if (name.equals(k.getName())) {
                return k;
            }
            if (k instanceof java.awt.Container) {
                java.awt.Component f = find((java.awt.Container) k, name);
                if (f != null) {
                    return f;
                }
            }
        }
        return null;
    }
}
