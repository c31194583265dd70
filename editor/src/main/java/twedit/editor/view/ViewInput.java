package twedit.editor.view;

import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.event.MouseWheelEvent;
import javax.swing.AbstractAction;
import javax.swing.ActionMap;
import javax.swing.InputMap;
import javax.swing.JComponent;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import twedit.editor.state.Workspace;
import twedit.editor.tools.ToolBox;
import twedit.editor.tools.ToolEvent;
import twedit.model.map.TileLayer;

/**
 * The canvas input: wheel zoom to the cursor, pan by middle drag, Space+drag, the arrow keys or W/A/S/D (DDNet; with
 * Shift faster), zoom with the keypad's + and -, Esc to close the tile picker, cancel a gesture or clear the selection, Space held to show the tile picker, and every other press,
 * drag, release and move passed to the active tool. Each key binding is named (its action's NAME) for the shortcut
 * sheet; the window's commands (tools, flips, rotations) are menu shortcuts, not bindings of the map.
 */
final class ViewInput extends MouseAdapter {
    private static final double PAN_STEP = 64;
    /** DDNet pans 200 instead of 64 units while Shift is held. */
    private static final double FAST_PAN_STEP = 200;

    private final MapView view;
    private final Workspace ws;
    private final ToolBox tools;
    private boolean spaceDown;
    /**
     * Where the key repeats by sending releases and presses in pairs (some X11 set-ups), a release followed by a
     * press within this many milliseconds is taken as the key still held.
     */
    private static final int REPEAT_GAP_MS = 40;

    private final javax.swing.Timer spaceRelease = new javax.swing.Timer(REPEAT_GAP_MS, e -> spaceUp());
    private boolean panning;
    private int lastX;
    private int lastY;
    private int toolButton;
    /** Where the mouse is over the map (view pixels), while it is: the map may move under it (keys, zoom). */
    private boolean mouseInside;

    private int mouseX;
    private int mouseY;
    private int mouseModifiers;

    ViewInput(MapView view, Workspace ws, ToolBox tools) {
        this.view = view;
        this.ws = ws;
        this.tools = tools;
        spaceRelease.setRepeats(false);
    }

    void install() {
        view.addMouseListener(this);
        view.addMouseMotionListener(this);
        view.addMouseWheelListener(this);
        InputMap im = view.getInputMap(JComponent.WHEN_FOCUSED);
        ActionMap am = view.getActionMap();
        for (String mod : new String[] {"", "shift "}) {
            double step = mod.isEmpty() ? PAN_STEP : FAST_PAN_STEP;
            String name = mod.isEmpty() ? "Pan the map" : "Pan the map faster";
            bind(im, am, mod + "LEFT", name, () -> pan(step, 0));
            bind(im, am, mod + "RIGHT", name, () -> pan(-step, 0));
            bind(im, am, mod + "UP", name, () -> pan(0, step));
            bind(im, am, mod + "DOWN", name, () -> pan(0, -step));
            bind(im, am, mod + "A", name, () -> pan(step, 0));
            bind(im, am, mod + "D", name, () -> pan(-step, 0));
            bind(im, am, mod + "W", name, () -> pan(0, step));
            bind(im, am, mod + "S", name, () -> pan(0, -step));
        }
        bind(im, am, "ADD", "Zoom in", () -> zoom(1.25));
        bind(im, am, "SUBTRACT", "Zoom out", () -> zoom(0.8));
        bind(im, am, "ESCAPE", "Close the tile picker, cancel the gesture or clear the selection", () -> {
            // one thing at a time, the one in front first: the picker, a gesture under way, then the selection
            if (view.pickerKeys().escape()) {
                return;
            }
            if (!tools.active().busy() && tools.selection() != null) {
                tools.setSelection(null);
            } else {
                tools.active().cancel();
            }
            view.repaint();
        });
        bind(im, am, "pressed SPACE", "Tile picker while held; pan while held and dragging", () -> {
            if (spaceRelease.isRunning()) {
                // an auto-repeat's release came just before this press: the key never went up
                spaceRelease.stop();
                return;
            }
            if (!spaceDown) {
                spaceDown = true;
                view.pickerKeys().spaceHeld(true);
            }
        });
        bind(im, am, "released SPACE", null, spaceRelease::restart);
    }

    /** Space came up and no press followed within the auto-repeat's gap: it is up for good. */
    private void spaceUp() {
        if (spaceDown) {
            spaceDown = false;
            view.pickerKeys().spaceHeld(false);
        }
    }

    /** Binds {@code key} on the map; {@code name} describes it on the shortcut sheet (null: not listed). */
    private static void bind(InputMap im, ActionMap am, String key, String name, Runnable r) {
        im.put(KeyStroke.getKeyStroke(key), key);
        am.put(key, new AbstractAction(name) {
            @Override
            public void actionPerformed(ActionEvent e) {
                r.run();
            }
        });
    }

