package twedit.editor.links;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.EnumSet;
import org.junit.jupiter.api.Test;
import twedit.model.links.LinkIndex;
import twedit.model.links.LinkMaps;
import twedit.model.tiles.LinkRole.Space;

/** The links overlay's filter by kind and number, and its legend, which says what is shown. */
class LinkFilterTest {
    @Test
    void theFilterKeepsTheLinksOfItsKindsAndNumber() {
        LinkMaps m = new LinkMaps(40, 30)
                .tele(1, 1, 3, 26)
                .tele(20, 20, 3, 27)
                .tele(2, 5, 4, 10)
                .tele(22, 5, 4, 27)
                .swtch(1, 10, 7, 24, 0)
                .swtch(3, 12, 7, 240, 0);
        LinkGeometry g = LinkGeometry.of(LinkIndex.of(m.map));
        assertThat(g.segments).hasSize(3);
        LinkFilter tele3 = new LinkFilter(EnumSet.of(Space.TELE), 3);
        assertThat(g.segments.stream().filter(s -> tele3.shows(s.space(), s.number())))
                .singleElement()
                .satisfies(s -> assertThat(s.label()).isEqualTo("3"));
        LinkFilter switches = new LinkFilter(EnumSet.of(Space.SWITCH), -1);
        assertThat(g.segments.stream().filter(s -> switches.shows(s.space(), s.number())))
                .hasSize(1);
        assertThat(g.dots.stream().filter(d -> switches.shows(d.space(), d.number())))
                .hasSize(2);
        assertThat(LinkFilter.ALL.describe()).isEqualTo("All links");
        assertThat(tele3.describe()).isEqualTo("Tele 3");
        assertThat(new LinkFilter(EnumSet.allOf(Space.class), 12).describe()).isEqualTo("Number 12");
    }

    @Test
    void theLegendFitsInTheCornerAndSkipsATinyView() {
        BufferedImage img = new BufferedImage(400, 300, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        try {
            LinkLegend.paint(g, 400, 300, LinkFilter.ALL, 12);
            assertThat(img.getRGB(390 - 5, 290 - 5) >>> 24)
                    .as("drawn in the lower right corner")
                    .isPositive();
            assertThat(img.getRGB(5, 5) >>> 24).as("nothing elsewhere").isZero();
            BufferedImage tiny = new BufferedImage(40, 30, BufferedImage.TYPE_INT_ARGB);
            Graphics2D t = tiny.createGraphics();
            LinkLegend.paint(t, 40, 30, LinkFilter.ALL, 12);
            t.dispose();
            assertThat(tiny.getRGB(35, 25) >>> 24).isZero();
        } finally {
            g.dispose();
        }
    }
}
