package twedit.editor.doctor;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import javax.swing.JLabel;
import javax.swing.JList;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.testutil.RobotDriven;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.DatafileWriter;
import twedit.model.doctor.Finding;
import twedit.model.doctor.Impact;
import twedit.model.map.Location;
import twedit.model.map.MapImage;
import twedit.model.map.TileKind;
import twedit.model.map.TwMap;
import twedit.model.testutil.TestMaps;
import twedit.model.tiles.DdnetTiles;

/**
 * The Problems panel and the two kinds of findings: each finding shows its kind, Fix All keeps what is not DDNet's
 * (a mod's tile ids) while Fix changes the selected one, and a placeholder image offers Replace... that opens the
 * Images tab's replace flow for that image. (The guide's picture of the panel, on a map of DDNet's, is
 * GuidePicturesGuiTest's.)
 */
@RobotDriven
class ProblemsKindsGuiTest {
    @TempDir
    Path dir;

    private static int unknownGameId() {
        for (int id = 1; id < 191; id++) {
            if (!DdnetTiles.accepts(TileKind.GAME, id)) {
                return id;
            }
        }
        throw new AssertionError("DDNet knows every Game id");
    }

    private static void open(DoctorGui gui, Path map) {
        GuiActionRunner.execute(() -> gui.window.files().load(map, null));
        gui.waitFor(
                "open",
                () -> map.equals(gui.window.workspace().file())
                        && !gui.window.files().isWorking());
        GuiActionRunner.execute(() -> gui.doctor().showProblems());
        gui.settle();
    }

    private static int indexOf(JList<?> list, String checkId) {
        return GuiActionRunner.execute(() -> {
            for (int i = 0; i < list.getModel().getSize(); i++) {
                if (((Finding) list.getModel().getElementAt(i)).checkId().equals(checkId)) {
                    return i;
                }
            }
            return -1;
        });
    }

    @SuppressWarnings("unchecked")
    private static String rendered(JList<?> list, int index) {
        return GuiActionRunner.execute(() -> {
            JList<Object> l = (JList<Object>) list;
            return ((JLabel) l.getCellRenderer()
                            .getListCellRendererComponent(l, l.getModel().getElementAt(index), index, false, false))
                    .getText();
        });
    }

    private static int gameCell(DoctorGui gui, int x, int y) {
        return GuiActionRunner.execute(() -> gui.window
                .workspace()
                .map()
                .physicsLayer(TileKind.GAME)
                .orElseThrow()
                .grid()
                .get(x, y, 0));
    }