    private void pan(double dx, double dy) {
        view.camera().panByScreen(dx, dy);
        view.cameraChanged();
    }

    private void zoom(double factor) {
        view.zoomCentered(factor);
    }

    /**
     * After the camera moved (keys, zoom, a fit) under a mouse that stayed where it was: the cell under the mouse is
     * another one, so the status bar's coordinates, the brush outline and its refusal note go there too.
     */
    void followMouse() {
        if (!mouseInside || panning) {
            return;
        }
        ToolEvent te = toolEvent(mouseX, mouseY, 0, mouseModifiers);
        TileLayer l = ws.currentTileLayer();
        view.fireHover(te.tileX(), te.tileY(), l != null && l.grid().contains(te.tileX(), te.tileY()));
        if (toolButton == 0) {
            tools.active().move(te);
        }
    }

    private ToolEvent toolEvent(MouseEvent e, int button) {
        return toolEvent(e.getX(), e.getY(), button, e.getModifiersEx());
    }

    private ToolEvent toolEvent(int x, int y, int button, int modifiers) {
        Camera.GroupTransform t = view.currentTransform();
        double wx = t.toWorldX(x);
        double wy = t.toWorldY(y);
        return new ToolEvent(
                (int) Math.floor(wx / 32),
                (int) Math.floor(wy / 32),
                wx,
                wy,
                button,
                (modifiers & InputEvent.SHIFT_DOWN_MASK) != 0,
                (modifiers & InputEvent.CTRL_DOWN_MASK) != 0,
                (modifiers & InputEvent.ALT_DOWN_MASK) != 0);
    }

    private void remember(MouseEvent e) {
        mouseInside = true;
        mouseX = e.getX();
        mouseY = e.getY();
        mouseModifiers = e.getModifiersEx();
    }

    private static int button(MouseEvent e) {
        if (SwingUtilities.isLeftMouseButton(e)) {
            return 1;
        }
        if (SwingUtilities.isMiddleMouseButton(e)) {
            return 2;
        }
        return SwingUtilities.isRightMouseButton(e) ? 3 : 0;
    }

    @Override
    public void mousePressed(MouseEvent e) {
        view.requestFocusInWindow();
        int b = button(e);
        lastX = e.getX();
        lastY = e.getY();
        if (b == 2 || (b == 1 && spaceDown)) {
            panning = true;
            return;
        }
        if (toolButton == 0 && (b == 1 || b == 3)) {
            toolButton = b;
            tools.active().press(toolEvent(e, b));
            view.repaint();
        }
    }

    @Override
    public void mouseDragged(MouseEvent e) {
        remember(e);
        if (panning) {
            pan(e.getX() - lastX, e.getY() - lastY);
            lastX = e.getX();
            lastY = e.getY();
            return;
        }
        hover(e);
        if (toolButton != 0) {
            tools.active().drag(toolEvent(e, toolButton));
            view.repaint();
        }
    }

    @Override
    public void mouseReleased(MouseEvent e) {
        int b = button(e);
        if (panning && (b == 2 || b == 1)) {
            panning = false;
            return;
        }
        if (b == toolButton) {
            toolButton = 0;
            tools.active().release(toolEvent(e, b));
            if (!mouseInside) {
                // the drag ended off the map: its outline does not stay behind on the last cell
                tools.active().exit();
            }
            view.repaint();
        }
    }

    @Override
    public void mouseMoved(MouseEvent e) {
        remember(e);
        hover(e);
        tools.active().move(toolEvent(e, 0));
        view.repaint();
    }

    @Override
    public void mouseEntered(MouseEvent e) {
        remember(e);
        if (!view.isFocusOwner() && (e.getModifiersEx() & InputEvent.BUTTON1_DOWN_MASK) == 0) {
            view.requestFocusInWindow();
        }
    }

    @Override
    public void mouseExited(MouseEvent e) {
        mouseInside = false;
        view.fireHover(0, 0, false);
        // what follows the mouse (the brush outline, its refusal note) goes with it; a drag under way keeps its own
        if (toolButton == 0) {
            tools.active().exit();
            view.repaint();
        }
    }

    @Override
    public void mouseWheelMoved(MouseWheelEvent e) {
        if (view.wheelHook(e)) {
            view.repaint();
            return;
        }
        double factor = Math.pow(1.2, -e.getPreciseWheelRotation());
        view.camera().zoomAt(e.getX(), e.getY(), factor);
        remember(e);
        view.cameraChanged();
    }

    private void hover(MouseEvent e) {
        ToolEvent te = toolEvent(e, 0);
        TileLayer l = ws.currentTileLayer();
        view.fireHover(te.tileX(), te.tileY(), l != null && l.grid().contains(te.tileX(), te.tileY()));
    }

    /** Keys pressed on the canvas that no binding took go to the active tool. */
    boolean key(KeyEvent e) {
        return tools.active().key(e);
    }
}
