package twedit.editor.quads;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import twedit.editor.state.Workspace;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.map.Color;
import twedit.model.map.Envelope;
import twedit.model.map.MapImage;
import twedit.model.map.Quad;
import twedit.model.map.QuadsLayer;
import twedit.model.transfer.CrossPaste;
import twedit.model.transfer.PastePlan;

/** The quad commands as document edits on the current selection: add, delete, copy, paste, transform, colour. */
public final class QuadOps {
    /** The side of a quad DDNet's Ctrl+Q adds on a layer without an image ({@code CEditorActionNewEmptyQuad}). */
    public static final int DDNET_SIZE = 64;

    private final Workspace ws;
    private final QuadSelection sel;
    private final java.util.function.Consumer<String> notes;

    /** @param notes shows a short message in the status bar (what a paste from another map brought along) */
    public QuadOps(Workspace ws, QuadSelection sel, java.util.function.Consumer<String> notes) {
        this.ws = ws;
        this.sel = sel;
        this.notes = notes;
    }

    private MapDocument doc() {
        return ws.document();
    }

    /** The current layer when it is a quads layer, else null. */
    public QuadsLayer layer() {
        return ws.currentLayer() instanceof QuadsLayer ? (QuadsLayer) ws.currentLayer() : null;
    }

    /** The selected quads' indices when the selection is on the current layer. */
    public List<Integer> selected() {
        QuadsLayer l = layer();
        return l != null && sel.layer() == l ? sel.indices() : List.of();
    }

    /**
     * Adds a quad centred on (cx, cy): sized to the layer's image (at most 512 px wide) or, without an image, to
     * {@code viewSize} world pixels; selects it.
     */
    public void add(double cx, double cy, double viewSize) {
        QuadsLayer l = layer();
        if (l == null) {
            return;
        }
        MapImage img = l.image();
        double w = viewSize;
        double h = viewSize;
        if (img != null && img.width() > 0 && img.height() > 0) {
            double s = Math.min(1, 512.0 / Math.max(img.width(), img.height()));
            w = img.width() * s;
            h = img.height() * s;
        }
        Quad q = QuadShapes.create(Math.round(cx), Math.round(cy), Math.round(w), Math.round(h));
        int idx = l.quads().size();
        doc().apply(Edits.addQuad(l, idx, q));
        sel.set(l, List.of(idx));
    }

    /**
     * Adds a quad centred on (cx, cy) as DDNet's Ctrl+Q does: as large as the layer's image in pixels, or 64 by 64
     * without one; selects it.
     */
    public void addAsDdnet(double cx, double cy) {
        QuadsLayer l = layer();
        if (l == null) {
            return;
        }
        MapImage img = l.image();
        boolean sized = img != null && img.width() > 0 && img.height() > 0;
        double w = sized ? img.width() : DDNET_SIZE;
        double h = sized ? img.height() : DDNET_SIZE;
        Quad q = QuadShapes.create(Math.round(cx), Math.round(cy), w, h);
        int idx = l.quads().size();
        doc().apply(Edits.addQuad(l, idx, q));
        sel.set(l, List.of(idx));
    }

    /** Removes the selected quads as one step. */
    public void delete() {
        QuadsLayer l = layer();
        List<Integer> idx = selected();
        if (idx.isEmpty()) {
            return;
        }
        doc().compound(idx.size() == 1 ? "Remove quad" : "Remove quads", () -> {
            for (int i = idx.size() - 1; i >= 0; i--) {
                doc().apply(Edits.removeQuad(l, idx.get(i)));
            }
        });
        sel.set(l, List.of());
    }

    public void copy() {
        QuadsLayer l = layer();
        List<Quad> out = new ArrayList<>();
        for (int i : selected()) {
            out.add(l.quads().get(i));
        }
        if (!out.isEmpty()) {
            sel.setClipboard(out, l.image());
        }
    }

