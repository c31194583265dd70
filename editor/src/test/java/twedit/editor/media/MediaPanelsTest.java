package twedit.editor.media;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import twedit.editor.testutil.RobotDriven;
import twedit.media.PngCodec;
import twedit.media.PngFilesForTests;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.io.MapFiles;
import twedit.model.map.MapImage;
import twedit.model.map.MapSound;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.media.OggOpusFiles;
import twedit.model.testutil.DdnetOracle;
import twedit.model.testutil.TestMaps;

/** The image and sound managers driven by clicks: add, replace, remove (undo each), bad input, save, DDNet loads. */
@RobotDriven
class MediaPanelsTest {
    /** Where the test's files go; removed afterwards. */
    @org.junit.jupiter.api.io.TempDir
    java.nio.file.Path tempDir;

    @Test
    void imagesAddReplaceRemoveUndoAndRefuseBadInput() throws Exception {
        Path dir = java.nio.file.Files.createDirectories(tempDir.resolve("twedit-media"));
        Path palette = write(dir, "palette tiles.png", PngFilesForTests.imageIo(paletteImage(32, 32), false));
        Path odd = write(
                dir, "odd.png", PngFilesForTests.imageIo(new BufferedImage(40, 24, BufferedImage.TYPE_INT_ARGB), true));
        Path notPng = write(dir, "notes.png", "hello".getBytes());
        Path huge = write(dir, "huge.png", PngFilesForTests.craft(20000, 20000, 8, 6, null));
        try (MediaGui g = new MediaGui(TestMaps.kitchenSink())) {
            MapDocument doc = g.ws.document();
            TwMap map = g.ws.map();
            int before = map.images().size();
            MapImage tiles = map.images().stream()
                    .filter(i -> i.name().equals("test_tiles"))
                    .findFirst()
                    .orElseThrow();
            TileLayer user = g.onEdt(() ->
                    twedit.model.media.MediaRules.tileLayersUsing(map, tiles).get(0));

            // add a palette PNG: converted to RGBA, named after the file
            g.prompts.answer(palette);
            g.frame.button("image.addPng").click();
            assertThat(map.images()).hasSize(before + 1);
            MapImage added = map.images().get(before);
            assertThat(added.name()).isEqualTo("palette tiles");
            assertThat(added.external()).isFalse();
            assertThat(added.format()).isEqualTo(MapImage.Format.RGBA);
            assertThat(added.pixels()).isEqualTo(PngCodec.read(palette).pixels());
            assertThat(g.frame.list("imageList").target().getSelectedValue()).isSameAs(added);
            g.screenshot("media-images");

            // bad input: not a PNG, a huge PNG, a name that is not filename-safe: a message, nothing changed
            int steps = doc.historySize();
            g.prompts.answer(notPng).answer(huge);
            g.frame.button("image.addPng").click();
            g.frame.button("image.addPng").click();
            g.prompts.answer("bad/name");
            g.frame.button("image.rename").click();
            assertThat(g.prompts.errors).hasSize(3);
            assertThat(g.prompts.errors.get(0)).contains("not a PNG");
            assertThat(g.prompts.errors.get(1)).contains("too large");
            assertThat(g.prompts.errors.get(2)).contains("'/'");
            assertThat(g.frame.label("image.status").text()).startsWith("Nothing changed");
            assertThat(map.images()).hasSize(before + 1);
            assertThat(doc.historySize()).isEqualTo(steps);

            // replace the tiles layer's image with a 40x24 PNG: every user keeps it, a warning names the layer
            g.frame.list("imageList").selectItem(map.images().indexOf(tiles));
            g.prompts.answer(odd);
            g.frame.button("image.replace").click();
            assertThat(tiles.width()).isEqualTo(40);
            assertThat(user.image()).isSameAs(tiles);
            assertThat(g.prompts.warnings)
                    .singleElement()
                    .asString()
                    .contains("'" + user.name() + "'")
                    .contains("multiple of 16");
            g.onEdt(doc::undo);
            assertThat(tiles.width()).isEqualTo(64);

            // export writes a PNG with the same pixels
            g.prompts.answer(dir);
            g.frame.button("image.export").click();
            assertThat(PngCodec.read(dir.resolve("test_tiles.png")).pixels()).isEqualTo(tiles.pixels());

            // removing an image layers use asks first, naming how many use it: Cancel keeps it
            int tileUsers = g.onEdt(() ->
                    twedit.model.media.MediaRules.tileLayersUsing(map, tiles).size());
            g.prompts.answer(false);
            g.frame.button("image.remove").click();
            assertThat(map.images()).contains(tiles);
            assertThat(g.prompts.questions)
                    .singleElement()
                    .asString()
                    .startsWith(
                            tileUsers + " tile layer" + (tileUsers == 1 ? " uses" : "s use") + " image 'test_tiles'")
                    .contains("Remove it and unlink")
                    .contains("'" + user.name() + "'");
            // Remove detaches the layers (told in the status line, not in a second dialog); undo links them again
            int warned = g.prompts.warnings.size();
            g.prompts.answer(true);
            g.frame.button("image.remove").click();
            assertThat(map.images()).doesNotContain(tiles);
            assertThat(user.image()).isNull();
            assertThat(g.prompts.warnings).hasSize(warned);
            assertThat(g.frame.label("image.status").text()).startsWith("Removed 'test_tiles'");
            g.onEdt(doc::undo);
            assertThat(map.images()).contains(tiles);
            assertThat(user.image()).isSameAs(tiles);

            // the quads layer's image: its quads are counted too
            MapImage sky = map.images().stream()
                    .filter(i -> i.name().equals("grass_main"))
                    .findFirst()
                    .orElseThrow();
            g.frame.list("imageList").selectItem(map.images().indexOf(sky));
            g.prompts.answer(false);
            g.frame.button("image.remove").click();
            assertThat(g.prompts.questions.get(2)).startsWith("1 quad layer (1 quad) uses image 'grass_main'");
            assertThat(map.images()).contains(sky);

            // an image nothing uses goes without a question (undo brings it back)
            g.frame.list("imageList").selectItem(before);
            g.frame.button("image.remove").click();
            assertThat(g.prompts.questions).hasSize(3);
            assertThat(map.images()).doesNotContain(added);
            g.onEdt(doc::undo);
            assertThat(map.images()).contains(added);

            // undo the add
            g.onEdt(doc::undo);
            assertThat(map.images()).hasSize(before);

            // a 65th image is refused before anything is asked
            g.onEdt(() -> doc.compound("fill", () -> {
                for (int i = map.images().size(); i < 64; i++) {
                    doc.apply(Edits.addImage(map, i, MapImage.external("bg_cloud1", 0, 0)));
                }
            }));
            g.frame.button("image.addPng").click();
            assertThat(g.prompts.errors.get(g.prompts.errors.size() - 1)).contains("64 images");
            assertThat(map.images()).hasSize(64);
            g.onEdt(doc::undo);
            assertThat(map.images()).hasSize(before);

            // the map saves and DDNet loads it
            assertThat(saveAndCheck(map).images()).hasSize(before);
        }
    }

