package twedit.editor.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JList;
import javax.swing.JSplitPane;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.model.codec.LoadResult;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.testutil.Corpus;

/** The fast start: a window whose feature panels are built after its map is shown ends up as a full window. */
class StartupTest {
    private static long doctorThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().equals("twedit-doctor") && t.isAlive())
                .count();
    }

    private static final List<String> TABS = List.of(
            "Tiles",
            "History",
            "Quad / Sound",
            "Images",
            "Sounds",
            "Automap",
            "Problems",
            "Numbers",
            "Differences",
            "Merge Conflicts",
            "Size",
            "Server");

    @Test
    void featuresBuiltAfterTheMapFillTheirPlacesWithoutMovingTheMap() throws Exception {
        Path map = Corpus.ddnetMap("maps7/Tutorial.map");
        int fullDivider;
        try (GuiHarness full = new GuiHarness(false, false)) {
            fullDivider = GuiActionRunner.execute(() -> split(full.window).getDividerLocation());
        }
        try (GuiHarness h = new GuiHarness(false, true)) {
            assertThat(GuiActionRunner.execute(() -> titles(h.window))).isEqualTo(TABS);
            assertThat(GuiActionRunner.execute(() -> named(h.window, "lateFeaturePlaceholder")))
                    .hasSize(9);
            int divider = GuiActionRunner.execute(() -> split(h.window).getDividerLocation());
            assertThat(divider).as("the dock's place is as big as the dock").isEqualTo(fullDivider);
            int mapHeight = GuiActionRunner.execute(() -> h.window.view().getHeight());
            int mapWidth = GuiActionRunner.execute(() -> h.window.view().getWidth());

            twedit.editor.doctor.ProblemsPanel problems = GuiActionRunner.execute(() -> h.window
                    .featureAsBuilt(twedit.editor.doctor.DoctorFeature.class)
                    .problems());
            h.open(map);
            // what the Problems panel's debounce timer does when it fires, done now instead of waited for: however
            // late the timer, the check must wait for the late panels (it would take a core from the first frame).
            // The checking thread starts with its first check, at once (asking for the feature as usual would build
            // the late panels)
            long doctors = doctorThreads();
            GuiActionRunner.execute(problems::validateNow);
            assertThat(doctorThreads())
                    .as("the map is not checked before the late panels are built (it would take a core from the"
                            + " first frame)")
                    .isEqualTo(doctors);
            assertThat(GuiActionRunner.execute(problems::isSettled))
                    .as("the opened map waits to be checked")
                    .isFalse();
            GuiActionRunner.execute(() -> h.window.installFeatures());
            h.robot.waitForIdle();
            long until = System.nanoTime() + 20_000_000_000L;
            while (!GuiActionRunner.execute(problems::isSettled) && System.nanoTime() < until) {
                Thread.sleep(20);
            }
            assertThat(GuiActionRunner.execute(problems::isSettled))
                    .as("checked once the panels are built")
                    .isTrue();

            assertThat(GuiActionRunner.execute(() -> titles(h.window))).isEqualTo(TABS);
            assertThat(GuiActionRunner.execute(() -> named(h.window, "lateFeaturePlaceholder")))
                    .isEmpty();
            assertThat(GuiActionRunner.execute(() -> javax.swing.SwingUtilities.isDescendingFrom(
                            named(h.window, "envelopeDock").get(0),
                            split(h.window).getBottomComponent())))
                    .as("the envelope dock below the map")
                    .isTrue();
            assertThat(GuiActionRunner.execute(() -> split(h.window).getDividerLocation()))
                    .isEqualTo(divider);
            assertThat(GuiActionRunner.execute(() -> h.window.view().getHeight()))
                    .isEqualTo(mapHeight);
            assertThat(GuiActionRunner.execute(() -> h.window.view().getWidth()))
                    .as("the map keeps its width too (start-up drew its first frame for it)")
                    .isEqualTo(mapWidth);
            assertThat(GuiActionRunner.execute(() -> named(h.window, "tilesTab")))
                    .hasSize(1);
            // panels built after the map was opened show that map, not the empty one the window started with
            int images = GuiActionRunner.execute(
                    () -> h.window.workspace().map().images().size());
            assertThat(images).isGreaterThan(0);
            assertThat(GuiActionRunner.execute(
                            () -> ((JList<?>) named(h.window, "imageList").get(0))
                                    .getModel()
                                    .getSize()))
                    .isEqualTo(images);
            h.screenshot("startup-features-installed");
        }
    }

    @Test
    void theTrainingMapIsAValidMapWithATexturedLayer() throws Exception {
        MapFiles files = new MapFiles(ReadLimits.EDITOR, null);
        LoadResult r = files.load(StartupTraining.writeMap(files));
        assertThat(r.map().gameLayer()).isPresent();
        assertThat(r.map().allLayers()).anySatisfy(l -> {
            assertThat(l).isInstanceOf(TileLayer.class);
            assertThat(((TileLayer) l).kind()).isEqualTo(TileKind.TILES);
            assertThat(((TileLayer) l).image().name()).isEqualTo("grass_main");
        });
    }

    /** The titles of the panels the window docks beside the map (not the layer tree, properties, nor the bottom). */
    private static List<String> titles(EditorWindow w) {
        List<String> out = new ArrayList<>();
        w.docks().titles().forEach((id, title) -> {
            if (!List.of("layers", "properties", "map", "envelopes").contains(id)) {
                out.add(title);
            }
        });
        return out;
    }

    /** The split between the map and the panels below it. */
    private static JSplitPane split(EditorWindow w) {
        Component c = named(w, "dock.envelopes").get(0);
        while (!(c instanceof JSplitPane)) {
            c = c.getParent();
        }
        return (JSplitPane) c;
    }

    /** Components named {@code name} anywhere in the window (tabs not shown included). */
    private static List<Component> named(Container c, String name) {
        List<Component> out = new ArrayList<>();
        for (Component k : c.getComponents()) {
            if (name.equals(k.getName())) {
                out.add(k);
            }
            if (k instanceof Container) {
                out.addAll(named((Container) k, name));
            }
        }
        return out;
    }
}
