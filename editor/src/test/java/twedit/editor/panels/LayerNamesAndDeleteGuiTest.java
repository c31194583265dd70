package twedit.editor.panels;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JTextField;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.JTextComponentFixture;
import org.junit.jupiter.api.Test;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.Corpus;

/**
 * Layer and group names take only the 11 bytes the map file keeps, counted in UTF-8, in the property fields and the
 * rename dialog; deleting a group with layers asks first and names them, Cancel keeping everything.
 */
@RobotDriven
class LayerNamesAndDeleteGuiTest {
    /** Where the test's files go; removed afterwards. */
    @org.junit.jupiter.api.io.TempDir
    java.nio.file.Path tempDir;

    private static final String LONG = "DarkShadowLayerXYZ";

    private Path tutorial() throws Exception {
        Path dir = java.nio.file.Files.createDirectories(tempDir.resolve("twedit-layernames"));
        return Files.copy(Corpus.ddnetMap("maps/Tutorial.map"), dir.resolve("Tutorial.map"));
    }

    /** A design group with layers, not the Game group. */
    private static Group designGroup(EditorGui h) {
        return GuiActionRunner.execute(() -> h.window.workspace().map().groups().stream()
                .filter(g -> !g.isPhysicsGroup() && g.layers().size() >= 2)
                .findFirst()
                .orElseThrow());
    }

    @Test
    void layerAndGroupNameFieldsKeepElevenBytesAsYouType() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            h.open(tutorial());
            Group g = designGroup(h);
            Layer l = GuiActionRunner.execute(() -> g.layers().get(0));
            GuiActionRunner.execute(() -> h.window.workspace().select(g, l));
            h.robot.waitForIdle();

            JTextComponentFixture name = h.frame.textBox("layerName");
            name.selectAll();
            name.enterText(LONG);
            name.requireText("DarkShadowL");
            JLabel note = h.frame.label("layerNameNote").target();
            assertThat(str(note::getText)).as("the note says why").isEqualTo("11 / 11 bytes \u00b7 cut");
            h.screenshot("layer-name-cut");
            name.pressAndReleaseKeys(KeyEvent.VK_ENTER);
            h.robot.waitForIdle();
            assertThat(str(l::name)).isEqualTo("DarkShadowL");

            // multibyte: "Ä" and the others take two bytes each, so five of them fit, never half of a sixth
            JTextField f = (JTextField) name.target();
            GuiActionRunner.execute(() -> {
                f.selectAll();
                f.replaceSelection("ÄÖÜäöüß");
            });
            assertThat(str(f::getText)).isEqualTo("ÄÖÜäö");
            assertThat(str(note::getText)).startsWith("10 / 11 bytes");
            GuiActionRunner.execute(() -> f.postActionEvent());
            h.robot.waitForIdle();
            assertThat(str(l::name)).isEqualTo("ÄÖÜäö");

            // the group's name field: select the group alone
            GuiActionRunner.execute(() -> h.window.workspace().select(g, null));
            h.robot.waitForIdle();
            JTextComponentFixture group = h.frame.textBox("groupName");
            group.selectAll();
            group.enterText(LONG);
            group.requireText("DarkShadowL");
            group.pressAndReleaseKeys(KeyEvent.VK_ENTER);
            h.robot.waitForIdle();
            assertThat(str(g::name)).isEqualTo("DarkShadowL");
            // a three-byte character at the edge is left out whole
            JTextField gf = (JTextField) group.target();
            GuiActionRunner.execute(() -> {
                gf.setText("Mountain");
                gf.setCaretPosition(gf.getText().length());
                gf.replaceSelection("\u20ac\u20ac"); // 8 + 3 = 11 bytes: one euro sign fits
            });
            assertThat(str(gf::getText)).isEqualTo("Mountain\u20ac");

