package twedit.editor.help;

import java.awt.Color;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.swing.Action;
import javax.swing.InputMap;
import javax.swing.JComponent;
import javax.swing.JMenuBar;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import twedit.editor.keys.Command;
import twedit.editor.keys.Commands;
import twedit.editor.keys.KeyText;
import twedit.editor.keys.PlatformKeys;
import twedit.editor.ui.Html;

/**
 * The keyboard-shortcut sheet, generated each time from the real bindings: every menu action with a shortcut (as the
 * user may have rebound it, with the window's second keys such as Ctrl+Shift+Z for redo), the map's own keys, and
 * the mouse gestures every tile tool shares.
 */
public final class ShortcutSheet {
    /** The mouse, which has no bindings to read: what the tile tools and the map do with it. */
    static final List<Row> MOUSE = List.of(
            new Row("Mouse", "Paint with the brush (brush tool); fill (fill tools)", "Left-drag"),
            new Row("Mouse", "Grab the area into the brush, while the brush is empty", "Left-drag"),
            new Row("Mouse", "Paint the brush continuously, in any tool", "Shift+left-drag"),
            new Row("Mouse", "Capture the area into the brush, in any tool", "Right-drag"),
            new Row("Mouse", "Clear the brush, in any tool", "Right-click"),
            new Row("Mouse", "List the layers with a tile there and select one", "Ctrl+right-click"),
            new Row("Mouse", "Keep the stroke on one row or column", "Alt+left-drag"),
            new Row("Layers", "Select several layers: one more or less / a range", "Ctrl+click, Shift+click"),
            new Row("Mouse", "Pan the map", "Middle-drag, Space+left-drag"),
            new Row("Mouse", "Zoom at the mouse", "Wheel"),
            new Row(
                    "Mouse",
                    "Add a quad or sound source there, on empty space of a quads or sounds layer",
                    "Right-click"),
            new Row("Mouse", "Renumber tele, switch or tune tiles under the brush", "Shift+wheel"),
            new Row("Envelopes", "Select one more point, or take it out of the selection", "Shift+click"),
            new Row("Envelopes", "Select the points in a box", "Left-drag on empty space"),
            new Row("Envelopes", "Move the selected points together (Shift: value only)", "Left-drag a point"),
            new Row("Envelopes", "Scale the selected values (Shift: times, Alt: about their middle)", "S, mouse"),
            new Row(
                    "Envelopes",
                    "Project the selected points onto a curve from the first to the last",
                    "Right-click a selected point"),
            new Row("Envelopes", "Delete the selected points", "Delete"),
            new Row(
                    "Quads",
                    "Move a point of a quad's position envelope on the map (Ctrl: rotate it)",
                    "Left-drag its cyan handle"),
            new Row("Quads", "Select a corner; add corners of any selected quad", "Click a corner, Shift+click"),
            new Row(
                    "Quads",
                    "Move the selected corners together, snapping to other quads and the grid",
                    "Left-drag a corner"),
            new Row(
                    "Quads",
                    "Held while moving quads: ignore the grid / keep to one axis / 8 px steps",
                    "Alt, Shift, Ctrl"));

    /** One line of the sheet: where the key works, what it does, and its keys. */
    public record Row(String section, String what, String keys) {}

    private ShortcutSheet() {}

    /** The sheet's lines now, with the keys of the platform this editor runs on. */
    public static List<Row> rows(JMenuBar bar, JComponent map) {
        return rows(bar, map, PlatformKeys.current());
    }

