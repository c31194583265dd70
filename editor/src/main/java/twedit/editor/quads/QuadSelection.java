package twedit.editor.quads;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import twedit.model.map.ElementId;
import twedit.model.map.ListKind;
import twedit.model.map.Location;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;

/**
 * The selected quads of one quads layer and the copied quads, with change listeners. The selection holds the quads'
 * ids, so it follows each quad when others are added, removed or reordered, and through undo and redo; a quad that
 * is gone is simply no longer selected.
 */
public final class QuadSelection {
    private QuadsLayer layer;
    private final Set<ElementId> ids = new LinkedHashSet<>();
    /** Per selected quad, its selected corners as a bit mask (bit p: corner p); a corner drag moves all of them. */
    private final java.util.Map<ElementId, Integer> corners = new java.util.HashMap<>();

    private final List<Runnable> listeners = new ArrayList<>();
    private List<Quad> clipboard = List.of();
    private twedit.model.map.MapImage clipboardImage;

    public void addListener(Runnable l) {
        listeners.add(l);
    }

    private void changed() {
        for (Runnable l : List.copyOf(listeners)) {
            l.run();
        }
    }

    /** The layer the selection belongs to, or null. */
    public QuadsLayer layer() {
        return layer;
    }

    /** The current indices of the selected quads that still exist in the layer, ascending. */
    public List<Integer> indices() {
        List<Integer> out = new ArrayList<>();
        if (layer != null) {
            for (int i = 0; i < layer.quads().size(); i++) {
                if (ids.contains(layer.quads().idAt(i))) {
                    out.add(i);
                }
            }
        }
        return out;
    }

    /** The selected quads as locations (for tools that name places), in drawing order. */
    public List<Location> locations() {
        List<Location> out = new ArrayList<>();
        for (int i : indices()) {
            out.add(new Location.Element(
                    ListKind.QUADS, layer.id(), layer.quads().idAt(i)));
        }
        return out;
    }

    public boolean isSelected(QuadsLayer l, int i) {
        return l == layer
                && i >= 0
                && i < l.quads().size()
                && ids.contains(l.quads().idAt(i));
    }

    /** The first selected quad's index, or -1. */
    public int first() {
        List<Integer> i = indices();
        return i.isEmpty() ? -1 : i.get(0);
    }

    /** Selects the quads at these indices of {@code l} (as they are now). */
    public void set(QuadsLayer l, List<Integer> idx) {
        layer = l;
        ids.clear();
        corners.clear();
        if (l != null) {
            for (int i : idx) {
                if (i >= 0 && i < l.quads().size()) {
                    ids.add(l.quads().idAt(i));
                }
            }
        }
        changed();
    }

    /** Selects every quad of {@code l}. */
    public void selectAll(QuadsLayer l) {
        List<Integer> all = new ArrayList<>();
        for (int i = 0; i < l.quads().size(); i++) {
            all.add(i);
        }
        set(l, all);
    }

    /**
     * Combines the quads at {@code idx} of {@code l} with the selection as a box select does: replace it, add them or
     * take them out of it. A box on another layer than the selection's starts over (except when removing).
     */
    public void combine(QuadsLayer l, List<Integer> idx, MarqueeBox.Combine how) {
        if (how == MarqueeBox.Combine.REPLACE || l != layer) {
            if (how != MarqueeBox.Combine.REMOVE) {
                set(l, idx);
            }
            return;
        }
        for (int i : idx) {
            if (i >= 0 && i < l.quads().size()) {
                if (how == MarqueeBox.Combine.ADD) {
                    ids.add(l.quads().idAt(i));
                } else {
                    ids.remove(l.quads().idAt(i));
                }
            }
        }
        changed();
    }

    public void toggle(QuadsLayer l, int i) {
        if (l != layer) {
            set(l, List.of(i));
            return;
        }
        ElementId id = l.quads().idAt(i);
        if (!ids.remove(id)) {
            ids.add(id);
        } else {
            corners.remove(id);
        }
        changed();
    }

    public void clear() {
        corners.clear();
        if (!ids.isEmpty() || layer != null) {
            ids.clear();
            layer = null;
            changed();
        }
    }

    /** Forgets quads that are gone from the layer (after quads were removed) and tells listeners. */
    public void prune() {
        if (layer != null) {
            ids.removeIf(id -> layer.quads().indexOfId(id) < 0);
            corners.keySet().retainAll(ids);
        }
        changed();
    }

    /** The selected corners of quad {@code i} of {@code l} as a bit mask (0 when the quad is not selected). */
    public int corners(QuadsLayer l, int i) {
        return isSelected(l, i) ? corners.getOrDefault(l.quads().idAt(i), 0) : 0;
    }

    /** Makes corner {@code p} of quad {@code i} the only selected corner; the quad joins the selection. */
    public void selectCorner(QuadsLayer l, int i, int p) {
        if (!isSelected(l, i)) {
            set(l, List.of(i));
        }
        corners.clear();
        corners.put(l.quads().idAt(i), 1 << p);
        changed();
    }

    /** Adds corner {@code p} of quad {@code i} to the selected corners or takes it out (DDNet's Shift+click). */
    public void toggleCorner(QuadsLayer l, int i, int p) {
        if (l != layer) {
            set(l, List.of(i));
        } else if (!isSelected(l, i)) {
            ids.add(l.quads().idAt(i));
        }
        corners.merge(l.quads().idAt(i), 1 << p, (a, b) -> a ^ b);
        changed();
    }

    public List<Quad> clipboard() {
        return clipboard;
    }

    public void setClipboard(List<Quad> quads) {
        setClipboard(quads, null);
    }

    /** Copies {@code quads}, textured with {@code image} (of whichever map; null for none). */
    public void setClipboard(List<Quad> quads, twedit.model.map.MapImage image) {
        clipboard = List.copyOf(quads);
        clipboardImage = image;
        changed();
    }

    /** The image the copied quads were textured with (null: none). */
    public twedit.model.map.MapImage clipboardImage() {
        return clipboardImage;
    }
}
