package twedit.editor.links;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import javax.swing.Action;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JRadioButton;
import javax.swing.JSpinner;
import javax.swing.KeyStroke;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.data.TableCell;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.JTableFixture;
import org.junit.jupiter.api.Test;
import twedit.editor.physics.ui.PhysicsFeature;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;
import twedit.editor.tools.TileSelection;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TileOps;
import twedit.model.links.LinkIndex;
import twedit.model.links.NumberLinks;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.testutil.Corpus;
import twedit.model.tiles.LinkRole.End;
import twedit.model.tiles.LinkRole.Space;

/**
 * The links feature on LearnToPlay.map (teles, checkpoint teles and switches): View > Show Links with its shortcut and
 * lines that follow edits, the Numbers panel's rows that jump to their cells and its next free number, the renumber
 * dialog's count and single undo step, and the brush number keys.
 */
@RobotDriven
class LinksGuiTest {
    private static final java.nio.file.Path MAP = Corpus.ddnetMap("maps/LearnToPlay.map");

    @Test
    void showLinksIsAViewCheckBoxWithAShortcutAndTheLinesFollowEdits() {
        try (EditorGui h = new EditorGui(false)) {
            h.open(MAP);
            LinksFeature f = GuiActionRunner.execute(() -> h.window.feature(LinksFeature.class));
            JCheckBoxMenuItem item =
                    (JCheckBoxMenuItem) h.frame.menuItem("showLinksItem").target();
            assertThat(item.getAction().getValue(Action.NAME)).isEqualTo("Show Links");
            assertThat(item.getAction().getValue(Action.ACCELERATOR_KEY)).isEqualTo(KeyStroke.getKeyStroke("ctrl L"));
            assertThat(GuiActionRunner.execute(f::showing)).isFalse();

            GuiActionRunner.execute(() -> h.window.view().fitMap());
            h.key(KeyEvent.VK_L, InputEvent.CTRL_DOWN_MASK);
            assertThat(GuiActionRunner.execute(f::showing)).isTrue();
            assertThat(GuiActionRunner.execute(item::isSelected)).isTrue();
            assertThat(h.prefs().getBoolean("links.show", false)).isTrue();
            h.waitFor("lines drawn", () -> f.overlay().lastSegmentsDrawn() > 0);

            // removing the only exit of a tele number takes its lines away at once
            NumberLinks tele =
                    GuiActionRunner.execute(() -> index(h).numbers(Space.TELE).get(0));
            int before = GuiActionRunner.execute(
                    () -> f.overlay().geometry().segments.size());
            var exit = tele.at(End.TO).get(0).cells();
            GuiActionRunner.execute(() -> h.window
                    .workspace()
                    .document()
                    .apply(TileOps.setCell(exit.layer(), exit.x(0), exit.y(0), Cells.empty(TileKind.TELE))));
            h.robot.waitForIdle();
            int after = GuiActionRunner.execute(
                    () -> f.overlay().geometry().segments.size());
            assertThat(after)
                    .isEqualTo(before - tele.count(End.FROM) * exit.clusters().size());
            assertThat(GuiActionRunner.execute(
                            () -> f.overlay().geometry().dots.stream().anyMatch(LinkGeometry.Dot::dangling)))
                    .as("the entrance now dangles")
                    .isTrue();

            h.key(KeyEvent.VK_L, InputEvent.CTRL_DOWN_MASK);
            assertThat(GuiActionRunner.execute(f::showing)).isFalse();
            GuiActionRunner.execute(() -> h.window.view().repaint());
            h.waitFor("no lines", () -> f.overlay().lastSegmentsDrawn() == 0);
        }
    }

