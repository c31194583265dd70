package twedit.editor.media;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.nio.file.Files;
import javax.swing.JLabel;
import javax.swing.JList;
import org.junit.jupiter.api.Test;
import twedit.editor.testutil.RobotDriven;
import twedit.model.codec.SourceForm;
import twedit.model.map.MapImage;
import twedit.model.map.TwMap;
import twedit.model.media.MediaEdits;
import twedit.model.testutil.Corpus;

/**
 * Making an embedded image external whose pixels are not the data directory's file of that name asks first, showing
 * both; the image then records the official size and the list shows what the map really uses. The same pixels are
 * made external without a question.
 */
@RobotDriven
class MakeExternalGuiTest {
    @Test
    void customPixelsUnderAnOfficialNameAreAskedAboutAndTheListShowsTheOfficialSize() throws Exception {
        Corpus.require(Files.isRegularFile(Corpus.DDNET_DATA.resolve("mapres/desert_main.png")), "DDNet mapres");
        TwMap map = TwMap.newMap(20, 10);
        try (MediaGui g = new MediaGui(map)) {
            byte[] pixels = new byte[256 * 256 * 4];
            java.util.Arrays.fill(pixels, (byte) 0x7f);
            g.onEdt(() -> g.ws.document()
                    .apply(MediaEdits.addEmbeddedImage(map, "custom", 256, 256, MapImage.Format.RGBA, pixels)
                            .editOrThrow()));
            MapImage img = map.images().get(0);
            JList<?> list = g.frame.list("imageList").target();
            g.frame.list("imageList").selectItem(0);
            g.prompts.answer("desert_main");
            g.frame.button("image.rename").click();
            assertThat(img.name()).isEqualTo("desert_main");
            assertThat(g.frame.button("image.toggle").text()).isEqualTo("Make External");

            // Cancel: still embedded, the custom pixels kept
            g.prompts.answer(false);
            g.frame.button("image.toggle").click();
            assertThat(g.prompts.questions).hasSize(1);
            assertThat(g.prompts.questions.get(0))
                    .contains("mapres/desert_main.png (1024\u00d71024)")
                    .contains("(256\u00d7256)");
            assertThat(g.prompts.shown[0].getWidth()).isEqualTo(256);
            assertThat(g.prompts.shown[1].getWidth()).isEqualTo(1024);
            assertThat(img.external()).isFalse();
            assertThat(img.pixels()).isEqualTo(pixels);
            assertThat(g.frame.label("image.status").text()).startsWith("Nothing changed");

            // agreed: external, recording the official size; the list says 1024x1024
            g.prompts.answer(true);
            g.frame.button("image.toggle").click();
            assertThat(img.external()).isTrue();
            assertThat(img.width()).isEqualTo(1024);
            assertThat(img.height()).isEqualTo(1024);
            assertThat(text(list, 0)).contains("1024\u00d71024, external").doesNotContain("256");

            // embedding it takes the official pixels; making that external again asks nothing (same pixels)
            g.frame.button("image.toggle").click();
            assertThat(img.external()).isFalse();
            int asked = g.prompts.questions.size();
            g.frame.button("image.toggle").click();
            assertThat(img.external()).isTrue();
            assertThat(g.prompts.questions).hasSize(asked);

            // undo three times: back to the renamed image with its custom pixels
            g.onEdt(() -> {
                g.ws.document().undo();
                g.ws.document().undo();
                g.ws.document().undo();
                return null;
            });
            assertThat(img.external()).isFalse();
            assertThat(img.pixels()).isEqualTo(pixels);
        }
    }

    @Test
    void anExternalImageWhoseRecordedSizeIsWrongIsListedWithTheDataDirectorySize() throws Exception {
        Corpus.require(Files.isRegularFile(Corpus.DDNET_DATA.resolve("mapres/desert_main.png")), "DDNet mapres");
        TwMap map = TwMap.newMap(20, 10);
        try (MediaGui g = new MediaGui(map)) {
            g.onEdt(() -> g.ws.document()
                    .apply(MediaEdits.addExternalImage(map, "desert_main", 256, 256, SourceForm.DDNET)
                            .editOrThrow()));
            JList<?> list = g.frame.list("imageList").target();
            assertThat(text(list, 0)).contains("1024\u00d71024, external");
        }
    }