    @Test
    void soundsAddReplaceRemoveUndoPlayAndSave() throws Exception {
        Path dir = java.nio.file.Files.createDirectories(tempDir.resolve("twedit-sounds"));
        Path tone = write(dir, "tone.opus", OggOpusFiles.sine(1, 0.3, 440, 312));
        Path stereo = write(dir, "stereo.opus", OggOpusFiles.sine(2, 0.2, 660, 312));
        Path wav = write(dir, "beep.opus", "RIFF....WAVEfmt ".getBytes());
        try (MediaGui g = new MediaGui(TestMaps.kitchenSink())) {
            g.frame.tabbedPane().selectTab("Sounds");
            MapDocument doc = g.ws.document();
            TwMap map = g.ws.map();
            int before = map.sounds().size();

            g.prompts.answer(tone);
            g.frame.button("sound.add").click();
            assertThat(map.sounds()).hasSize(before + 1);
            MapSound added = map.sounds().get(before);
            assertThat(added.name()).isEqualTo("tone");

            // something that is not Ogg Opus: a message, nothing changed
            g.prompts.answer(wav);
            g.frame.button("sound.add").click();
            assertThat(g.prompts.errors)
                    .singleElement()
                    .asString()
                    .contains("beep.opus")
                    .contains("Ogg Opus");
            assertThat(map.sounds()).hasSize(before + 1);

            // replace keeps the object (and so every sounds layer); undo restores the data
            byte[] old = added.data();
            g.prompts.answer(stereo);
            g.frame.button("sound.replace").click();
            assertThat(added.data()).isEqualTo(Files.readAllBytes(stereo));
            g.onEdt(doc::undo);
            assertThat(added.data()).isSameAs(old);

            // play a preview: without an audio device it only says so
            g.frame.button("sound.play").click();
            g.robot.waitForIdle();
            g.screenshot("media-sounds");

            // remove the sound a sounds layer uses: the layer is detached, undo links it again
            MapSound used = map.sounds().get(0);
            SoundsLayer layer = (SoundsLayer) map.allLayers().stream()
                    .filter(l -> l instanceof SoundsLayer)
                    .findFirst()
                    .orElseThrow();
            assertThat(layer.sound()).isSameAs(used);
            g.frame.list("soundList").selectItem(0);
            g.prompts.answer(true);
            g.frame.button("sound.remove").click();
            assertThat(layer.sound()).isNull();
            int sources = layer.sources().size();
            assertThat(g.prompts.questions)
                    .singleElement()
                    .asString()
                    .startsWith("1 sound layer (" + sources + " sound source" + (sources == 1 ? "" : "s")
                            + ") uses sound '" + used.name() + "'")
                    .contains("'" + layer.name() + "'");
            assertThat(g.prompts.warnings).isEmpty();
            g.onEdt(doc::undo);
            assertThat(layer.sound()).isSameAs(used);

            // the added sound is unused: removed without a question
            g.frame.list("soundList").selectItem(before);
            g.frame.button("sound.remove").click();
            assertThat(map.sounds()).doesNotContain(added);
            assertThat(g.prompts.questions).hasSize(1);
            g.onEdt(doc::undo);
            assertThat(map.sounds()).contains(added);

            // export, then save with the added sound: DDNet loads the map
            g.frame.list("soundList").selectItem(before);
            g.prompts.answer(dir.resolve("out"));
            Files.createDirectories(dir.resolve("out"));
            g.frame.button("sound.export").click();
            assertThat(Files.readAllBytes(dir.resolve("out/tone.opus"))).isEqualTo(added.data());
            TwMap saved = saveAndCheck(map);
            assertThat(saved.sounds()).hasSize(before + 1);
            assertThat(saved.sounds().get(before).data()).isEqualTo(Files.readAllBytes(tone));
            g.onEdt(doc::undo);
            assertThat(map.sounds()).hasSize(before);
        }
    }

