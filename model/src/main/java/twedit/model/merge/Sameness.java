package twedit.model.merge;

import java.util.List;
import java.util.Objects;
import java.util.function.UnaryOperator;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.Props;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileLayer;

/**
 * Whether a side's group or layer is still what the base had (references compared by what they point at): a side
 * that removed something the other left alone removes it; one that changed it conflicts with the removal.
 */
final class Sameness {
    /** Whether {@code side} is {@code base} unchanged; {@code refs} names base references as the side does. */
    boolean group(Group base, Group side, UnaryOperator<Object> refs) {
        if (!Props.GROUP_NAME.get(base).equals(Props.GROUP_NAME.get(side))
                || !Props.GROUP_OFFSET.get(base).equals(Props.GROUP_OFFSET.get(side))
                || !Props.GROUP_PARALLAX.get(base).equals(Props.GROUP_PARALLAX.get(side))
                || !Props.GROUP_CLIP.get(base).equals(Props.GROUP_CLIP.get(side))
                || !Objects.equals(base.parallaxZoom(), side.parallaxZoom())
                || base.layers().size() != side.layers().size()) {
            return false;
        }
        for (int i = 0; i < base.layers().size(); i++) {
            if (!layer(base.layers().get(i), side.layers().get(i), refs)) {
                return false;
            }
        }
        return true;
    }

    boolean layer(Layer base, Layer side, UnaryOperator<Object> refs) {
        if (base.getClass() != side.getClass() || !base.name().equals(side.name()) || base.flags() != side.flags()) {
            return false;
        }
        if (base instanceof TileLayer b && side instanceof TileLayer t) {
            return b.kind() == t.kind()
                    && refs.apply(b.image()) == t.image()
                    && b.color().equals(t.color())
                    && refs.apply(b.colorEnvelope()) == t.colorEnvelope()
                    && b.colorEnvelopeOffset() == t.colorEnvelopeOffset()
                    && Objects.equals(b.automapper(), t.automapper())
                    && b.grid().equals(t.grid());
        }
        if (base instanceof QuadsLayer b && side instanceof QuadsLayer t) {
            return refs.apply(b.image()) == t.image() && list(b.quads(), t.quads(), refs);
        }
        if (base instanceof SoundsLayer b && side instanceof SoundsLayer t) {
            return refs.apply(b.sound()) == t.sound() && list(b.sources(), t.sources(), refs);
        }
        return false;
    }

    private static boolean list(List<?> base, List<?> side, UnaryOperator<Object> refs) {
        if (base.size() != side.size()) {
            return false;
        }
        for (int i = 0; i < base.size(); i++) {
            if (!Objects.equals(MergeState.translate(base.get(i), refs), side.get(i))) {
                return false;
            }
        }
        return true;
    }
}
