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
     * @param floating the clipping groups whose clip or content moves unlike the stratum (a clip moves with the game
     *     group): their clip rectangles are drawn anew when the view moves
     * @param animated whether a layer or quad of it follows an envelope (its pixels change with time)
     * @param mixed whether it joins groups of several parallaxes (then it cannot be shifted)
     */
    record Stratum(
            List<Group> groups,
            boolean top,
            int parallaxX,
            int parallaxY,
            List<Group> floating,
            boolean animated,
            boolean mixed) {}

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
            // a clipping group draws only inside its clip: it floats in whatever stratum it falls into (its clip is
            // redrawn when the view moves) instead of cutting the stratum in two
            if (!group.clipping() && !run.isEmpty() && !sameParallax(parallaxOf(run), group)) {
                strata.add(stratum(run, false, null));
                run = new ArrayList<>();
            }
            run.add(group);
        }
        boolean top = onTop
                && !opts.isHidden(focusGroup)
                && opts.isVisible(focusGroup, focus)
                && (!opts.onlyPhysics() || physics);
        if (top && !run.isEmpty() && !focusGroup.clipping() && !sameParallax(parallaxOf(run), focusGroup)) {
            strata.add(stratum(run, false, null));
            run = new ArrayList<>();
        }
        if (!run.isEmpty() || top) {
            strata.add(top ? stratum(run, true, focusGroup) : stratum(run, false, null));
        }
        return new FramePlan(focusGroup, focus, physics, othersAlpha, onlyCurrent, onTop, mergeBackground(strata));
    }

    /** Whether {@code layer} of {@code group} is drawn among its group's layers (the one on top is drawn apart). */
    boolean draws(Group group, Layer layer, ViewOptions opts) {
        return opts.isVisible(group, layer)
                && !(opts.onlyPhysics() && !MapRenderer.isPhysics(layer))
                && !(onlyCurrent && layer != focus)
                && !(onTop && layer == focus);
    }

    private static Stratum stratum(List<Group> groups, boolean top, Group focusGroup) {
        List<Group> all = new ArrayList<>(groups);
        if (top) {
            all.add(focusGroup);
        }
        Group moving = parallaxOf(all);
        int px = moving == null ? 100 : moving.parallaxX();
        int py = moving == null ? 100 : moving.parallaxY();
        boolean animated = false;
        List<Group> floating = new ArrayList<>();
        for (Group g : all) {
            if (g.clipping() && (g.parallaxX() != px || g.parallaxY() != py || px != 100 || py != 100)) {
                floating.add(g);
            }
            for (Layer l : g.layers()) {
                animated |= animated(l);
            }
        }
        return new Stratum(List.copyOf(groups), top, px, py, List.copyOf(floating), animated, false);
    }

    /** The first group of a run that does not clip (its parallax is the run's), or null when all clip. */
    private static Group parallaxOf(List<Group> run) {
        for (Group g : run) {
            if (!g.clipping()) {
                return g;
            }
        }
        return null;
    }

    /**
     * The strata under the first one at parallax 100 (skies, clouds, mountains: each moving at its own pace) joined
     * into one {@code mixed} stratum, drawn anew whenever the view moves: kept apart they would each cost a blend of
     * the whole view per frame, and most move by fractions of a pixel (which no shift can give) anyway.
     */
    private static List<Stratum> mergeBackground(List<Stratum> strata) {
        // what stays put (parallax 0: a sky) is kept on its own, below: it never needs drawing again on a pan
        int s0 = 0;
        while (s0 < strata.size()
                && strata.get(s0).parallaxX() == 0
                && strata.get(s0).parallaxY() == 0) {
            s0++;
        }
        int k = s0;
        while (k < strata.size()
                && !(strata.get(k).parallaxX() == 100 && strata.get(k).parallaxY() == 100)) {
            k++;
        }
        if (k - s0 < 2) {
            return List.copyOf(strata);
        }
        List<Group> groups = new ArrayList<>();
        List<Group> floating = new ArrayList<>();
        boolean animated = false;
        for (Stratum s : strata.subList(s0, k)) {
            groups.addAll(s.groups());
            floating.addAll(s.floating());
            animated |= s.animated();
        }
        Stratum first = strata.get(s0);
        List<Stratum> out = new ArrayList<>(strata.subList(0, s0));
        out.add(new Stratum(
                List.copyOf(groups),
                strata.get(k - 1).top(),
                first.parallaxX(),
                first.parallaxY(),
                List.copyOf(floating),
                animated,
                true));
        out.addAll(strata.subList(k, strata.size()));
        return List.copyOf(out);
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
        return a == null || a.parallaxX() == b.parallaxX() && a.parallaxY() == b.parallaxY();
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
