package twedit.editor.tools;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import twedit.editor.state.Workspace;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.TileBrush;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.select.CellMask;

/**
 * The tools and what they share: the active tool, the brush (cells of a layer kind), the tile selection and the
 * clipboard, which outlives the open map so tiles can be copied between maps.
 */
public final class ToolBox {
    /** The tools by id, in toolbar order. */
    public enum Id {
        BRUSH,
        ERASER,
        RECT_FILL,
        BUCKET,
        SELECT,
        PICKER,
        WAND
    }

    private final Workspace workspace;
    private final Map<Id, Tool> tools = new LinkedHashMap<>();
    private final List<Runnable> listeners = new ArrayList<>();
    private final List<java.util.function.Function<twedit.model.map.Layer, Tool>> layerTools = new ArrayList<>();
    private Id active = Id.BRUSH;
    private TileBrush brush;
    private TileKind brushKind = TileKind.TILES;
    /** The parts of a brush taken from several layers (empty: the brush is one layer's). */
    private List<BrushPart> parts = List.of();

    private List<BrushPart> clipboardParts = List.of();
    /** Whether the brush replaces the map's tiles (DDNet's default) or lands on empty cells only (Ctrl+D). */
    private boolean destructive = true;

    private TileSelection selection;
    private final SelectOptions selectOptions = new SelectOptions(this::changed);
    private TileBrush clipboard;
    private TileKind clipboardKind;
    /** The images the brush's and the clipboard's tiles were taken from (null: physics, or not known). */
    private MapImage brushImage;

    private MapImage clipboardImage;
    /** The name and colour of the layers the brush's and the clipboard's tiles came from (null: not known). */
    private twedit.model.transfer.LayerLook brushLook;

    private twedit.model.transfer.LayerLook clipboardLook;
    /** The brush came from Edit > Paste (a flip or rotation keeps that): its strokes are named "Paste ...". */
    private boolean brushPasted;
    /**
     * An undo or redo happened since the mouse last moved: the brush is kept (as in DDNet) but its tiles are not drawn
     * at the mouse until it moves, so that a paste just taken back does not seem to be still on the map.
     */
    private boolean previewHeld;

    private final List<java.util.function.Consumer<String>> notes = new ArrayList<>();
    private final CrossMapLanding crossMap;

    public ToolBox(Workspace workspace) {
        this.workspace = workspace;
        this.crossMap = new CrossMapLanding(workspace, this::note);
        // the brush and the clipboard stay when another tab is shown; the selection belongs to its map
        workspace.addListener(new twedit.editor.state.WorkspaceListener() {
            @Override
            public void leaving(twedit.editor.state.OpenMap m) {
                active().cancel();
                m.keep(TileSelection.class, selection);
            }

            @Override
            public void returned(twedit.editor.state.OpenMap m) {
                m.kept(TileSelection.class, TileSelection.class)
                        .filter(s -> workspace.map().allLayers().contains(s.layer()))
                        .ifPresent(ToolBox.this::setSelection);
            }

            @Override
            public void documentChanged(twedit.model.document.DocumentEvent e) {
                if (e.kind() == twedit.model.document.DocumentEvent.Kind.UNDO
                        || e.kind() == twedit.model.document.DocumentEvent.Kind.REDO) {
                    previewHeld = true;
                }
            }
        });
        put(Id.BRUSH, new StampTool(workspace, this, false), true, TileGestures.LeftGrab.WHEN_EMPTY, false);
        put(Id.ERASER, new StampTool(workspace, this, true), false, TileGestures.LeftGrab.NEVER, false);
        put(Id.RECT_FILL, new RectFillTool(workspace, this), true, TileGestures.LeftGrab.WHEN_EMPTY, true);
        put(Id.BUCKET, new BucketFillTool(workspace, this), true, TileGestures.LeftGrab.WHEN_EMPTY, true);
        // Shift and Ctrl add to and subtract from the selection there, so Shift does not paint
        put(Id.SELECT, new SelectTool(workspace, this), false, TileGestures.LeftGrab.NEVER, false);
        put(Id.PICKER, new PickerTool(), false, TileGestures.LeftGrab.ALWAYS, true);
        put(Id.WAND, new WandTool(workspace, this), false, TileGestures.LeftGrab.NEVER, false);
    }

    private void put(Id id, Tool tool, boolean usesBrush, TileGestures.LeftGrab leftGrab, boolean shiftPaints) {
        tools.put(
                id, new TileGestures(workspace, this, tool, new TileGestures.Habits(usesBrush, leftGrab, shiftPaints)));
    }

