package twedit.editor.merge;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import twedit.editor.state.Workspace;
import twedit.editor.view.Camera;
import twedit.editor.view.MapView;
import twedit.model.map.Group;
import twedit.model.map.Location;
import twedit.model.map.Locations;

/** Marks the cells of the open conflicts: a red box around each, filled while it is open. */
final class ConflictOverlay implements MapView.ViewOverlay {
    private static final Color FILL = new Color(255, 40, 40, 80);
    private static final Color EDGE = new Color(255, 40, 40, 230);
    private static final Color DONE = new Color(80, 200, 80, 200);

    private final Workspace ws;
    private MergeSession shown;

    ConflictOverlay(Workspace ws) {
        this.ws = ws;
    }

    void show(MergeSession s) {
        shown = s;
    }

    @Override
    public void paint(Graphics2D g, Camera camera) {
        MergeSession s = shown;
        if (s == null) {
            return;
        }
        for (int i = 0; i < s.conflicts().size(); i++) {
            if (!(s.conflicts().get(i).location() instanceof Location.Cells c)) {
                continue;
            }
            Group group = Locations.group(ws.map(), c).orElse(null);
            if (group == null) {
                continue;
            }
            Camera.GroupTransform t = camera.transform(group);
            Rectangle2D r = new Rectangle2D.Double(
                    t.toScreenX(c.x() * 32.0),
                    t.toScreenY(c.y() * 32.0),
                    32 * t.scale() * c.width(),
                    32 * t.scale() * c.height());
            boolean open = s.settled(i) == null;
            if (open) {
                g.setColor(FILL);
                g.fill(r);
            }
            g.setStroke(new BasicStroke(2f));
            g.setColor(open ? EDGE : DONE);
            g.draw(r);
        }
    }
}
