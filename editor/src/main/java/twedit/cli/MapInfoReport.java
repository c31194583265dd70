package twedit.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import twedit.model.codec.LoadResult;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.MapInfo;
import twedit.model.map.MapSound;
import twedit.model.map.QuadsLayer;
import twedit.model.map.SoundsLayer;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/** Describes a loaded map for `twedit info`: as a JSON tree, and as text derived from the same tree. */
final class MapInfoReport {
    private MapInfoReport() {}

    static ObjectNode json(ObjectMapper om, String file, long bytes, LoadResult r) {
        TwMap m = r.map();
        ObjectNode root = om.createObjectNode();
        root.put("file", file);
        root.put("bytes", bytes);
        root.put("form", r.form() == twedit.model.codec.SourceForm.DDNET ? "ddnet" : "0.7");
        MapInfo info = m.info();
        ObjectNode i = root.putObject("info");
        i.put("author", info.author());
        i.put("version", info.version());
        i.put("credits", info.credits());
        i.put("license", info.license());
        ArrayNode settings = root.putArray("settings");
        info.settingsOrEmpty().forEach(settings::add);
        ArrayNode images = root.putArray("images");
        for (MapImage img : m.images()) {
            ObjectNode n = images.addObject();
            n.put("name", img.name());
            n.put("width", img.width());
            n.put("height", img.height());
            n.put("embedded", !img.external());
            if (!img.external()) {
                n.put("format", img.format().name().toLowerCase(java.util.Locale.ROOT));
            }
        }
        ArrayNode envs = root.putArray("envelopes");
        for (Envelope e : m.envelopes()) {
            ObjectNode n = envs.addObject();
            n.put("name", e.name());
            n.put("kind", e.kindName());
            n.put("points", e.points().size());
            n.put("sync", e.sync());
        }
        ArrayNode groups = root.putArray("groups");
        for (Group g : m.groups()) {
            ObjectNode n = groups.addObject();
            n.put("name", g.name());
            n.put("offset_x", g.offsetX());
            n.put("offset_y", g.offsetY());
            n.put("parallax_x", g.parallaxX());
            n.put("parallax_y", g.parallaxY());
            n.put("clipping", g.clipping());
            ArrayNode layers = n.putArray("layers");
            for (Layer l : g.layers()) {
                ObjectNode ln = layers.addObject();
                ln.put("kind", l.kindLabel());
                ln.put("name", l.name());
                ln.put("detail", l.detail());
                if (l instanceof TileLayer t) {
                    ln.put("width", t.width());
                    ln.put("height", t.height());
                    if (t.image() != null) {
                        ln.put("image", t.image().name());
                    }
                } else if (l instanceof QuadsLayer q) {
                    ln.put("quads", q.quads().size());
                    if (q.image() != null) {
                        ln.put("image", q.image().name());
                    }
                } else if (l instanceof SoundsLayer s) {
                    ln.put("sources", s.sources().size());
                    if (s.sound() != null) {
                        ln.put("sound", s.sound().name());
                    }
                }
            }
        }
        ArrayNode sounds = root.putArray("sounds");
        for (MapSound s : m.sounds()) {
            ObjectNode n = sounds.addObject();
            n.put("name", s.name());
            n.put("bytes", s.data().length);
        }
        root.put("unknown_items", m.unknownItems().size());
        ArrayNode warnings = root.putArray("warnings");
        r.warningTexts().forEach(warnings::add);
        return root;
    }

    static String text(ObjectNode j) {
        StringBuilder b = new StringBuilder();
        b.append(j.get("file").asText())
                .append(": ")
                .append(j.get("form").asText())
                .append(" map, ")
                .append(j.get("bytes").asLong())
                .append(" bytes\n");
        ObjectNode info = (ObjectNode) j.get("info");
        for (String f : List.of("author", "version", "credits", "license")) {
            if (!info.get(f).isNull()) {
                ReportLines.field(b, f, info.get(f).asText(), 0);
            }
        }
        b.append("images (").append(j.get("images").size()).append("):\n");
        j.get("images")
                .forEach(n -> b.append("  ")
                        .append(n.get("name").asText())
                        .append("  ")
                        .append(n.get("width").asInt())
                        .append('x')
                        .append(n.get("height").asInt())
                        .append(
                                n.get("embedded").asBoolean()
                                        ? "  embedded " + n.get("format").asText()
                                        : "  external")
                        .append('\n'));
        b.append("envelopes (").append(j.get("envelopes").size()).append("):\n");
        j.get("envelopes")
                .forEach(n -> b.append("  ")
                        .append(n.get("kind").asText())
                        .append(" '")
                        .append(n.get("name").asText())
                        .append("'  ")
                        .append(n.get("points").asInt())
                        .append(" points")
                        .append(n.get("sync").asBoolean() ? "  sync" : "")
                        .append('\n'));
        b.append("groups (").append(j.get("groups").size()).append("):\n");
        j.get("groups").forEach(g -> {
            b.append("  '")
                    .append(g.get("name").asText())
                    .append("'  offset ")
                    .append(g.get("offset_x").asInt())
                    .append(',')
                    .append(g.get("offset_y").asInt())
                    .append("  parallax ")
                    .append(g.get("parallax_x").asInt())
                    .append(',')
                    .append(g.get("parallax_y").asInt())
                    .append(g.get("clipping").asBoolean() ? "  clipped" : "")
                    .append('\n');
            g.get("layers").forEach(l -> {
                b.append("    ")
                        .append(l.get("kind").asText())
                        .append(" '")
                        .append(l.get("name").asText())
                        .append('\'');
                if (l.has("width")) {
                    b.append("  ")
                            .append(l.get("width").asInt())
                            .append('x')
                            .append(l.get("height").asInt());
                }
                if (l.has("quads")) {
                    b.append("  ").append(l.get("quads").asInt()).append(" quads");
                }
                if (l.has("sources")) {
                    b.append("  ").append(l.get("sources").asInt()).append(" sources");
                }
                if (l.has("image")) {
                    b.append("  image ").append(l.get("image").asText());
                }
                if (l.has("sound")) {
                    b.append("  sound ").append(l.get("sound").asText());
                }
                b.append(l.get("detail").asBoolean() ? "  detail" : "").append('\n');
            });
        });
        b.append("sounds (").append(j.get("sounds").size()).append("):\n");
        j.get("sounds")
                .forEach(n -> b.append("  ")
                        .append(n.get("name").asText())
                        .append("  ")
                        .append(n.get("bytes").asInt())
                        .append(" bytes\n"));
        b.append("settings (").append(j.get("settings").size()).append("):\n");
        j.get("settings").forEach(n -> b.append("  ").append(n.asText()).append('\n'));
        if (j.get("unknown_items").asInt() > 0) {
            b.append("unknown items kept: ")
                    .append(j.get("unknown_items").asInt())
                    .append('\n');
        }
        j.get("warnings").forEach(n -> b.append("warning: ").append(n.asText()).append('\n'));
        return b.toString();
    }
}
