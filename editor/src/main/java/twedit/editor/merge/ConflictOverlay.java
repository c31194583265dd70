package twedit.editor.merge;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import twedit.editor.state.Workspace;
import twedit.editor.view.CellMarks;
import twedit.model.map.Group;
import twedit.model.map.Location;
import twedit.model.map.Locations;

/** The cells of a merge's conflicts, as cell marks: a red box around each, filled while it is open, green once settled. */
final class ConflictOverlay {
    private static final Color FILL = new Color(255, 40, 40, 80);
    private static final Color EDGE = new Color(255, 40, 40, 230);
    private static final Color DONE = new Color(80, 200, 80, 200);

    private final Workspace ws;
    private final CellMarks marks = new CellMarks();

    ConflictOverlay(Workspace ws) {
        this.ws = ws;
    }

    CellMarks marks() {
        return marks;
    }

    void show(MergeSession s) {
        marks.show(s == null ? null : () -> marks(s));
    }

    private List<CellMarks.Mark> marks(MergeSession s) {
        List<CellMarks.Mark> out = new ArrayList<>();
        for (int i = 0; i < s.conflicts().size(); i++) {
            if (!(s.conflicts().get(i).location() instanceof Location.Cells c)) {
                continue;
            }
            Group group = Locations.group(ws.map(), c).orElse(null);
            if (group == null) {
                continue;
            }
            boolean open = s.settled(i) == null;
            out.add(CellMarks.Mark.rect(
                    group, c.x(), c.y(), c.width(), c.height(), open ? FILL : null, open ? EDGE : DONE, 2f));
        }
        return out;
    }
}
