package twedit.editor.wayfinding;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.feature.MenuItem;
import twedit.editor.state.Workspace;
import twedit.editor.ui.Actions;
import twedit.editor.view.Camera;
import twedit.editor.view.MapView;
import twedit.model.map.TileLayer;

/**
 * DDNet's proof mode (proof_mode.cpp): around the view's centre, the range of screens players see (aspect 1:1 to
 * 16:9, outlined white), the 4:3 (red) and 16:10 (green) screens, and the tee's place (blue). The menu-background
 * mode shows the screens at the menu's zoom (0.7) and the other menu positions (time checkpoint tiles 35 to 59 of the
 * game layer) as green circles; Next Menu Position centres the view on the next of them.
 */
public final class ProofFeature implements Feature {
    /** Time checkpoint tiles: each marks a menu background position (DDNet's menu_background). */
    private static final int CHECKPOINT_FIRST = 35;

    private static final int CHECKPOINT_LAST = 59;

    /** What the overlay shows. */
    public enum Mode {
        OFF,
        INGAME,
        MENU
    }

    private Mode mode = Mode.OFF;
    private int menuIndex = -1;
    /** The menu positions found, or null until asked for since the map last changed. */
    private List<double[]> positions;

    private Workspace ws;
    private MapView view;

    @Override
    public void install(FeatureContext ctx, Contributions out) {
        ws = ctx.workspace();
        view = ctx.view();
        view.addOverlay(this::paint);
        ws.addListener(new twedit.editor.state.WorkspaceListener() {
            @Override
            public void documentReplaced() {
                positions = null;
                menuIndex = -1;
            }

            @Override
            public void documentChanged(twedit.model.document.DocumentEvent e) {
                positions = null;
            }
        });
        out.menuItem(new MenuItem(
                "View",
                Actions.of(
                        "Proof Mode: Screen Sizes",
                        null,
                        "Show the screens players see around the view's centre (1:1 to 16:9), as DDNet's proof mode",
                        () -> setMode(mode == Mode.INGAME ? Mode.OFF : Mode.INGAME)),
                "proofIngameItem"));
        out.menuItem(new MenuItem(
                "View",
                Actions.of(
                        "Proof Mode: Menu Background",
                        null,
                        "Show the screens at the menu's zoom and the menu background positions of this map",
                        () -> setMode(mode == Mode.MENU ? Mode.OFF : Mode.MENU)),
                "proofMenuItem"));
        out.menuItem(new MenuItem(
                "View",
                Actions.of(
                        "Next Menu Position",
                        null,
                        "Centre the view on the next menu background position (time checkpoint tiles)",
                        this::nextMenuPosition),
                "proofNextItem"));
    }

    public Mode mode() {
        return mode;
    }

    public void setMode(Mode m) {
        mode = m;
        view.repaint();
    }

    /** DDNet's screen size for an aspect ratio (engine/graphics.cpp CalcScreenParams): width and height in pixels. */
    public static double[] screenSize(double aspect, double zoom) {
        double f = Math.sqrt(1150.0 * 1000.0) / Math.sqrt(aspect);
        double w = f * aspect;
        double h = f;
        if (w > 1500) {
            w = 1500;
            h = w / aspect;
        }
        if (h > 1050) {
            h = 1050;
            w = h * aspect;
        }
        return new double[] {w * zoom, h * zoom};
    }

    /**
     * The menu background positions of the map (world pixels), in checkpoint order; found in one pass over the game
     * layer and kept until the map changes.
     */
    public List<double[]> menuPositions() {
        if (positions != null) {
            return positions;
        }
        List<double[]> out = new ArrayList<>();
        TileLayer game = ws.map().gameLayer().orElse(null);
        if (game != null) {
            List<List<double[]>> byId = new ArrayList<>();
            for (int i = CHECKPOINT_FIRST; i <= CHECKPOINT_LAST; i++) {
                byId.add(new ArrayList<>());
            }
            for (int y = 0; y < game.height(); y++) {
                for (int x = 0; x < game.width(); x++) {
                    int id = game.grid().get(x, y, 0);
                    if (id >= CHECKPOINT_FIRST && id <= CHECKPOINT_LAST) {
                        byId.get(id - CHECKPOINT_FIRST).add(new double[] {x * 32 + 16, y * 32 + 16});
                    }
                }
            }
            byId.forEach(out::addAll);
        }
        positions = out;
        return out;
    }

