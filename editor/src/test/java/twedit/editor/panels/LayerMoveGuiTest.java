package twedit.editor.panels;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JMenuItem;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;

/**
 * Moving layers between groups of Tutorial.map as a mapper does: dragging rows (again and again, onto a group and
 * between another group's layers, with the drop place drawn), the "Move to group" menu and Alt+Up/Down across group
 * ends. Each move is one undo step, the moved layer stays current, and the tree keeps its expand state and eyes.
 */
@RobotDriven
class LayerMoveGuiTest {
    /** Where the test's files go; removed afterwards. */
    @org.junit.jupiter.api.io.TempDir
    java.nio.file.Path tempDir;

    /** Two neighbouring design groups (A has two layers or more, B one or more) and a third one to collapse. */
    private record Groups(Group a, Group b, Group other) {
        static Groups of(TwMap map) {
            List<Group> gs = map.groups();
            for (int i = 0; i + 1 < gs.size(); i++) {
                Group a = gs.get(i);
                Group b = gs.get(i + 1);
                if (!a.isPhysicsGroup()
                        && !b.isPhysicsGroup()
                        && a.layers().size() >= 2
                        && !b.layers().isEmpty()) {
                    Group other = gs.stream()
                            .filter(g -> g != a && g != b && !g.layers().isEmpty() && !g.isPhysicsGroup())
                            .findFirst()
                            .orElseThrow();
                    return new Groups(a, b, other);
                }
            }
            throw new AssertionError("no two neighbouring design groups");
        }
    }

    private Path tutorial() throws Exception {
        Path dir = java.nio.file.Files.createDirectories(tempDir.resolve("twedit-layermove"));
        return Files.copy(Corpus.ddnetMap("maps/Tutorial.map"), dir.resolve("Tutorial.map"));
    }

    @Test
    void draggingALayerToAnotherGroupAndBackWorksEveryTimeWithItsDropPlaceDrawn() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            h.open(tutorial());
            TreeRows rows = new TreeRows(h);
            Groups gs =
                    GuiActionRunner.execute(() -> Groups.of(h.window.workspace().map()));
            Layer moved = GuiActionRunner.execute(() -> gs.a().layers().get(0));
            int sizeB = GuiActionRunner.execute(() -> gs.b().layers().size());
            // a group the user folded stays folded through every drop
            GuiActionRunner.execute(() -> rows.tree.collapsePath(rows.tree.pathOf(gs.other())));

            for (int round = 0; round < 4; round++) {
                // onto group B's row: the row is boxed, the layer goes to B's end
                rows.center(gs.b());
                rows.dragAndHold(moved, rows.middle(gs.b()));
                LayerDrop.Hint onto = GuiActionRunner.execute(rows.tree::dropHint);
                assertThat(onto.box()).as("group B boxed").isTrue();
                assertThat(onto.area().y).isEqualTo(rows.bounds(gs.b()).y);
                if (round == 0) {
                    h.screenshot("layer-drop-onto-group");
                }
                rows.release();
                assertThat(rows.groupOf(moved)).as("round %d: in B", round).isSameAs(gs.b());
                assertThat(rows.indexOf(moved)).isEqualTo(sizeB);
                assertCurrent(h, gs.b(), moved);
                assertThat(rows.eyesAndHandles(gs.other()))
                        .as("eyes and expand state")
                        .isTrue();

                // back between A's layers: above the one now first there, a line at that row's top
                Layer first = GuiActionRunner.execute(() -> gs.a().layers().get(0));
                rows.center(gs.a());
                rows.dragAndHold(moved, rows.half(first, true));
                LayerDrop.Hint line = GuiActionRunner.execute(rows.tree::dropHint);
                assertThat(line.box()).as("a line between rows").isFalse();
                assertThat(line.area().y + line.area().height / 2).isEqualTo(rows.bounds(first).y);
                if (round == 0) {
                    h.screenshot("layer-drop-line");
                }
                rows.release();
                assertThat(rows.groupOf(moved)).as("round %d: back in A", round).isSameAs(gs.a());
                assertThat(rows.indexOf(moved)).isZero();
                assertCurrent(h, gs.a(), moved);
                assertThat(rows.eyesAndHandles(gs.other())).isTrue();
            }

