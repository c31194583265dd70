package twedit.editor.view;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JComponent;
import twedit.editor.state.OpenMap;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;
import twedit.editor.tools.OverlayCanvas;
import twedit.editor.tools.SelectionOutline;
import twedit.editor.tools.TileSelection;
import twedit.editor.tools.ToolBox;
import twedit.model.document.DocumentEvent;
import twedit.model.document.edits.TileBrush;
import twedit.model.map.Group;
import twedit.model.map.TileLayer;

/**
 * The map canvas: paints the map through {@link MapRenderer}, then the current layer's border, the grid, the proof
 * rectangle and the active tool's feedback; input is handled by {@link ViewInput}. Repaints on document events.
 */
public final class MapView extends JComponent implements OverlayCanvas {
    /** DDNet's in-game view at zoom 1 with a 16:9 screen, in world pixels (the proof rectangle). */
    static final double PROOF_WIDTH = 1429.8;

    static final double PROOF_HEIGHT = 804.3;

    private final Workspace ws;
    private final ToolBox tools;
    private final SelectionOutline selectionOutline = new SelectionOutline();
    private final MapRenderer renderer;
    private final ViewOptions options;
    private final Camera camera = new Camera();
    private final BrushPreview preview;
    private final FrameCache frames = new FrameCache();
    private final TabFrames tabFrames = new TabFrames();
    private final List<Runnable> cameraListeners = new ArrayList<>();
    private final ViewInput input;
    private final List<ViewOverlay> overlays = new ArrayList<>();
    private boolean homePending = true;
    private Runnable firstFrame;
    private boolean held;
    private long lastFrameNanos;

    public MapView(Workspace ws, ToolBox tools, MapRenderer renderer, ViewOptions options) {
        this.ws = ws;
        this.tools = tools;
        this.renderer = renderer;
        this.options = options;
        this.preview = new BrushPreview(renderer);
        setOpaque(true);
        setFocusable(true);
        setPreferredSize(new Dimension(900, 600));
        setName("mapView");
        ws.addListener(new WorkspaceListener() {
            @Override
            public void documentReplaced() {
                tabFrames.changed();
                retainOpenMaps();
                homePending = true;
                repaint();
            }

            @Override
            public void leaving(OpenMap m) {
                m.keep(Spot.class, new Spot(camera.centerX(), camera.centerY(), camera.scale()));
                tabFrames.leaving(m, frameState(), ws.document());
            }

            @Override
            public void returned(OpenMap m) {
                m.kept(Spot.class, Spot.class).ifPresent(s -> {
                    camera.setScale(s.scale());
                    camera.setCenter(s.x(), s.y());
                    homePending = false;
                    cameraChanged();
                });
                // the tab is shown at once as it was left; its chunks are drawn meanwhile on a renderer of its own
                tabFrames.returned(m, ws.document(), renderer, renderer::adopt);
            }

            @Override
            public void mapClosed(OpenMap m) {
                retainOpenMaps();
            }

            @Override
            public void documentChanged(DocumentEvent e) {
                tabFrames.changed();
                renderer.onChanges(ws.map(), e.changes());
                frames.onChanges(ws.map(), e.changes(), options);
                repaint();
            }

            @Override
            public void selectionChanged() {
                if (tools.active().busy()) {
                    tools.active().cancel();
                }
                repaint();
            }
        });
        tools.addListener(this::repaint);
        options.addListener(this::repaint);
        input = new ViewInput(this, ws, tools);
        input.install();
    }

    /** Where a map's tab was looking when another tab was shown. */
    private record Spot(double x, double y, double scale) {}

    /**
     * Keeps the pixels of the shown map only: a background tab holds its document and history, not its decoded images
     * and chunks (they come back when it is shown), so many maps fit in the heap.
     */
    private void retainOpenMaps() {
        renderer.retainFor(java.util.List.of(ws.map()));
    }

    /** Something a feature draws over the map, under the active tool's feedback (e.g. the links view). */
    public interface ViewOverlay {
        void paint(Graphics2D g, Camera camera);
    }

    /** Adds an overlay, drawn in every frame after the ones added before it. */
    public void addOverlay(ViewOverlay o) {
        overlays.add(o);
        repaint();
    }

    public Camera camera() {
        return camera;
    }

    public ViewOptions options() {
        return options;
    }