    public void addListener(Runnable l) {
        listeners.add(l);
    }

    void changed() {
        for (Runnable l : List.copyOf(listeners)) {
            l.run();
        }
    }

    /** The tool of {@code id}, behind the gestures every tile tool shares ({@link TileGestures}). */
    public Tool tool(Id id) {
        return tools.get(id);
    }

    public Id activeId() {
        return active;
    }

    /** The active tool: a layer tool (quads, sounds) when one claims the current layer, else the chosen tile tool. */
    public Tool active() {
        twedit.model.map.Layer layer = workspace.currentLayer();
        for (java.util.function.Function<twedit.model.map.Layer, Tool> f : layerTools) {
            Tool t = f.apply(layer);
            if (t != null) {
                return t;
            }
        }
        return tools.get(active);
    }

    /** Registers a tool for some layer kinds: {@code forLayer} returns it for a layer it edits, else null. */
    public void addLayerTool(java.util.function.Function<twedit.model.map.Layer, Tool> forLayer) {
        layerTools.add(forLayer);
        changed();
    }

    public void activate(Id id) {
        if (id != active) {
            active().cancel();
            active = id;
            changed();
        }
    }

    /**
     * The brush converted to the layer's kind, or null when there is none or it does not go there: tiles taken from a
     * design layer are never painted on a physics layer (their ids would become unrelated physics tiles, a grass
     * brush walljumps). Physics tiles do go on a design layer as the same ids, as in DDNet, where mappers copy the
     * Game layer into a tiles layer to automap it.
     */
    public TileBrush brushFor(TileLayer layer) {
        if (brush == null || layer == null || refuses(layer)) {
            return null;
        }
        TileBrush converted = Brushes.convert(brush, brushKind, layer.kind());
        // tiles land with the opaque flag their layer's image gives them, as DDNet's editor saves them
        return workspace.opacity().of(layer).map(converted::withOpacity).orElse(converted);
    }

    /**
     * Whether there is a brush but it cannot be painted on {@code layer}: design tiles on a physics layer, or physics
     * tiles none of which the layer knows (game tiles on a tele layer would paint only air, erasing unseen).
     */
    public boolean refuses(TileLayer layer) {
        if (brush == null || layer == null || !layer.kind().isPhysics() || brushKind == layer.kind()) {
            return false;
        }
        return !brushKind.isPhysics()
                || !brush.isAir()
                        && Brushes.convert(brush, brushKind, layer.kind()).isAir();
    }

    public TileBrush brush() {
        return brush;
    }

    public TileKind brushKind() {
        return brushKind;
    }

    /** Sets the brush, taken from the current layer (whose image its tiles show). */
    public void setBrush(TileBrush b, TileKind kind) {
        TileLayer l = workspace.currentTileLayer();
        boolean design = l != null && kind == TileKind.TILES;
        setBrush(b, kind, design ? l.image() : null, design ? twedit.model.transfer.LayerLook.of(l) : null);
    }

    /**
     * Sets the brush, whose tiles were drawn with {@code image} on a layer looking like {@code look} (name and
     * colour, which a layer made for them in another map takes; null when not known).
     */
    public void setBrush(TileBrush b, TileKind kind, MapImage image, twedit.model.transfer.LayerLook look) {
        setBrush(b, kind, image);
        brushLook = brushImage == null ? null : look;
    }

    /** Sets the brush from Edit > Paste, as setBrush does: the history names its strokes "Paste N cells on ...". */
    public void setPastedBrush(TileBrush b, TileKind kind, MapImage image, twedit.model.transfer.LayerLook look) {
        setBrush(b, kind, image, look);
        brushPasted = b != null;
    }

    /** Whether the brush's tiles are drawn at the mouse now (not until it moves after an undo or redo). */
    boolean previewShown() {
        return !previewHeld;
    }

    /** The mouse moved over the map: the brush's tiles follow it again. */
    void mouseMoved() {
        previewHeld = false;
    }

    /** The verb that names a stroke of the brush in the history: "Paste" for a pasted brush, else "Paint". */
    public String strokeVerb() {
        return brushPasted ? "Paste" : "Paint";
    }

    /** Sets the brush, whose tiles were drawn with {@code image} (of whichever map; null for none or not known). */
    public void setBrush(TileBrush b, TileKind kind, MapImage image) {
        brushPasted = false;
        parts = List.of();
        brush = b;
        brushKind = kind == null ? TileKind.TILES : kind;
        // an all-air brush draws nothing of its image: painting it into another map must bring nothing along
        MapImage before = brushImage;
        brushImage = b == null || b.isAir() ? null : image;
        if (brushImage != before) {
            brushLook = null; // a flip keeps the look; tiles of another image have their own
        }
        changed();
    }

