package twedit.model.media;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.codec.SourceForm;
import twedit.model.datafile.DatafileWriter;
import twedit.model.document.MapDocument;
import twedit.model.map.MapImage;
import twedit.model.map.MapSound;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;
import twedit.model.testutil.TestMaps;

/** The image and sound manager edits through a document: refusals change nothing, undo restores the saved bytes. */
class MediaEditsTest {
    private static final byte[] OPUS = OggOpusFiles.sine(1, 0.2, 440, 312);

    private final TwMap map = TestMaps.kitchenSink();
    private final MapDocument doc = new MapDocument(map);
    private final MapImage external = map.images().get(0);
    private final MapImage tiles = map.images().get(1);
    private final MapSound sound = map.sounds().get(0);

    /** Applies the result's edit, checks undo gives back the exact saved bytes and redo the edited ones. */
    private MediaResult applyAndCheckUndo(Function<TwMap, MediaResult> build) {
        byte[] before = bytes(map);
        MediaResult r = build.apply(map);
        assertThat(r.refusal()).isNull();
        assertThat(doc.apply(r.edit())).isTrue();
        byte[] after = bytes(map);
        assertThat(after).isNotEqualTo(before);
        doc.undo();
        assertThat(bytes(map)).as("after undo").isEqualTo(before);
        doc.redo();
        assertThat(bytes(map)).as("after redo").isEqualTo(after);
        return r;
    }

    private void assertRefused(MediaResult r, String message) {
        byte[] before = bytes(map);
        assertThat(r.ok()).isFalse();
        assertThat(r.edit()).isNull();
        assertThat(r.refusal()).contains(message);
        assertThat(bytes(map)).isEqualTo(before);
    }

    @Test
    void addEmbeddedImages() {
        MediaResult r = applyAndCheckUndo(
                m -> MediaEdits.addEmbeddedImage(m, "new", 32, 16, MapImage.Format.RGBA, new byte[32 * 16 * 4]));
        assertThat(r.warnings()).isEmpty();
        assertThat(map.images()).hasSize(3);
        assertThat(map.images().get(2).name()).isEqualTo("new");
        MediaResult odd = MediaEdits.addEmbeddedImage(map, "odd", 10, 10, MapImage.Format.RGB, new byte[300]);
        assertThat(odd.warnings())
                .containsExactly("image 'odd' is 10x10: only quads layers can use it (tiles layers"
                        + " need sides that are a multiple of 16)");
        assertRefused(
                MediaEdits.addEmbeddedImage(map, "a/b", 16, 16, MapImage.Format.RGBA, new byte[1024]),
                "the image name 'a/b' contains '/'");
        assertRefused(
                MediaEdits.addEmbeddedImage(map, "new", 16, 16, MapImage.Format.RGBA, new byte[1024]),
                "there is already an image named 'new'");
        assertRefused(
                MediaEdits.addEmbeddedImage(map, "short", 16, 16, MapImage.Format.RGBA, new byte[1000]),
                "1000 bytes of pixels, a 16x16 RGBA image needs 1024");
        assertRefused(
                MediaEdits.addEmbeddedImage(map, "empty", 0, 16, MapImage.Format.RGBA, new byte[0]), "cannot be 0x16");
    }

    @Test
    void theSixtyFifthImageIsRefused() {
        while (map.images().size() < MediaRules.MAX_IMAGES) {
            doc.apply(MediaEdits.addEmbeddedImage(
                            map, "img" + map.images().size(), 16, 16, MapImage.Format.RGBA, new byte[1024])
                    .editOrThrow());
        }
        assertRefused(
                MediaEdits.addEmbeddedImage(map, "one more", 16, 16, MapImage.Format.RGBA, new byte[1024]),
                "the map already has 64 images, the most clients load; remove one first");
        assertRefused(MediaEdits.addExternalImage(map, "moon", 512, 512, SourceForm.DDNET), "already has 64 images");
    }