    @Test
    void numbersPanelRowsJumpToTheirCellsFollowEditsAndOfferTheNextFreeNumber() {
        try (EditorGui h = new EditorGui(false)) {
            h.open(MAP);
            LinksFeature f = GuiActionRunner.execute(() -> h.window.feature(LinksFeature.class));
            h.showPanel("Numbers");
            NumbersPanel panel = GuiActionRunner.execute(f::panel);
            int row = GuiActionRunner.execute(() -> {
                var rows = panel.rows();
                for (int i = 0; i < rows.size(); i++) {
                    if (rows.get(i).kind().equals("Tele")) {
                        return i;
                    }
                }
                return -1;
            });
            assertThat(row).isNotNegative();
            NumberRows.Row r = GuiActionRunner.execute(() -> panel.rows().get(row));
            JTableFixture table = h.frame.table("numbersTable");
            table.cell(TableCell.row(row).column(0)).click();
            h.robot.waitForIdle();
            TileLayer tele = GuiActionRunner.execute(
                    () -> h.window.workspace().map().physicsLayer(TileKind.TELE).orElseThrow());
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().currentLayer()))
                    .isSameAs(tele);
            assertCentredOn(h, r.from().x(0), r.from().y(0));
            table.cell(TableCell.row(row).column(3)).click();
            h.robot.waitForIdle();
            assertCentredOn(h, r.to().x(0), r.to().y(0));

            // a problem row jumps to the problem's cells
            int problem = GuiActionRunner.execute(() -> {
                var rows = panel.rows();
                for (int i = 0; i < rows.size(); i++) {
                    if (rows.get(i).severity() != null) {
                        return i;
                    }
                }
                return -1;
            });
            assertThat(problem).as("LearnToPlay has speedups without force").isNotNegative();
            NumberRows.Row p = GuiActionRunner.execute(() -> panel.rows().get(problem));
            assertThat(p.problemText()).isNotBlank();
            table.cell(TableCell.row(problem).column(4)).click();
            h.robot.waitForIdle();
            assertCentredOn(h, p.problem().x(0), p.problem().y(0));

            // the rows follow an edit: a renumbered tele shows under its new number
            int number = Integer.parseInt(r.number());
            int free = GuiActionRunner.execute(() -> index(h).nextFree(Space.TELE));
            GuiActionRunner.execute(() -> h.window
                    .workspace()
                    .document()
                    .apply(twedit.model.links.LinkEdits.renumber(
                            h.window.workspace().map(),
                            Space.TELE,
                            number,
                            free,
                            twedit.model.links.LinkEdits.Area.WHOLE)));
            h.waitFor(
                    "the panel follows",
                    () -> panel.rows().stream()
                            .anyMatch(x -> x.kind().equals("Tele") && x.number().equals(Integer.toString(free))));

