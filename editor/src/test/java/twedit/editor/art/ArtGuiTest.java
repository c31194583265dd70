package twedit.editor.art;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import javax.swing.JMenuItem;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.JFileChooserFinder;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;
import twedit.media.ArtPng;
import twedit.model.art.QuadArt;
import twedit.model.art.TileArt;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.io.MapFiles;
import twedit.model.map.Group;
import twedit.model.map.QuadsLayer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Tools > Add Tile Art... and Add Quad Art...: a PNG chosen in the file chooser becomes the same layers and quads as
 * the model's DDNet algorithm gives, as one undo step named as DDNet's, with DDNet's questions and options; a bad
 * PNG gets a message.
 */
@RobotDriven
class ArtGuiTest {
    @TempDir
    Path dir;

    private Path map() throws Exception {
        Path file = dir.resolve("art.map");
        Files.write(file, new MapFiles(ReadLimits.EDITOR, null).encode(TwMap.newMap(20, 20), SaveOptions.DDNET));
        return file;
    }

    /** A w x h picture with (w * h) / 2 colours in stripes and a clear corner. */
    private Path png(String name, int w, int h, int colours) throws Exception {
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                img.setRGB(x, y, 0xFF000000 | ((x + y * w) % colours) * 0x010203);
            }
        }
        img.setRGB(0, 0, 0);
        Path p = dir.resolve(name);
        ImageIO.write(img, "png", p.toFile());
        return p;
    }

    private static JMenuItem item(EditorGui h, String name) {
        return h.robot.finder().find(new GenericTypeMatcher<JMenuItem>(JMenuItem.class, false) {
            @Override
            protected boolean isMatching(JMenuItem m) {
                return name.equals(m.getName());
            }
        });
    }

    private static void choose(EditorGui h, String item, Path png) {
        h.press(item(h, item));
        JFileChooserFixture fc = JFileChooserFinder.findFileChooser().using(h.robot);
        fc.setCurrentDirectory(png.getParent().toFile());
        fc.selectFile(png.toFile());
        fc.approve();
    }

    private static Group last(EditorGui h) {
        return GuiActionRunner.execute(() -> {
            TwMap m = h.window.workspace().map();
            return m.groups().get(m.groups().size() - 1);
        });
    }

    @Test
    void tileArtAsksForManyColoursAndMakesDdnetsLayers() throws Exception {
        Path png = png("stripes.png", 20, 15, 300);
        try (EditorGui h = new EditorGui(false)) {
            h.open(map());
            MapDocument doc = GuiActionRunner.execute(() -> h.window.workspace().document());
            choose(h, "addTileArtItem", png);
            h.answer("Many colors", "Confirm");
            h.waitFor("tile art added", () -> doc.map().groups().size() == 2);
            assertThat(GuiActionRunner.execute(doc::undoLabel)).isEqualTo("Add tile art");
            assertThat(GuiActionRunner.execute(() -> h.window.status().message()))
                    .isEqualTo("Add tile art: group 'stripes' with 2 layers of 20x15 tiles from 299 colours.");
            TileArt.Plan expected = TileArt.plan(new MapDocument(TwMap.newMap(20, 20)).map(), ArtPng.read(png));
            Group g = last(h);
            assertThat(g.layers()).hasSize(2);
            for (int i = 0; i < 2; i++) {
                TileLayer l = (TileLayer) g.layers().get(i);
                assertThat(l.grid())
                        .as("layer %d cell by cell", i)
                        .isEqualTo(expected.grids().get(i));
                assertThat(l.image().pixels())
                        .isEqualTo(expected.images().get(i).pixels());
            }
            h.screenshot("tile-art", null);
            GuiActionRunner.execute(doc::undo);
            assertThat(GuiActionRunner.execute(() -> doc.map().images().size())).isZero();
        }
    }

    @Test
    void quadArtTakesDdnetsOptionsInItsDialog() throws Exception {
        Path png = png("dots.png", 6, 4, 3);
        try (EditorGui h = new EditorGui(false)) {
            h.open(map());
            MapDocument doc = GuiActionRunner.execute(() -> h.window.workspace().document());
            choose(h, "addQuadArtItem", png);
            DialogFixture d = WindowFinder.findDialog("quadArtDialog").using(h.robot);
            h.screenshot("quad-art-dialog", d.target());
            d.spinner("quadArtQuadPixelSize").requireValue(4).enterTextAndCommit("16");
            d.spinner("quadArtImagePixelSize").requireValue(1);
            d.checkBox("quadArtOptimize").requireSelected().uncheck();
            d.checkBox("quadArtCentralize").requireNotSelected();
            d.button("quadArtConfirm").click();
            h.waitFor("quad art added", () -> doc.map().groups().size() == 2);
            QuadArt.Plan expected = QuadArt.plan(ArtPng.read(png), new QuadArt.Params(1, 16, false, false));
            QuadsLayer l = (QuadsLayer) last(h).layers().get(0);
            assertThat(l.quads()).as("quad by quad").containsExactlyElementsOf(expected.quads());
            assertThat(l.quads()).hasSize(23);
            assertThat(GuiActionRunner.execute(doc::undoLabel)).isEqualTo("Add quad art");
            assertThat(GuiActionRunner.execute(() -> h.window.status().message()))
                    .isEqualTo("Add quad art: group 'dots' with 23 quads.");
        }
    }

    @Test
    void aGrayscalePngIsRefusedWithAMessage() throws Exception {
        Path gray = dir.resolve("gray.png");
        ImageIO.write(new BufferedImage(4, 4, BufferedImage.TYPE_BYTE_GRAY), "png", gray.toFile());
        try (EditorGui h = new EditorGui(false)) {
            h.open(map());
            choose(h, "addTileArtItem", gray);
            h.answer("Failed to load image", "OK");
            assertThat(GuiActionRunner.execute(() -> h.window.status().message()))
                    .contains("gray.png: a grayscale PNG");
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().map().groups().size()))
                    .isEqualTo(1);
        }
    }
}
