package twedit.editor.view;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.Shape;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import twedit.model.document.edits.Change;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.QuadsLayer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Draws a map as the game shows it: groups in order, each with its offset and parallax relative to the camera and
 * its clip rectangle, tile layers from cached chunks, quads, and physics layers through the entity overlay.
 */
public final class MapRenderer {
    private final ImageStore images;
    private final Overlays overlays;
    private ChunkCache chunks;
    private TileLayerPainter tiles;
    private QuadPainter quads;
    private long timeMs;
    private FirstFrame firstFrame;
    private LayerDecorator decorator;

    /** Draws extra information over a tile layer right after it was painted (physics numbers and arrows). */
    public interface LayerDecorator {
        void decorate(Graphics2D g, TileLayer layer, Camera.GroupTransform t, Rectangle area);
    }

    /** Sets the decorator called after each tile layer painted on its own (null: none). */
    public void setDecorator(LayerDecorator d) {
        decorator = d;
        generation++;
    }

    private long generation;

    /**
     * Counts the changes of what the renderer draws that no document event tells (decorations, images reloaded): a
     * frame kept from an earlier generation is drawn anew.
     */
    long generation() {
        return generation;
    }

    /** Says that what the decorator draws changed (e.g. numbers now shown in hex): kept frames are drawn anew. */
    public void decorationsChanged() {
        generation++;
    }

    public MapRenderer(ImageStore images, Overlays overlays, ChunkCache chunks) {
        this.images = images;
        this.overlays = overlays;
        this.chunks = chunks;
        this.tiles = new TileLayerPainter(images, overlays, chunks);
        this.quads = new QuadPainter(images);
    }

    /**
     * A renderer sharing this one's images and overlays, with empty caches of the same budget: one to draw on another
     * thread and {@linkplain #adopt adopt} when done.
     */
    public MapRenderer sibling() {
        return new MapRenderer(images, overlays, new ChunkCache(chunks.budgetBytes()));
    }

    /** The memory budget of the chunk cache, in bytes. */
    long chunkBudget() {
        return chunks.budgetBytes();
    }

    public ImageStore images() {
        return images;
    }

    /** The animation time envelopes are evaluated at (0 until playback exists). */
    public void setTime(long ms) {
        timeMs = ms;
    }

    /** How faint the other layers are drawn while "Dim other layers" is on. */
    static final float DIM_ALPHA = 0.35f;

    /** Paints the whole map into the view rectangle (0, 0, camera view size), with no current layer. */
    public void paint(Graphics2D g, TwMap map, Camera cam, ViewOptions opts) {
        paint(g, map, cam, opts, null);
    }

    /**
     * Paints the whole map into the view rectangle (0, 0, camera view size); {@code current} (the layer being
     * edited, or null) is drawn last, alone or with the others faded as the view options say.
     */
    public void paint(Graphics2D g, TwMap map, Camera cam, ViewOptions opts, Layer current) {
        Rectangle view = new Rectangle(0, 0, cam.viewWidth(), cam.viewHeight());
        if (g.getClip() == null) {
            // a fresh image's graphics (the start-up's warm frame, renders) clip nothing: without the view as the
            // clip, every quad would count as in view and have its image decoded
            g.setClip(view);
        }
        FramePlan plan = FramePlan.of(map, opts, current);
        for (FramePlan.Stratum s : plan.strata()) {
            paint(g, cam, opts, plan, s, view);
        }
    }

    /**
     * Paints one stratum of a plan, drawing only what falls into {@code view} (a part of the screen; {@code g} is
     * clipped to it): the pixels there are the ones a paint of the whole screen gives.
     */
    void paint(Graphics2D g, Camera cam, ViewOptions opts, FramePlan plan, FramePlan.Stratum s, Rectangle view) {
        tiles.setRepeatEdges(opts.repeatEdges());
        Shape baseClip = g.getClip();
        Layer focus = plan.focus();
        float othersAlpha = plan.othersAlpha();
        for (Group group : s.groups()) {
            Camera.GroupTransform t = cam.transform(group);
            Rectangle area = area(group, cam, view);
            if (area.isEmpty()) {
                continue;
            }
            if (group.clipping()) {
                g.clipRect(area.x, area.y, area.width, area.height);
            }
            boolean composite = TileLayerPainter.composites(t);
            List<TileLayer> run = new ArrayList<>();
            for (Layer layer : group.layers()) {
                if (!plan.draws(group, layer, opts)) {
                    continue;
                }
                float alpha = layer == focus ? 1f : othersAlpha;
                if (isPhysics(layer) && opts.entityOpacity() < 1) {
                    alpha *= opts.entityOpacity();
                }
                if (composite
                        && layer instanceof TileLayer
                        && alpha == othersAlpha
                        && layer != focus
                        && !decorates((TileLayer) layer, t)) {
                    run.add((TileLayer) layer);
                    continue;
                }
                flush(g, run, t, area, othersAlpha);
                paintLayer(g, layer, t, area, alpha);
            }
            flush(g, run, t, area, othersAlpha);
            if (group.clipping()) {
                g.setClip(baseClip);
            }
        }
        if (s.top()) {
            // drawn last, in its own group's frame and clip, so nothing drawn after its group covers it
            Rectangle area = area(plan.focusGroup(), cam, view);
            if (!area.isEmpty()) {
                g.clipRect(area.x, area.y, area.width, area.height);
                float alpha = plan.physics() && opts.entityOpacity() < 1 ? opts.entityOpacity() : 1f;
                paintLayer(g, focus, cam.transform(plan.focusGroup()), area, alpha);
                g.setClip(baseClip);
            }
        }
    }

