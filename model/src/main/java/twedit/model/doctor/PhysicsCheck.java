package twedit.model.doctor;

import java.util.ArrayList;
import java.util.List;
import twedit.model.document.edits.Edit;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.ResizeEdit;
import twedit.model.map.Color;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.Props;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/**
 * Tile layer sizes and what DDNet forces on physics layers (map-checks.md items 11, 12, 14): at least 2x2, every
 * physics layer the Game layer's size, the forced name, white colour, no detail flag, no image or colour envelope.
 */
final class PhysicsCheck implements Check {
    @Override
    public List<Finding> check(TwMap map) {
        List<Finding> out = new ArrayList<>();
        TileLayer game = map.gameLayer().orElse(null);
        for (int gi = 0; gi < map.groups().size(); gi++) {
            Group g = map.groups().get(gi);
            for (int li = 0; li < g.layers().size(); li++) {
                Layer l = g.layers().get(li);
                if (l instanceof TileLayer t) {
                    Where.Place where = Where.layer(g, gi, li);
                    size(map, t, game, where, out);
                    if (t.kind().isPhysics()) {
                        forced(t, where, out);
                    }
                }
            }
        }
        return out;
    }

    private static void size(TwMap map, TileLayer t, TileLayer game, Where.Place where, List<Finding> out) {
        int w = Math.max(2, t.width());
        int h = Math.max(2, t.height());
        if (t == game || !t.kind().isPhysics()) {
            if (t.width() < 2 || t.height() < 2) {
                String what =
                        t.kindLabel() + " layer is " + t.width() + "x" + t.height() + ", below DDNet's minimum of 2x2";
                out.add(Finding.error(
                        "layer.too-small",
                        where,
                        what,
                        Repair.of(
                                "resize to " + w + "x" + h + (t == game ? " with every physics layer" : ""),
                                m -> t == game
                                        ? Edits.resizeLayer(m, t, w, h, 0, 0)
                                        : new ResizeEdit("Resize layer", List.of(t), w, h, 0, 0))));
            }
            return;
        }
        if (game != null && (t.width() != game.width() || t.height() != game.height())) {
            int gw = game.width();
            int gh = game.height();
            out.add(Finding.error(
                    "physics.size",
                    where,
                    t.kind().defaultName() + " layer is " + t.width() + "x" + t.height() + ", the Game layer " + gw
                            + "x" + gh + " (physics layers must have the same size)",
                    Repair.of(
                            "resize to " + gw + "x" + gh + " (cells outside are cut, new cells are empty)",
                            m -> new ResizeEdit("Resize to the Game layer", List.of(t), gw, gh, 0, 0))));
        }
    }

    /** DDNet forces these on load (map-checks.md item 14): what the editor shows should be what the game uses. */
    private static void forced(TileLayer t, Where.Place where, List<Finding> out) {
        String name = t.kind().defaultName();
        List<String> wrong = new ArrayList<>();
        if (!name.equals(t.name())) {
            wrong.add("name '" + t.name() + "'");
        }
        if (!Color.WHITE.equals(t.color())) {
            wrong.add("a colour");
        }
        if (t.detail()) {
            wrong.add("the detail flag");
        }
        if (t.image() != null) {
            wrong.add("an image");
        }
        if (t.colorEnvelope() != null) {
            wrong.add("a colour envelope");
        }
        if (wrong.isEmpty()) {
            return;
        }
        out.add(Finding.warning(
                "physics.forced",
                where,
                t.kind().defaultName() + " layer has " + String.join(", ", wrong) + ", which DDNet replaces",
                Repair.of(
                        "use the name " + name + ", white, no detail flag, no image or colour envelope",
                        m -> forcedEdit(t))));
    }

    private static Edit forcedEdit(TileLayer t) {
        return RepairEdits.compose(
                "Reset physics layer",
                List.of(
                        Edits.set(t, Props.LAYER_NAME, t.kind().defaultName()),
                        Edits.set(t, Props.TILES_COLOR, Color.WHITE),
                        Edits.set(t, Props.LAYER_DETAIL, false),
                        Edits.set(t, Props.TILES_IMAGE, null),
                        Edits.set(t, Props.TILES_COLOR_ENVELOPE, null)));
    }
}