    /** The sheet's lines now: the menus' sections in menu order, then Window, Map and Mouse, keys named as on {@code platform}. */
    public static List<Row> rows(JMenuBar bar, JComponent map, PlatformKeys platform) {
        List<Row> out = new ArrayList<>();
        JComponent root = SwingUtilities.getRootPane(bar);
        Map<Action, List<KeyStroke>> extra = new LinkedHashMap<>();
        if (root != null) {
            bound(root.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW), root).forEach(extra::put);
        }
        for (Command c : Commands.of(bar)) {
            List<String> keys = new ArrayList<>();
            if (c.key() != null) {
                keys.add(platform.text(c.key()));
            }
            Action a = c.item().getAction();
            if (a != null && extra.containsKey(a)) {
                extra.remove(a).forEach(k -> keys.add(platform.text(k)));
            }
            if (!keys.isEmpty()) {
                out.add(new Row(c.id().substring(0, c.id().indexOf('/')), stableName(c), String.join(", ", keys)));
            }
        }
        extra.forEach((a, keys) -> out.add(new Row("Window", name(a), text(keys, platform))));
        bound(map.getInputMap(JComponent.WHEN_FOCUSED), map).forEach((a, keys) -> {
            if (a.getValue(Action.NAME) != null) {
                out.add(new Row("Map", name(a), text(keys, platform)));
            }
        });
        out.addAll(MOUSE);
        return out;
    }

    /**
     * The column of each section, in order, so that {@code columns} columns are about as high (heights in lines): a
     * section starts the next column when most of it would stand below the average height.
     */
    static int[] columns(List<Integer> heights, int columns) {
        int total = heights.stream().mapToInt(Integer::intValue).sum();
        double target = (double) total / columns;
        int[] out = new int[heights.size()];
        int col = 0;
        int height = 0;
        for (int i = 0; i < heights.size(); i++) {
            int h = heights.get(i);
            if (col < columns - 1 && height > 0 && height + h / 2.0 > target) {
                col++;
                height = 0;
            }
            out[i] = col;
            height += h;
        }
        return out;
    }

    /** The lines a section takes: its title, and each row (long texts wrap in the narrow columns). */
    private static int lines(List<Row> rows) {
        int n = 2;
        for (Row r : rows) {
            n += Math.max(1, Math.max((r.what().length() + 27) / 28, (r.keys().length() + 25) / 26));
        }
        return n;
    }

    /** The name from the command's id (Undo, not "Undo Paint"), without the "..." of items that open a dialog. */
    private static String stableName(Command c) {
        String n = c.id().substring(c.id().lastIndexOf('/') + 1);
        return n.endsWith("...") ? n.substring(0, n.length() - 3) : n;
    }

    private static String name(Action a) {
        Object n = a.getValue(Action.NAME);
        return n == null ? "" : n.toString();
    }

    /** The keys, one after the other; several with the same modifiers say them once ("Shift + Left, Up, W"). */
    private static String text(List<KeyStroke> keys, PlatformKeys platform) {
        int mods = keys.get(0).getModifiers();
        boolean shared = mods != 0 && keys.size() > 2 && keys.stream().allMatch(k -> k.getModifiers() == mods);
        List<String> out = new ArrayList<>();
        keys.forEach(k -> out.add(shared ? KeyText.key(k) : platform.text(k)));
        String prefix = platform.modifiers(mods);
        return shared
                ? prefix.substring(0, prefix.length() - 1) + " + " + String.join(", ", out)
                : String.join(", ", out);
    }

    /** The actions bound in an input map with their keys, keys ordered by modifiers then key code. */
    private static Map<Action, List<KeyStroke>> bound(InputMap im, JComponent c) {
        Map<Action, List<KeyStroke>> out = new LinkedHashMap<>();
        KeyStroke[] keys = im.allKeys();
        if (keys == null) {
            return out;
        }
        List<KeyStroke> sorted = new ArrayList<>(List.of(keys));
        sorted.sort(Comparator.comparingInt(KeyStroke::getModifiers).thenComparingInt(KeyStroke::getKeyCode));
        for (KeyStroke k : sorted) {
            Object binding = im.get(k);
            Action a = binding == null ? null : c.getActionMap().get(binding);
            if (a != null && !k.isOnKeyRelease()) {
                out.computeIfAbsent(a, x -> new ArrayList<>()).add(k);
            }
        }
        // the same description on several actions (pan left, pan right) is one line
        Map<String, Action> byName = new LinkedHashMap<>();
        Map<Action, List<KeyStroke>> merged = new LinkedHashMap<>();
        out.forEach((a, ks) -> {
            Object n = a.getValue(Action.NAME);
            Action first = n == null ? a : byName.putIfAbsent(n.toString(), a);
            merged.computeIfAbsent(first == null ? a : first, x -> new ArrayList<>())
                    .addAll(ks);
        });
        return merged;
    }

    /** The sheet as HTML: its sections in order, in {@code columns} columns of about the same height. */
    public static String html(List<Row> rows, Color key, int columns) {
        Map<String, List<Row>> sections = new LinkedHashMap<>();
        rows.forEach(r ->
                sections.computeIfAbsent(r.section(), s -> new ArrayList<>()).add(r));
        List<String> names = new ArrayList<>(sections.keySet());
        int[] column = columns(names.stream().map(n -> lines(sections.get(n))).toList(), columns);
        List<StringBuilder> cols = new ArrayList<>();
        for (int i = 0; i < columns; i++) {
            cols.add(new StringBuilder());
        }
        String keyColor = String.format("#%02x%02x%02x", key.getRed(), key.getGreen(), key.getBlue());
        for (int i = 0; i < names.size(); i++) {
            StringBuilder col = cols.get(column[i]);
            col.append("<p class='h'>")
                    .append(Html.esc(names.get(i)))
                    .append("</p><table cellspacing='0' cellpadding='1'>");
            for (Row r : sections.get(names.get(i))) {
                col.append("<tr><td width='200'>")
                        .append(Html.esc(r.what()))
                        .append("</td><td><b style='color:")
                        .append(keyColor)
                        .append("'>")
                        .append(Html.esc(r.keys()))
                        .append("</b></td></tr>");
            }
            col.append("</table>");
        }
        StringBuilder out = new StringBuilder(
                "<html><head><style>p.h { font-weight: bold; font-size: 115%;"
                        + " margin-top: 8px; margin-bottom: 2px; }</style></head><body><table cellspacing='0' cellpadding='0'><tr>");
        for (int i = 0; i < columns; i++) {
            out.append(i > 0 ? "<td width='24'></td>" : "")
                    .append("<td valign='top' width='")
                    .append(100 / columns)
                    .append("%'>")
                    .append(cols.get(i))
                    .append("</td>");
        }
        return out.append("</tr></table></body></html>").toString();
    }
}
