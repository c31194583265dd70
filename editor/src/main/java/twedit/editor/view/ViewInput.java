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
 * The canvas input: wheel zoom to the cursor, pan by middle drag, Space+drag or the arrow keys, Esc to cancel, N/M/R
 * to flip and rotate the brush, and every other press, drag, release and move passed to the active tool.
 */
final class ViewInput extends MouseAdapter {
    private static final double PAN_STEP = 64;

    private final MapView view;
    private final Workspace ws;
    private final ToolBox tools;
    private boolean spaceDown;
    private boolean spacePanned;
    private boolean panning;
    private int lastX;
    private int lastY;
    private int toolButton;

    ViewInput(MapView view, Workspace ws, ToolBox tools) {
        this.view = view;
        this.ws = ws;
        this.tools = tools;
    }

    void install() {
        view.addMouseListener(this);
        view.addMouseMotionListener(this);
        view.addMouseWheelListener(this);
        InputMap im = view.getInputMap(JComponent.WHEN_FOCUSED);
        ActionMap am = view.getActionMap();
        bind(im, am, "LEFT", () -> pan(PAN_STEP, 0));
        bind(im, am, "RIGHT", () -> pan(-PAN_STEP, 0));
        bind(im, am, "UP", () -> pan(0, PAN_STEP));
        bind(im, am, "DOWN", () -> pan(0, -PAN_STEP));
        bind(im, am, "ESCAPE", () -> {
            tools.active().cancel();
            view.repaint();
        });
        bind(im, am, "N", tools::flipX);
        bind(im, am, "M", tools::flipY);
        bind(im, am, "R", tools::rotate);
        bind(im, am, "pressed SPACE", () -> {
            if (!spaceDown) {
                spaceDown = true;
                spacePanned = false;
            }
        });
        bind(im, am, "released SPACE", () -> {
            spaceDown = false;
            if (!spacePanned) {
                view.spaceTap().run();
            }
        });
    }

    private static void bind(InputMap im, ActionMap am, String key, Runnable r) {
        im.put(KeyStroke.getKeyStroke(key), key);
        am.put(key, new AbstractAction() {
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

    private ToolEvent toolEvent(MouseEvent e, int button) {
        Camera.GroupTransform t = view.currentTransform();
        double wx = t.toWorldX(e.getX());
        double wy = t.toWorldY(e.getY());
        return new ToolEvent(
                (int) Math.floor(wx / 32),
                (int) Math.floor(wy / 32),
                wx,
                wy,
                button,
                e.isShiftDown(),
                e.isControlDown(),
                e.isAltDown());
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
        if (panning) {
            spacePanned |= spaceDown;
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
            view.repaint();
        }
    }

    @Override
    public void mouseMoved(MouseEvent e) {
        hover(e);
        tools.active().move(toolEvent(e, 0));
        view.repaint();
    }

    @Override
    public void mouseEntered(MouseEvent e) {
        if (!view.isFocusOwner() && (e.getModifiersEx() & InputEvent.BUTTON1_DOWN_MASK) == 0) {
            view.requestFocusInWindow();
        }
    }

    @Override
    public void mouseExited(MouseEvent e) {
        view.fireHover(0, 0, false);
    }

    @Override
    public void mouseWheelMoved(MouseWheelEvent e) {
        if (view.wheelHook(e)) {
            view.repaint();
            return;
        }
        double factor = Math.pow(1.2, -e.getPreciseWheelRotation());
        view.camera().zoomAt(e.getX(), e.getY(), factor);
        view.cameraChanged();
        hover(e);
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
