package twedit.editor.view;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import twedit.model.map.Group;
import twedit.model.map.Layer;

/**
 * What the view shows, which is not part of the map: hidden and solo layers or groups, detail layers, the grid, the
 * proof rectangle, the entity overlay and how the current layer stands out; tells listeners when any of it changes.
 *
 * <p>"Current layer on top" and "Dim other layers" are remembered twice, once for physics layers (game, front, tele,
 * speedup, switch, tune) and once for design layers: what the user chooses while a layer of one kind is current stays
 * the choice for every layer of that kind. Both start on for physics layers (what is painted there must show over the
 * design groups drawn after the Game group) and off for design layers (they show as the game draws them).
 */
public final class ViewOptions {
    private final Set<Object> hidden = Collections.newSetFromMap(new IdentityHashMap<>());
    private Object solo;
    private boolean showDetail = true;
    private boolean grid;
    private boolean proof;
    private int gridFactor = 1;
    private boolean repeatEdges;
    private float entityOpacity = 1f;
    private boolean onTopPhysics = true;
    private boolean onTopDesign;
    private boolean dimPhysics = true;
    private boolean dimDesign;
    private boolean onlyCurrent;
    private boolean onlyPhysics;
    private final List<Runnable> listeners = new ArrayList<>();

    public void addListener(Runnable l) {
        listeners.add(l);
    }

    private long version;

    /** Grows by one on every change of the options: a frame drawn at another version may draw differently. */
    public long version() {
        return version;
    }

    private void changed() {
        version++;
        for (Runnable l : List.copyOf(listeners)) {
            l.run();
        }
    }

    /** Whether a group or layer was hidden by the user. */
    public boolean isHidden(Object groupOrLayer) {
        return hidden.contains(groupOrLayer);
    }

    public void setHidden(Object groupOrLayer, boolean hide) {
        if (hide ? hidden.add(groupOrLayer) : hidden.remove(groupOrLayer)) {
            changed();
        }
    }

    /** The group or layer shown alone, or null. */
    public Object solo() {
        return solo;
    }

    public void setSolo(Object groupOrLayer) {
        solo = groupOrLayer;
        changed();
    }

    public boolean showDetail() {
        return showDetail;
    }

    public void setShowDetail(boolean v) {
        showDetail = v;
        changed();
    }

    public boolean grid() {
        return grid;
    }

    public void setGrid(boolean v) {
        grid = v;
        changed();
    }

    /** Every this many tiles a grid line stands out (DDNet's grid factor, 1 to 15; 1: every 16th, as before). */
    public int gridFactor() {
        return gridFactor;
    }

    public void setGridFactor(int f) {
        gridFactor = Math.max(1, Math.min(15, f));
        changed();
    }

    public boolean proof() {
        return proof;
    }

    public void setProof(boolean v) {
        proof = v;
        changed();
    }

    /** Whether tiles layers repeat their edge tiles beyond their borders, as the game draws them. */
    public boolean repeatEdges() {
        return repeatEdges;
    }

    public void setRepeatEdges(boolean v) {
        repeatEdges = v;
        changed();
    }

    /** How opaque the entity overlay of physics layers is drawn (1 opaque, as DDNet's editor does). */
    public float entityOpacity() {
        return entityOpacity;
    }

    public void setEntityOpacity(float v) {
        entityOpacity = Math.max(0f, Math.min(1f, v));
        changed();
    }

    /** Whether the current layer is drawn after all others while a layer of this kind (physics or not) is current. */
    public boolean currentOnTop(boolean physics) {
        return physics ? onTopPhysics : onTopDesign;
    }

    public void setCurrentOnTop(boolean physics, boolean v) {
        if (physics) {
            onTopPhysics = v;
        } else {
            onTopDesign = v;
        }
        changed();
    }

    /** Whether the layers other than the current one are drawn faded while a layer of this kind is current. */
    public boolean dimOthers(boolean physics) {
        return physics ? dimPhysics : dimDesign;
    }

    public void setDimOthers(boolean physics, boolean v) {
        if (physics) {
            dimPhysics = v;
        } else {
            dimDesign = v;
        }
        changed();
    }

    /** Whether only the current layer is drawn. */
    public boolean onlyCurrent() {
        return onlyCurrent;
    }

    /** Shows only the current layer; turning it on turns "only physics" off (one of them at a time). */
    public void setOnlyCurrent(boolean v) {
        onlyCurrent = v;
        onlyPhysics &= !v;
        changed();
    }

    /** Whether only the physics layers are drawn. */
    public boolean onlyPhysics() {
        return onlyPhysics;
    }

    /** Shows only the physics layers; turning it on turns "only current layer" off. */
    public void setOnlyPhysics(boolean v) {
        onlyPhysics = v;
        onlyCurrent &= !v;
        changed();
    }

    /** Whether a layer of a group is drawn given hidden, solo and detail settings. */
    public boolean isVisible(Group g, Layer l) {
        if (hidden.contains(g) || hidden.contains(l) || (!showDetail && l.detail())) {
            return false;
        }
        if (solo == null) {
            return true;
        }
        return solo == l || solo == g;
    }

    /**
     * Whether the renderer draws the same with these options as with {@code o} (the grid and the proof rectangle are
     * drawn over its frame by the view). Hidden or solo layers make it false: they are per map.
     */
    public boolean drawsLike(ViewOptions o) {
        return hidden.isEmpty()
                && o.hidden.isEmpty()
                && solo == null
                && o.solo == null
                && showDetail == o.showDetail
                && repeatEdges == o.repeatEdges
                && entityOpacity == o.entityOpacity
                && onTopPhysics == o.onTopPhysics
                && onTopDesign == o.onTopDesign
                && dimPhysics == o.dimPhysics
                && dimDesign == o.dimDesign
                && onlyCurrent == o.onlyCurrent
                && onlyPhysics == o.onlyPhysics;
    }

    /** Forgets per-object state (a new map was opened). */
    public void reset() {
        hidden.clear();
        solo = null;
        changed();
    }
}