    /**
     * Pastes the copied quads centred on ({@code cx}, {@code cy}) in the current group's world pixels (where the
     * mapper looks: the mouse, else the view centre), keeping their layout, as one step. Quads of another map bring their
     * image and envelopes along (or use this map's same ones), landing on a new layer when this one shows another
     * image (see {@link CrossPaste}).
     */
    public void paste(double cx, double cy) {
        QuadsLayer l = layer();
        List<Quad> clip = sel.clipboard();
        if (l == null || clip.isEmpty()) {
            return;
        }
        int[] shift = shiftToCentre(clip, cx, cy);
        MapImage image = sel.clipboardImage();
        PastePlan plan = image == null || ws.map().images().contains(image)
                ? new PastePlan.Direct()
                : CrossPaste.quads(ws.map(), l, image);
        if (plan instanceof PastePlan.Refused r) {
            notes.accept("Cannot paste: " + r.reason());
            return;
        }
        List<Envelope> foreign = new ArrayList<>();
        for (Quad q : clip) {
            for (Envelope e : new Envelope[] {q.positionEnvelope(), q.colorEnvelope()}) {
                if (e != null && !ws.map().envelopes().contains(e)) {
                    foreign.add(e);
                }
            }
        }
        CrossPaste.EnvelopePlan envelopes = CrossPaste.envelopes(ws.map(), foreign);
        QuadsLayer into = plan instanceof PastePlan.Prepared p ? (QuadsLayer) p.into() : l;
        List<Integer> added = new ArrayList<>();
        doc().compound(clip.size() == 1 ? "Paste quad" : "Paste quads", () -> {
            if (plan instanceof PastePlan.Prepared p) {
                p.edits().forEach(doc()::apply);
            }
            envelopes.addTo(ws.map(), doc()::apply);
            for (Quad q : clip) {
                Quad p = QuadShapes.translate(q, shift[0], shift[1]);
                if (p.positionEnvelope() != null) {
                    p = p.withPositionEnvelope(
                            envelopes.map().getOrDefault(p.positionEnvelope(), p.positionEnvelope()),
                            p.positionEnvelopeOffset());
                }
                if (p.colorEnvelope() != null) {
                    p = p.withColorEnvelope(
                            envelopes.map().getOrDefault(p.colorEnvelope(), p.colorEnvelope()),
                            p.colorEnvelopeOffset());
                }
                added.add(into.quads().size());
                doc().apply(Edits.addQuad(into, into.quads().size(), p));
            }
        });
        if (into != l) {
            ws.map().groupOf(into).ifPresent(g -> ws.select(g, into));
        }
        sel.set(into, added);
        if (plan instanceof PastePlan.Prepared p) {
            notes.accept("Pasted from another map: " + p.note()
                    + (envelopes.brought().isEmpty()
                            ? ""
                            : ", and " + envelopes.brought().size() + " envelope(s)"));
        } else if (!envelopes.brought().isEmpty()) {
            notes.accept(
                    "Pasted from another map: brought " + envelopes.brought().size() + " envelope(s) along");
        }
    }

    /** The move (fixed point) that puts the centre of the corners' bounds of {@code quads} on (cx, cy). */
    private static int[] shiftToCentre(List<Quad> quads, double cx, double cy) {
        long minX = Long.MAX_VALUE;
        long minY = Long.MAX_VALUE;
        long maxX = Long.MIN_VALUE;
        long maxY = Long.MIN_VALUE;
        for (Quad q : quads) {
            for (int i = 0; i < 4; i++) {
                twedit.model.map.Point pt = q.points().get(i);
                minX = Math.min(minX, pt.x());
                minY = Math.min(minY, pt.y());
                maxX = Math.max(maxX, pt.x());
                maxY = Math.max(maxY, pt.y());
            }
        }
        return new int[] {(int) (QuadShapes.fx(cx) - (minX + maxX) / 2), (int) (QuadShapes.fx(cy) - (minY + maxY) / 2)};
    }

    /** Replaces every selected quad by {@code f} of it as one step labelled {@code label}. */
    public void transform(String label, UnaryOperator<Quad> f) {
        QuadsLayer l = layer();
        List<Integer> idx = selected();
        if (idx.isEmpty()) {
            return;
        }
        doc().compound(label, () -> {
            for (int i : idx) {
                doc().apply(Edits.setQuad(l, i, f.apply(l.quads().get(i))));
            }
        });
    }

    /** Sets corner {@code corner} (0..3, or -1 for all four) of the selected quads to {@code c}. */
    public void color(int corner, Color c) {
        transform("Quad colour", q -> {
            List<Color> cs = new ArrayList<>(q.colors());
            for (int i = 0; i < 4; i++) {
                if (corner < 0 || corner == i) {
                    cs.set(i, c);
                }
            }
            return q.withColors(cs);
        });
    }

    public void positionEnvelope(Envelope env, int offset) {
        transform("Quad position envelope", q -> q.withPositionEnvelope(env, offset));
    }

    public void colorEnvelope(Envelope env, int offset) {
        transform("Quad colour envelope", q -> q.withColorEnvelope(env, offset));
    }

    /** Moves the selected quads one step up (+1) or down (-1) in drawing order. */
    public void reorder(int dir) {
        QuadsLayer l = layer();
        List<Integer> idx = selected();
        if (idx.size() != 1) {
            return;
        }
        int from = idx.get(0);
        int to = from + dir;
        if (to >= 0 && to < l.quads().size()) {
            doc().apply(Edits.moveQuad(l, from, to));
            sel.set(l, List.of(to));
        }
    }
}