    public MapRenderer renderer() {
        return renderer;
    }

    /**
     * Shows only the backdrop until {@link #release()}: a map opened at start-up is installed while another thread
     * still draws its first frame into caches this view then adopts; painting it here meanwhile would draw it twice.
     */
    public void hold() {
        held = true;
    }

    /** Ends {@link #hold()} and paints the map. */
    public void release() {
        held = false;
        repaint();
    }

    /** Runs {@code r} once, right after the first frame that shows a map has been painted. */
    public void onFirstFrame(Runnable r) {
        firstFrame = r;
    }

    /** Hears the tile under the mouse in the current layer's frame. */
    public interface HoverListener {
        void hovered(int tileX, int tileY, boolean inside);
    }

    private final List<HoverListener> hoverListeners = new ArrayList<>();
    private PickerKeys pickerKeys = PickerKeys.NONE;

    public void addHoverListener(HoverListener l) {
        hoverListeners.add(l);
    }

    void fireHover(int x, int y, boolean inside) {
        for (HoverListener l : hoverListeners) {
            l.hovered(x, y, inside);
        }
    }

    /** What Space held on the map and Esc do to the tile picker over it. */
    public interface PickerKeys {
        PickerKeys NONE = new PickerKeys() {
            @Override
            public void spaceHeld(boolean down) {}

            @Override
            public boolean escape() {
                return false;
            }
        };

        /** Space went down (true) or came up for good (false: not an auto-repeat's release). */
        void spaceHeld(boolean down);

        /** Esc: closes the picker if it is shown (true: it was, and nothing else should cancel). */
        boolean escape();
    }

    /** Shows the tile picker while Space is held and closes it on Esc, as in DDNet's editor. */
    public void setPickerKeys(PickerKeys keys) {
        pickerKeys = keys;
    }

    private java.util.function.Predicate<java.awt.event.MouseWheelEvent> wheelHook = e -> false;

    /** Lets a feature take a wheel event before it zooms (true: taken), e.g. Shift+wheel renumbering tiles. */
    public void setWheelHook(java.util.function.Predicate<java.awt.event.MouseWheelEvent> hook) {
        wheelHook = hook;
    }

    boolean wheelHook(java.awt.event.MouseWheelEvent e) {
        return wheelHook.test(e);
    }

    PickerKeys pickerKeys() {
        return pickerKeys;
    }

    /** Listens for camera moves (pan, zoom). */
    public void addCameraListener(Runnable r) {
        cameraListeners.add(r);
    }

    void cameraChanged() {
        for (Runnable r : cameraListeners) {
            r.run();
        }
        // the map moved under a mouse that did not: the cell under it (status bar, brush outline) is another now
        if (input != null) {
            input.followMouse();
        }
        repaint();
    }

    /**
     * Lets go of the pixels this view keeps between frames (its tab went to the background, or memory is short); the
     * next frame draws the map anew. Cheap: it only drops references.
     */
    public void dropCaches() {
        frames.drop();
    }

    /** The memory the view's kept frame holds, in bytes (it is sized by the view: a few images of its size). */
    public long cachedBytes() {
        return frames.bytes();
    }

    /** Zooms by {@code factor} about the middle of the view (the zoom buttons, Ctrl+= and Ctrl+-). */
    public void zoomCentered(double factor) {
        camera.setViewSize(getWidth(), getHeight());
        camera.zoomAt(getWidth() / 2.0, getHeight() / 2.0, factor);
        cameraChanged();
    }

    /** The time the last frame took to paint, in nanoseconds. */
    public long lastFrameNanos() {
        return lastFrameNanos;
    }

    /** Fits the game layer (or the whole first layer) into the view. */
    public void fitMap() {
        camera.setViewSize(getWidth(), getHeight());
        fit(camera, ws.map());
        homePending = false;
        cameraChanged();
    }

    /** Shows the map as a freshly opened one: at 100 % around its spawn (see {@link OpeningView}). */
    public void showHome() {
        camera.setViewSize(getWidth(), getHeight());
        OpeningView.apply(camera, ws.map());
        homePending = false;
        cameraChanged();
    }