    /** Whether the decorator draws over this layer at this zoom (then it is painted on its own, not in a run). */
    private boolean decorates(TileLayer layer, Camera.GroupTransform t) {
        return decorator != null && layer.kind().isPhysics() && 32 * t.scale() >= 8;
    }

    /** The part of the view a group may draw into: all of it, or its clip rectangle when it clips. */
    static Rectangle area(Group group, Camera cam, Rectangle view) {
        if (!group.clipping()) {
            return view;
        }
        Camera.GroupTransform game = cam.transform(0, 0, 100, 100);
        int x0 = (int) Math.floor(game.toScreenX(group.clipX()));
        int y0 = (int) Math.floor(game.toScreenY(group.clipY()));
        int x1 = (int) Math.ceil(game.toScreenX(group.clipX() + (double) group.clipWidth()));
        int y1 = (int) Math.ceil(game.toScreenY(group.clipY() + (double) group.clipHeight()));
        return view.intersection(new Rectangle(x0, y0, x1 - x0, y1 - y0));
    }

    /** Whether a layer is one of the physics layers (game, front, tele, speedup, switch, tune). */
    static boolean isPhysics(Layer layer) {
        return layer instanceof TileLayer && ((TileLayer) layer).kind().isPhysics();
    }

    /** Paints a run of consecutive tile layers (composited when there are several) and empties it. */
    private void flush(Graphics2D g, List<TileLayer> run, Camera.GroupTransform t, Rectangle area, float alpha) {
        if (run.isEmpty()) {
            return;
        }
        java.awt.Composite old = g.getComposite();
        if (alpha < 1f) {
            g.setComposite(java.awt.AlphaComposite.getInstance(java.awt.AlphaComposite.SRC_OVER, alpha));
        }
        if (run.size() == 1) {
            tiles.paint(g, run.get(0), t, area, timeMs);
        } else {
            tiles.paintRun(g, run, t, area, timeMs);
        }
        g.setComposite(old);
        run.clear();
    }

    /** Paints one layer at an opacity (1: as it is). */
    private void paintLayer(Graphics2D g, Layer layer, Camera.GroupTransform t, Rectangle area, float alpha) {
        if (alpha >= 1f) {
            paintLayer(g, layer, t, area);
            return;
        }
        java.awt.Composite old = g.getComposite();
        g.setComposite(java.awt.AlphaComposite.getInstance(java.awt.AlphaComposite.SRC_OVER, alpha));
        paintLayer(g, layer, t, area);
        g.setComposite(old);
    }

    /** Paints one layer with a group transform, drawing only what falls into {@code area}. */
    public void paintLayer(Graphics2D g, Layer layer, Camera.GroupTransform t, Rectangle area) {
        if (layer instanceof TileLayer) {
            tiles.paint(g, (TileLayer) layer, t, area, timeMs);
            if (decorator != null) {
                decorator.decorate(g, (TileLayer) layer, t, area);
            }
        } else if (layer instanceof QuadsLayer) {
            quads.paint(g, (QuadsLayer) layer, t, timeMs);
        }
    }

    /** Drops exactly the cached pixels a document change makes stale. */
    public void onChanges(TwMap map, List<Change> changes) {
        boolean structure = false;
        for (Change c : changes) {
            if (c instanceof Change.TilesChanged) {
                Change.TilesChanged tc = (Change.TilesChanged) c;
                chunks.invalidate(tc.layer(), tc.x(), tc.y(), tc.width(), tc.height());
            } else if (c instanceof Change.GridReplaced) {
                chunks.invalidateLayer(((Change.GridReplaced) c).layer());
            } else if (c instanceof Change.PropertyChanged) {
                Object target = ((Change.PropertyChanged) c).target();
                if (target instanceof TileLayer) {
                    chunks.invalidateLayer((TileLayer) target);
                }
                // image, colour and envelope changes are caught by the layer's look on the next paint
            } else if (c instanceof Change.ListChanged) {
                structure = true;
            }
        }
        if (structure) {
            Set<TileLayer> live = Collections.newSetFromMap(new IdentityHashMap<>());
            for (Layer l : map.allLayers()) {
                if (l instanceof TileLayer) {
                    live.add((TileLayer) l);
                }
            }
            chunks.retainOnly(live);
        }
    }

    /** The 16x16 atlas a tile layer draws from: its image, the entity overlay of a physics kind, or null. */
    public java.awt.image.BufferedImage atlasImage(TileLayer layer) {
        return tiles.look(layer, 0).image();
    }

