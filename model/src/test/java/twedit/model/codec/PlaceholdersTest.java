package twedit.model.codec;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import twedit.model.map.MapImage;
import twedit.model.media.OggOpus;
import twedit.model.media.OpusPcm;

/** The stand-ins for damaged media: a visible checker of the original size, and a short silent Opus file. */
class PlaceholdersTest {
    @Test
    void imagePlaceholdersKeepNameAndSaneSizesAndAreRecognised() {
        MapImage p = Placeholders.image("grass_main", 1024, 512);
        assertThat(p.name()).isEqualTo("grass_main");
        assertThat(p.width()).isEqualTo(1024);
        assertThat(p.height()).isEqualTo(512);
        assertThat(p.external()).isFalse();
        assertThat(p.pixels()).hasSize(1024 * 512 * 4);
        // magenta at (0,0), black at (8,0) and (0,8), magenta again at (8,8)
        assertThat(rgba(p, 0, 0)).isEqualTo(0xFF00FFFF);
        assertThat(rgba(p, 8, 0)).isEqualTo(0x000000FF);
        assertThat(rgba(p, 0, 8)).isEqualTo(0x000000FF);
        assertThat(rgba(p, 9, 9)).isEqualTo(0xFF00FFFF);
        assertThat(Placeholders.isPlaceholder(p)).isTrue();
        for (int[] bad :
                new int[][] {{0, 5}, {-1, 16}, {100000, 16}, {4096, 4096}, {Integer.MAX_VALUE, Integer.MAX_VALUE}}) {
            MapImage d = Placeholders.image("x", bad[0], bad[1]);
            assertThat(d.width()).isEqualTo(Placeholders.DEFAULT_SIDE);
            assertThat(d.height()).isEqualTo(Placeholders.DEFAULT_SIDE);
        }
        byte[] px = p.pixels().clone();
        px[px.length - 1] = 0;
        assertThat(Placeholders.isPlaceholder(new MapImage("y", 1024, 512, false, MapImage.Format.RGBA, px)))
                .isFalse();
        assertThat(Placeholders.isPlaceholder(MapImage.external("grass_main", 1024, 512)))
                .isFalse();
    }

    @Test
    void theSoundPlaceholderIsAShortValidSilentOpusFile() throws Exception {
        byte[] data = Placeholders.silence();
        OggOpus opus = OggOpus.parse(data);
        assertThat(opus.channels()).isEqualTo(1);
        assertThat(opus.endOfStream()).isTrue();
        assertThat(opus.durationSeconds()).isBetween(0.05, 0.5);
        OpusPcm pcm = OpusPcm.decode(data);
        assertThat(pcm.frames()).isPositive();
        for (short s : pcm.samples()) {
            assertThat(Math.abs(s)).isLessThan(4);
        }
        assertThat(Placeholders.isPlaceholder(data)).isTrue();
        assertThat(Placeholders.isPlaceholder(new byte[] {1})).isFalse();
        assertThat(Placeholders.sound("wind").name()).isEqualTo("wind");
    }

    private static int rgba(MapImage img, int x, int y) {
        int i = (y * img.width() + x) * 4;
        byte[] p = img.pixels();
        return (p[i] & 0xFF) << 24 | (p[i + 1] & 0xFF) << 16 | (p[i + 2] & 0xFF) << 8 | (p[i + 3] & 0xFF);
    }
}
