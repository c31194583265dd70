package twedit.media;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import twedit.model.media.OggOpusFiles;
import twedit.model.media.OpusPcm;

/** Playing works where there is an audio device and is a reported no-op where there is none (CI). */
class SoundPlayerTest {
    @Test
    void playsAndStopsOrSaysThereIsNoDevice() throws Exception {
        OpusPcm pcm = OpusPcm.decode(OggOpusFiles.sine(2, 0.3, 440, 312));
        List<String> messages = new CopyOnWriteArrayList<>();
        try (SoundPlayer player = new SoundPlayer(messages::add)) {
            CountDownLatch done = new CountDownLatch(1);
            boolean playing = player.play(pcm, done::countDown);
            if (playing) {
                assertThat(messages).isEmpty();
                assertThat(done.await(10, TimeUnit.SECONDS))
                        .as("the sound ends by itself")
                        .isTrue();
                assertThat(player.play(pcm)).isTrue();
                player.stop();
                assertThat(player.isPlaying()).isFalse();
            } else {
                assertThat(messages).hasSize(1);
                assertThat(messages.get(0)).containsAnyOf("No audio output device", "the audio device is unavailable");
                assertThat(player.isPlaying()).isFalse();
                assertThat(done.getCount()).isEqualTo(1);
                player.stop(); // harmless
            }
        }
    }

    @Test
    void stoppingWhenNothingPlaysIsHarmless() {
        SoundPlayer player = new SoundPlayer(m -> {});
        player.stop();
        player.close();
        assertThat(player.isPlaying()).isFalse();
        SoundPlayer.audioAvailable(); // must not throw, whatever the machine has
    }
}