            // a physics layer's name cannot be changed: no byte count under its greyed field
            GuiActionRunner.execute(() -> {
                TwMap m = h.window.workspace().map();
                TileLayer game = m.gameLayer().orElseThrow();
                h.window.workspace().select(m.groupOf(game).orElseThrow(), game);
            });
            h.robot.waitForIdle();
            JLabel gameNote = h.robot.finder().findByName(h.frame.target(), "layerNameNote", JLabel.class, false);
            assertThat(GuiActionRunner.execute(gameNote::isVisible)).isFalse();
        }
    }

    @Test
    void theRenameDialogKeepsElevenBytesToo() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            h.open(tutorial());
            TreeRows rows = new TreeRows(h);
            Group g = designGroup(h);
            Layer l = GuiActionRunner.execute(() -> g.layers().get(0));
            rows.center(l);
            rows.rightClick(l);
            javax.swing.JMenuItem rename = h.robot
                    .finder()
                    .find(
                            new org.assertj.swing.core.GenericTypeMatcher<javax.swing.JMenuItem>(
                                    javax.swing.JMenuItem.class, true) {
                                @Override
                                protected boolean isMatching(javax.swing.JMenuItem m) {
                                    return "Rename...".equals(m.getText());
                                }
                            });
            h.press(rename);
            javax.swing.JDialog d = h.waitForDialog("Rename layer");
            JTextField f = EditorGui.find(d, JTextField.class);
            JTextComponentFixture field = new JTextComponentFixture(h.robot, f);
            field.selectAll();
            field.enterText(LONG);
            field.requireText("DarkShadowL");
            JLabel note = (JLabel) h.robot.finder().findByName(d, "renameNote");
            assertThat(GuiActionRunner.execute(() -> NameField.saysCut(note))).isTrue();
            h.answer("Rename layer", "OK");
            assertThat(str(l::name)).isEqualTo("DarkShadowL");
        }
    }

    @Test
    void deletingAGroupWithLayersAsksAndNamesThemCancelKeepsOkDeletesUndoRestores() throws Exception {
        try (EditorGui h = new EditorGui(false)) {
            h.open(tutorial());
            Group g = designGroup(h);
            List<Layer> layers = GuiActionRunner.execute(() -> List.copyOf(g.layers()));
            GuiActionRunner.execute(() -> h.window.workspace().select(g, null));
            h.robot.waitForIdle();

            h.press(h.frame.button("delete").target());
            javax.swing.JDialog d = h.waitForDialog("Delete group");
            String text = GuiActionRunner.execute(
                    () -> EditorGui.find(d, JOptionPane.class).getMessage().toString());
            assertThat(text)
                    .contains("Delete group '" + g.name() + "' and its " + layers.size() + " layers: ")
                    .contains(LayerTree.shortLabel(layers.get(0)), LayerTree.shortLabel(layers.get(1)));
            assertThat(GuiActionRunner.execute(
                            () -> EditorGui.find(d, JOptionPane.class).getInitialValue()))
                    .as("Cancel is the default")
                    .isEqualTo("Cancel");
            h.screenshot("delete-group-question", d);
            h.answer("Delete group", "Cancel");
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().map().groups().contains(g)))
                    .isTrue();
            assertThat(GuiActionRunner.execute(() -> List.copyOf(g.layers()))).isEqualTo(layers);

            h.press(h.frame.button("delete").target());
            h.answer("Delete group", "Delete");
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().map().groups().contains(g)))
                    .isFalse();

            h.key(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK);
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().map().groups().contains(g)))
                    .isTrue();
            assertThat(GuiActionRunner.execute(() -> List.copyOf(g.layers()))).isEqualTo(layers);

            // an empty group goes without a question
            h.frame.button("addGroup").click();
            h.robot.waitForIdle();
            Group empty = GuiActionRunner.execute(() -> h.window.workspace().currentGroup());
            assertThat(GuiActionRunner.execute(() -> empty.layers().isEmpty())).isTrue();
            h.frame.button("delete").click();
            h.robot.waitForIdle();
            assertThat(h.dialogShown("Delete group")).isFalse();
            assertThat(GuiActionRunner.execute(
                            () -> h.window.workspace().map().groups().contains(empty)))
                    .isFalse();
        }
    }

    /** A string read on the event thread. */
    private static String str(java.util.concurrent.Callable<String> c) {
        return GuiActionRunner.execute(c);
    }
}
