package twedit.editor.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JTabbedPane;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.state.OpenMap;
import twedit.editor.testutil.RobotDriven;
import twedit.editor.testutil.ScreenCapture;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;
import twedit.model.map.Color;
import twedit.model.map.Group;
import twedit.model.map.MapImage;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Maps side by side: each tab keeps its history, view and layer; the brush goes along to another tab and brings its
 * image; closing a tab and quitting ask once per unsaved map.
 */
@RobotDriven
class TabsGuiTest {
    @TempDir
    Path dir;

    /** A map with a design group whose painted tiles layer uses an embedded 256x256 image {@code image}. */
    private Path map(String name, String image, int seed) throws Exception {
        TwMap m = TwMap.newMap(40, 30);
        byte[] px = new byte[256 * 256 * 4];
        for (int i = 0; i < px.length; i++) {
            px[i] = (byte) (i % 4 == 3 ? 255 : (i / 4) * seed);
        }
        MapImage img = new MapImage(image, 256, 256, false, MapImage.Format.RGBA, px);
        TileGrid grid = new TileGrid(40, 30, TileKind.TILES.cellBytes());
        TileLayer design = TileLayer.detached(TileKind.TILES, "Design", grid, img, Color.WHITE);
        twedit.model.document.MapDocument doc = new twedit.model.document.MapDocument(m);
        doc.compound("setup", () -> {
            doc.apply(twedit.model.document.edits.Edits.addImage(m, 0, img));
            doc.apply(twedit.model.document.edits.Edits.addGroup(m, 0, new Group("Design", List.of(design))));
            doc.apply(twedit.model.document.edits.TileOps.setCell(design, 1, 1, new byte[] {7, 0, 0, 0}));
        });
        Path p = dir.resolve(name);
        Files.write(p, new MapFiles(ReadLimits.EDITOR, null).encode(m, SaveOptions.DDNET));
        return p;
    }

    private static void paintGame(GuiHarness h, int x, int y) {
        GuiActionRunner.execute(() -> {
            TwMap m = h.window.workspace().map();
            h.window
                    .workspace()
                    .select(m.gameGroup().orElseThrow(), m.gameLayer().orElseThrow());
            return null;
        });
        h.centerOn(x, y);
        EditorWorkflowTest.pick(h, 1);
        h.clickTile(x, y);
    }

    /** Makes the design layer (first of the first group) of the shown map current. */
    private static void selectDesign(GuiHarness h) {
        GuiActionRunner.execute(() -> {
            Group g = h.window.workspace().map().groups().get(0);
            h.window.workspace().select(g, g.layers().get(0));
            return null;
        });
    }

    private static int game(OpenMap m, int x, int y) {
        return GuiActionRunner.execute(
                () -> m.document().map().gameLayer().orElseThrow().grid().get(x, y, 0));
    }

    private static void clickTab(GuiHarness h, int index) {
        JTabbedPane tabs = (JTabbedPane) h.robot.finder().findByName(h.window, "mapTabs");
        java.awt.Rectangle r = GuiActionRunner.execute(() -> tabs.getBoundsAt(index));
        h.robot.click(tabs, new java.awt.Point(r.x + r.width / 3, r.y + r.height / 2));
        h.robot.waitForIdle();
    }

    @Test
    void eachTabKeepsItsHistoryViewAndLayer() throws Exception {
        Path a = map("a.map", "grass_main", 3);
        Path b = map("b.map", "desert_main", 5);
        try (GuiHarness h = new GuiHarness(false)) {
            h.open(a);
            OpenMap first = GuiActionRunner.execute(() -> h.window.workspace().current());
            paintGame(h, 5, 5);
            h.centerOn(5, 5, 2.0);
            h.open(b);
            OpenMap second = GuiActionRunner.execute(() -> h.window.workspace().current());
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().maps()))
                    .as("the untouched new map gave its place; the second map got a tab")
                    .containsExactly(first, second);
            paintGame(h, 6, 6);
            assertThat(game(second, 6, 6)).isEqualTo(1);
            ScreenCapture.save(h.robot, "tabs-two-maps");

