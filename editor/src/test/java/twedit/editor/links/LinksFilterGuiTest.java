package twedit.editor.links;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.Set;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.GuideShots;
import twedit.editor.testutil.RobotDriven;
import twedit.model.testutil.Corpus;
import twedit.model.tiles.LinkRole.Space;

/**
 * The links overlay (Ctrl+L) is filtered from the Numbers panel's bottom row: a kind and a number leave only those
 * links drawn, "All links" and number 0 bring every link back; the row sits below the table so the rows stay where
 * they were (LinksGuiTest clicks them). Takes the guide's picture of the links (guide-links.png).
 */
@RobotDriven
class LinksFilterGuiTest {
    @Test
    void theNumbersPanelsBottomRowFiltersTheOverlayByKindAndNumber() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            h.open(Corpus.ddnetMap("maps/LearnToPlay.map"));
            LinksFeature f = GuiActionRunner.execute(() -> h.window.feature(LinksFeature.class));
            GuiActionRunner.execute(() -> h.window.view().fitMap());
            h.key(KeyEvent.VK_L, InputEvent.CTRL_DOWN_MASK);
            h.waitFor("lines drawn", () -> f.overlay().lastSegmentsDrawn() > 0);
            int all = GuiActionRunner.execute(() -> f.overlay().lastSegmentsDrawn());
            h.showPanel("Numbers");
            int tableTop = GuiActionRunner.execute(() -> f.panel().table().getLocationOnScreen().y);

            h.frame.comboBox("linksShowKind").selectItem("Tele");
            h.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> f.overlay().filter()))
                    .isEqualTo(new LinkFilter(Set.of(Space.TELE), -1));
            int tele = GuiActionRunner.execute(() -> f.panel().rows().stream()
                    .filter(r -> r.kind().equals("Tele"))
                    .mapToInt(r -> Integer.parseInt(r.number()))
                    .findFirst()
                    .orElseThrow());
            h.frame.spinner("linksShowNumber").enterTextAndCommit(Integer.toString(tele));
            h.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> f.overlay().filter()))
                    .isEqualTo(new LinkFilter(Set.of(Space.TELE), tele));
            h.waitFor("fewer lines drawn", () -> f.overlay().lastSegmentsDrawn() < all);
            assertThat(GuiActionRunner.execute(() -> f.panel().table().getLocationOnScreen().y))
                    .as("the rows did not move")
                    .isEqualTo(tableTop);
            h.screenshot("links-filter");

            h.frame.comboBox("linksShowKind").selectItem("All links");
            h.frame.spinner("linksShowNumber").enterTextAndCommit("0");
            h.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> f.overlay().filter())).isEqualTo(LinkFilter.ALL);
            h.waitFor("every line again", () -> f.overlay().lastSegmentsDrawn() == all);
            GuideShots.take(h, "links", () -> h.window.view().fitMap());
        }
    }
}
