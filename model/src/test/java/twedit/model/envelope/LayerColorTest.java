package twedit.model.envelope;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static twedit.model.envelope.Envs.env;
import static twedit.model.envelope.Envs.pt;
import static twedit.model.map.EnvPoint.CURVE_LINEAR;

import org.junit.jupiter.api.Test;
import twedit.model.map.Color;
import twedit.model.map.MapFixtures;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;

/** A tiles layer's colour: layer colour / 255 times its colour envelope at time + offset. */
class LayerColorTest {
    private static final float EPS = 1e-6f;

    @Test
    void withoutEnvelopeItIsTheLayerColour() {
        TileLayer layer = TileLayer.empty(TileKind.TILES, 2, 2);
        MapFixtures.setColor(layer, new Color(255, 51, 0, 204));
        // (255, 51, 0, 204) / 255 = (1, 0.2, 0, 0.8)
        assertThat(LayerColor.at(layer, 0).toArray()).containsExactly(new float[] {1f, 0.2f, 0f, 0.8f}, within(EPS));
    }

    @Test
    void envelopeMultipliesAtTimePlusOffset() {
        TileLayer layer = TileLayer.empty(TileKind.TILES, 2, 2);
        MapFixtures.setColor(layer, new Color(255, 51, 0, 204));
        // envelope (1, 1, 1, 0) at 0 ms -> (0, 0.5, 1, 1) at 1000 ms; layer offset 250 ms
        MapFixtures.setColorEnvelope(
                layer, env(4, pt(0, CURVE_LINEAR, 1024, 1024, 1024, 0), pt(1000, CURVE_LINEAR, 0, 512, 1024, 1024)));
        MapFixtures.setColorEnvelopeOffset(layer, 250);
        // 250 + 250 = 500: a = 0.5 -> env (0.5, 0.75, 1, 0.5)
        // -> (1 * 0.5, 0.2 * 0.75, 0 * 1, 0.8 * 0.5) = (0.5, 0.15, 0, 0.4)
        LayerColor c = LayerColor.at(layer, 250);
        assertThat(c.toArray()).containsExactly(new float[] {0.5f, 0.15f, 0f, 0.4f}, within(EPS));
        // 1750 + 250 = 2000 -> wraps to 0 -> env (1, 1, 1, 0) -> alpha 0
        assertThat(LayerColor.at(layer, 1750).a()).isEqualTo(0f);
        assertThat(LayerColor.at(layer, 1750).r()).isCloseTo(1f, within(EPS));
    }
}
