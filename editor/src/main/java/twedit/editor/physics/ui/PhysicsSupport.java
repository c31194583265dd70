package twedit.editor.physics.ui;

import java.awt.Rectangle;
import java.awt.event.ActionEvent;
import java.awt.event.MouseWheelEvent;
import java.awt.image.BufferedImage;
import java.util.function.Function;
import javax.swing.AbstractAction;
import javax.swing.JComponent;
import twedit.editor.keys.PlatformKeys;
import twedit.editor.physics.PhysicsCells;
import twedit.editor.physics.PhysicsParams;
import twedit.editor.state.Workspace;
import twedit.editor.tools.TileSelection;
import twedit.editor.tools.ToolBox;
import twedit.editor.view.MapView;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TilePatch;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.select.MaskEdits;

/**
 * Physics editing in the window: the palette the Tiles tab shows while a physics layer is current,
 * the numbers and arrows over the map, Ctrl+F for the next free number, and Shift+wheel to renumber the tiles under
 * the selection or the brush (or the brush itself over empty cells).
 */
public final class PhysicsSupport {
    /** The map's key for the next free tele or switch number (DDNet's Ctrl+F), written with Ctrl. */
    public static final String NEXT_FREE_KEY = "ctrl F";

    private final Workspace ws;
    private final ToolBox tools;
    private final PhysicsParams params = new PhysicsParams();
    private final PhysicsPalette palette;
    private final PhysicsOverlay overlay;
    private int hoverX;
    private int hoverY;

    public PhysicsSupport(Workspace ws, ToolBox tools, MapView view, Function<TileKind, BufferedImage> atlas) {
        this.ws = ws;
        this.tools = tools;
        this.palette = new PhysicsPalette(ws, tools, params, atlas);
        this.overlay = new PhysicsOverlay(ws, params, atlas);
        view.renderer().setDecorator(overlay::decorate);
        view.addHoverListener((x, y, inside) -> {
            hoverX = x;
            hoverY = y;
            overlay.hovered(x, y, inside);
        });
        view.setWheelHook(this::wheel);
        view.addOverlay((g, camera) -> overlay.paintHover(g, camera, view.options()));
        params.addListener(() -> {
            // numbers drawn in another base: the kept frame shows the old ones
            view.renderer().decorationsChanged();
            view.repaint();
        });
        // Cmd+F on macOS, as the menus' shortcuts
        view.getInputMap(JComponent.WHEN_FOCUSED).put(PlatformKeys.current().menu(NEXT_FREE_KEY), "physics.nextFree");
        view.getActionMap().put("physics.nextFree", new AbstractAction("Next free tele or switch number") {
            @Override
            public void actionPerformed(ActionEvent e) {
                palette.useNextFree();
            }
        });
    }

    public PhysicsParams params() {
        return params;
    }

    public PhysicsPalette palette() {
        return palette;
    }

    /** Shift+wheel on a numbered physics layer renumbers tiles; other wheel events are left to the view. */
    boolean wheel(MouseWheelEvent e) {
        TileLayer l = ws.currentTileLayer();
        if (!e.isShiftDown()
                || l == null
                || l.kind() == TileKind.GAME
                || l.kind() == TileKind.FRONT
                || !l.kind().isPhysics()
                || e.getWheelRotation() == 0
                || tools.active().busy()) {
            return false;
        }
        int delta = e.getWheelRotation() < 0 ? 1 : -1;
        TileSelection sel = tools.selection();
        Rectangle area;
        if (sel != null && sel.layer() == l && !sel.clipped().isEmpty()) {
            area = sel.clipped();
        } else {
            TileBrush b = tools.brush();
            area = new Rectangle(hoverX, hoverY, b == null ? 1 : b.width(), b == null ? 1 : b.height());
        }
        TilePatch patch = PhysicsCells.renumber(l, area, delta);
        if (sel != null && sel.layer() == l && !sel.mask().isRect()) {
            patch = MaskEdits.within(patch, sel.mask(), patch.label()); // only the selected cells
        }
        if (!patch.isNoOp()) {
            ws.document().apply(patch);
        } else if (tools.brush() != null && tools.brushKind() == l.kind()) {
            tools.setBrush(PhysicsCells.renumbered(tools.brush(), l.kind(), delta), l.kind());
        }
        return true;
    }
}
