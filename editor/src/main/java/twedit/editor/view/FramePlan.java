package twedit.editor.view;

import java.util.ArrayList;
import java.util.List;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * What a frame draws and in which order, cut into strata: runs of consecutive groups with the same parallax, which
 * all move by the same amount on screen when the camera pans (so a frame cache can shift each stratum's pixels), the
 * current layer on top joining the last stratum when its group moves alike.
 *
 * @param focusGroup the current layer's group (null when no layer is current)
 * @param focus the current layer, drawn at full opacity (null: none)
 * @param physics whether the current layer is a physics layer
 * @param othersAlpha how opaque the other layers are drawn
 * @param onlyCurrent whether only the current layer is drawn
 * @param onTop whether the current layer is drawn after everything else
 */
record FramePlan(
        Group focusGroup,
        Layer focus,
        boolean physics,
        float othersAlpha,
        boolean onlyCurrent,
        boolean onTop,
        List<Stratum> strata) {

    /**
     * Consecutive groups drawn with the same parallax, and with {@code top} the current layer after them.
     *
     * @param shiftable false when a group clips with a parallax other than 100 (its clip moves unlike its content)
     * @param animated whether a layer or quad of it follows an envelope (its pixels change with time)
     */
    record Stratum(
            List<Group> groups, boolean top, int parallaxX, int parallaxY, boolean shiftable, boolean animated) {}

    /** The plan of drawing {@code map} with these options and current layer. */
    static FramePlan of(TwMap map, ViewOptions opts, Layer current) {
        Group focusGroup = current == null ? null : groupOf(map, current);
        Layer focus = focusGroup == null ? null : current;
        boolean physics = MapRenderer.isPhysics(focus);
        boolean onTop = focus != null && opts.currentOnTop(physics);
        float othersAlpha = focus != null && opts.dimOthers(physics) ? MapRenderer.DIM_ALPHA : 1f;
        boolean onlyCurrent = focus != null && opts.onlyCurrent();
        List<Stratum> strata = new ArrayList<>();
        List<Group> run = new ArrayList<>();
        for (Group group : map.groups()) {
            if (opts.isHidden(group) || onlyCurrent && group != focusGroup) {
                continue;
            }
            if (!run.isEmpty() && !sameParallax(run.get(0), group)) {
                strata.add(stratum(run, false, null));
                run = new ArrayList<>();
            }
            run.add(group);
        }
        boolean top = onTop
                && !opts.isHidden(focusGroup)
                && opts.isVisible(focusGroup, focus)
                && (!opts.onlyPhysics() || physics);
        if (top && !run.isEmpty() && !sameParallax(run.get(0), focusGroup)) {
            strata.add(stratum(run, false, null));
            run = new ArrayList<>();
        }
        if (!run.isEmpty() || top) {
            strata.add(top ? stratum(run, true, focusGroup) : stratum(run, false, null));
        }
        return new FramePlan(focusGroup, focus, physics, othersAlpha, onlyCurrent, onTop, List.copyOf(strata));
    }

    /** Whether {@code layer} of {@code group} is drawn among its group's layers (the one on top is drawn apart). */
    boolean draws(Group group, Layer layer, ViewOptions opts) {
        return opts.isVisible(group, layer)
                && !(opts.onlyPhysics() && !MapRenderer.isPhysics(layer))
                && !(onlyCurrent && layer != focus)
                && !(onTop && layer == focus);
    }

    private static Stratum stratum(List<Group> groups, boolean top, Group focusGroup) {
        Group first = groups.isEmpty() ? focusGroup : groups.get(0);
        boolean shiftable = true;
        boolean animated = false;
        for (Group g : groups) {
            shiftable &= !g.clipping() || g.parallaxX() == 100 && g.parallaxY() == 100;
            for (Layer l : g.layers()) {
                animated |= animated(l);
            }
        }
        if (top) {
            shiftable &= !focusGroup.clipping() || focusGroup.parallaxX() == 100 && focusGroup.parallaxY() == 100;
            for (Layer l : focusGroup.layers()) {
                animated |= animated(l);
            }
        }
        return new Stratum(List.copyOf(groups), top, first.parallaxX(), first.parallaxY(), shiftable, animated);
    }

    private static boolean animated(Layer l) {
        if (l instanceof TileLayer) {
            return ((TileLayer) l).colorEnvelope() != null;
        }
        if (l instanceof QuadsLayer) {
            for (Quad q : ((QuadsLayer) l).quads()) {
                if (q.positionEnvelope() != null || q.colorEnvelope() != null) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean sameParallax(Group a, Group b) {
        return a.parallaxX() == b.parallaxX() && a.parallaxY() == b.parallaxY();
    }

    private static Group groupOf(TwMap map, Layer layer) {
        for (Group g : map.groups()) {
            for (Layer l : g.layers()) {
                if (l == layer) {
                    return g;
                }
            }
        }
        return null;
    }
}