            // the first tab comes back where it was left, and Ctrl+Z there undoes only its own paint
            clickTab(h, 0);
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().current()))
                    .isSameAs(first);
            assertThat(GuiActionRunner.execute(() -> h.window.view().camera().scale()))
                    .isEqualTo(2.0);
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().currentLayer()))
                    .isSameAs(GuiActionRunner.execute(
                            () -> first.document().map().gameLayer().orElseThrow()));
            h.key(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK);
            assertThat(game(first, 5, 5)).isZero();
            assertThat(game(second, 6, 6))
                    .as("undo in one tab never touches another")
                    .isEqualTo(1);
            h.key(KeyEvent.VK_Y, InputEvent.CTRL_DOWN_MASK);
            assertThat(game(first, 5, 5)).isEqualTo(1);

            // Ctrl+Page Down shows the next tab; Ctrl+Z there undoes its paint
            h.key(KeyEvent.VK_PAGE_DOWN, InputEvent.CTRL_DOWN_MASK);
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().current()))
                    .isSameAs(second);
            h.key(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK);
            assertThat(game(second, 6, 6)).isZero();
            assertThat(game(first, 5, 5)).isEqualTo(1);

            // opening a map that is open already shows its tab
            GuiActionRunner.execute(() -> h.window.files().open(a));
            h.waitFor("first tab shown", () -> h.window.workspace().current() == first);
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().maps()))
                    .hasSize(2);
        }
    }

    @Test
    void theBrushGoesToAnotherTabAndBringsItsImageAsOneUndoStep() throws Exception {
        Path a = map("a.map", "grass_main", 3);
        Path b = map("b.map", "desert_main", 5);
        try (GuiHarness h = new GuiHarness(false)) {
            h.open(a);
            h.open(b);
            clickTab(h, 0);
            // a brush from a's design layer (image grass_main)
            selectDesign(h);
            h.centerOn(3, 3);
            EditorWorkflowTest.pick(h, 9);
            assertThat(GuiActionRunner.execute(
                            () -> h.window.tools().brushImage().name()))
                    .isEqualTo("grass_main");

            clickTab(h, 1);
            OpenMap target = GuiActionRunner.execute(() -> h.window.workspace().current());
            assertThat(GuiActionRunner.execute(() -> h.window.tools().brush()))
                    .as("the brush is kept across tabs")
                    .isNotNull();
            selectDesign(h);
            h.centerOn(3, 3);
            h.robot.moveMouse(h.window.view(), h.tileCenter(3, 3));
            h.robot.waitForIdle();
            ScreenCapture.save(h.robot, "tabs-foreign-brush-preview");
            h.clickTile(3, 3);
            assertThat(GuiActionRunner.execute(
                            () -> ((javax.swing.JList<?>) h.robot.finder().findByName(h.window, "imageList", false))
                                    .getModel()
                                    .getSize()))
                    .as("the Images panel lists the brought image at once")
                    .isEqualTo(2);
            Group design = GuiActionRunner.execute(
                    () -> target.document().map().groups().get(0));
            assertThat(GuiActionRunner.execute(() -> design.layers().size())).isEqualTo(2);
            TileLayer landed =
                    GuiActionRunner.execute(() -> (TileLayer) design.layers().get(1));
            assertThat(GuiActionRunner.execute(() -> landed.image().name())).isEqualTo("grass_main");
            assertThat(GuiActionRunner.execute(() -> landed.grid().get(3, 3, 0)))
                    .isEqualTo(9);
            assertThat(GuiActionRunner.execute(
                            () -> ((TileLayer) design.layers().get(0)).grid().get(1, 1, 0)))
                    .as("the desert layer keeps its tiles")
                    .isEqualTo(7);
            assertThat(GuiActionRunner.execute(
                            () -> target.document().map().images().size()))
                    .isEqualTo(2);
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().currentLayer()))
                    .as("the new layer is current, so the next strokes go there")
                    .isSameAs(landed);
            assertThat(GuiActionRunner.execute(() -> h.window.status().message()))
                    .contains("brought image grass_main");
            ScreenCapture.save(h.robot, "tabs-paste-brought-image");

            // a second click paints on the new layer without bringing anything again
            h.clickTile(4, 3);
            assertThat(GuiActionRunner.execute(
                            () -> target.document().map().images().size()))
                    .isEqualTo(2);
            assertThat(GuiActionRunner.execute(() -> design.layers().size())).isEqualTo(2);

            // the paste that brought the image is one undo step: image, layer and tiles go together
            h.key(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK);
            h.key(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK);
            assertThat(GuiActionRunner.execute(() -> design.layers().size())).isEqualTo(1);
            assertThat(GuiActionRunner.execute(
                            () -> target.document().map().images().size()))
                    .isEqualTo(1);
            assertThat(GuiActionRunner.execute(() -> target.document().isModified()))
                    .isFalse();
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().currentLayer()))
                    .as("undo makes the layer current again that was before the paste")
                    .isSameAs(GuiActionRunner.execute(() -> design.layers().get(0)));
        }
    }

    @Test
    void tabKeysWorkFromTheLayerTreeAndHistoryAndCursorFollowTheTab() throws Exception {
        Path a = map("a.map", "grass_main", 3);
        Path b = map("b.map", "desert_main", 5);
        try (GuiHarness h = new GuiHarness(false)) {
            h.open(a);
            OpenMap first = GuiActionRunner.execute(() -> h.window.workspace().current());
            paintGame(h, 5, 5);
            List<String> named =
                    GuiActionRunner.execute(() -> h.window.history().labels());
            assertThat(named).isNotEmpty().noneMatch(l -> l.startsWith("Step "));
            h.open(b);
            JTabbedPane tabs = (JTabbedPane) h.robot.finder().findByName(h.window, "mapTabs");
            java.awt.Rectangle clean = GuiActionRunner.execute(() -> tabs.getBoundsAt(1));
            paintGame(h, 6, 6);
            assertThat(GuiActionRunner.execute(() -> tabs.getBoundsAt(1)))
                    .as("the dot of unsaved changes takes room kept for it: the tab keeps its place and size")
                    .isEqualTo(clean);
            assertThat(GuiActionRunner.execute(() -> tabs.getIconAt(1).toString()))
                    .isEqualTo("SHOWN");
            assertThat(GuiActionRunner.execute(() -> tabs.getIconAt(0).toString()))
                    .isEqualTo("SHOWN");
            assertThat(GuiActionRunner.execute(() -> h.window.status().coordsText()))
                    .isEqualTo("6, 6");

            // the Layers tree binds Ctrl+Page Up itself; the tab shortcut still goes first
            javax.swing.JTree tree = twedit.editor.testutil.EditorGui.find(h.window.layers(), javax.swing.JTree.class);
            h.robot.focusAndWaitForFocusGain(tree);
            h.robot.pressAndReleaseKey(KeyEvent.VK_PAGE_UP, InputEvent.CTRL_MASK);
            h.robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().current()))
                    .isSameAs(first);
            assertThat(GuiActionRunner.execute(() -> h.window.history().labels()))
                    .as("the history names its steps again when its tab comes back")
                    .isEqualTo(named);
            assertThat(GuiActionRunner.execute(() -> h.window.status().coordsText()))
                    .as("the other map's cursor cell is gone")
                    .isEqualTo(" ");
        }
    }

    @Test
    void closingATabAndQuittingAskOncePerUnsavedMap() throws Exception {
        Path a = map("a.map", "grass_main", 3);
        Path b = map("b.map", "desert_main", 5);
        Path c = map("c.map", "jungle_main", 7);
        try (GuiHarness h = new GuiHarness(false)) {
            h.open(a);
            paintGame(h, 5, 5);
            h.open(b);
            paintGame(h, 6, 6);
            h.open(c); // unmodified: never asked about

            // Ctrl+W on the modified first tab: it is shown for the question; Cancel keeps it
            clickTab(h, 0);
            h.key(KeyEvent.VK_W, InputEvent.CTRL_DOWN_MASK);
            h.answer(Dialogs.UNSAVED_TITLE, "Cancel");
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().maps()))
                    .hasSize(3);

            // closing the unmodified tab in the background asks nothing (not about the shown, modified map either)
            OpenMap shown = GuiActionRunner.execute(() -> h.window.workspace().current());
            GuiActionRunner.execute(
                    () -> h.window.files().close(h.window.workspace().maps().get(2)));
            h.waitFor("tab closed", () -> h.window.workspace().maps().size() == 2);
            assertThat(h.dialogShown(Dialogs.UNSAVED_TITLE)).isFalse();
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().current()))
                    .isSameAs(shown);

            // quitting asks about a, then b (each shown), and quits after the second answer
            javax.swing.SwingUtilities.invokeLater(h.window::close);
            h.waitFor("first question", () -> h.dialogShown(Dialogs.UNSAVED_TITLE));
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().file()))
                    .isEqualTo(a);
            h.answer(Dialogs.UNSAVED_TITLE, "Don't Save");
            h.waitFor("second question", () -> h.dialogShown(Dialogs.UNSAVED_TITLE));
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().file()))
                    .isEqualTo(b);
            assertThat(h.exited).as("not before every map was asked about").isFalse();
            h.answer(Dialogs.UNSAVED_TITLE, "Don't Save");
            h.waitFor("quit", h.exited::get);
        }
    }
}
