package twedit.editor.help;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.Rectangle;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Path;
import java.util.function.Predicate;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JList;
import javax.swing.JTabbedPane;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.envelopes.AnimationFeature;
import twedit.editor.panels.TilePickerPanel;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.GuideShots;
import twedit.editor.testutil.RobotDriven;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.doctor.Finding;
import twedit.model.io.MapFiles;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.MapFixtures;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.TileGrid;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;
import twedit.model.tiles.DdnetTiles;

/**
 * The guide's pictures of the pages whose scene is the window as a mapper finds it (painting, the physics palette,
 * envelopes, automapping, images, a problem, optimizing, keys): each opens a map of DDNet's, builds the scene the page discusses,
 * checks it is there and drawn, and takes the picture (GuideShots; -Dtwedit.guide.screenshots=true remakes them).
 */
@RobotDriven
class GuidePicturesGuiTest {
    /** A map area drawn with tiles has hundreds of colours; an empty one the background's few. */
    private static final int DRAWN = 150;

    @Test
    void paintingTheTilePickerOverGoldMine() throws Exception {
        try (EditorGui h = mapOnTop()) {
            h.open(Corpus.ddnetMap("maps/Gold Mine.map"));
            TileLayer l = select(h, GuidePicturesGuiTest::desert);
            int[] at = surface(l.grid());
            h.centerOn(at[0], at[1]);
            h.key(KeyEvent.VK_SPACE, InputEvent.CTRL_DOWN_MASK);
            TilePickerPanel picker =
                    GuiActionRunner.execute(() -> EditorGui.find(h.window.view().getParent(), TilePickerPanel.class));
            assertThat(GuiActionRunner.execute(picker::isShowing))
                    .as("the picker over the map")
                    .isTrue();
            Path shot = GuideShots.take(h, "painting");
            assertThat(GuideShots.colours(shot, GuideShots.inWindow(h, picker)))
                    .as("the picker shows the tileset")
                    .isGreaterThan(DRAWN);
        }
    }

    @Test
    void physicsTheTelePaletteOnLearnToPlay() throws Exception {
        try (EditorGui h = mapOnTop()) {
            h.open(Corpus.ddnetMap("maps/LearnToPlay.map"));
            TileLayer tele = select(h, x -> x instanceof TileLayer t && t.kind() == TileKind.TELE);
            int[] at = firstTile(tele.grid());
            Path shot =
                    GuideShots.take(h, "physics-palette", () -> h.window.view().centerOnTile(at[0], at[1], 1.0));
            assertThat(GuideShots.colours(shot, GuideShots.inWindow(h, h.window.view())))
                    .as("the map around a tele")
                    .isGreaterThan(DRAWN);
            assertThat(tabInFront(h, "Tiles")).isTrue();
        }
    }