    private TwMap saveAndCheck(TwMap map) throws Exception {
        MapFiles files = new MapFiles(ReadLimits.EDITOR, null);
        byte[] bytes = files.encode(map, SaveOptions.DDNET);
        DdnetOracle.ServerResult r = DdnetOracle.serverLoads(bytes);
        assertThat(r.loaded()).as(r.toString()).isTrue();
        Path p = java.nio.file.Files.createFile(tempDir.resolve("twedit-media.map"));
        Files.write(p, bytes);
        return files.load(p).map();
    }

    private static Path write(Path dir, String name, byte[] bytes) throws Exception {
        Path p = dir.resolve(name);
        Files.write(p, bytes);
        return p;
    }

    private static BufferedImage paletteImage(int w, int h) {
        byte[] r = {0, (byte) 255, 0, 0};
        byte[] gr = {0, 0, (byte) 255, 0};
        byte[] b = {0, 0, 0, (byte) 255};
        byte[] a = {0, (byte) 255, (byte) 128, (byte) 255};
        BufferedImage img =
                new BufferedImage(w, h, BufferedImage.TYPE_BYTE_INDEXED, new IndexColorModel(2, 4, r, gr, b, a));
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                img.getRaster().setSample(x, y, 0, (x / 8 + y / 8) % 4);
            }
        }
        return img;
    }
}