    /** Drops the cached chunks of one layer (a preview layer that is no longer shown). */
    public void forget(TileLayer layer) {
        chunks.invalidateLayer(layer);
    }

    /** Default memory budget of the chunk cache. */
    public static final long CHUNK_BUDGET = 256L << 20;

    /**
     * Draws the first frame of {@code map} (as {@link OpeningView} places it) in a view of the given size, so the
     * chunks and tile atlases that frame needs are made now (start-up does it on a background thread on a renderer of
     * its own, which the window then {@linkplain #adopt adopts}). The frame is kept: a view whose first paint would draw
     * exactly it shows it as it is (see {@link #takeFirstFrame}).
     */
    public void warmUp(TwMap map, int viewWidth, int viewHeight, boolean dark) {
        Camera cam = new Camera();
        cam.setViewSize(viewWidth, viewHeight);
        OpeningView.apply(cam, map);
        java.awt.image.BufferedImage image = new java.awt.image.BufferedImage(
                Math.max(1, viewWidth), Math.max(1, viewHeight), java.awt.image.BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setColor(backdrop(dark));
        g.fillRect(0, 0, image.getWidth(), image.getHeight());
        // with the layer an opened map starts on (the Game layer, drawn on top of the others dimmed): painted without
        // it, the cached runs of design layers would be the wrong ones and the first real frame would draw them again
        Layer current = map.gameLayer().orElse(null);
        ViewOptions options = new ViewOptions();
        paint(g, map, cam, options, current);
        g.dispose();
        firstFrame = new FirstFrame(image, map, current, cam.centerX(), cam.centerY(), cam.scale(), options, dark);
    }

    /**
     * The frame {@link #warmUp} drew, once (null after the first call): a view shows it instead of drawing the map
     * when it {@linkplain FirstFrame#drawsAs would draw the same}, so the first frame costs one copy, not every chunk
     * and texture sent to the screen (those go when the view is next drawn).
     */
    public FirstFrame takeFirstFrame() {
        FirstFrame f = firstFrame;
        firstFrame = null;
        return f;
    }

    /** A frame drawn ahead and what it was drawn from. */
    public record FirstFrame(
            java.awt.image.BufferedImage image,
            TwMap map,
            Layer current,
            double centerX,
            double centerY,
            double scale,
            ViewOptions options,
            boolean dark) {
        /** Whether drawing {@code map} with these inputs now would give exactly this frame. */
        public boolean drawsAs(TwMap m, Camera cam, ViewOptions opts, Layer cur, long time, boolean darkNow) {
            return m == map
                    && cur == current
                    && time == 0
                    && darkNow == dark
                    && cam.viewWidth() == image.getWidth()
                    && cam.viewHeight() == image.getHeight()
                    && cam.centerX() == centerX
                    && cam.centerY() == centerY
                    && cam.scale() == scale
                    && opts.drawsLike(options);
        }
    }

    /** Takes over the caches of another renderer (one warmed up for the map about to be opened) and its frame. */
    public void adopt(MapRenderer warmed) {
        chunks = warmed.chunks;
        generation++;
        tiles = warmed.tiles;
        quads = warmed.quads;
        firstFrame = warmed.firstFrame;
    }

    /** The animation time envelopes are drawn at. */
    public long time() {
        return timeMs;
    }

    /** Drops cached pixels of layers and images that are not part of {@code map} (another map was opened). */
    public void retainFor(TwMap map) {
        retainFor(java.util.List.of(map));
    }

    /**
     * Drops cached pixels of layers and images that are part of none of {@code maps} (the open maps: switching back to
     * a tab finds its images decoded).
     */
    public void retainFor(java.util.Collection<TwMap> maps) {
        Set<TileLayer> live = Collections.newSetFromMap(new IdentityHashMap<>());
        java.util.List<twedit.model.map.MapImage> imgs = new java.util.ArrayList<>();
        for (TwMap map : maps) {
            for (Layer l : map.allLayers()) {
                if (l instanceof TileLayer) {
                    live.add((TileLayer) l);
                }
            }
            imgs.addAll(map.images());
        }
        chunks.retainOnly(live);
        java.util.Set<java.awt.image.BufferedImage> gone = images.retainOnly(imgs);
        // tile atlases and tinted textures cut from images let go (a background tab's) go with them
        tiles.forgetImages(gone);
        quads.forgetImages(gone);
    }

    /** Forgets every cached pixel (new map, data directory changed). */
    public void clearCaches() {
        chunks.clear();
        images.clear();
        generation++;
    }

    /**
     * Drops the cached chunks of one map's layers (its tab went to the background; they are drawn again when it is
     * shown). Costs a walk over the cached chunks, nothing more.
     */
    public void dropCaches(TwMap map) {
        Set<TileLayer> gone = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Layer l : map.allLayers()) {
            if (l instanceof TileLayer) {
                gone.add((TileLayer) l);
            }
        }
        chunks.forget(gone);
    }

    /** The colour behind the map, like the editor's backdrop. */
    public static Color backdrop(boolean dark) {
        return dark ? new Color(0x2B2F36) : new Color(0x8A9BA8);
    }
}
