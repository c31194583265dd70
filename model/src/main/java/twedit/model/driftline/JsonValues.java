package twedit.model.driftline;

import com.fasterxml.jackson.databind.JsonNode;

/** Typed reads from a Jackson tree that never throw, so bad types become messages instead of exceptions. */
final class JsonValues {
    private static final int MAX_SHOWN = 40;

    private JsonValues() {}

    /** True if the key is missing or JSON {@code null}: both mean "use the default" for optional fields. */
    static boolean absent(JsonNode node) {
        return node == null || node.isNull() || node.isMissingNode();
    }

    /**
     * The node as an int, or null if it is not a whole number in int range. Whole-valued decimals such as
     * {@code 64.0} count as integers because JSON has only one number type (Driftline's Godot parser reads
     * every number as a float).
     */
    static Integer intValue(JsonNode node) {
        if (node == null || !node.isNumber()) {
            return null;
        }
        if (node.isIntegralNumber()) {
            return node.canConvertToInt() ? node.intValue() : null;
        }
        double d = node.doubleValue();
        if (Double.isFinite(d) && d == Math.rint(d) && d >= Integer.MIN_VALUE && d <= Integer.MAX_VALUE) {
            return (int) d;
        }
        return null;
    }

    /** "must be an integer (got ...)" for a node that {@link #intValue} refused. */
    static String notAnInteger(JsonNode node) {
        boolean whole = node != null
                && node.isNumber()
                && (node.isIntegralNumber() || node.doubleValue() == Math.rint(node.doubleValue()));
        String what = whole
                ? "must be an integer between " + Integer.MIN_VALUE + " and " + Integer.MAX_VALUE
                : "must be an integer";
        return what + " (got " + describe(node) + ")";
    }

    /** A short description of a value for messages: the value itself for scalars, its kind otherwise. */
    static String describe(JsonNode node) {
        if (node == null || node.isMissingNode()) {
            return "nothing";
        }
        if (node.isObject()) {
            return "an object";
        }
        if (node.isArray()) {
            return "an array of " + node.size();
        }
        String text = node.toString();
        return text.length() <= MAX_SHOWN ? text : text.substring(0, MAX_SHOWN) + "...";
    }
}
