package twedit.editor.panels;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JSpinner;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.DatafileWriter;
import twedit.model.document.MapDocument;
import twedit.model.map.Color;
import twedit.model.map.Group;
import twedit.model.map.MapBuilder;
import twedit.model.map.MapImage;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.tiles.TileOpacity;

/**
 * Properties of several selected layers edit what they have in common (detail, size, image, colour), each change one
 * undo step over every layer that undoes and redoes to the exact saved bytes; physics layers take the size only.
 */
class SeveralLayersFormTest {
    private final MapImage a = image("a");
    private final MapImage b = image("b");
    private final TileLayer one = TileLayer.detached(TileKind.TILES, "one", new TileGrid(4, 3, 4), a, Color.WHITE);
    private final TileLayer two =
            TileLayer.detached(TileKind.TILES, "two", new TileGrid(6, 3, 4), b, new Color(10, 20, 30, 255));
    private final TileLayer game = TileLayer.detached(TileKind.GAME, "Game", new TileGrid(6, 3, 4), null, Color.WHITE);
    private final MapDocument doc = new MapDocument(new MapBuilder()
            .image(a)
            .image(b)
            .group(new Group("Game", List.of(one, game, two)))
            .build());

    private static MapImage image(String name) {
        byte[] px = new byte[16 * 16 * 4];
        Arrays.fill(px, (byte) 0xFF);
        return new MapImage(name, 16, 16, false, MapImage.Format.RGBA, px);
    }

    private byte[] bytes() {
        try {
            return new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(doc.map()));
        } catch (Exception e) {
            throw new AssertionError("cannot encode", e);
        }
    }

    private SeveralLayersForm form() {
        return GuiActionRunner.execute(
                () -> new SeveralLayersForm(doc, List.of(one, game, two), TileOpacity.embeddedOnly()));
    }

    /** Runs {@code change} on the event thread and checks it is one step that undoes and redoes exactly. */
    private void oneStep(Runnable change) {
        byte[] before = bytes();
        int steps = doc.historyPosition();
        GuiActionRunner.execute(change::run);
        byte[] after = bytes();
        assertThat(after).isNotEqualTo(before);
        assertThat(doc.historyPosition()).as("one undo step").isEqualTo(steps + 1);
        GuiActionRunner.execute(doc::undo);
        assertThat(bytes()).as("undo restores the bytes").isEqualTo(before);
        GuiActionRunner.execute(doc::redo);
        assertThat(bytes()).as("redo gives them again").isEqualTo(after);
    }

    @Test
    @SuppressWarnings("unchecked")
    void mixedValuesShowAsMixedAndAnImageGoesOnEveryDesignLayer() {
        SeveralLayersForm f = form();
        JComboBox<Object> image = (JComboBox<Object>) find(f, "layersImage");
        assertThat(GuiActionRunner.execute(image::getSelectedItem)).isEqualTo("(mixed)");
        oneStep(() -> image.setSelectedItem(a));
        assertThat(two.image()).isSameAs(a);
        assertThat(one.image()).isSameAs(a);
        assertThat(game.image()).isNull();
        assertThat(doc.undoLabel()).isEqualTo("Change image of 2 layers");
    }

    @Test
    void theColourAndOpacityGoOnEveryDesignLayer() {
        SeveralLayersForm f = form();
        oneStep(() -> f.setColor(new java.awt.Color(200, 100, 50), null));
        assertThat(one.color()).isEqualTo(new Color(200, 100, 50, 255));
        assertThat(two.color()).isEqualTo(new Color(200, 100, 50, 255));
        JSpinner alpha = (JSpinner) find(f, "layersAlpha");
        oneStep(() -> alpha.setValue(128));
        assertThat(one.color().a()).isEqualTo(128);
        assertThat(two.color().a()).isEqualTo(128);
    }

    @Test
    void detailGoesOnEveryDesignLayer() {
        SeveralLayersForm f = form();
        JCheckBox detail = (JCheckBox) find(f, "layersDetail");
        oneStep(detail::doClick);
        assertThat(one.detail()).isTrue();
        assertThat(two.detail()).isTrue();
    }

    @Test
    void resizeAllResizesEveryLayerPhysicsIncluded() {
        SeveralLayersForm f = form();
        assertThat(GuiActionRunner.execute(() -> ((JSpinner) find(f, "layersWidth")).getValue()))
                .as("the widest")
                .isEqualTo(6);
        oneStep(() -> {
            ((JSpinner) find(f, "layersWidth")).setValue(8);
            ((JSpinner) find(f, "layersHeight")).setValue(5);
            ((javax.swing.JButton) find(f, "layersResize")).doClick();
        });
        for (TileLayer l : List.of(one, game, two)) {
            assertThat(l.width()).isEqualTo(8);
            assertThat(l.height()).isEqualTo(5);
        }
    }

    private static java.awt.Component find(java.awt.Container c, String name) {
        for (java.awt.Component k : c.getComponents()) {
            if (name.equals(k.getName())) {
                return k;
            }
            if (k instanceof java.awt.Container) {
                java.awt.Component found = find((java.awt.Container) k, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