    @Test
    void fixAllKeepsAModsTilesAndFixChangesTheSelectedFinding() throws Exception {
        int id = unknownGameId();
        TwMap m = TestMaps.kitchenSink();
        TestMaps.setTile(m.physicsLayer(TileKind.GAME).orElseThrow().grid(), 10, 10, id, 0);
        Path map = dir.resolve("mod.map");
        Files.write(map, new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(m)));
        try (DoctorGui gui = new DoctorGui(DoctorGui.newRobot(), dir.resolve("recovery"))) {
            open(gui, map);
            ProblemsPanel p = gui.doctor().problems();
            List<Finding> found = GuiActionRunner.execute(p::findings);
            assertThat(found)
                    .filteredOn(f -> f.checkId().equals("tiles.invalid"))
                    .singleElement()
                    .matches(f -> f.impact() == Impact.NOT_DDNET);
            assertThat(GuiActionRunner.execute(p::errorCount)).isZero();
            JList<?> list = gui.frame.list("problems.list").target();
            int index = indexOf(list, "tiles.invalid");
            assertThat(rendered(list, index)).contains("(not DDNet's)");
            gui.frame.list("problems.list").clickItem(index);

            gui.frame.button("problems.fixAll").requireDisabled();
            GuiActionRunner.execute(p::fixAll);
            gui.settle();
            assertThat(gameCell(gui, 10, 10)).as("Fix All keeps the mod's tile").isEqualTo(id);

            gui.frame.list("problems.list").clickItem(indexOf(list, "tiles.invalid"));
            gui.robot.waitForIdle();
            gui.frame.button("problems.replace").requireDisabled();
            gui.frame.button("problems.fix").requireEnabled().click();
            gui.settle();
            assertThat(gameCell(gui, 10, 10)).as("Fix on the finding zeroes it").isZero();
            assertThat(GuiActionRunner.execute(p::findings))
                    .noneMatch(f -> f.checkId().equals("tiles.invalid"));
        }
    }

    @Test
    void aTeeworlds07MapBreaksForDdnetAndFixSavesItInDdnetFormWhichTheServerLoads() throws Exception {
        Path ctf1 = twedit.model.testutil.Corpus.TEEWORLDS_DATA.resolve("maps/ctf1.map");
        twedit.model.testutil.Corpus.require(Files.isRegularFile(ctf1), ctf1.toString());
        Path map = dir.resolve("ctf1.map");
        Files.copy(ctf1, map);
        try (DoctorGui gui = new DoctorGui(DoctorGui.newRobot(), dir.resolve("recovery"))) {
            open(gui, map);
            ProblemsPanel p = gui.doctor().problems();
            assertThat(GuiActionRunner.execute(() -> gui.window.workspace().form()))
                    .isEqualTo(twedit.model.codec.SourceForm.TEEWORLDS_07);
            assertThat(GuiActionRunner.execute(p::findings))
                    .as("saved in 0.7 form, the map's tiles are compressed: DDNet before 17.2 crashes")
                    .anyMatch(f -> f.checkId().equals("tiles.packed07") && f.isError());
            JList<?> list = gui.frame.list("problems.list").target();
            int index = indexOf(list, "tiles.packed07");
            assertThat(rendered(list, index)).contains("(breaks the map)").contains("DDNet form");
            gui.frame.list("problems.list").clickItem(index);
            gui.robot.waitForIdle();
            gui.frame.button("problems.fix").requireEnabled().click();
            gui.settle();
            assertThat(GuiActionRunner.execute(() -> gui.window.workspace().form()))
                    .isEqualTo(twedit.model.codec.SourceForm.DDNET);
            gui.waitFor(
                    "revalidated",
                    () -> p.findings().stream().noneMatch(f -> f.checkId().equals("tiles.packed07")));
            assertThat(GuiActionRunner.execute(p::errorCount)).isZero();
            assertThat(GuiActionRunner.execute(
                            () -> gui.window.workspace().document().isModified()))
                    .isTrue();
            long before = Files.getLastModifiedTime(map).toMillis();
            GuiActionRunner.execute(() -> gui.window.files().save(null));
            gui.waitFor(
                    "saved",
                    () -> !gui.window.files().isWorking()
                            && !gui.window.workspace().document().isModified());
            twedit.model.testutil.DdnetOracle.ServerResult server =
                    twedit.model.testutil.DdnetOracle.serverLoads(Files.readAllBytes(map));
            assertThat(server.loaded()).as(server.summary()).isTrue();
            assertThat(Files.getLastModifiedTime(map).toMillis()).isGreaterThanOrEqualTo(before);
        }
    }

    @Test
    void aPlaceholderImageOffersReplaceWhichOpensTheReplaceFlow() throws Exception {
        Path map = dir.resolve("placeholder.map");
        Files.write(map, DoctorGuiTest.goodMap());
        Path png = dir.resolve("new_tiles.png");
        BufferedImage img = new BufferedImage(64, 64, BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < 64; y++) {
            for (int x = 0; x < 64; x++) {
                img.setRGB(x, y, 0xFF000000 | (x * 4) << 16 | (y * 4) << 8 | 0x40);
            }
        }
        ImageIO.write(img, "png", png.toFile());
        try (DoctorGui gui = new DoctorGui(DoctorGui.newRobot(), dir.resolve("recovery"))) {
            open(gui, map);
            ProblemsPanel p = gui.doctor().problems();
            // what loading reports for a damaged image it kept as a placeholder (the image's Location)
            MapImage embedded = GuiActionRunner.execute(
                    () -> gui.window.workspace().map().images().get(1));
            byte[] before = embedded.pixels().clone();
            Finding placeholder = Finding.warning(
                    MediaReplacer.IMAGE_PLACEHOLDER,
                    Location.of(embedded),
                    "image 1 '" + embedded.name() + "'",
                    "its pixels were damaged; a placeholder of the same name and size stands in",
                    null);
            GuiActionRunner.execute(() -> p.setLoadFindings(List.of(placeholder)));
            gui.robot.waitForIdle();
            JList<?> list = gui.frame.list("problems.list").target();
            int index = indexOf(list, MediaReplacer.IMAGE_PLACEHOLDER);
            assertThat(rendered(list, index)).contains("Replace this image");
            gui.frame.list("problems.list").clickItem(index);
            gui.robot.waitForIdle();
            gui.frame.button("problems.replace").requireEnabled().click();
            gui.frame
                    .fileChooser(Timeout.timeout(10_000))
                    .setCurrentDirectory(dir.toFile())
                    .selectFile(png.toFile())
                    .approve();
            gui.waitFor(
                    "replaced",
                    () -> !java.util.Arrays.equals(
                            gui.window.workspace().map().images().get(1).pixels(), before));
            MapImage now = GuiActionRunner.execute(
                    () -> gui.window.workspace().map().images().get(1));
            assertThat(now.name()).isEqualTo(embedded.name());
            assertThat(now.id())
                    .as("the same image: every layer keeps its link")
                    .isEqualTo(embedded.id());
            assertThat(GuiActionRunner.execute(
                            () -> gui.window.workspace().document().isModified()))
                    .isTrue();
        }
    }
}
