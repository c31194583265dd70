package twedit.editor.automap;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.Window;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javax.swing.AbstractButton;
import javax.swing.JDialog;
import javax.swing.JFrame;
import javax.swing.JTextPane;
import javax.swing.SwingUtilities;
import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import twedit.editor.app.Theme;
import twedit.editor.state.OpenMap;
import twedit.editor.state.Workspace;
import twedit.editor.testutil.EditorGui;
import twedit.editor.testutil.RobotDriven;
import twedit.editor.tools.ToolBox;
import twedit.model.codec.SourceForm;
import twedit.model.document.MapDocument;
import twedit.model.map.Group;
import twedit.model.map.MapFixtures;
import twedit.model.map.MapImage;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Nothing typed in the rules editor is lost without a question (closing its window, Reload from Disk, quitting),
 * DDNet's packaged rules are never written (Save writes the user's own copy, used from then on), a file chosen for a
 * layer stays with it across tabs, and a run on rules with errors asks first, naming them.
 */
@RobotDriven
class RulesEditorPromptsGuiTest {
    private static final String GOOD = "[Good]\nIndex 5\nPos 0 -1 EMPTY\n";
    private static final String BROKEN = "[Mine]\nIndex 5\nPos 0 -1 EMPTY\nIndex 300\nPos 1 1 NOPE\n";

    @TempDir
    Path dir;

    private Path data;
    private Path user;
    private Path packaged;
    private Robot robot;
    private Workspace ws;
    private AutomapPanel panel;
    private FrameFixture frame;
    private TileLayer layer;
    private Group group;
    private Path chosen;

    @BeforeEach
    void setUp() throws Exception {
        EditorGui.requireDisplay();
        data = dir.resolve("data");
        user = dir.resolve("user");
        packaged = data.resolve("editor/automap/grass.rules");
        Files.createDirectories(packaged.getParent());
        Files.writeString(packaged, GOOD);
        chosen = dir.resolve("chosen/broken.rules");
        Files.createDirectories(chosen.getParent());
        Files.writeString(chosen, BROKEN);
        TwMap map = mapWithLayer();
        group = map.groups().get(1);
        layer = (TileLayer) group.layers().get(0);
        robot = BasicRobot.robotWithNewAwtHierarchy();
        ws = new Workspace(new MapDocument(map));
        AutomapController c = new AutomapController(ws, new RulesLocator(() -> Optional.of(data), () -> List.of(user)));
        panel = GuiActionRunner.execute(() -> {
            Theme.install(false);
            ws.select(group, layer);
            return new AutomapPanel(ws, new ToolBox(ws), c, l -> chosen);
        });
        JFrame f = GuiActionRunner.execute(() -> {
            JFrame fr = new JFrame("automap");
            fr.getContentPane().add(panel, BorderLayout.CENTER);
            return fr;
        });
        frame = new FrameFixture(robot, f);
        frame.show(new Dimension(360, 440));
    }

    @AfterEach
    void tearDown() {
        if (frame != null) {
            frame.cleanUp();
        }
    }

    @Test
    void packagedRulesAreSavedAsTheUsersOwnCopyWhichIsUsedFromThenOn() throws Exception {
        assertThat(frame.label("automap.rules").text()).contains("grass.rules").contains("DDNet data");
        frame.button("automap.editRules").click();
        RulesEditor ed = panel.editor(packaged);
        assertThat(GuiActionRunner.execute(() -> button(ed, "rules.save").getText()))
                .isEqualTo("Save as My Rules");
        type(ed, GOOD + "\n[Mine]\nIndex 6\n");
        GuiActionRunner.execute(ed::save);
        Path copy = user.resolve("editor/automap/grass.rules");
        assertThat(Files.readString(packaged))
                .as("DDNet's file is never written")
                .isEqualTo(GOOD);
        assertThat(Files.readString(copy)).contains("[Mine]");
        assertThat(GuiActionRunner.execute(ed::file)).isEqualTo(copy);
        assertThat(GuiActionRunner.execute(() -> button(ed, "rules.save").getText()))
                .isEqualTo("Save");
        assertThat(frame.label("automap.rules").text()).contains("your rules");
        assertThat(frame.comboBox("automap.config").contents()).containsExactly("Good", "Mine");
        EditorGui.SCREENSHOTS.toFile().mkdirs();
        GuiActionRunner.execute(ed::dispose);
    }