    @Test
    void envelopesACurveOfTutorialsQuads() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            h.open(Corpus.ddnetMap("maps/Tutorial.map"));
            QuadsLayer quads = select(
                    h,
                    x -> x instanceof QuadsLayer q && q.quads().stream().anyMatch(d -> d.positionEnvelope() != null));
            Quad moving = GuiActionRunner.execute(() -> quads.quads().stream()
                    .filter(d -> d.positionEnvelope() != null)
                    .findFirst()
                    .orElseThrow());
            Envelope env = moving.positionEnvelope();
            AnimationFeature anim = GuiActionRunner.execute(() -> h.window.feature(AnimationFeature.class));
            h.showPanel("Envelopes");
            GuiActionRunner.execute(() -> anim.editors().dock().select(env));
            double tx = moving.pivot().x() / 1024.0 / 32;
            double ty = moving.pivot().y() / 1024.0 / 32;
            Path shot = GuideShots.take(h, "envelopes", () -> h.window.view().centerOnTile(tx, ty, 0.5));
            assertThat(GuideShots.colours(shot, GuideShots.inWindow(h, h.window.view())))
                    .as("the quads on the map")
                    .isGreaterThan(DRAWN);
            assertThat(tabInFront(h, "Envelopes")).isTrue();
        }
    }

    @Test
    void automappingTheAutomapPanelOnAGrassLayer() throws Exception {
        try (EditorGui h = mapOnTop()) {
            h.open(Corpus.ddnetMap("maps/dm1.map"));
            TileLayer l = select(
                    h,
                    x -> x instanceof TileLayer t
                            && t.kind() == TileKind.TILES
                            && t.image() != null
                            && t.image().name().equals("grass_main"));
            h.showPanel("Automap");
            int[] at = surface(l.grid());
            Path shot = GuideShots.take(h, "automap", () -> {
                h.window.view().centerOnTile(at[0], at[1], 1.0);
                // the panel whole: its stack gets the column's lower two thirds
                divide(dock(h, "dock.automap"), 0.3);
            });
            assertThat(GuideShots.colours(shot, GuideShots.inWindow(h, h.window.view())))
                    .as("the grass layer on the map")
                    .isGreaterThan(DRAWN);
            assertThat(tabInFront(h, "Automap")).isTrue();
        }
    }

    @Test
    void imagesTheImagesPanelOfTutorial() throws Exception {
        try (EditorGui h = mapOnTop()) {
            h.open(Corpus.ddnetMap("maps/Tutorial.map"));
            h.showPanel("Images");
            javax.swing.JList<?> list =
                    GuiActionRunner.execute(() -> EditorGui.find(dock(h, "dock.images"), javax.swing.JList.class));
            GuiActionRunner.execute(() -> list.setSelectedIndex(0));
            Path shot = GuideShots.take(h, "images", () -> {
                h.window.view().showHome();
                divide(dock(h, "dock.images"), 0.75); // room for the list: the column's upper three quarters
            });
            assertThat(GuideShots.colours(shot, GuideShots.inWindow(h, h.window.view())))
                    .as("the map")
                    .isGreaterThan(DRAWN);
            assertThat(tabInFront(h, "Images")).isTrue();
        }
    }

    @Test
    void fixingTheProblemsPanelOnGoldMineWithATileDdnetDoesNotKnow(@TempDir Path dir) throws Exception {
        TwMap m = new MapFiles(ReadLimits.EDITOR, null)
                .load(Corpus.ddnetMap("maps/Gold Mine.map"))
                .map();
        TileGrid game = m.physicsLayer(TileKind.GAME).orElseThrow().grid();
        int[] at = airOnGround(game);
        MapFixtures.set(game, at[0], at[1], 0, unknownGameId());
        Path broken = dir.resolve("Gold Mine.map");
        new MapFiles(ReadLimits.EDITOR, null).save(m, broken, SaveOptions.DDNET);
        try (EditorGui h = new EditorGui(false)) {
            h.open(broken);
            h.showPanel("Problems");
            JList<?> list = h.frame.list("problems.list").target();
            h.waitFor("the finding", () -> indexOf(list, "tiles.invalid") >= 0);
            h.frame.list("problems.list").clickItem(GuiActionRunner.execute(() -> indexOf(list, "tiles.invalid")));
            Path shot = GuideShots.take(h, "problems", () -> h.window.view().centerOnTile(at[0], at[1], 1.0));
            assertThat(GuideShots.colours(shot, GuideShots.inWindow(h, h.window.view())))
                    .as("the map around the problem's cell")
                    .isGreaterThan(DRAWN);
        }
    }

    private static int unknownGameId() {
        for (int id = 1; id < 191; id++) {
            if (!DdnetTiles.accepts(TileKind.GAME, id)) {
                return id;
            }
        }
        throw new AssertionError("DDNet knows every Game id");
    }

    /** An empty cell on solid ground with more ground beside it, away from the edges. */
    private static int[] airOnGround(TileGrid g) {
        for (int y = 8; y < g.height() - 8; y++) {
            for (int x = 8; x < g.width() - 8; x++) {
                if (g.get(x, y, 0) == 0 && g.get(x, y + 1, 0) == 1 && g.get(x + 2, y + 1, 0) == 1) {
                    return new int[] {x, y};
                }
            }
        }
        throw new AssertionError("no ground in the Game layer");
    }

    private static int indexOf(JList<?> list, String checkId) {
        for (int i = 0; i < list.getModel().getSize(); i++) {
            if (list.getModel().getElementAt(i) instanceof Finding f
                    && f.checkId().equals(checkId)) {
                return i;
            }
        }
        return -1;
    }

    @Test
    void optimizingTheOptimizeDialogOnTutorial() throws Exception {
        try (EditorGui h = mapOnTop()) {
            h.open(Corpus.ddnetMap("maps/Tutorial.map"));
            h.press(h.frame.menuItem("optimizeMapItem").target());
            JDialog d = h.waitForDialog("Optimize Map");
            JButton apply = GuiActionRunner.execute(() -> named(d, "optimize.apply", JButton.class));
            h.waitFor("the analysis", () -> apply.isEnabled());
            Path shot = GuideShots.dialog(h, d, "optimize");
            assertThat(GuideShots.colours(shot, new Rectangle(0, 0, 10_000, 10_000)))
                    .isGreaterThan(2);
            GuiActionRunner.execute(d::dispose);
        }
    }

    @Test
    void keysTheShortcutSheet() throws Exception {
        try (EditorGui h = mapOnTop()) {
            h.open(Corpus.ddnetMap("maps/Tutorial.map"));
            h.key(KeyEvent.VK_F1, 0);
            JDialog sheet = h.waitForDialog("Keyboard Shortcuts");
            HelpFeature help = GuiActionRunner.execute(() -> h.window.feature(HelpFeature.class));
            assertThat(GuiActionRunner.execute(help::shownShortcutText)).contains("Ctrl+S");
            // the keys of the tools and the map, and the mouse: DDNet's habits (the menus' keys are in the menus)
            int w = GuiActionRunner.execute(() -> sheet.getWidth());
            int hgt = GuiActionRunner.execute(() -> sheet.getHeight());
            GuideShots.dialog(h, sheet, "keys", new Rectangle(w / 3, 0, w - w / 3, Math.min(hgt, 900)));
        }
    }

    /** Moves the divider of the split holding {@code c} (a column's two stacks) to {@code share} of its height. */
    private static void divide(Component c, double share) {
        while (c != null && !(c instanceof javax.swing.JSplitPane)) {
            c = c.getParent();
        }
        // only a column's split: where the column holds one stack, the split above it is the map's, left alone
        if (c instanceof javax.swing.JSplitPane split
                && split.getOrientation() == javax.swing.JSplitPane.VERTICAL_SPLIT) {
            split.setDividerLocation(share);
            split.validate();
        }
    }

    /** A window whose panels below the map start hidden: the map gets the height. */
    private static EditorGui mapOnTop() {
        return new EditorGui(new EditorGui.Setup().onDemandOpen(false));
    }

    /** A cell of the ground's top edge (a tile with air above it and ground below), away from the layer's edges. */
    private static int[] surface(TileGrid g) {
        return GuiActionRunner.execute(() -> {
            for (int y = 10; y < g.height() - 10; y++) {
                for (int x = 12; x < g.width() - 12; x++) {
                    if (g.get(x, y, 0) != 0
                            && g.get(x, y - 1, 0) == 0
                            && g.get(x, y - 2, 0) == 0
                            && g.get(x - 4, y, 0) != 0
                            && g.get(x + 4, y, 0) != 0) {
                        return new int[] {x, y};
                    }
                }
            }
            return firstTile(g);
        });
    }

    /** Gold Mine's design layer: desert_main, whose rules DDNet ships. */
    private static boolean desert(Layer x) {
        return x instanceof TileLayer t
                && t.kind() == TileKind.TILES
                && t.image() != null
                && t.image().name().equals("desert_main");
    }

    /** Makes the first layer {@code which} accepts current, and returns it. */
    @SuppressWarnings("unchecked")
    private static <L extends Layer> L select(EditorGui h, Predicate<Layer> which) {
        L l = GuiActionRunner.execute(() -> {
            TwMap m = h.window.workspace().map();
            for (Group g : m.groups()) {
                for (Layer k : g.layers()) {
                    if (which.test(k)) {
                        h.window.workspace().select(g, k);
                        return (L) k;
                    }
                }
            }
            return null;
        });
        assertThat(l).as("the layer of the picture").isNotNull();
        h.robot.waitForIdle();
        return l;
    }

    /** The first cell with a tile, in reading order. */
    private static int[] firstTile(TileGrid g) {
        return GuiActionRunner.execute(() -> {
            for (int y = 0; y < g.height(); y++) {
                for (int x = 0; x < g.width(); x++) {
                    if (g.get(x, y, 0) != 0) {
                        return new int[] {x, y};
                    }
                }
            }
            return new int[] {0, 0};
        });
    }

    private static boolean tabInFront(EditorGui h, String title) {
        JTabbedPane tabs = h.robot.finder().find(h.window, new GenericTypeMatcher<>(JTabbedPane.class, true) {
            @Override
            protected boolean isMatching(JTabbedPane t) {
                return t.indexOfTab(title) >= 0;
            }
        });
        return GuiActionRunner.execute(() -> tabs.getSelectedIndex() == tabs.indexOfTab(title));
    }

    private static Container dock(EditorGui h, String name) {
        return h.robot.finder().find(h.window, new GenericTypeMatcher<>(Container.class, true) {
            @Override
            protected boolean isMatching(Container c) {
                return name.equals(c.getName());
            }
        });
    }

    private static <T> T named(Container c, String name, Class<T> type) {
        for (Component k : c.getComponents()) {
            if (name.equals(k.getName()) && type.isInstance(k)) {
                return type.cast(k);
            }
            if (k instanceof Container n) {
                T t = named(n, name, type);
                if (t != null) {
                    return t;
                }
            }
        }
        return null;
    }
}
