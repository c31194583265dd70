package twedit.editor.sounds;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import twedit.editor.state.Workspace;
import twedit.model.document.edits.Edits;
import twedit.model.map.ElementId;
import twedit.model.map.ListKind;
import twedit.model.map.Location;
import twedit.model.map.Point;
import twedit.model.map.SoundSource;
import twedit.model.map.SoundsLayer;

/**
 * The selected sound sources of the current sounds layer (one of them the primary, which the inspector shows) and
 * the commands on them, all as document edits. The selection holds the sources' ids, so it follows each source
 * through reordering, undo and redo.
 */
public final class SoundOps {
    /** DDNet's default circle radius for a new source, in world pixels. */
    public static final int DEFAULT_RADIUS = 1500;

    private final Workspace ws;
    private final List<Runnable> listeners = new ArrayList<>();
    private SoundsLayer selLayer;
    /** The selected sources' ids. */
    private final java.util.Set<ElementId> ids = new java.util.LinkedHashSet<>();
    /** The primary selected source's id (the inspector's), or null. */
    private ElementId selected;

    public SoundOps(Workspace ws) {
        this.ws = ws;
    }

    public void addListener(Runnable l) {
        listeners.add(l);
    }

    void changed() {
        for (Runnable l : List.copyOf(listeners)) {
            l.run();
        }
    }

    /** The current layer when it is a sounds layer, else null. */
    public SoundsLayer layer() {
        return ws.currentLayer() instanceof SoundsLayer ? (SoundsLayer) ws.currentLayer() : null;
    }

    /** The primary selected source's index in the current layer, or -1 (none, or it is gone). */
    public int selected() {
        SoundsLayer l = layer();
        if (l == null || l != selLayer) {
            return -1;
        }
        int i = l.sources().indexOfId(selected);
        if (i < 0) {
            // the primary is gone (undo, delete): the first selected source that is left takes its place
            List<Integer> all = selectedIndices();
            return all.isEmpty() ? -1 : all.get(0);
        }
        return i;
    }

    /** Every selected source's index in the current layer, ascending. */
    public List<Integer> selectedIndices() {
        SoundsLayer l = layer();
        List<Integer> out = new ArrayList<>();
        if (l != null && l == selLayer) {
            for (int i = 0; i < l.sources().size(); i++) {
                if (ids.contains(l.sources().idAt(i))) {
                    out.add(i);
                }
            }
        }
        return out;
    }

    /** Whether the source at {@code index} of the current layer is selected. */
    public boolean isSelected(int index) {
        SoundsLayer l = layer();
        return l != null
                && l == selLayer
                && index >= 0
                && index < l.sources().size()
                && ids.contains(l.sources().idAt(index));
    }

    /** Adds the source at {@code index} to the selection or takes it out (Shift+click). */
    public void toggle(int index) {
        SoundsLayer l = layer();
        if (l == null || index < 0 || index >= l.sources().size()) {
            return;
        }
        if (l != selLayer) {
            select(index);
            return;
        }
        ElementId id = l.sources().idAt(index);
        if (ids.remove(id)) {
            if (id.equals(selected)) {
                selected = ids.isEmpty() ? null : ids.iterator().next();
            }
        } else {
            ids.add(id);
            selected = id;
        }
        changed();
    }

    /** Combines the sources at {@code indices} with the selection as a box select does (replace, add, remove). */
    public void combine(List<Integer> indices, twedit.editor.quads.MarqueeBox.Combine how) {
        SoundsLayer l = layer();
        if (l == null) {
            return;
        }
        if (l != selLayer || how == twedit.editor.quads.MarqueeBox.Combine.REPLACE) {
            selLayer = l;
            ids.clear();
            selected = null;
            if (how == twedit.editor.quads.MarqueeBox.Combine.REMOVE) {
                changed();
                return;
            }
        }
        for (int i : indices) {
            ElementId id = l.sources().idAt(i);
            if (how == twedit.editor.quads.MarqueeBox.Combine.REMOVE) {
                ids.remove(id);
            } else {
                ids.add(id);
            }
        }
        if (selected == null || !ids.contains(selected)) {
            selected = ids.isEmpty() ? null : ids.iterator().next();
        }
        changed();
    }

    /** The selected source as a location, or null. */
    public Location selectedLocation() {
        int i = selected();
        return i < 0 ? null : new Location.Element(ListKind.SOURCES, selLayer.id(), selected);
    }

    /** The selected source, or null. */
    public SoundSource source() {
        int i = selected();
        return i < 0 ? null : layer().sources().get(i);
    }

    public void select(int index) {
        selLayer = layer();
        selected = selLayer != null && index >= 0 && index < selLayer.sources().size()
                ? selLayer.sources().idAt(index)
                : null;
        ids.clear();
        if (selected != null) {
            ids.add(selected);
        }
        changed();
    }

    /** A new looping, panning circle source at world (x, y) with DDNet's defaults, selected. */
    public void add(double x, double y) {
        SoundsLayer l = layer();
        if (l == null) {
            return;
        }
        SoundSource s = new SoundSource(
                new Point((int) Math.round(x * 1024), (int) Math.round(y * 1024)),
                true,
                true,
                0,
                80,
                null,
                0,
                null,
                0,
                SoundSource.SHAPE_CIRCLE,
                DEFAULT_RADIUS,
                0);
        int idx = l.sources().size();
        ws.document().apply(Edits.addSource(l, idx, s));
        select(idx);
    }

    /** Removes the selected sources as one step. */
    public void delete() {
        List<Integer> all = selectedIndices();
        SoundsLayer l = layer();
        if (all.isEmpty()) {
            return;
        }
        ws.document().compound(all.size() == 1 ? "Remove sound source" : "Remove sound sources", () -> {
            for (int k = all.size() - 1; k >= 0; k--) {
                ws.document().apply(Edits.removeSource(l, all.get(k)));
            }
        });
        select(-1);
    }

    /** Replaces the selected source by {@code f} of it (one step). */
    public void update(UnaryOperator<SoundSource> f) {
        int i = selected();
        if (i >= 0) {
            ws.document()
                    .apply(Edits.setSource(layer(), i, f.apply(layer().sources().get(i))));
        }
    }

    /** A copy of {@code s} with the given fields (the record has no withers for them). */
    public static SoundSource with(
            SoundSource s, boolean looping, boolean panning, int delay, int falloff, int shapeKind, int w, int h) {
        return new SoundSource(
                s.position(),
                looping,
                panning,
                delay,
                falloff,
                s.positionEnvelope(),
                s.positionEnvelopeOffset(),
                s.soundEnvelope(),
                s.soundEnvelopeOffset(),
                shapeKind,
                w,
                h);
    }

    /** The shape's half extents in world pixels: {rx, ry} (a circle's radius twice). */
    public static double[] extents(SoundSource s) {
        if (s.shapeKind() == SoundSource.SHAPE_CIRCLE) {
            return new double[] {s.shapeWidth(), s.shapeWidth()};
        }
        return new double[] {s.shapeWidth() / 2048.0, s.shapeHeight() / 2048.0};
    }
}
