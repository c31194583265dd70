package twedit.editor.optimize;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JMenuItem;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.testutil.EditorGui;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.io.MapFiles;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.MapImage;
import twedit.model.map.QuadsLayer;
import twedit.model.map.TwMap;

/** Tools > Optimize Map... in the window: the dialog lists what goes with the sizes, Apply is one undo step. */
class OptimizeDialogGuiTest {
    @TempDir
    Path dir;

    /** A map with an unused image, an unused envelope and a group holding only an empty quads layer. */
    private Path map() throws Exception {
        TwMap m = TwMap.newMap(50, 40);
        MapDocument doc = new MapDocument(m);
        doc.apply(Edits.addImage(m, 0, MapImage.external("grass_main", 1024, 1024)));
        doc.apply(Edits.addEnvelope(
                m, 0, new Envelope(Envelope.COLOR, "spare", false, List.of(new EnvPoint(0, 1, 0, 0, 0, 0, null)))));
        Group g = new Group("deco");
        doc.apply(Edits.addGroup(m, 0, g));
        doc.apply(Edits.addLayer(g, 0, new QuadsLayer("nothing", null, List.of())));
        Path p = dir.resolve("spare.map");
        new MapFiles(ReadLimits.DDNET, null).save(m, p, SaveOptions.DDNET);
        return p;
    }

    @Test
    void dialogListsWhatGoesAndApplyIsOneUndoStep() throws Exception {
        Path file = map();
        try (EditorGui gui = new EditorGui(false)) {
            gui.open(file);
            gui.robot.waitForIdle();
            byte[] before =
                    GuiActionRunner.execute(() -> bytes(gui.window.workspace().map()));
            JMenuItem item = gui.frame.menuItem("optimizeMapItem").target();
            gui.press(item);
            JDialog d = gui.waitForDialog(OptimizeDialog.TITLE);
            JButton apply = GuiActionRunner.execute(() -> named(d, "optimize.apply", JButton.class));
            gui.waitFor("the analysis", () -> GuiActionRunner.execute(apply::isEnabled));
            String sizes = GuiActionRunner.execute(
                    () -> named(d, "optimize.sizes", JLabel.class).getText());
            assertThat(sizes)
                    .contains("Size as saved now")
                    .contains("With everything checked")
                    .as("one size: what Save writes")
                    .doesNotContain("twedit optimize");
            String details = GuiActionRunner.execute(
                    () -> EditorGui.find(d, javax.swing.JTextArea.class).getText());
            assertThat(details)
                    .contains("image 'grass_main'")
                    .contains("color envelope 'spare'")
                    .contains("quads layer 'nothing' in group 'deco'");
            gui.screenshot("optimize-dialog", d);
            gui.pressAndWaitClosed(apply, d);
            MapDocument doc =
                    GuiActionRunner.execute(() -> gui.window.workspace().document());
            assertThat(GuiActionRunner.execute(doc::historyPosition)).isEqualTo(1);
            assertThat(GuiActionRunner.execute(doc::undoLabel)).isEqualTo("Optimize map");
            assertThat(GuiActionRunner.execute(
                            () -> gui.window.workspace().map().images()))
                    .isEmpty();
            assertThat(GuiActionRunner.execute(
                            () -> gui.window.workspace().map().envelopes()))
                    .isEmpty();
            assertThat(GuiActionRunner.execute(
                            () -> gui.window.workspace().map().groups().size()))
                    .isEqualTo(1);
            GuiActionRunner.execute(doc::undo);
            assertThat(GuiActionRunner.execute(
                            () -> bytes(gui.window.workspace().map())))
                    .isEqualTo(before);
        }
    }

    @Test
    void removeUnusedEnvelopesIsOneEdit() throws Exception {
        Path file = map();
        try (EditorGui gui = new EditorGui(false)) {
            gui.open(file);
            gui.press(gui.frame.menuItem("removeUnusedEnvelopesItem").target());
            MapDocument doc =
                    GuiActionRunner.execute(() -> gui.window.workspace().document());
            assertThat(GuiActionRunner.execute(
                            () -> gui.window.workspace().map().envelopes()))
                    .isEmpty();
            assertThat(GuiActionRunner.execute(
                            () -> gui.window.workspace().map().images()))
                    .hasSize(1);
            assertThat(GuiActionRunner.execute(doc::historyPosition)).isEqualTo(1);
            GuiActionRunner.execute(doc::undo);
            assertThat(GuiActionRunner.execute(
                            () -> gui.window.workspace().map().envelopes()))
                    .hasSize(1);
        }
    }

    /** The component named {@code name} in the dialog's content. */
    private static <T> T named(JDialog d, String name, Class<T> type) {
        T t = named(d.getContentPane(), name, type);
        assertThat(t).as(name).isNotNull();
        return t;
    }

    private static <T> T named(java.awt.Container c, String name, Class<T> type) {
        for (java.awt.Component k : c.getComponents()) {
            if (type.isInstance(k) && name.equals(k.getName())) {
                return type.cast(k);
            }
            if (k instanceof java.awt.Container cc) {
                T t = named(cc, name, type);
                if (t != null) {
                    return t;
                }
            }
        }
        return null;
    }

    private static byte[] bytes(TwMap m) {
        try {
            return new MapFiles(ReadLimits.DDNET, null).encode(m, SaveOptions.DDNET);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
