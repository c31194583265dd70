package twedit.editor.quads;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;

/** The selected quads of one quads layer (indices, ascending) and the copied quads, with change listeners. */
public final class QuadSelection {
    private QuadsLayer layer;
    private final TreeSet<Integer> indices = new TreeSet<>();
    private final List<Runnable> listeners = new ArrayList<>();
    private List<Quad> clipboard = List.of();

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

    /** The selected indices that still exist in the layer, ascending. */
    public List<Integer> indices() {
        List<Integer> out = new ArrayList<>();
        if (layer != null) {
            for (int i : indices) {
                if (i < layer.quads().size()) {
                    out.add(i);
                }
            }
        }
        return out;
    }

    public boolean isSelected(QuadsLayer l, int i) {
        return l == layer && indices.contains(i);
    }

    /** The first selected quad's index, or -1. */
    public int first() {
        List<Integer> i = indices();
        return i.isEmpty() ? -1 : i.get(0);
    }

    public void set(QuadsLayer l, List<Integer> idx) {
        layer = l;
        indices.clear();
        indices.addAll(idx);
        changed();
    }

    public void toggle(QuadsLayer l, int i) {
        if (l != layer) {
            set(l, List.of(i));
            return;
        }
        if (!indices.remove(i)) {
            indices.add(i);
        }
        changed();
    }

    public void clear() {
        if (!indices.isEmpty() || layer != null) {
            indices.clear();
            layer = null;
            changed();
        }
    }

    /** Drops indices past the end of the layer (after quads were removed) and tells listeners. */
    public void prune() {
        if (layer != null) {
            indices.removeIf(i -> i >= layer.quads().size());
        }
        changed();
    }

    public List<Quad> clipboard() {
        return clipboard;
    }

    public void setClipboard(List<Quad> quads) {
        clipboard = List.copyOf(quads);
        changed();
    }
}
