package twedit.model.driftline;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Reads Driftline map JSON into a normalized {@link DriftlineMap}, refusing invalid input with one
 * {@link DriftlineException} that names every bad entry (spec "Required fields + defaults", "Canonicalization rules").
 */
public final class DriftlineReader {
    /** Strict JSON (no comments, NaN or trailing commas), shared because a configured mapper is thread-safe. */
    private static final ObjectMapper MAPPER = JsonMapper.builder().build();

    private static final String[] TILE_FIELDS = {"x", "y", "ax", "ay"};
    private static final Pattern NESTED_LOCATION =
            Pattern.compile("\\[Source: [^\\]]*?; line: (\\d+), column: (\\d+)\\]");

    private DriftlineReader() {}

    /**
     * Reads a map file (UTF-8 JSON).
     *
     * @throws IOException if the file cannot be read at all
     * @throws DriftlineException if the content is not a valid Driftline map
     */
    public static DriftlineResult read(Path file) throws IOException, DriftlineException {
        return read(Files.readAllBytes(file));
    }

    /** Reads map JSON from bytes (UTF-8; Jackson also detects UTF-16/32 and skips a byte order mark). */
    public static DriftlineResult read(byte[] json) throws DriftlineException {
        try (JsonParser parser = MAPPER.createParser(json)) {
            return fromTree(parse(parser));
        } catch (IOException e) {
            throw new DriftlineException("cannot decode JSON: " + e.getMessage(), e);
        }
    }

    /** Reads map JSON from a string, e.g. pasted from the clipboard. */
    public static DriftlineResult read(String json) throws DriftlineException {
        try (JsonParser parser = MAPPER.createParser(json)) {
            return fromTree(parse(parser));
        } catch (IOException e) {
            throw new DriftlineException("cannot decode JSON: " + e.getMessage(), e);
        }
    }

    /** One JSON value and nothing after it: trailing content usually means a broken or concatenated file. */
    private static JsonNode parse(JsonParser parser) throws IOException, DriftlineException {
        try {
            JsonNode root = MAPPER.readTree(parser);
            if (root == null || root.isMissingNode()) {
                throw new DriftlineException("empty input: a Driftline map is a JSON object");
            }
            if (parser.nextToken() != null) {
                JsonLocation at = parser.currentTokenLocation();
                throw new DriftlineException("malformed JSON at line " + at.getLineNr() + ", column " + at.getColumnNr()
                        + ": unexpected content after the top-level value");
            }
            return root;
        } catch (JsonProcessingException e) {
            throw malformed(e, parser);
        }
    }

    /** A Jackson error with line and column; limit errors (nesting depth) carry none, so ask the parser. */
    private static DriftlineException malformed(JsonProcessingException e, JsonParser parser) {
        JsonLocation at = e.getLocation() != null ? e.getLocation() : parser.currentLocation();
        String where = at == null ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
        // Jackson refers to other positions as "[Source: ...; line: 1, column: 18]"; keep only the position.
        String detail =
                NESTED_LOCATION.matcher(String.valueOf(e.getOriginalMessage())).replaceAll("line $1, column $2");
        return new DriftlineException("malformed JSON" + where + ": " + detail, e);
    }