    @Test
    void closingReloadingAndQuittingAskAboutUnsavedRules() throws Exception {
        frame.button("automap.chooseRules").click();
        frame.button("automap.editRules").click();
        RulesEditor ed = panel.editor(chosen);
        type(ed, GOOD);

        // the window's close box: Cancel keeps the window and the text, Don't Save closes it, the file unchanged
        SwingUtilities.invokeLater(
                () -> ed.dispatchEvent(new java.awt.event.WindowEvent(ed, java.awt.event.WindowEvent.WINDOW_CLOSING)));
        JDialog ask = dialog(RulesEditor.UNSAVED_TITLE);
        screenshot(ask, "rules-unsaved-prompt");
        press(ask, "Cancel");
        assertThat(GuiActionRunner.execute(ed::isDisplayable)).isTrue();
        assertThat(text(ed)).isEqualTo(GOOD);

        // Reload from Disk asks, Cancel keeps the edits; Reload reads the file
        SwingUtilities.invokeLater(() -> button(ed, "rules.reload").doClick());
        JDialog reload = dialog(RulesEditor.RELOAD_TITLE);
        screenshot(reload, "rules-reload-prompt");
        press(reload, "Cancel");
        assertThat(text(ed)).isEqualTo(GOOD);
        SwingUtilities.invokeLater(() -> button(ed, "rules.reload").doClick());
        press(dialog(RulesEditor.RELOAD_TITLE), "Reload");
        assertThat(text(ed)).isEqualTo(BROKEN);
        assertThat(GuiActionRunner.execute(ed::modified)).isFalse();

        // quitting the editor: asks; Cancel stops the quit, Save writes and lets it go on
        type(ed, GOOD);
        boolean[] mayQuit = {true};
        SwingUtilities.invokeLater(() -> mayQuit[0] = panel.confirmCloseEditors());
        press(dialog(RulesEditor.UNSAVED_TITLE), "Cancel");
        assertThat(mayQuit[0]).isFalse();
        assertThat(GuiActionRunner.execute(ed::isDisplayable)).isTrue();
        SwingUtilities.invokeLater(() -> mayQuit[0] = panel.confirmCloseEditors());
        press(dialog(RulesEditor.UNSAVED_TITLE), "Save");
        assertThat(mayQuit[0]).isTrue();
        assertThat(Files.readString(chosen)).isEqualTo(GOOD);
        assertThat(GuiActionRunner.execute(ed::isDisplayable)).isFalse();

        // nothing typed: closes without a question
        frame.button("automap.editRules").click();
        RulesEditor again = panel.editor(chosen);
        assertThat(GuiActionRunner.execute(again::closeAsking)).isTrue();
    }

    @Test
    void aChosenFileStaysWithItsLayerAcrossTabs() {
        frame.button("automap.chooseRules").click();
        assertThat(frame.label("automap.rules").text()).contains("broken.rules").contains("chosen");
        OpenMap first = GuiActionRunner.execute(ws::current);
        GuiActionRunner.execute(() -> ws.document().markModified()); // a new tab, not in place of an untouched map
        GuiActionRunner.execute(() -> ws.open(new MapDocument(mapWithLayer()), null, SourceForm.DDNET));
        robot.waitForIdle();
        GuiActionRunner.execute(() -> {
            ws.switchTo(first);
            ws.select(group, layer);
        });
        robot.waitForIdle();
        assertThat(frame.label("automap.rules").text()).contains("broken.rules").contains("chosen");

        // a map replaced in its tab lets its choices go
        GuiActionRunner.execute(() -> ws.setDocument(new MapDocument(mapWithLayer()), null, SourceForm.DDNET));
        GuiActionRunner.execute(() -> ws.select(group, layer));
        robot.waitForIdle();
        assertThat(GuiActionRunner.execute(() -> panel.isChosen(layer))).isFalse();
    }

    @Test
    void automapOnRulesWithErrorsAsksNamingThem() throws Exception {
        frame.button("automap.chooseRules").click();
        assertThat(frame.label("automap.diagnostics").text()).contains("error");
        long before = GuiActionRunner.execute(() -> ws.document().historyPosition());
        SwingUtilities.invokeLater(() -> button(panel, "automap.runLayer").doClick());
        JDialog ask = dialog(AutomapPanel.ERRORS_TITLE);
        String message = GuiActionRunner.execute(() -> allText(ask));
        assertThat(message).contains("broken.rules").contains("line 4").contains("300");
        screenshot(ask, "rules-errors-prompt");
        press(ask, "Cancel");
        assertThat(frame.label("automap.status").text()).contains("Not automapped");
        assertThat(GuiActionRunner.execute(() -> ws.document().historyPosition()))
                .isEqualTo(before);

        SwingUtilities.invokeLater(() -> button(panel, "automap.runLayer").doClick());
        press(dialog(AutomapPanel.ERRORS_TITLE), "Automap Anyway");
        waitFor(
                "automapped",
                () -> AutomapController.LAYER_LABEL.equals(ws.document().undoLabel()));
    }