    /** Fits a map's game layer into a camera's view, as a freshly opened map is shown. */
    static void fit(Camera camera, twedit.model.map.TwMap map) {
        TileLayer game = map.gameLayer().orElse(null);
        int w = game == null ? 100 : game.width();
        int h = game == null ? 50 : game.height();
        camera.fit(0, 0, w * 32.0, h * 32.0);
    }

    /** Centres the view on tile (x, y) of the game frame at the given zoom. */
    public void centerOnTile(double x, double y, double scale) {
        camera.setViewSize(getWidth(), getHeight());
        camera.setScale(scale);
        camera.setCenter(x * 32 + 16, y * 32 + 16);
        homePending = false;
        cameraChanged();
    }

    /** The group transform of the current group (the game frame when there is none). */
    Camera.GroupTransform currentTransform() {
        Group g = ws.currentGroup();
        return g == null ? camera.transform(0, 0, 100, 100) : camera.transform(g);
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        long start = System.nanoTime();
        camera.setViewSize(getWidth(), getHeight());
        if (homePending && getWidth() > 1 && getHeight() > 1) {
            showHome();
        }
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            if (held) {
                g.setColor(MapRenderer.backdrop(com.formdev.flatlaf.FlatLaf.isLafDark()));
                g.fillRect(0, 0, getWidth(), getHeight());
                return;
            }
            paintFrame(g);
        } finally {
            g.dispose();
        }
        lastFrameNanos = System.nanoTime() - start;
        if (firstFrame != null && getWidth() > 1) {
            if (Boolean.getBoolean("twedit.launchTiming")) {
                System.out.println("twedit: first map frame painted in " + lastFrameNanos / 1000000 + " ms");
            }
            Runnable r = firstFrame;
            firstFrame = null;
            r.run();
        }
    }

    /** Paints one full frame of the current state (also used for screenshots and benchmarks). */
    public void paintFrame(Graphics2D g) {
        boolean dark = com.formdev.flatlaf.FlatLaf.isLafDark();
        // both the warm first frame and the kept frame are opaque images of the whole view: no backdrop under them
        MapRenderer.FirstFrame first = renderer.takeFirstFrame();
        TabFrames.State state = frameState(dark);
        java.awt.image.BufferedImage kept = tabFrames.showing(state);
        if (first != null && first.drawsAs(ws.map(), camera, options, ws.currentLayer(), renderer.time(), dark)) {
            g.drawImage(first.image(), 0, 0, null);
            frames.invalidate();
            tabFrames.drawn(state, first.image());
        } else if (kept != null) {
            // a tab shown again as it was left, while its chunks are drawn in the background
            g.drawImage(kept, 0, 0, null);
            frames.invalidate();
            tabFrames.drawn(state, kept);
        } else {
            java.awt.image.BufferedImage img =
                    frames.frame(renderer, ws.map(), camera, options, ws.currentLayer(), dark);
            g.drawImage(img, 0, 0, null);
            tabFrames.drawn(state, img);
        }
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        TileLayer layer = ws.currentTileLayer();
        if (layer != null) {
            if (options.grid()) {
                paintGrid(g, layer);
            }
            g.setColor(new Color(255, 255, 255, 160));
            g.setStroke(new BasicStroke(1f));
            g.draw(tileRect(0, 0, layer.width(), layer.height()));
        }
        if (options.proof()) {
            Camera.GroupTransform t = camera.transform(0, 0, 100, 100);
            double x0 = t.toScreenX(camera.centerX() - PROOF_WIDTH / 2);
            double y0 = t.toScreenY(camera.centerY() - PROOF_HEIGHT / 2);
            g.setColor(new Color(255, 80, 80, 200));
            g.setStroke(new BasicStroke(2f));
            g.draw(new java.awt.geom.Rectangle2D.Double(
                    x0, y0, PROOF_WIDTH * camera.scale(), PROOF_HEIGHT * camera.scale()));
        }
        paintSelection(g);
        for (ViewOverlay o : overlays) {
            o.paint(g, camera);
        }
        tools.active().paintOverlay(g, this);
    }

    /** Whether the next frame shows the frame kept with the tab shown again (for tests). */
    boolean showsKeptFrame() {
        return tabFrames.showing(frameState()) != null;
    }

    private TabFrames.State frameState() {
        return frameState(com.formdev.flatlaf.FlatLaf.isLafDark());
    }

    /** What the map part of a frame drawn now is drawn from. */
    private TabFrames.State frameState(boolean dark) {
        return new TabFrames.State(
                ws.map(),
                ws.currentLayer(),
                camera.centerX(),
                camera.centerY(),
                camera.scale(),
                options.version(),
                dark,
                renderer.time(),
                renderer.generation(),
                camera.viewWidth(),
                camera.viewHeight());
    }

    /** The tile selection, on whichever layer it is, drawn in its layer's group (so it shows over every layer). */
    private void paintSelection(Graphics2D g) {
        TileSelection s = tools.selection();
        Group group = s == null ? null : ws.map().groupOf(s.layer()).orElse(null);
        if (group == null) {
            return;
        }
        Camera.GroupTransform t = camera.transform(group);
        double k = t.scale() * 32;
        selectionOutline.paint(g, s.mask(), new java.awt.geom.AffineTransform(k, 0, 0, k, t.tx(), t.ty()));
    }

    private void paintGrid(Graphics2D g, TileLayer layer) {
        Camera.GroupTransform t = currentTransform();
        double step = 32 * t.scale();
        if (step < 4) {
            return;
        }
        Rectangle bounds = tileRect(0, 0, layer.width(), layer.height())
                .intersection(new Rectangle(0, 0, camera.viewWidth(), camera.viewHeight()));
        if (bounds.isEmpty()) {
            return;
        }
        g.setStroke(new BasicStroke(1f));
        int period = options.gridFactor() > 1 ? options.gridFactor() : 16;
        int tx0 = (int) Math.floor(t.toWorldX(bounds.x) / 32);
        int tx1 = (int) Math.ceil(t.toWorldX(bounds.x + bounds.width) / 32);
        for (int x = tx0; x <= tx1; x++) {
            int sx = (int) Math.round(t.toScreenX(x * 32.0));
            g.setColor(Math.floorMod(x, period) == 0 ? new Color(255, 60, 60, 120) : new Color(255, 255, 255, 45));
            g.drawLine(sx, bounds.y, sx, bounds.y + bounds.height);
        }
        int ty0 = (int) Math.floor(t.toWorldY(bounds.y) / 32);
        int ty1 = (int) Math.ceil(t.toWorldY(bounds.y + bounds.height) / 32);
        for (int y = ty0; y <= ty1; y++) {
            int sy = (int) Math.round(t.toScreenY(y * 32.0));
            g.setColor(Math.floorMod(y, period) == 0 ? new Color(255, 60, 60, 120) : new Color(255, 255, 255, 45));
            g.drawLine(bounds.x, sy, bounds.x + bounds.width, sy);
        }
    }

    @Override
    public Rectangle tileRect(int x, int y, int w, int h) {
        Camera.GroupTransform t = currentTransform();
        int x0 = (int) Math.round(t.toScreenX(x * 32.0));
        int y0 = (int) Math.round(t.toScreenY(y * 32.0));
        int x1 = (int) Math.round(t.toScreenX((x + w) * 32.0));
        int y1 = (int) Math.round(t.toScreenY((y + h) * 32.0));
        return new Rectangle(x0, y0, x1 - x0, y1 - y0);
    }

    @Override
    public Rectangle bounds() {
        return new Rectangle(0, 0, camera.viewWidth(), camera.viewHeight());
    }

    @Override
    public java.awt.geom.AffineTransform worldToScreen() {
        Camera.GroupTransform t = currentTransform();
        return new java.awt.geom.AffineTransform(t.scale(), 0, 0, t.scale(), t.tx(), t.ty());
    }

    @Override
    public void paintBrush(Graphics2D g, TileBrush brush, int x, int y) {
        paintBrush(g, brush, ws.currentTileLayer(), x, y);
    }

    @Override
    public void paintBrush(Graphics2D g, TileBrush brush, TileLayer layer, int x, int y) {
        if (layer != null) {
            // a brush from another map paints with its own image (brought along on the first click)
            twedit.model.map.MapImage own = tools.brushImage();
            boolean foreign = own != null
                    && layer.kind() == twedit.model.map.TileKind.TILES
                    && !ws.map().images().contains(own);
            preview.paint(
                    g,
                    brush,
                    layer,
                    foreign ? own : layer.image(),
                    currentTransform(),
                    x,
                    y,
                    new Rectangle(0, 0, camera.viewWidth(), camera.viewHeight()));
        }
    }
}