    /** Normalizes and validates an already parsed tree (e.g. from a larger document). */
    public static DriftlineResult fromTree(JsonNode root) throws DriftlineException {
        if (root == null || root.isMissingNode()) {
            throw new DriftlineException("empty input: a Driftline map is a JSON object");
        }
        if (!root.isObject()) {
            throw new DriftlineException("top level: must be a JSON object (got " + JsonValues.describe(root) + ")");
        }
        // Input "v" is ignored: it never selects different parsing rules (spec "v").
        List<DriftlineWarning> warnings = new ArrayList<>();
        DriftlineMeta meta = DriftlineMetaReader.read(root, warnings);
        List<String> errors = new ArrayList<>();
        JsonNode layers = root.get("layers");
        if (!JsonValues.absent(layers) && !layers.isObject()) {
            errors.add("layers: must be an object (got " + JsonValues.describe(layers) + ")");
            layers = null;
        }
        Map<DriftlineLayer, List<DriftlineTile>> tiles = new EnumMap<>(DriftlineLayer.class);
        for (DriftlineLayer layer : DriftlineLayer.values()) {
            String name = "layers." + layer.jsonName();
            JsonNode array = array(JsonValues.absent(layers) ? null : layers.get(layer.jsonName()), name, errors);
            List<DriftlineTile> list = new ArrayList<>();
            for (int i = 0; i < array.size(); i++) {
                list.add(tile(array.get(i), name + "[" + i + "]", errors));
            }
            tiles.put(layer, list);
        }
        JsonNode array = array(root.get("entities"), "entities", errors);
        List<DriftlineEntity> entities = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            entities.add(entity(array.get(i), "entities[" + i + "]", errors));
        }
        return DriftlineNormalizer.normalize(meta, tiles, entities, errors, warnings);
    }

    /** The array at this field; missing or null means {@code []} (spec "layers"); any other type is an error. */
    private static JsonNode array(JsonNode node, String field, List<String> errors) {
        if (JsonValues.absent(node)) {
            return MAPPER.createArrayNode();
        }
        if (!node.isArray()) {
            errors.add(field + ": must be an array (got " + JsonValues.describe(node) + ")");
            return MAPPER.createArrayNode();
        }
        return node;
    }

    /** A placement, or null (with an error) if it is not exactly four integers (spec "Tile canonicalization"). */
    private static DriftlineTile tile(JsonNode node, String entry, List<String> errors) {
        if (!node.isArray() || node.size() != 4) {
            errors.add(
                    entry + ": must be an array [x, y, ax, ay] of 4 integers (got " + JsonValues.describe(node) + ")");
            return null;
        }
        int[] v = new int[4];
        for (int i = 0; i < 4; i++) {
            Integer value = JsonValues.intValue(node.get(i));
            if (value == null) {
                errors.add(entry + ": " + TILE_FIELDS[i] + " " + JsonValues.notAnInteger(node.get(i)));
                return null;
            }
            v[i] = value;
        }
        return new DriftlineTile(v[0], v[1], v[2], v[3]);
    }

    /** An entity, or null (with an error); unknown fields are ignored (spec "Compatibility rules"). */
    private static DriftlineEntity entity(JsonNode node, String entry, List<String> errors) {
        if (!node.isObject()) {
            errors.add(entry + ": must be an object with type, x, y and optional team (got " + JsonValues.describe(node)
                    + ")");
            return null;
        }
        JsonNode typeNode = node.get("type");
        if (JsonValues.absent(typeNode)) {
            errors.add(entry + ": type is missing (must be \"spawn\", \"flag\" or \"base\")");
            return null;
        }
        Optional<DriftlineEntityType> type =
                typeNode.isTextual() ? DriftlineEntityType.fromJsonName(typeNode.textValue()) : Optional.empty();
        if (type.isEmpty()) {
            errors.add(entry + ": type must be \"spawn\", \"flag\" or \"base\" (got " + JsonValues.describe(typeNode)
                    + ")");
            return null;
        }
        Integer x = field(node, "x", entry, errors, null);
        Integer y = x == null ? null : field(node, "y", entry, errors, null);
        Integer team = y == null ? null : field(node, "team", entry, errors, 0);
        return team == null ? null : new DriftlineEntity(type.get(), x, y, team);
    }

    /** An integer field; a missing field takes the default, or is an error if there is none. */
    private static Integer field(JsonNode object, String key, String entry, List<String> errors, Integer dflt) {
        JsonNode node = object.get(key);
        if (JsonValues.absent(node)) {
            if (dflt == null) {
                errors.add(entry + ": " + key + " is missing (an integer is required)");
            }
            return dflt;
        }
        Integer value = JsonValues.intValue(node);
        if (value == null) {
            errors.add(entry + ": " + key + " " + JsonValues.notAnInteger(node));
        }
        return value;
    }
}