    @Test
    void externalImagesMustBeOfficial() {
        applyAndCheckUndo(m -> MediaEdits.addExternalImage(m, "moon", 512, 512, SourceForm.DDNET));
        assertThat(map.images().get(2).external()).isTrue();
        assertRefused(
                MediaEdits.addExternalImage(map, "my_tiles", 0, 0, SourceForm.DDNET),
                "'my_tiles' is not an official external image: clients would draw nothing; embed it instead");
        assertRefused(
                MediaEdits.addExternalImage(map, "light", 0, 0, SourceForm.DDNET),
                "not an official external image of DDNet maps (only 0.7 clients have it)");
        assertThat(MediaEdits.addExternalImage(map, "light", 0, 0, SourceForm.TEEWORLDS_07)
                        .ok())
                .isTrue();
        assertRefused(
                MediaEdits.addExternalImage(map, "grass_main", 0, 0, SourceForm.DDNET),
                "there is already an image named 'grass_main'");
    }

    @Test
    void embeddingAndMakingExternalAgainKeepUsers() {
        QuadsLayer sky = (QuadsLayer) map.groups().get(0).layers().get(0);
        byte[] rgba = new byte[32 * 32 * 4];
        Arrays.fill(rgba, (byte) 7);
        applyAndCheckUndo(m -> MediaEdits.embed(m, external, 32, 32, rgba));
        assertThat(external.external()).isFalse();
        assertThat(external.pixels()).isSameAs(rgba);
        assertThat(sky.image()).isSameAs(external);
        assertRefused(MediaEdits.embed(map, external, 32, 32, rgba), "already embedded");
        assertThat(MediaEdits.makeExternal(map, external, SourceForm.DDNET)
                        .edit()
                        .label())
                .isEqualTo("Make image '" + external.name() + "' external");
        applyAndCheckUndo(m -> MediaEdits.makeExternal(m, external, SourceForm.DDNET));
        assertThat(external.external()).isTrue();
        assertThat(external.pixels()).isNull();
        assertThat(sky.image()).isSameAs(external);
        assertRefused(MediaEdits.makeExternal(map, external, SourceForm.DDNET), "already external");
        // the history names the image and what was done to it
        String name = external.name();
        assertThat(MediaEdits.embed(map, external, 32, 32, rgba).edit().label())
                .isEqualTo("Embed image '" + name + "'");
        assertThat(MediaEdits.replaceImage(map, external, 32, 32, MapImage.Format.RGBA, rgba)
                        .edit()
                        .label())
                .isEqualTo("Replace image '" + name + "'");
        assertRefused(
                MediaEdits.makeExternal(map, tiles, SourceForm.DDNET),
                "'test_tiles' is not an official external image");
    }

    @Test
    void replacingKeepsEveryUserAndWarnsAboutTheTilesLayers() {
        TileLayer walls = MediaRules.tileLayersUsing(map, tiles).get(0);
        MediaResult r = applyAndCheckUndo(
                m -> MediaEdits.replaceImage(m, tiles, 100, 100, MapImage.Format.RGBA, new byte[100 * 100 * 4]));
        assertThat(r.warnings())
                .containsExactly("image 'test_tiles' is 100x100: tiles layer 'Walls' needs a"
                        + " multiple of 16 (DDNet's editor detaches it from them)");
        assertThat(walls.image()).isSameAs(tiles);
        assertThat(tiles.width()).isEqualTo(100);
        assertThat(tiles.name()).isEqualTo("test_tiles");
        MediaResult rgb = applyAndCheckUndo(
                m -> MediaEdits.replaceImage(m, tiles, 16, 32, MapImage.Format.RGB, new byte[16 * 32 * 3]));
        assertThat(rgb.warnings()).isEmpty();
        assertThat(tiles.format()).isEqualTo(MapImage.Format.RGB);
        MediaResult fromExternal = MediaEdits.replaceImage(map, external, 16, 16, MapImage.Format.RGBA, new byte[1024]);
        assertThat(fromExternal.warnings()).containsExactly("image 'grass_main' was external and is now embedded");
        assertRefused(MediaEdits.replaceImage(map, tiles, 16, 16, MapImage.Format.RGBA, new byte[1023]), "1023 bytes");
        assertRefused(
                MediaEdits.replaceImage(
                        map,
                        new MapImage("x", 1, 1, false, MapImage.Format.RGBA, new byte[4]),
                        16,
                        16,
                        MapImage.Format.RGBA,
                        new byte[1024]),
                "the image is not in this map");
    }

