package twedit.editor.toolbox;

import java.awt.AWTEvent;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Component;
import java.awt.Graphics2D;
import java.awt.KeyEventDispatcher;
import java.awt.KeyboardFocusManager;
import java.awt.Toolkit;
import java.awt.event.AWTEventListener;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.util.Collections;
import java.util.Set;
import java.util.WeakHashMap;
import javax.swing.JOptionPane;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import javax.swing.text.JTextComponent;
import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.feature.MenuItem;
import twedit.editor.state.WorkspaceListener;
import twedit.editor.ui.Actions;
import twedit.editor.view.Camera;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edit;
import twedit.model.map.Group;
import twedit.model.map.TileLayer;
import twedit.model.toolbox.FontTyper;

/**
 * DDNet's font typer: Ctrl+T (Tools > Type Text) turns on text mode on the current tiles layer (asking first the first
 * time on a layer, as DDNet does); letters and digits then place tiles from the layer's image at a blinking cursor
 * that starts under the mouse; Space, Backspace, Enter, the arrows (Ctrl: by word) work as in DDNet; Escape, Ctrl+T,
 * a click, another layer, another map or a shortcut with Ctrl or Alt end it. A typing session is one undo step
 * ("Font typer"), as in DDNet.
 */
public final class FontTyperFeature implements Feature {
    static final String HINT = "Text mode: letters and digits place tiles, Enter: next line, Esc: end.";

    private FeatureContext ctx;
    private final Set<TileLayer> known = Collections.newSetFromMap(new WeakHashMap<>());
    private int hoverX;
    private int hoverY;
    private FontTyper typer;
    private MapDocument doc;
    private int placed;
    private boolean blinkOn = true;
    private Timer blink;
    private final Set<Integer> swallowedKeys = new java.util.HashSet<>();
    private final KeyEventDispatcher keys = this::key;
    private final AWTEventListener clicks = this::mouse;
    private final WindowAdapter focus = new WindowAdapter() {
        @Override
        public void windowLostFocus(WindowEvent e) {
            stop();
        }
    };

    @Override
    public void install(FeatureContext context, Contributions out) {
        this.ctx = context;
        out.menuItem(new MenuItem(
                "Tools",
                Actions.of(
                        "Type Text (Font Typer)",
                        "ctrl T",
                        "Text mode: letters and numbers typed place tiles from the current layer's image (DDNet's"
                                + " font typer); Escape ends it",
                        this::toggle),
                "fontTyperItem"));
        ctx.view().addHoverListener((x, y, inside) -> {
            hoverX = x;
            hoverY = y;
        });
        ctx.view().addOverlay(this::paint);
        ctx.workspace().addListener(new WorkspaceListener() {
            @Override
            public void documentReplaced() {
                stop();
            }

            @Override
            public void selectionChanged() {
                if (typer != null && ctx.workspace().currentTileLayer() != typer.layer()) {
                    stop();
                }
            }
        });
        out.onClose(this::stop);
    }

    /** Whether text mode is on (for tests). */
    boolean active() {
        return typer != null;
    }

    void toggle() {
        if (typer != null) {
            stop();
            return;
        }
        TileLayer layer = ctx.workspace().currentTileLayer();
        String why = FontTyper.problem(layer);
        if (why != null) {
            ctx.status().setMessage(why);
            return;
        }
        MapDocument d = ctx.workspace().document();
        if (d.inFrame()) {
            ctx.status().setMessage("Finish painting first.");
            return;
        }
        if (!known.contains(layer)
                && JOptionPane.showConfirmDialog(
                                ctx.owner(),
                                "Enable text mode? Pressing letters and numbers on your keyboard will place tiles.",
                                "Text mode",
                                JOptionPane.YES_NO_OPTION)
                        != JOptionPane.YES_OPTION) {
            return;
        }
        known.add(layer);
        start(d, layer);
    }

    private void start(MapDocument d, TileLayer layer) {
        doc = d;
        typer = new FontTyper(layer, hoverX, hoverY);
        placed = 0;
        doc.beginStroke(FontTyper.LABEL, FontTyper.ORIGIN);
        KeyboardFocusManager.getCurrentKeyboardFocusManager().addKeyEventDispatcher(keys);
        Toolkit.getDefaultToolkit().addAWTEventListener(clicks, AWTEvent.MOUSE_EVENT_MASK);
        ctx.owner().addWindowFocusListener(focus);
        blink = new Timer(500, e -> {
            blinkOn = !blinkOn;
            ctx.view().repaint();
        });
        blink.start();
        ctx.view().requestFocusInWindow();
        ctx.status().setMessage(HINT);
        ctx.view().repaint();
    }

    /** Ends text mode: the session's tiles become one undo step. */
    void stop() {
        if (typer == null) {
            return;
        }
        typer = null;
        KeyboardFocusManager.getCurrentKeyboardFocusManager().removeKeyEventDispatcher(keys);
        Toolkit.getDefaultToolkit().removeAWTEventListener(clicks);
        ctx.owner().removeWindowFocusListener(focus);
        blink.stop();
        swallowedKeys.clear();
        boolean recorded = doc.inStroke() && doc.endStroke();
        doc = null;
        ctx.status()
                .setMessage("Text mode ended: " + placed + " tile" + (placed == 1 ? "" : "s") + " typed"
                        + (recorded ? " (" + FontTyper.LABEL + ", one undo step)." : ", nothing changed."));
        ctx.view().repaint();
    }