    private void nextMenuPosition() {
        List<double[]> ps = menuPositions();
        if (ps.isEmpty()) {
            return;
        }
        menuIndex = (menuIndex + 1) % ps.size();
        double[] p = ps.get(menuIndex);
        setMode(Mode.MENU);
        view.centerOnTile((p[0] - 16) / 32, (p[1] - 16) / 32, view.camera().scale());
    }

    private void paint(Graphics2D g, Camera camera) {
        if (mode == Mode.OFF) {
            return;
        }
        Camera.GroupTransform t = camera.transform(0, 0, 100, 100);
        double cx = camera.centerX();
        double cy = camera.centerY();
        double zoom = mode == Mode.MENU ? 0.7 : 1.0;
        g.setStroke(new BasicStroke(1f));
        g.setColor(Color.WHITE);
        Rectangle2D last = null;
        int steps = 20;
        for (int i = 0; i <= steps; i++) {
            double aspect = 1.0 + (16.0 / 9.0 - 1.0) * i / steps;
            Rectangle2D r = rect(t, cx, cy, screenSize(aspect, zoom));
            if (i == 0) {
                g.draw(new Line2D.Double(r.getMinX(), r.getMinY(), r.getMaxX(), r.getMinY()));
                g.draw(new Line2D.Double(r.getMinX(), r.getMaxY(), r.getMaxX(), r.getMaxY()));
            } else {
                g.draw(new Line2D.Double(r.getMinX(), r.getMinY(), last.getMinX(), last.getMinY()));
                g.draw(new Line2D.Double(r.getMaxX(), r.getMinY(), last.getMaxX(), last.getMinY()));
                g.draw(new Line2D.Double(r.getMinX(), r.getMaxY(), last.getMinX(), last.getMaxY()));
                g.draw(new Line2D.Double(r.getMaxX(), r.getMaxY(), last.getMaxX(), last.getMaxY()));
            }
            if (i == steps) {
                g.draw(new Line2D.Double(r.getMinX(), r.getMinY(), r.getMinX(), r.getMaxY()));
                g.draw(new Line2D.Double(r.getMaxX(), r.getMinY(), r.getMaxX(), r.getMaxY()));
            }
            last = r;
        }
        g.setColor(Color.RED);
        g.draw(rect(t, cx, cy, screenSize(4.0 / 3.0, zoom)));
        g.setColor(Color.GREEN);
        g.draw(rect(t, cx, cy, screenSize(16.0 / 10.0, zoom)));
        circle(g, t, cx, cy, new Color(0, 0, 255, 77));
        if (mode == Mode.MENU) {
            List<double[]> ps = menuPositions();
            if (!ps.isEmpty()) {
                double[] here = ps.get(Math.max(0, Math.min(menuIndex, ps.size() - 1)));
                for (double[] p : ps) {
                    double px = p[0] + cx - here[0];
                    double py = p[1] + cy - here[1];
                    if (px != cx || py != cy) {
                        circle(g, t, px, py, new Color(0, 255, 0, 77));
                    }
                }
            }
        }
    }

    private static Rectangle2D rect(Camera.GroupTransform t, double cx, double cy, double[] size) {
        double x0 = t.toScreenX(cx - size[0] / 2);
        double y0 = t.toScreenY(cy - size[1] / 2);
        return new Rectangle2D.Double(x0, y0, t.toScreenX(cx + size[0] / 2) - x0, t.toScreenY(cy + size[1] / 2) - y0);
    }

    private static void circle(Graphics2D g, Camera.GroupTransform t, double x, double y, Color c) {
        double r = 20 * t.scale();
        g.setColor(c);
        g.fill(new Ellipse2D.Double(t.toScreenX(x) - r, t.toScreenY(y - 3) - r, 2 * r, 2 * r));
    }
}
