package twedit.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import twedit.model.diff.Difference;

/** One difference as JSON: its kind, subject and line, and the fields of its kind. */
final class DiffJson {
    private DiffJson() {}

    static ObjectNode of(ObjectMapper om, Difference d) {
        ObjectNode n = om.createObjectNode();
        n.put("kind", d.kind());
        n.put("subject", d.subject());
        if (d instanceof Difference.InfoField f) {
            n.put("change", "changed");
            n.put("field", f.field());
            n.put("before", f.before());
            n.put("after", f.after());
        } else if (d instanceof Difference.Setting s) {
            n.put("change", s.change().word());
            n.put("line", s.line());
        } else if (d instanceof Difference.Thing t) {
            n.put("change", t.change().word());
            n.put("detail", t.detail());
        } else if (d instanceof Difference.Cells c) {
            n.put("change", "changed");
            n.put("layerKind", c.layerKind().defaultName());
            n.put("cells", c.count());
            ObjectNode box = n.putObject("box");
            box.put("x0", c.x0());
            box.put("y0", c.y0());
            box.put("x1", c.x1());
            box.put("y1", c.y1());
            counts(n.putObject("gained"), c.gained());
            counts(n.putObject("lost"), c.lost());
            counts(n.putObject("altered"), c.altered());
        } else if (d instanceof Difference.Objects o) {
            n.put("change", "changed");
            n.put("added", o.added());
            n.put("removed", o.removed());
            n.put("moved", o.moved());
            n.put("changed", o.changed());
        }
        n.put("text", d.text());
        return n;
    }

    private static void counts(ObjectNode n, Map<String, Integer> m) {
        m.forEach(n::put);
    }
}