            int next = GuiActionRunner.execute(() -> index(h).nextFree(Space.TELE));
            h.frame.button("nextFreeTele").click();
            h.robot.waitForIdle();
            int param = GuiActionRunner.execute(
                    () -> h.window.feature(PhysicsFeature.class).params().teleNumber());
            assertThat(param).isEqualTo(next);
        }
    }

    @Test
    void renumberDialogCountsFirstAndAppliesOneUndoStep() {
        try (EditorGui h = new EditorGui(false)) {
            h.open(MAP);
            LinkIndex x = GuiActionRunner.execute(() -> index(h));
            NumberLinks tele = x.numbers(Space.TELE).get(0);
            var entrance = tele.at(End.FROM).get(0).cells();
            TileLayer layer = entrance.layer();
            int free = x.nextFree(Space.TELE);
            GuiActionRunner.execute(() -> h.window
                    .tools()
                    .setSelection(new TileSelection(layer, new Rectangle(entrance.x(0), entrance.y(0), 1, 1))));
            int history = GuiActionRunner.execute(
                    () -> h.window.workspace().document().historySize());

            h.press((javax.swing.AbstractButton)
                    h.frame.menuItem("renumberItem").target());
            JDialog d = h.waitForDialog("Renumber Tele/Switch");
            JSpinner from = find(h, d, JSpinner.class, "renumberFrom");
            JSpinner to = find(h, d, JSpinner.class, "renumberTo");
            JLabel count = find(h, d, JLabel.class, "renumberCount");
            GuiActionRunner.execute(() -> {
                from.setValue(tele.number());
                to.setValue(free);
                return null;
            });
            assertThat(GuiActionRunner.execute(() ->
                            find(h, d, JRadioButton.class, "renumberSelection").isSelected()))
                    .isTrue();
            assertThat(GuiActionRunner.execute(count::getText)).isEqualTo("Changes 1 cell");
            JRadioButton whole = find(h, d, JRadioButton.class, "renumberWholeMap");
            GuiActionRunner.execute(() -> {
                whole.doClick();
                return null;
            });
            assertThat(GuiActionRunner.execute(count::getText)).isEqualTo("Changes " + tele.count() + " cells");
            h.pressAndWaitClosed(find(h, d, javax.swing.JButton.class, "renumberApply"), d);

            assertThat(GuiActionRunner.execute(() -> layer.grid().get(entrance.x(0), entrance.y(0), 0)))
                    .isEqualTo(free);
            assertThat(GuiActionRunner.execute(() -> index(h).isUsed(Space.TELE, tele.number())))
                    .isFalse();
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().document().historySize()))
                    .isEqualTo(history + 1);
            GuiActionRunner.execute(() -> h.window.workspace().document().undo());
            assertThat(GuiActionRunner.execute(() -> layer.grid().get(entrance.x(0), entrance.y(0), 0)))
                    .isEqualTo(tele.number());
            assertThat(GuiActionRunner.execute(() -> index(h).number(Space.TELE, tele.number())
                            .orElseThrow()
                            .count()))
                    .isEqualTo(tele.count());
        }
    }

    @Test
    void brushNumberKeysMoveTheBrushsNumbers() {
        try (EditorGui h = new EditorGui(false)) {
            h.open(MAP);
            assertThat(h.frame
                            .menuItem("incrementBrushItem")
                            .target()
                            .getAction()
                            .getValue(Action.ACCELERATOR_KEY))
                    .isEqualTo(KeyStroke.getKeyStroke("alt EQUALS"));
            byte[] cells = new byte[4];
            System.arraycopy(Cells.tele(4, 26), 0, cells, 0, 2);
            System.arraycopy(Cells.tele(9, 27), 0, cells, 2, 2);
            GuiActionRunner.execute(() -> h.window.tools().setBrush(new TileBrush(2, 1, 2, cells), TileKind.TELE));
            h.key(KeyEvent.VK_EQUALS, InputEvent.ALT_DOWN_MASK);
            assertThat(GuiActionRunner.execute(() -> h.window.tools().brush().cell(0, 0)))
                    .containsExactly(Cells.tele(5, 26));
            assertThat(GuiActionRunner.execute(() -> h.window.tools().brush().cell(1, 0)))
                    .containsExactly(Cells.tele(10, 27));
            h.key(KeyEvent.VK_MINUS, InputEvent.ALT_DOWN_MASK);
            h.key(KeyEvent.VK_MINUS, InputEvent.ALT_DOWN_MASK);
            assertThat(GuiActionRunner.execute(() -> h.window.tools().brush().cell(0, 0)))
                    .containsExactly(Cells.tele(3, 26));
        }
    }

    private static LinkIndex index(EditorGui h) {
        return LinkIndex.of(h.window.workspace().map());
    }

    private static void assertCentredOn(EditorGui h, int x, int y) {
        double cx = GuiActionRunner.execute(() -> h.window.view().camera().centerX());
        double cy = GuiActionRunner.execute(() -> h.window.view().camera().centerY());
        assertThat(cx).isEqualTo(x * 32 + 16.0, org.assertj.core.data.Offset.offset(0.5));
        assertThat(cy).isEqualTo(y * 32 + 16.0, org.assertj.core.data.Offset.offset(0.5));
    }

    private static <T extends java.awt.Component> T find(EditorGui h, JDialog d, Class<T> type, String name) {
        return h.robot.finder().find(d, new GenericTypeMatcher<T>(type, true) {
            @Override
            protected boolean isMatching(T c) {
                return name.equals(c.getName());
            }
        });
    }
}
