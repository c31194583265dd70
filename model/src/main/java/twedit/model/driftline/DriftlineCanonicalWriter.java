package twedit.model.driftline;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * Writes the canonical JSON string of a map and its sha256 checksum (spec "Checksum"): fixed key order,
 * no whitespace, tiles and entities in canonical order.
 */
public final class DriftlineCanonicalWriter {
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private DriftlineCanonicalWriter() {}

    /**
     * The canonical string. Tiles and entities are written sorted whatever their list order; the bounds, boundary
     * and duplicate rules are the normalizer's job, so pass a map from {@link DriftlineReader} or
     * {@link DriftlineNormalizer}.
     */
    public static String canonicalJson(DriftlineMap map) {
        DriftlineMeta meta = map.meta();
        StringBuilder sb = new StringBuilder(128);
        // Key order is the one of the spec's "Top-level schema"; "v" is always 1 (spec "v").
        sb.append("{\"v\":1,\"meta\":{\"w\":")
                .append(meta.w())
                .append(",\"h\":")
                .append(meta.h())
                .append(",\"tile_size\":")
                .append(meta.tileSize())
                .append(",\"tileset\":");
        appendString(sb, meta.tileset());
        sb.append("},\"layers\":{");
        for (DriftlineLayer layer : DriftlineLayer.values()) {
            if (layer.ordinal() > 0) {
                sb.append(',');
            }
            sb.append('"').append(layer.jsonName()).append("\":[");
            List<DriftlineTile> tiles = new ArrayList<>(map.layers().get(layer));
            tiles.sort(DriftlineTile.ORDER);
            for (int i = 0; i < tiles.size(); i++) {
                DriftlineTile t = tiles.get(i);
                sb.append(i > 0 ? ",[" : "[")
                        .append(t.x())
                        .append(',')
                        .append(t.y())
                        .append(',')
                        .append(t.ax())
                        .append(',')
                        .append(t.ay())
                        .append(']');
            }
            sb.append(']');
        }
        sb.append("},\"entities\":[");
        List<DriftlineEntity> entities = new ArrayList<>(map.entities());
        entities.sort(DriftlineEntity.ORDER);
        for (int i = 0; i < entities.size(); i++) {
            DriftlineEntity e = entities.get(i);
            sb.append(i > 0 ? ",{\"type\":" : "{\"type\":");
            appendString(sb, e.type().jsonName());
            sb.append(",\"x\":")
                    .append(e.x())
                    .append(",\"y\":")
                    .append(e.y())
                    .append(",\"team\":")
                    .append(e.team())
                    .append('}');
        }
        sb.append("]}");
        return sb.toString();
    }

    /** The map's checksum: sha256 of its canonical string. */
    public static String checksum(DriftlineMap map) {
        return sha256Hex(canonicalJson(map));
    }

    /** Lower-case hex sha256 of the string's UTF-8 bytes (spec "Checksum"). */
    public static String sha256Hex(String text) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(digest.digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform must provide SHA-256", e);
        }
    }

    /**
     * A JSON string with minimal escaping, as the spec does not define any: quote, backslash and control characters
     * (short forms where JSON has them), and lone surrogates, which UTF-8 cannot encode. Everything else is written
     * as is, so non-ASCII names hash as their UTF-8 bytes.
     */
    static void appendString(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\b' -> sb.append("\\b");
                case '\f' -> sb.append("\\f");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20) {
                        appendUnicodeEscape(sb, c);
                    } else if (Character.isHighSurrogate(c)
                            && i + 1 < s.length()
                            && Character.isLowSurrogate(s.charAt(i + 1))) {
                        sb.append(c).append(s.charAt(++i));
                    } else if (Character.isSurrogate(c)) {
                        appendUnicodeEscape(sb, c);
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
    }

    private static void appendUnicodeEscape(StringBuilder sb, char c) {
        sb.append("\\u")
                .append(HEX[c >> 12])
                .append(HEX[(c >> 8) & 0xF])
                .append(HEX[(c >> 4) & 0xF])
                .append(HEX[c & 0xF]);
    }
}