    private void mouse(AWTEvent e) {
        if (e.getID() == MouseEvent.MOUSE_PRESSED) {
            stop();
        }
    }

    private boolean key(KeyEvent e) {
        if (typer == null
                || SwingUtilities.getWindowAncestor(e.getComponent()) != ctx.owner()
                        && e.getComponent() != ctx.owner()) {
            return false;
        }
        if (e.getComponent() instanceof JTextComponent) {
            stop();
            return false;
        }
        int code = e.getKeyCode();
        if (e.getID() == KeyEvent.KEY_RELEASED) {
            return swallowedKeys.remove(code);
        }
        boolean ctrl = (e.getModifiersEx() & InputEvent.CTRL_DOWN_MASK) != 0;
        boolean other = (e.getModifiersEx() & (InputEvent.ALT_DOWN_MASK | InputEvent.META_DOWN_MASK)) != 0;
        if (e.getID() == KeyEvent.KEY_TYPED) {
            return !ctrl && !other;
        }
        if (code == KeyEvent.VK_SHIFT
                || code == KeyEvent.VK_CONTROL
                || code == KeyEvent.VK_ALT
                || code == KeyEvent.VK_META
                || code == KeyEvent.VK_ALT_GRAPH) {
            return false;
        }
        if (code == KeyEvent.VK_ESCAPE || ctrl && code == KeyEvent.VK_T) {
            swallowedKeys.add(code);
            stop();
            return true;
        }
        boolean arrow = code == KeyEvent.VK_LEFT || code == KeyEvent.VK_RIGHT;
        if ((ctrl && !arrow) || other) {
            stop(); // a shortcut: the session ends and the shortcut acts
            return false;
        }
        if (!handle(code, ctrl)) {
            if (e.getKeyChar() == KeyEvent.CHAR_UNDEFINED) {
                stop();
                return false;
            }
        }
        swallowedKeys.add(code);
        follow();
        blinkOn = true;
        ctx.view().repaint();
        return true;
    }

    /** One key of DDNet's font typer; false for a key it does not know. */
    private boolean handle(int code, boolean ctrl) {
        Edit e;
        if (code >= KeyEvent.VK_A && code <= KeyEvent.VK_Z) {
            e = typer.type((char) ('a' + code - KeyEvent.VK_A));
        } else if (code >= KeyEvent.VK_0 && code <= KeyEvent.VK_9) {
            e = typer.type((char) ('0' + code - KeyEvent.VK_0));
        } else if (code >= KeyEvent.VK_NUMPAD0 && code <= KeyEvent.VK_NUMPAD9) {
            e = typer.type((char) ('0' + code - KeyEvent.VK_NUMPAD0));
        } else if (code == KeyEvent.VK_SPACE) {
            e = typer.space();
        } else if (code == KeyEvent.VK_BACK_SPACE) {
            e = typer.backspace();
        } else {
            switch (code) {
                case KeyEvent.VK_ENTER -> typer.enter();
                case KeyEvent.VK_LEFT -> typer.left(ctrl);
                case KeyEvent.VK_RIGHT -> typer.right(ctrl);
                case KeyEvent.VK_UP -> typer.up();
                case KeyEvent.VK_DOWN -> typer.down();
                default -> {
                    return false;
                }
            }
            return true;
        }
        if (e != null) {
            doc.strokeApply(e);
            placed++;
        }
        return true;
    }

    /** Brings the cursor into view when it left it (DDNet recentres when it is far from the middle). */
    private void follow() {
        Group g = ctx.workspace().currentGroup();
        if (g == null) {
            return;
        }
        Camera.GroupTransform t = ctx.view().camera().transform(g);
        double sx = t.toScreenX(typer.x() * 32.0 + 16);
        double sy = t.toScreenY(typer.y() * 32.0 + 16);
        Component v = ctx.view();
        if (sx < 0 || sy < 0 || sx > v.getWidth() || sy > v.getHeight()) {
            ctx.view()
                    .centerOnTile(
                            typer.x() + g.offsetX() / 32.0,
                            typer.y() + g.offsetY() / 32.0,
                            ctx.view().camera().scale());
        }
    }

    private void paint(Graphics2D g, Camera camera) {
        FontTyper t = typer;
        Group group = ctx.workspace().currentGroup();
        if (t == null || group == null || !blinkOn) {
            return;
        }
        Camera.GroupTransform tr = camera.transform(group);
        int x = (int) Math.round(tr.toScreenX(t.x() * 32.0));
        int y = (int) Math.round(tr.toScreenY(t.y() * 32.0));
        int s = Math.max(4, (int) Math.round(32 * tr.scale()));
        g.setStroke(new BasicStroke(Math.max(2f, s / 10f)));
        g.setColor(new Color(255, 255, 255, 220));
        g.drawLine(x + s / 5, y + s / 8, x + s / 5, y + s - s / 8);
        g.setColor(new Color(0, 0, 0, 160));
        g.drawRect(x, y, s, s);
    }
}