            // each drop was one edit: one Ctrl+Z takes the layer back to B, where it stays current
            h.key(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK);
            assertThat(rows.groupOf(moved)).isSameAs(gs.b());
            assertCurrent(h, gs.b(), moved);
            assertThat(rows.eyesAndHandles(gs.other())).isTrue();
        }
    }

    @Test
    void draggingAGroupAboveAnotherMovesItAsOneUndoStep() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            h.open(tutorial());
            TreeRows rows = new TreeRows(h);
            Groups gs =
                    GuiActionRunner.execute(() -> Groups.of(h.window.workspace().map()));
            List<Group> before = GuiActionRunner.execute(
                    () -> List.copyOf(h.window.workspace().map().groups()));
            GuiActionRunner.execute(() -> h.window.workspace().select(gs.b(), null));
            rows.center(gs.a());
            // the upper half of A's row: a line above it, across the whole width
            java.awt.Point above = rows.middle(gs.a());
            above.y = rows.bounds(gs.a()).y + 3;
            rows.dragAndHold(gs.b(), above);
            LayerDrop.Hint line = GuiActionRunner.execute(rows.tree::dropHint);
            assertThat(line.box()).isFalse();
            assertThat(line.area().x).isZero();
            rows.release();
            List<Group> after = GuiActionRunner.execute(
                    () -> List.copyOf(h.window.workspace().map().groups()));
            assertThat(after.indexOf(gs.b())).isEqualTo(before.indexOf(gs.a()));
            assertThat(after.indexOf(gs.a())).isEqualTo(before.indexOf(gs.a()) + 1);
            assertThat(GuiActionRunner.execute(() -> h.window.workspace().currentGroup()))
                    .isSameAs(gs.b());
            h.key(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK);
            assertThat(GuiActionRunner.execute(
                            () -> List.copyOf(h.window.workspace().map().groups())))
                    .isEqualTo(before);
        }
    }

    @Test
    void aPhysicsLayerCannotBeDraggedOutOfTheGameGroup() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            h.open(tutorial());
            TreeRows rows = new TreeRows(h);
            TileLayer game = GuiActionRunner.execute(
                    () -> h.window.workspace().map().gameLayer().orElseThrow());
            Group gameGroup = rows.groupOf(game);
            Group before = GuiActionRunner.execute(() -> {
                List<Group> gs = h.window.workspace().map().groups();
                return gs.get(gs.indexOf(gameGroup) - 1);
            });
            rows.center(gameGroup);
            // the drop place is drawn within the Game group, and refused on the group above
            rows.dragAndHold(game, rows.middle(gameGroup));
            h.robot.moveMouse(rows.tree, rows.middle(before).x, rows.middle(before).y);
            h.waitFor("no drop place on another group", () -> rows.tree.dropHint() == null);
            h.robot.releaseMouse(org.assertj.swing.core.MouseButton.LEFT_BUTTON);
            h.robot.waitForIdle();
            assertThat(rows.groupOf(game)).isSameAs(gameGroup);
        }
    }

    @Test
    void moveToGroupMenuMovesTheLayerAsOneUndoStep() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            h.open(tutorial());
            TreeRows rows = new TreeRows(h);
            Groups gs =
                    GuiActionRunner.execute(() -> Groups.of(h.window.workspace().map()));
            Layer moved = GuiActionRunner.execute(() -> gs.a().layers().get(1));
            int index = GuiActionRunner.execute(
                    () -> h.window.workspace().map().groups().indexOf(gs.b()));
            rows.center(moved);
            rows.rightClick(moved);
            h.clickMenuItem("Move to group");
            JMenuItem target = menuItem(h, index + ": " + LayerTree.label(gs.b()));
            JMenuItem own = menuItem(h, (index - 1) + ": " + LayerTree.label(gs.a()));
            assertThat(GuiActionRunner.execute(own::isEnabled))
                    .as("its own group")
                    .isFalse();
            h.press(target);
            assertThat(rows.groupOf(moved)).isSameAs(gs.b());
            assertThat(rows.indexOf(moved))
                    .isEqualTo(GuiActionRunner.execute(() -> gs.b().layers().size() - 1));
            assertCurrent(h, gs.b(), moved);
            h.key(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK);
            assertThat(rows.groupOf(moved)).isSameAs(gs.a());
            assertThat(rows.indexOf(moved)).isEqualTo(1);
            assertCurrent(h, gs.a(), moved);

            // a physics layer's menu offers no other group
            TileLayer game = GuiActionRunner.execute(
                    () -> h.window.workspace().map().gameLayer().orElseThrow());
            rows.center(game);
            rows.rightClick(game);
            h.clickMenuItem("Move to group");
            JMenuItem other = menuItem(h, index + ": " + LayerTree.label(gs.b()));
            assertThat(GuiActionRunner.execute(other::isEnabled)).isFalse();
            assertThat(str(other::getToolTipText)).contains("Game group");
            h.robot.pressAndReleaseKey(KeyEvent.VK_ESCAPE);
            h.robot.pressAndReleaseKey(KeyEvent.VK_ESCAPE);
        }
    }

    @Test
    void altUpAndDownCrossGroupEndsAndPhysicsLayersStayInTheGameGroup() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            h.open(tutorial());
            TreeRows rows = new TreeRows(h);
            Groups gs =
                    GuiActionRunner.execute(() -> Groups.of(h.window.workspace().map()));
            Layer first = GuiActionRunner.execute(() -> gs.b().layers().get(0));
            int sizeA = GuiActionRunner.execute(() -> gs.a().layers().size());
            GuiActionRunner.execute(() -> h.window.workspace().select(gs.b(), first));

            // the first layer of B goes up to the end of A
            h.key(KeyEvent.VK_UP, InputEvent.ALT_DOWN_MASK);
            assertThat(rows.groupOf(first)).isSameAs(gs.a());
            assertThat(rows.indexOf(first)).isEqualTo(sizeA);
            assertCurrent(h, gs.a(), first);
            // and, now last of A, down to the start of B
            h.key(KeyEvent.VK_DOWN, InputEvent.ALT_DOWN_MASK);
            assertThat(rows.groupOf(first)).isSameAs(gs.b());
            assertThat(rows.indexOf(first)).isZero();
            assertCurrent(h, gs.b(), first);
            // within a group it steps as before
            h.key(KeyEvent.VK_DOWN, InputEvent.ALT_DOWN_MASK);
            if (GuiActionRunner.execute(() -> gs.b().layers().size()) > 1) {
                assertThat(rows.groupOf(first)).isSameAs(gs.b());
                assertThat(rows.indexOf(first)).isEqualTo(1);
            }
            // one undo step each
            h.key(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK);
            h.key(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK);
            assertThat(rows.groupOf(first)).isSameAs(gs.a());
            h.key(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK);
            assertThat(rows.groupOf(first)).isSameAs(gs.b());
            assertThat(rows.indexOf(first)).isZero();

            // the Game group's first layer stays there, and the status bar says why
            Group gameGroup = GuiActionRunner.execute(
                    () -> h.window.workspace().map().gameGroup().orElseThrow());
            Layer physics = GuiActionRunner.execute(() -> gameGroup.layers().get(0));
            GuiActionRunner.execute(() -> h.window.workspace().select(gameGroup, physics));
            h.key(KeyEvent.VK_UP, InputEvent.ALT_DOWN_MASK);
            assertThat(rows.groupOf(physics)).isSameAs(gameGroup);
            assertThat(rows.indexOf(physics)).isZero();
            assertThat(str(() -> h.window.status().message())).contains("Game group");
        }
    }

    private static void assertCurrent(EditorGui h, Group g, Layer l) {
        h.robot.waitForIdle();
        assertThat(GuiActionRunner.execute(() -> h.window.workspace().currentLayer()))
                .isSameAs(l);
        assertThat(GuiActionRunner.execute(() -> h.window.workspace().currentGroup()))
                .isSameAs(g);
        TreeRows rows = new TreeRows(h);
        assertThat(GuiActionRunner.execute(() -> rows.tree.getSelectionPath().getLastPathComponent()))
                .extracting(n -> ((javax.swing.tree.DefaultMutableTreeNode) n).getUserObject())
                .isSameAs(l);
    }

    private static JMenuItem menuItem(EditorGui h, String text) {
        return h.robot.finder().find(new GenericTypeMatcher<JMenuItem>(JMenuItem.class, true) {
            @Override
            protected boolean isMatching(JMenuItem m) {
                return text.equals(m.getText());
            }
        });
    }

    /** A string read on the event thread. */
    private static String str(java.util.concurrent.Callable<String> c) {
        return GuiActionRunner.execute(c);
    }
}