    /** The image the brush's tiles were taken from, perhaps of another map (null: none or not known). */
    public MapImage brushImage() {
        return brushImage;
    }

    /** Hears short messages for the status bar (e.g. that a paste brought its image along). */
    public void addNoteListener(java.util.function.Consumer<String> l) {
        notes.add(l);
    }

    /**
     * The layer a brush stroke or fill on {@code layer} paints into, called inside its open stroke: the layer itself,
     * unless the brush came from another map whose image this layer does not use (see {@link CrossMapLanding}).
     */
    TileLayer landing(MapDocument doc, TileLayer layer, boolean mayAddLayer) {
        return crossMap.landing(doc, layer, brushImage, brushLook, mayAddLayer);
    }

    /** Runs what a stroke's landing left for after the stroke (showing the new layer it painted on). */
    void strokeEnded() {
        crossMap.strokeEnded();
    }

    /** Tells the status bar {@code text} (a short message about what a tool did). */
    public void note(String text) {
        for (java.util.function.Consumer<String> l : List.copyOf(notes)) {
            l.accept(text);
        }
    }

    /**
     * The brush's parts, one per layer it was taken from: one part for a brush of one layer, none without a brush.
     */
    public List<BrushPart> parts() {
        if (!parts.isEmpty()) {
            return parts;
        }
        return brush == null ? List.of() : List.of(new BrushPart(brush, brushKind, brushImage));
    }

    /** Sets the brush of several layers' parts from Edit > Paste: the history names its strokes "Paste ...". */
    public void setPastedParts(List<BrushPart> ps) {
        setParts(ps);
        brushPasted = !ps.isEmpty();
    }

    /** Sets a brush of several layers' parts (its first part stands for it where one layer is painted). */
    public void setParts(List<BrushPart> ps) {
        if (ps.isEmpty()) {
            setBrush(null, null);
            return;
        }
        BrushPart first = ps.get(0);
        setBrush(first.brush(), first.kind(), first.image());
        if (ps.size() > 1) {
            parts = List.copyOf(ps);
            changed();
        }
    }

    /**
     * What a stroke or fill paints where several layers or parts are involved (DDNet's edit layers): null when one
     * layer is painted with one part, the single-layer path (with its cross-map landing) doing that.
     */
    List<LayerBrushes.Target> targets() {
        List<TileLayer> layers = workspace.selectedTileLayers();
        if (layers.size() <= 1 && parts.isEmpty()) {
            return null;
        }
        if (layers.isEmpty() || brush == null) {
            return List.of();
        }
        return LayerBrushes.targets(layers, parts(), workspace.opacity());
    }

    private void transformParts(java.util.function.BiFunction<TileBrush, TileKind, TileBrush> f) {
        List<BrushPart> out = new ArrayList<>();
        for (BrushPart p : parts) {
            out.add(new BrushPart(f.apply(p.brush(), p.kind()), p.kind(), p.image()));
        }
        setParts(out);
    }

    /** Whether painting replaces the map's tiles; false: the brush lands on empty cells only (DDNet's Ctrl+D). */
    public boolean destructive() {
        return destructive;
    }

    public void setDestructive(boolean d) {
        if (d != destructive) {
            destructive = d;
            changed();
        }
    }

    /** Flips the brush horizontally (N). */
    public void flipX() {
        boolean pasted = brushPasted;
        if (!parts.isEmpty()) {
            transformParts(Brushes::flipX);
        } else if (brush != null) {
            setBrush(Brushes.flipX(brush, brushKind), brushKind, brushImage);
        }
        brushPasted = pasted;
    }

    /** Flips the brush vertically (M). */
    public void flipY() {
        boolean pasted = brushPasted;
        if (!parts.isEmpty()) {
            transformParts(Brushes::flipY);
        } else if (brush != null) {
            setBrush(Brushes.flipY(brush, brushKind), brushKind, brushImage);
        }
        brushPasted = pasted;
    }

    /** Rotates the brush 90 degrees clockwise (T, as in DDNet). */
    public void rotateClockwise() {
        boolean pasted = brushPasted;
        if (!parts.isEmpty()) {
            transformParts(Brushes::rotate);
        } else if (brush != null) {
            setBrush(Brushes.rotate(brush, brushKind), brushKind, brushImage);
        }
        brushPasted = pasted;
    }

