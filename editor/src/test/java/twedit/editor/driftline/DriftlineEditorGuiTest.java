package twedit.editor.driftline;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.panels.TilePickerPanel;
import twedit.editor.physics.PhysicsGui;
import twedit.editor.testutil.RobotDriven;
import twedit.media.PngCodec;
import twedit.model.driftline.DriftlineCanonicalWriter;
import twedit.model.driftline.DriftlineEntity;
import twedit.model.driftline.DriftlineEntityType;
import twedit.model.driftline.DriftlineLayer;
import twedit.model.driftline.DriftlineMap;
import twedit.model.driftline.DriftlineReader;
import twedit.model.driftline.DriftlineTile;
import twedit.model.map.MapImage;

/**
 * Opens the spec's Example C in the editor (the tileset chosen through the injected prompt), paints a solid tile
 * from the picker, places, moves and deletes spawns with the entity tool, undoes and redoes, saves, and compares
 * the file and the status bar's checksum with the expected canonical map. Screenshots: driftline-*.png.
 */
@RobotDriven
class DriftlineEditorGuiTest {
    /** Where the test's files go; removed afterwards. */
    @org.junit.jupiter.api.io.TempDir
    java.nio.file.Path tempDir;

    @Test
    void openPaintPlaceMoveDeleteUndoRedoSave() throws Exception {
        Path dir = java.nio.file.Files.createDirectories(tempDir.resolve("twedit-driftline"));
        Path map = dir.resolve("example_c.json");
        Files.writeString(map, DriftlineSessionTest.EXAMPLE_C);
        Path elsewhere = java.nio.file.Files.createDirectories(tempDir.resolve("twedit-tilesets"))
                .resolve("my_tiles.png");
        Files.write(
                elsewhere,
                PngCodec.encode(new MapImage(
                        "t", 256, 256, false, MapImage.Format.RGBA, DriftlineSessionTest.opaque(256, 256))));
        try (PhysicsGui h = new PhysicsGui(true)) {
            AtomicReference<String> asked = new AtomicReference<>();
            DriftlineFeature f = h.window.feature(DriftlineFeature.class);
            GuiActionRunner.execute(() -> f.setTilesetChooser((parent, name, file) -> {
                asked.set(name);
                return elsewhere;
            }));
            GuiActionRunner.execute(() -> h.window.files().load(map, null));
            h.waitFor(
                    "open " + map,
                    () -> map.equals(h.window.workspace().file())
                            && !h.window.files().isWorking());
            assertThat(asked.get()).isEqualTo("subspace_base");
            DriftlineSession s = GuiActionRunner.execute(f::current);
            assertThat(s).isNotNull();
            assertThat(s.tilesetShown()).isTrue();
            String original =
                    DriftlineCanonicalWriter.checksum(DriftlineReader.read(map).map());
            h.waitFor(
                    "checksum shown",
                    () -> h.window.status().checksumText().equals("sha256 " + original.substring(0, 12)));
            h.centerOn(9, 8.5, 2.0); // rows 5 to 12 in view, whatever the height the tabs and toolbar leave
            h.screenshot("driftline-open", null);

            // paint a solid tile: atlas index 18 is cell (1,1) of a full 16x16 tileset
            assertThat(s.atlas().key(18)).isEqualTo(new AtlasCell(1, 1));
            clickPicker(h, 18);
            h.clickTile(5, 5);

            // spawns: place team 2, drag the existing spawn, place and delete another
            GuiActionRunner.execute(() -> h.window
                    .workspace()
                    .select(s.document().map().groups().get(0), s.entityLayer(DriftlineEntityType.SPAWN)));
            h.robot.waitForIdle();
            clickPicker(h, s.teams().index(2));
            h.clickTile(8, 6);
            drag(h, 10, 10, 12, 11);
            h.clickTile(7, 12);
            h.robot.click(h.window.view(), h.tileCenter(7, 12), MouseButton.RIGHT_BUTTON, 1);
            h.robot.waitForIdle();

            List<DriftlineEntity> entities = new ArrayList<>(
                    DriftlineReader.read(DriftlineSessionTest.EXAMPLE_C).map().entities());
            entities.removeIf(e -> e.type() == DriftlineEntityType.SPAWN);
            entities.add(new DriftlineEntity(DriftlineEntityType.SPAWN, 8, 6, 2));
            entities.add(new DriftlineEntity(DriftlineEntityType.SPAWN, 12, 11, 0));
            DriftlineMap base =
                    DriftlineReader.read(DriftlineSessionTest.EXAMPLE_C).map();
            DriftlineMap expected = DriftlineReader.read(DriftlineCanonicalWriter.canonicalJson(base.withLayers(
                                    base.layers().with(DriftlineLayer.SOLID, List.of(new DriftlineTile(5, 5, 1, 1))))
                            .withEntities(entities)))
                    .map();
            String expectedJson = DriftlineCanonicalWriter.canonicalJson(expected);
            assertThat(GuiActionRunner.execute(() -> s.canonicalJson(new ArrayList<>())))
                    .isEqualTo(expectedJson);
            String sum = DriftlineCanonicalWriter.checksum(expected);
            h.waitFor(
                    "checksum updated",
                    () -> h.window.status().checksumText().equals("sha256 " + sum.substring(0, 12)));
            h.screenshot("driftline-edited", null);

            // undo everything step by step, then redo it all
            int steps = GuiActionRunner.execute(() -> s.document().historyPosition());
            assertThat(steps).isEqualTo(5);
            for (int i = 0; i < steps; i++) {
                GuiActionRunner.execute(() -> s.document().undo());
            }
            assertThat(GuiActionRunner.execute(s::checksum)).isEqualTo(original);
            for (int i = 0; i < steps; i++) {
                GuiActionRunner.execute(() -> s.document().redo());
            }
            assertThat(GuiActionRunner.execute(() -> s.canonicalJson(new ArrayList<>())))
                    .isEqualTo(expectedJson);

            GuiActionRunner.execute(() -> h.window.files().save(null));
            h.waitFor(
                    "saved",
                    () -> !h.window.files().isWorking()
                            && !h.window.workspace().document().isModified());
            String written = Files.readString(map, StandardCharsets.UTF_8);
            assertThat(written).isEqualTo(expectedJson);
            DriftlineMap back = DriftlineReader.read(map).map();
            assertThat(DriftlineCanonicalWriter.canonicalJson(back)).isEqualTo(expectedJson);
            assertThat(DriftlineCanonicalWriter.checksum(back)).isEqualTo(sum);
            // the field is recomputed 120 ms after the last change: on a slow run a timer that fired between the
            // undo/redo steps left an intermediate sum there, and the last redo's recomputation may still be due
            h.waitFor("checksum recomputed", () -> !f.checksum().pending());
            assertThat(h.window.status().checksumText()).isEqualTo("sha256 " + sum.substring(0, 12));
            h.screenshot("driftline-saved", null);
        }
    }