    @Test
    void renamingIsValidated() {
        applyAndCheckUndo(m -> MediaEdits.renameImage(m, tiles, "walls 2", SourceForm.DDNET));
        assertThat(tiles.name()).isEqualTo("walls 2");
        assertRefused(MediaEdits.renameImage(map, tiles, "x".repeat(128), SourceForm.DDNET), "128 bytes");
        assertRefused(
                MediaEdits.renameImage(map, tiles, "grass_main", SourceForm.DDNET),
                "there is already an image named 'grass_main'");
        assertRefused(MediaEdits.renameImage(map, tiles, "NUL", SourceForm.DDNET), "reserved device name");
        assertRefused(
                MediaEdits.renameImage(map, external, "my grass", SourceForm.DDNET),
                "image 'grass_main' is external: clients find it by its name");
        assertThat(MediaEdits.renameImage(map, external, "winter_main", SourceForm.DDNET)
                        .ok())
                .isTrue();
        assertThat(MediaEdits.renameImage(map, tiles, "walls 2", SourceForm.DDNET)
                        .edit()
                        .isNoOp())
                .isTrue();
    }

    @Test
    void removingDetachesUsersAndUndoRelinksThem() {
        TileLayer walls = MediaRules.tileLayersUsing(map, tiles).get(0);
        MediaResult r = applyAndCheckUndo(m -> MediaEdits.removeImage(m, tiles));
        assertThat(r.warnings())
                .containsExactly("image 'test_tiles' was used by layer 'Walls', which now uses" + " nothing");
        assertThat(walls.image()).isNull();
        assertThat(map.images()).containsExactly(external);
        doc.undo();
        assertThat(walls.image()).isSameAs(tiles);
    }

    @Test
    void sounds() {
        SoundsLayer birds = (SoundsLayer) map.groups().get(0).layers().get(1);
        assertRefused(MediaEdits.addSound(map, "fake", TestMaps.fakeOpus()), "not a sound DDNet can play:");
        assertRefused(
                MediaEdits.addSound(map, "png", new byte[] {(byte) 0x89, 'P', 'N', 'G'}),
                "not a sound DDNet can play: not an Ogg file (it looks like a PNG image)");
        assertRefused(MediaEdits.addSound(map, "ambience", OPUS), "there is already a sound named 'ambience'");
        MediaResult add = applyAndCheckUndo(m -> MediaEdits.addSound(m, "tone", OPUS));
        assertThat(add.warnings()).isEmpty();
        assertThat(map.sounds()).hasSize(2);
        applyAndCheckUndo(m -> MediaEdits.replaceSound(m, sound, OPUS));
        assertThat(sound.data()).isSameAs(OPUS);
        assertThat(birds.sound()).isSameAs(sound);
        byte[] cut = Arrays.copyOf(OPUS, OggOpusFiles.pageStarts(OPUS).get(3));
        assertThat(MediaEdits.replaceSound(map, sound, cut).warnings())
                .containsExactly("sound 'ambience' has no" + " end-of-stream mark: the file may have been cut short");
        assertRefused(MediaEdits.replaceSound(map, sound, Arrays.copyOf(OPUS, 100)), "truncated at page 2");
        applyAndCheckUndo(m -> MediaEdits.renameSound(m, sound, "wind"));
        assertRefused(MediaEdits.renameSound(map, sound, "tone"), "there is already a sound named 'tone'");
        assertRefused(MediaEdits.renameSound(map, sound, "a:b"), "the sound name 'a:b' contains ':'");
        MediaResult remove = applyAndCheckUndo(m -> MediaEdits.removeSound(m, sound));
        assertThat(remove.warnings())
                .containsExactly("sound 'wind' was used by layer 'Birds', which now uses" + " nothing");
        assertThat(birds.sound()).isNull();
        doc.undo();
        assertThat(birds.sound()).isSameAs(sound);
        assertThat(MediaEdits.soundDataRefusal(OPUS)).isNull();
    }

    @Test
    void theSixtyFifthSoundIsRefused() {
        while (map.sounds().size() < MediaRules.MAX_SOUNDS) {
            doc.apply(MediaEdits.addSound(map, "s" + map.sounds().size(), OPUS).editOrThrow());
        }
        assertRefused(MediaEdits.addSound(map, "one more", OPUS), "the map already has 64 sounds");
    }

    private static byte[] bytes(TwMap map) {
        try {
            return new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(map));
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
