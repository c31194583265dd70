package twedit.model.doctor;

import java.util.ArrayList;
import java.util.List;
import twedit.model.document.edits.Edit;
import twedit.model.document.edits.ResizeEdit;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.Location;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Entity tiles too close to the map's edge (the "VERY wrong" of DDNet 16.4): the server builds every entity of the
 * Game, Front and Switch layers (ids from 191, ENTITY_OFFSET) by looking at its 8 neighbours, lasers also at the
 * cells two away (IGameController::OnEntity), and CCollision::Entity logs "something is VERY wrong with the Switch
 * layer" (or Game, Front) for each neighbour outside the map (src/game/collision.cpp, line 1068 at tag 16.4) and
 * reads it as empty. The repair grows the map on those sides, so every cell and entity keeps its place relative to
 * the others.
 */
final class BorderEntityCheck implements Check {
    /** ENTITY_OFFSET of DDNet's mapitems.h: tile id 191 + entity number. */
    static final int ENTITY_OFFSET = 191;
    /** ENTITY_LASER_FAST_CCW .. ENTITY_LASER_FAST_CW, which look two cells away. */
    private static final int LASER_FIRST = 12;

    private static final int LASER_LAST = 18;

    /** How far from each edge the entities of one layer need the map to reach, and the first entity too close. */
    private record Margins(int left, int top, int right, int bottom, int count, int firstX, int firstY) {
        boolean any() {
            return count > 0;
        }
    }

    @Override
    public List<Finding> check(TwMap map) {
        List<Finding> out = new ArrayList<>();
        TileLayer game = map.gameLayer().orElse(null);
        if (game == null) {
            return out;
        }
        for (int gi = 0; gi < map.groups().size(); gi++) {
            Group g = map.groups().get(gi);
            for (int li = 0; li < g.layers().size(); li++) {
                Layer l = g.layers().get(li);
                if (!(l instanceof TileLayer t) || !readsEntities(t.kind())) {
                    continue;
                }
                if (t.width() != game.width() || t.height() != game.height()) {
                    continue; // physics.size first: the server reads it with the Game layer's size
                }
                Margins m = margins(t);
                if (!m.any()) {
                    continue;
                }
                String name = t.kind().defaultName();
                String what = m.count() + " entit" + (m.count() == 1 ? "y" : "ies") + " at the map's edge, first at "
                        + m.firstX() + "," + m.firstY() + " (DDNet 16.4 logs \"something is VERY wrong with the "
                        + name + " layer\" for it)";
                String fix = "grow the map by " + sides(m)
                        + " (every cell keeps its place; the Game group's tile layers move with the physics)";
                Where.Place where = Where.layer(g, gi, li);
                Where.Place at = new Where.Place(Location.cell(t, m.firstX(), m.firstY()), where.text());
                out.add(Finding.error("physics.edge-entity", at, what, Repair.of(fix, mm -> grow(mm, m))));
            }
        }
        return out;
    }

    private static boolean readsEntities(TileKind kind) {
        return kind == TileKind.GAME || kind == TileKind.FRONT || kind == TileKind.SWITCH;
    }

    private static Margins margins(TileLayer t) {
        byte[] cells = t.grid().rawCells();
        int n = t.kind().cellBytes();
        int typeByte = t.kind() == TileKind.SWITCH ? 1 : 0;
        int w = t.width();
        int h = t.height();
        int left = 0;
        int top = 0;
        int right = 0;
        int bottom = 0;
        int count = 0;
        int firstX = 0;
        int firstY = 0;
        for (int i = 0, o = 0; o < cells.length; i++, o += n) {
            int id = cells[o + typeByte] & 0xFF;
            if (id < ENTITY_OFFSET) {
                continue;
            }
            int x = i % w;
            int y = i / w;
            int entity = id - ENTITY_OFFSET;
            int reach = entity >= LASER_FIRST && entity <= LASER_LAST ? 2 : 1;
            int l = reach - x;
            int tp = reach - y;
            int r = x + reach - (w - 1);
            int b = y + reach - (h - 1);
            if (l <= 0 && tp <= 0 && r <= 0 && b <= 0) {
                continue;
            }
            if (count++ == 0) {
                firstX = x;
                firstY = y;
            }
            left = Math.max(left, l);
            top = Math.max(top, tp);
            right = Math.max(right, r);
            bottom = Math.max(bottom, b);
        }
        return new Margins(left, top, right, bottom, count, firstX, firstY);
    }

    private static String sides(Margins m) {
        List<String> s = new ArrayList<>();
        side(s, m.left(), "left");
        side(s, m.top(), "top");
        side(s, m.right(), "right");
        side(s, m.bottom(), "bottom");
        return String.join(", ", s);
    }

    private static void side(List<String> s, int cells, String where) {
        if (cells > 0) {
            s.add(cells + " cell" + (cells == 1 ? "" : "s") + " on the " + where);
        }
    }

    /**
     * Grows every tile layer of the Game group by the margins (physics layers keep one size); cells move right and
     * down by the left and top margins so they keep their places relative to each other.
     */
    private static Edit grow(TwMap map, Margins m) {
        Group game = map.gameGroup().orElse(null);
        if (game == null) {
            return null;
        }
        List<Edit> parts = new ArrayList<>();
        List<TileLayer> physics = new ArrayList<>();
        TileLayer gameLayer = map.gameLayer().orElse(null);
        for (Layer l : map.allLayers()) {
            if (l instanceof TileLayer t && t.kind().isPhysics()) {
                physics.add(t);
            }
        }
        if (gameLayer == null) {
            return null;
        }
        int w = gameLayer.width() + m.left() + m.right();
        int h = gameLayer.height() + m.top() + m.bottom();
        parts.add(new ResizeEdit("Grow the map", physics, w, h, m.left(), m.top()));
        for (Layer l : game.layers()) {
            if (l instanceof TileLayer t && !t.kind().isPhysics()) {
                parts.add(new ResizeEdit(
                        "Grow the map",
                        List.of(t),
                        t.width() + m.left() + m.right(),
                        t.height() + m.top() + m.bottom(),
                        m.left(),
                        m.top()));
            }
        }
        return RepairEdits.compose("Grow the map away from edge entities", parts);
    }
}
