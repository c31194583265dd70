package twedit.editor.entities;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import javax.swing.JComboBox;
import javax.swing.JMenuItem;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.panels.TilePickerPanel;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.TileLayer;
import twedit.model.testutil.Corpus;
import twedit.model.tiles.EntitiesGameType;

/**
 * View > Entities Image draws the game layer with one of DDNet's entities images (read where Debian's ddnet-data
 * installs them) and the tile picker's tooltip explains the tile under the mouse for that game type; a custom file
 * that is not a PNG of 16x16 tiles is refused with a message and changes nothing.
 */
@RobotDriven
class EntitiesGuiTest {
    private static final Path FNG = Path.of("/usr/share/games/ddnet/data/editor/entities/FNG.png");

    @TempDir
    Path dir;

    @Test
    void theChosenImagesGameTypeExplainsThePickersTiles() throws Exception {
        Corpus.require(Files.isRegularFile(FNG), FNG.toString());
        try (EditorGui h = new EditorGui(false)) {
            GuiActionRunner.execute(() -> {
                for (Group g : h.window.workspace().map().groups()) {
                    for (Layer l : g.layers()) {
                        if (l instanceof TileLayer t && t.kind() == twedit.model.map.TileKind.GAME) {
                            h.window.workspace().select(g, l);
                        }
                    }
                }
            });
            EntitiesFeature f = GuiActionRunner.execute(() -> h.window.feature(EntitiesFeature.class));
            // Ctrl+Space shows the picker over the map, with the game layer's entities image (as DDNet's)
            h.centerOn(5, 5);
            h.key(java.awt.event.KeyEvent.VK_SPACE, java.awt.event.InputEvent.CTRL_DOWN_MASK);
            h.waitFor("picker", () -> GuiActionRunner.execute(() -> showingPicker(h.window.getContentPane())) != null);
            TilePickerPanel picker = GuiActionRunner.execute(() -> showingPicker(h.window.getContentPane()));
            // built in: DDNet's explanations (freeze on the game layer)
            assertThat(GuiActionRunner.execute(() -> picker.tooltip(9)))
                    .contains("Freeze")
                    .contains("3 seconds");

            int[] before = GuiActionRunner.execute(() -> paint(picker));
            JMenuItem item = (JMenuItem) h.robot.finder().findByName("entitiesImageItem", false);
            javax.swing.SwingUtilities.invokeLater(item::doClick);
            javax.swing.JDialog d = h.waitForDialog("Entities Image");
            @SuppressWarnings("unchecked")
            JComboBox<String> box = (JComboBox<String>) h.robot.finder().findByName(d, "entitiesChoice", false);
            GuiActionRunner.execute(() -> box.setSelectedItem("FNG"));
            h.answer("Entities Image", "OK");
            h.waitFor("FNG chosen", () -> f.current().equals(new EntitiesChoice.Installed("FNG")));
            assertThat(h.prefs().get(EntitiesFeature.PREF, null)).isEqualTo("installed:FNG");
            assertThat(GuiActionRunner.execute(() -> h.window.status().message()))
                    .contains("FNG");

            // the mouse over tile 7 of the picker: FNG's golden spike, which DDNet's game type calls nothing
            Point golden = GuiActionRunner.execute(() -> picker.cellCenter(7));
            h.robot.moveMouse(picker, golden);
            h.robot.waitForIdle();
            h.waitFor("tooltip", () -> String.valueOf(picker.getToolTipText()).contains("Golden spike"));
            assertThat(picker.getToolTipText()).contains("(7)").contains("killer scores");
            // the picker draws the game layer's tiles with FNG's image now
            assertThat(GuiActionRunner.execute(() -> paint(picker))).isNotEqualTo(before);
            Thread.sleep(1200); // let the tooltip appear for the screenshot
            h.screenshot("entities-fng-explained", null);

            // a custom file that is no PNG, and one of the wrong size: a message, nothing changed
            Path text = dir.resolve("notes.png");
            Files.writeString(text, "not an image");
            assertThat(GuiActionRunner.execute(() -> f.choose(new EntitiesChoice.Custom(text))))
                    .hasValueSatisfying(m -> assertThat(m).contains("notes.png").contains("not a PNG"));
            Path odd = dir.resolve("odd.png");
            ImageIO.write(new BufferedImage(100, 100, BufferedImage.TYPE_INT_ARGB), "png", odd.toFile());
            assertThat(GuiActionRunner.execute(() -> f.choose(new EntitiesChoice.Custom(odd))))
                    .hasValueSatisfying(m -> assertThat(m).contains("odd.png").contains("100x100"));
            assertThat(f.current()).isEqualTo(new EntitiesChoice.Installed("FNG"));
            assertThat(h.prefs().get(EntitiesFeature.PREF, null)).isEqualTo("installed:FNG");

            // a good custom image: drawn, and no explanations (DDNet explains only its named game types)
            Path good = dir.resolve("mine.png");
            ImageIO.write(new BufferedImage(512, 512, BufferedImage.TYPE_INT_ARGB), "png", good.toFile());
            assertThat(GuiActionRunner.execute(() -> f.choose(new EntitiesChoice.Custom(good))))
                    .isEmpty();
            assertThat(f.current().gameType()).isEqualTo(EntitiesGameType.NONE);
            assertThat(GuiActionRunner.execute(() -> picker.tooltip(9))).isEqualTo("Freeze (9)");
        }
    }

    /** The picker's pixels as it paints now. */
    private static int[] paint(TilePickerPanel p) {
        BufferedImage img = new BufferedImage(p.getWidth(), p.getHeight(), BufferedImage.TYPE_INT_ARGB);
        java.awt.Graphics2D g = img.createGraphics();
        p.paint(g);
        g.dispose();
        return img.getRGB(0, 0, img.getWidth(), img.getHeight(), null, 0, img.getWidth());
    }

    /** The first showing tile picker under {@code c} (the window has two: the Tiles tab and the Space overlay). */
    private static TilePickerPanel showingPicker(java.awt.Container c) {
        for (java.awt.Component child : c.getComponents()) {
            if (child instanceof TilePickerPanel && child.isShowing()) {
                return (TilePickerPanel) child;
            }
            if (child instanceof java.awt.Container cc) {
                TilePickerPanel p = showingPicker(cc);
                if (p != null) {
                    return p;
                }
            }
        }
        return null;
    }
}
