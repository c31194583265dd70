package twedit.editor.panels;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.event.MouseEvent;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;
import twedit.editor.state.Workspace;
import twedit.editor.tools.ToolBox;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.map.Group;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * The picker draws no outline the mouse left behind, and no empty grid when the layer has no tiles to show; the tiles
 * of the brush stay marked, and a middle click picks like a left one.
 */
class TilePickerPanelTest {
    private final Workspace ws = new Workspace(new MapDocument(TwMap.newMap(10, 10)));
    private final ToolBox tools = new ToolBox(ws);

    @Test
    void theHoverOutlineGoesWhenTheMouseLeaves() {
        BufferedImage black = new BufferedImage(16, 16, BufferedImage.TYPE_INT_RGB);
        TilePickerPanel picker = new TilePickerPanel(ws, tools, l -> black);
        picker.setSize(300, 300);
        Point c = picker.cellCenter(0);
        picker.dispatchEvent(mouse(picker, MouseEvent.MOUSE_MOVED, c));
        int edge = c.x - 9; // the left edge of cell 0 (cells of 18 px), where the outline is drawn
        assertThat(draw(picker).getRGB(edge, c.y)).isEqualTo(Color.WHITE.getRGB());
        picker.dispatchEvent(mouse(picker, MouseEvent.MOUSE_EXITED, new Point(-5, -5)));
        assertThat(draw(picker).getRGB(edge, c.y)).isNotEqualTo(Color.WHITE.getRGB());
    }

    @Test
    void withoutAnImageItShowsOnlyWhy() {
        TilePickerPanel picker = new TilePickerPanel(ws, tools, l -> null);
        picker.setSize(300, 300);
        picker.setBackground(Color.BLUE);
        Point c = picker.cellCenter(8 * 16 + 8);
        picker.dispatchEvent(mouse(picker, MouseEvent.MOUSE_MOVED, c));
        BufferedImage img = draw(picker);
        assertThat(img.getRGB(c.x, c.y)).isEqualTo(Color.BLUE.getRGB());
        assertThat(img.getRGB(c.x - 9, c.y)).isEqualTo(Color.BLUE.getRGB());
        assertThat(TilePickerPanel.message(ws.currentTileLayer())).contains("Properties");
    }

    @Test
    void aTilesLayerWithoutImageSaysSoOverAnEmptyGrid() {
        Group g = ws.map().groups().get(0);
        TileLayer design = TileLayer.empty(TileKind.TILES, 10, 10);
        ws.document().apply(Edits.addLayer(g, 0, design));
        ws.select(g, design);
        BufferedImage white = new BufferedImage(16, 16, BufferedImage.TYPE_INT_RGB);
        white.getGraphics().fillRect(0, 0, 16, 16);
        TilePickerPanel picker = new TilePickerPanel(ws, tools, l -> white);
        picker.setSize(300, 300);
        Point c = picker.cellCenter(8 * 16 + 8);
        BufferedImage img = draw(picker);
        // the plain-square atlas is not drawn (one white block), the checkered grid is, and the banner at its top
        assertThat(img.getRGB(c.x, c.y)).isIn(0xFF5A5F66, 0xFF4A4E55);
        int bannerPixels = 0;
        for (int x = 10; x < 200; x++) {
            bannerPixels += img.getRGB(x, 14) == Color.WHITE.getRGB() ? 1 : 0;
        }
        assertThat(bannerPixels).as("text of the banner").isPositive();
    }

    @Test
    void thePickedTilesStayMarked() {
        BufferedImage black = new BufferedImage(16, 16, BufferedImage.TYPE_INT_RGB);
        TilePickerPanel picker = new TilePickerPanel(ws, tools, l -> black);
        picker.setSize(300, 300);
        picker.pick(1, 0, 2, 1); // tiles 1 and 2 of the Game layer's atlas
        BufferedImage img = draw(picker);
        Point one = picker.cellCenter(1);
        Point two = picker.cellCenter(2);
        int mark = new Color(255, 200, 40).getRGB();
        assertThat(img.getRGB(one.x - 9, one.y)).as("left edge of the block").isEqualTo(mark);
        assertThat(img.getRGB(two.x + 9, two.y)).as("right edge of the block").isEqualTo(mark);
        assertThat(img.getRGB(one.x + 9, one.y))
                .as("no edge between the two picked tiles")
                .isNotEqualTo(mark);
        Point three = picker.cellCenter(3);
        assertThat(img.getRGB(three.x + 9, three.y)).as("a tile not picked").isNotEqualTo(mark);
        tools.setBrush(null, null);
        assertThat(draw(picker).getRGB(one.x - 9, one.y))
                .as("no brush, no mark")
                .isNotEqualTo(mark);
    }

    @Test
    void aMiddleClickPicksATileToo() {
        BufferedImage black = new BufferedImage(16, 16, BufferedImage.TYPE_INT_RGB);
        TilePickerPanel picker = new TilePickerPanel(ws, tools, l -> black);
        picker.setSize(300, 300);
        Point c = picker.cellCenter(5);
        picker.dispatchEvent(button(picker, MouseEvent.MOUSE_PRESSED, c, MouseEvent.BUTTON2));
        picker.dispatchEvent(button(picker, MouseEvent.MOUSE_RELEASED, c, MouseEvent.BUTTON2));
        assertThat(tools.brush()).isNotNull();
        assertThat(tools.brush().width()).isEqualTo(1);
        assertThat(tools.brush().cell(0, 0)[0] & 0xFF).isEqualTo(5);
    }

    private static MouseEvent button(TilePickerPanel p, int id, Point at, int button) {
        int mask = id == MouseEvent.MOUSE_PRESSED ? MouseEvent.BUTTON2_DOWN_MASK : 0;
        return new MouseEvent(p, id, System.currentTimeMillis(), mask, at.x, at.y, 1, false, button);
    }

    private static MouseEvent mouse(TilePickerPanel p, int id, Point at) {
        return new MouseEvent(p, id, System.currentTimeMillis(), 0, at.x, at.y, 0, false);
    }

    private static BufferedImage draw(TilePickerPanel p) {
        BufferedImage img = new BufferedImage(p.getWidth(), p.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        p.paint(g);
        g.dispose();
        return img;
    }
}