    /** Rotates the brush 90 degrees counter-clockwise (R, as in DDNet). */
    public void rotateCounterClockwise() {
        boolean pasted = brushPasted;
        if (!parts.isEmpty()) {
            transformParts(Brushes::rotateCounterClockwise);
        } else if (brush != null) {
            setBrush(Brushes.rotateCounterClockwise(brush, brushKind), brushKind, brushImage);
        }
        brushPasted = pasted;
    }

    public TileSelection selection() {
        return selection;
    }

    public void setSelection(TileSelection s) {
        selection = s;
        changed();
    }

    /** The options of the select tool and the magic wand (contiguous, flag tolerance, group-wide). */
    public SelectOptions selectOptions() {
        return selectOptions;
    }

    /**
     * The selection after a select or wand gesture made {@code cells} on {@code layer}: Shift adds them to the
     * selection, Ctrl removes them from it (when it lies on the same layers), else they replace it. A group-wide
     * selection (see {@link SelectOptions#groupWide()}) spans every tile layer of the layer's group.
     */
    void select(TileLayer layer, CellMask cells, boolean add, boolean subtract) {
        List<TileLayer> chosen = workspace.selectedTileLayers();
        List<TileLayer> layers = selectOptions.groupWide()
                ? groupLayers(layer)
                : chosen.size() > 1 && chosen.contains(layer) ? chosen : List.of(layer);
        TileSelection old = selection;
        boolean same = old != null && old.layers().equals(layers) && old.layer() == layer;
        CellMask m = cells.clipped(layer.width(), layer.height());
        if (subtract) {
            if (!same) {
                return; // nothing of this selection to take away from
            }
            m = old.mask().minus(m);
        } else if (add && same) {
            m = old.mask().union(m);
        }
        setSelection(m.isEmpty() ? null : new TileSelection(layer, m, layers));
    }

    private List<TileLayer> groupLayers(TileLayer layer) {
        List<TileLayer> out = new ArrayList<>();
        workspace.map().groupOf(layer).ifPresent(g -> {
            for (Layer l : g.layers()) {
                if (l instanceof TileLayer t) {
                    out.add(t);
                }
            }
        });
        return out.contains(layer) ? out : List.of(layer);
    }

    public TileBrush clipboard() {
        return clipboard;
    }

    public TileKind clipboardKind() {
        return clipboardKind;
    }

    public void setClipboard(TileBrush b, TileKind kind) {
        setClipboard(b, kind, null);
    }

    /** Sets the clipboard, whose tiles were drawn with {@code image} (null: none or not known). */
    public void setClipboard(TileBrush b, TileKind kind, MapImage image) {
        clipboardParts = List.of();
        if (image != clipboardImage) {
            clipboardLook = null;
        }
        clipboard = b;
        clipboardKind = kind;
        clipboardImage = image;
        changed();
    }

    /** Sets the clipboard, whose tiles were copied from a layer drawn with {@code image} looking like {@code look}. */
    public void setClipboard(TileBrush b, TileKind kind, MapImage image, twedit.model.transfer.LayerLook look) {
        setClipboard(b, kind, image);
        clipboardLook = look;
    }

    /** The parts copied from the {@code mask} cells of several layers (all of the mask's bounds). */
    public List<BrushPart> partsOf(List<TileLayer> layers, CellMask mask) {
        return LayerBrushes.grab(layers, new java.awt.Rectangle(mask.x(), mask.y(), mask.width(), mask.height()), mask);
    }

    /** Adds the parts of tiles copied from several layers to the clipboard just set (its first part). */
    public void setClipboardParts(List<BrushPart> ps) {
        clipboardParts = ps.size() > 1 ? List.copyOf(ps) : List.of();
        changed();
    }

    /** The parts of the clipboard's tiles when they were copied from several layers, else empty. */
    public List<BrushPart> clipboardParts() {
        return clipboardParts;
    }

    /** The name and colour of the layer the clipboard's tiles were copied from (null: not known). */
    public twedit.model.transfer.LayerLook clipboardLook() {
        return clipboardLook;
    }

    /** The image the clipboard's tiles were copied from (null: none or not known). */
    public MapImage clipboardImage() {
        return clipboardImage;
    }

    /** Drops what refers to the old map (selection, open gestures) after another map was opened. */
    public void documentReplaced() {
        for (Tool t : tools.values()) {
            t.cancel();
        }
        selection = null;
        changed();
    }

    Workspace workspace() {
        return workspace;
    }
}