    @Test
    void theQuestionShowsBothImagesUnclipped() throws Exception {
        Corpus.require(Files.isRegularFile(Corpus.DDNET_DATA.resolve("mapres/desert_main.png")), "DDNet mapres");
        TwMap map = TwMap.newMap(20, 10);
        try (MediaGui g = new MediaGui(map)) {
            java.awt.image.BufferedImage mine = new java.awt.image.BufferedImage(256, 256, 2);
            java.awt.image.BufferedImage theirs = new ExternalImages(() -> java.util.Optional.of(Corpus.DDNET_DATA))
                    .preview("desert_main", SourceForm.DDNET);
            SwingMediaPrompts swing = g.onEdt(() -> new SwingMediaPrompts(
                    g.frame.target(),
                    () -> SourceForm.DDNET,
                    new twedit.editor.ui.FileChoosers(
                            java.util.prefs.Preferences.userRoot().node("twedit-test/" + System.nanoTime()),
                            () -> null)));
            java.util.concurrent.atomic.AtomicReference<Boolean> answer =
                    new java.util.concurrent.atomic.AtomicReference<>();
            javax.swing.SwingUtilities.invokeLater(() -> answer.set(swing.confirmPixels(
                    "Make image external",
                    ImagesPanel.differs("desert_main", 1024, 1024, 256, 256),
                    mine,
                    theirs,
                    "Make External")));
            MediaGui.waitFor("question", () -> dialog("Make image external") != null);
            g.robot.waitForIdle();
            javax.swing.JDialog d = g.onEdt(() -> dialog("Make image external"));
            java.awt.Rectangle screen =
                    java.awt.GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
            assertThat(g.onEdt(() -> screen.contains(d.getBounds()))).isTrue();
            Files.createDirectories(java.nio.file.Path.of("target/screenshots"));
            javax.imageio.ImageIO.write(
                    new java.awt.Robot().createScreenCapture(screen),
                    "png",
                    java.nio.file.Path.of("target/screenshots/media-make-external-question.png")
                            .toFile());
            javax.swing.AbstractButton cancel = g.onEdt(() -> button(d, "Cancel"));
            javax.swing.SwingUtilities.invokeLater(cancel::doClick);
            MediaGui.waitFor("answered", () -> answer.get() != null);
            assertThat(answer.get()).isFalse();
        }
    }

    private static javax.swing.JDialog dialog(String title) {
        for (java.awt.Window w : java.awt.Window.getWindows()) {
            if (w instanceof javax.swing.JDialog d && d.isShowing() && title.equals(d.getTitle())) {
                return d;
            }
        }
        return null;
    }

    private static javax.swing.AbstractButton button(java.awt.Container c, String text) {
        for (Component k : c.getComponents()) {
            if (k instanceof javax.swing.AbstractButton b && text.equals(b.getText())) {
                return b;
            }
            if (k instanceof java.awt.Container cc) {
                javax.swing.AbstractButton b = button(cc, text);
                if (b != null) {
                    return b;
                }
            }
        }
        return null;
    }

    private static String text(JList<?> list, int i) {
        return org.assertj.swing.edt.GuiActionRunner.execute(() -> {
            @SuppressWarnings("unchecked")
            JList<Object> l = (JList<Object>) list;
            Component c = l.getCellRenderer()
                    .getListCellRendererComponent(l, l.getModel().getElementAt(i), i, false, false);
            return twedit.editor.testutil.EditorGui.find((java.awt.Container) c, JLabel.class) == null
                    ? ""
                    : labels((java.awt.Container) c);
        });
    }

    private static String labels(java.awt.Container c) {
        StringBuilder b = new StringBuilder();
        for (Component k : c.getComponents()) {
            if (k instanceof JLabel l && l.getText() != null) {
                b.append(l.getText().replaceAll("<[^>]*>", " "));
            }
        }
        return b.toString();
    }
}
