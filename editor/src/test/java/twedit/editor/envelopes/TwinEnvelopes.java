package twedit.editor.envelopes;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.ReadLimits;
import twedit.model.io.MapFiles;
import twedit.model.map.EnvPoint;
import twedit.model.map.Envelope;
import twedit.model.map.MapFixtures;
import twedit.model.map.TwMap;
import twedit.model.testutil.TestMaps;

/**
 * The kitchen-sink test map (envelopes #0 move, #1 pulse, #2 fade, used by the quad in 'Sky', the layer 'Walls' and a
 * source in 'Birds') with a second envelope of each name and kind, used by nothing: #3 pulse, #4 fade, #5 move.
 */
final class TwinEnvelopes {
    private TwinEnvelopes() {}

    static Path write(Path dir) throws Exception {
        TwMap m = TestMaps.kitchenSink();
        MapFixtures.add(m.envelopes(), envelope(Envelope.COLOR, "pulse", 1024));
        MapFixtures.add(m.envelopes(), envelope(Envelope.SOUND, "fade", 1024));
        MapFixtures.add(m.envelopes(), envelope(Envelope.POSITION, "move", 0));
        Path file = dir.resolve("twins.map");
        Files.write(file, new MapFiles(ReadLimits.EDITOR, null).encode(m, SaveOptions.DDNET));
        return file;
    }

    /** Two points: {@code v} at 0 ms, a quarter of it at 1000 ms (linear). */
    private static Envelope envelope(int channels, String name, int v) {
        return new Envelope(
                channels,
                name,
                false,
                List.of(
                        new EnvPoint(0, EnvPoint.CURVE_LINEAR, v, v, v, v, null),
                        new EnvPoint(1000, EnvPoint.CURVE_LINEAR, v / 4, v / 4, v / 4, v / 4, null)));
    }
}