    private void type(RulesEditor ed, String s) {
        GuiActionRunner.execute(() -> ((JTextPane) find(ed, "rules.text")).setText(s));
        assertThat(GuiActionRunner.execute(ed::modified)).isTrue();
    }

    private static String text(RulesEditor ed) {
        return GuiActionRunner.execute(() -> ((JTextPane) find(ed, "rules.text")).getText());
    }

    private JDialog dialog(String title) {
        waitFor("dialog " + title, () -> showing(title) != null);
        robot.waitForIdle();
        return GuiActionRunner.execute(() -> showing(title));
    }

    private void press(JDialog d, String text) {
        AbstractButton b = GuiActionRunner.execute(() -> buttonWithText(d, text));
        assertThat(b).as("button " + text).isNotNull();
        SwingUtilities.invokeLater(b::doClick);
        waitFor("dialog closed", () -> !d.isShowing());
        robot.waitForIdle();
    }

    private void waitFor(String what, java.util.function.BooleanSupplier cond) {
        long end = System.nanoTime() + 30_000_000_000L;
        while (!GuiActionRunner.execute(cond::getAsBoolean)) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out waiting for: " + what);
            }
            robot.waitForIdle();
        }
    }

    private static JDialog showing(String title) {
        for (Window w : Window.getWindows()) {
            if (w instanceof JDialog d && d.isShowing() && title.equals(d.getTitle())) {
                return d;
            }
        }
        return null;
    }

    private static AbstractButton button(java.awt.Container c, String name) {
        return (AbstractButton) find(c, name);
    }

    private static java.awt.Component find(java.awt.Container c, String name) {
        for (java.awt.Component k : c.getComponents()) {
            if (name.equals(k.getName())) {
                return k;
            }
            if (k instanceof java.awt.Container kc) {
                java.awt.Component f = find(kc, name);
                if (f != null) {
                    return f;
                }
            }
        }
        return null;
    }

    private static AbstractButton buttonWithText(java.awt.Container c, String text) {
        for (java.awt.Component k : c.getComponents()) {
            if (k instanceof AbstractButton b && text.equals(b.getText())) {
                return b;
            }
            if (k instanceof java.awt.Container kc) {
                AbstractButton f = buttonWithText(kc, text);
                if (f != null) {
                    return f;
                }
            }
        }
        return null;
    }

    private static String allText(java.awt.Container c) {
        StringBuilder sb = new StringBuilder();
        for (java.awt.Component k : c.getComponents()) {
            if (k instanceof javax.swing.JLabel l) {
                sb.append(l.getText()).append('\n');
            }
            if (k instanceof java.awt.Container kc) {
                sb.append(allText(kc));
            }
        }
        return sb.toString();
    }

    private static void screenshot(Window w, String name) throws Exception {
        java.awt.image.BufferedImage img = GuiActionRunner.execute(() -> {
            java.awt.image.BufferedImage out = new java.awt.image.BufferedImage(
                    w.getWidth(), w.getHeight(), java.awt.image.BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = out.createGraphics();
            w.paintAll(g);
            g.dispose();
            return out;
        });
        Files.createDirectories(EditorGui.SCREENSHOTS);
        javax.imageio.ImageIO.write(
                img, "png", EditorGui.SCREENSHOTS.resolve(name + ".png").toFile());
    }

    private static TwMap mapWithLayer() {
        TwMap map = TwMap.newMap(20, 20);
        MapImage grass = MapImage.external("grass", 1024, 1024);
        MapFixtures.add(map.images(), grass);
        TileLayer l = TileLayer.empty(TileKind.TILES, 20, 20);
        MapFixtures.setName(l, "Ground");
        MapFixtures.setImage(l, grass);
        for (int x = 2; x < 10; x++) {
            MapFixtures.set(l.grid(), x, 5, 0, 1);
        }
        Group g = new Group("Ground");
        MapFixtures.add(g.layers(), l);
        MapFixtures.add(map.groups(), g);
        return map;
    }
}
