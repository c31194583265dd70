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

/** The selected sound source of the current sounds layer and the commands on it, all as document edits. */
public final class SoundOps {
    /** DDNet's default circle radius for a new source, in world pixels. */
    public static final int DEFAULT_RADIUS = 1500;

    private final Workspace ws;
    private final List<Runnable> listeners = new ArrayList<>();
    private SoundsLayer selLayer;
    /** The selected source's id: it follows the source through reordering, undo and redo. */
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

    /** The selected source's index in the current layer, or -1 (none, or it is gone). */
    public int selected() {
        SoundsLayer l = layer();
        return l != null && l == selLayer ? l.sources().indexOfId(selected) : -1;
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

    public void delete() {
        int i = selected();
        if (i >= 0) {
            ws.document().apply(Edits.removeSource(layer(), i));
            select(-1);
        }
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