    private static void clickPicker(PhysicsGui h, int index) {
        TilePickerPanel picker = GuiActionRunner.execute(() -> showingPicker(h.window.getContentPane()));
        Point p = GuiActionRunner.execute(() -> picker.cellCenter(index));
        h.robot.click(picker, p);
        h.robot.waitForIdle();
    }

    /** The first showing tile picker under {@code c} (the window has two: the Tiles tab and the Space overlay). */
    private static TilePickerPanel showingPicker(java.awt.Container c) {
        for (java.awt.Component child : c.getComponents()) {
            if (child instanceof TilePickerPanel && child.isShowing()) {
                return (TilePickerPanel) child;
            }
            if (child instanceof java.awt.Container) {
                TilePickerPanel p = showingPicker((java.awt.Container) child);
                if (p != null) {
                    return p;
                }
            }
        }
        return null;
    }

    private static void drag(PhysicsGui h, int ax, int ay, int bx, int by) {
        h.robot.moveMouse(h.window.view(), h.tileCenter(ax, ay));
        h.robot.pressMouse(MouseButton.LEFT_BUTTON);
        h.robot.moveMouse(h.window.view(), h.tileCenter((ax + bx) / 2, (ay + by) / 2));
        h.robot.moveMouse(h.window.view(), h.tileCenter(bx, by));
        h.robot.releaseMouse(MouseButton.LEFT_BUTTON);
        h.robot.waitForIdle();
    }
}
