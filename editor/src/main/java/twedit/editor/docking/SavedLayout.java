package twedit.editor.docking;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * A layout as kept in the preferences: the tree and the panels the user hid (so that a panel a later version adds is
 * shown, while one the user hid stays hidden). The text form is short, one line:
 * {@code 1|hidden,ids|h0.1800{[layers]|v0.6600{[map]|[envelopes,*problems]}}} ({@code h}/{@code v} split with the
 * first part's share, {@code [..]} a stack with {@code *} before the panel in front).
 */
public record SavedLayout(DockLayout layout, Set<String> hidden) {
    private static final String VERSION = "1";

    public SavedLayout {
        hidden = Set.copyOf(hidden);
    }

    /** The text form. */
    public String write() {
        StringBuilder b = new StringBuilder(VERSION).append('|');
        b.append(String.join(",", new java.util.TreeSet<>(hidden))).append('|');
        write(layout, b);
        return b.toString();
    }

    /** The layout written as {@code text}, or empty when it is not one (missing, damaged or of another version). */
    public static Optional<SavedLayout> read(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String[] parts = text.split("\\|", 3);
        if (parts.length != 3 || !parts[0].equals(VERSION)) {
            return Optional.empty();
        }
        Set<String> hidden = new LinkedHashSet<>();
        for (String id : parts[1].split(",")) {
            if (isId(id)) {
                hidden.add(id);
            }
        }
        try {
            Parser p = new Parser(parts[2]);
            DockLayout l = p.node();
            if (!p.atEnd()) {
                return Optional.empty();
            }
            return Optional.of(new SavedLayout(l, hidden));
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            return Optional.empty();
        }
    }

    private static void write(DockLayout l, StringBuilder b) {
        if (l instanceof DockLayout.Stack s) {
            b.append('[');
            for (int i = 0; i < s.ids().size(); i++) {
                String id = s.ids().get(i);
                b.append(i == 0 ? "" : ",")
                        .append(s.ids().size() > 1 && id.equals(s.selected()) ? "*" : "")
                        .append(id);
            }
            b.append(']');
        } else {
            DockLayout.Split s = (DockLayout.Split) l;
            // six places and a millionth more: a divider is put back at the share times the room rounded down (as
            // Swing does), so a share a hair too small would move it a pixel at every start
            double up = (Math.round(s.proportion() * 1e6) + 1) / 1e6;
            b.append(s.horizontal() ? 'h' : 'v').append(String.format(Locale.ROOT, "%.6f", up));
            b.append('{');
            write(s.first(), b);
            b.append('|');
            write(s.second(), b);
            b.append('}');
        }
    }

    static boolean isId(String s) {
        return !s.isEmpty() && s.chars().allMatch(SavedLayout::isIdChar);
    }

    private static boolean isIdChar(int c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '.';
    }

    /** Reads the tree; throws IllegalArgumentException where the text is not one. */
    private static final class Parser {
        private final String s;
        private int at;

        Parser(String s) {
            this.s = s;
        }

        boolean atEnd() {
            return at == s.length();
        }

        DockLayout node() {
            char c = s.charAt(at);
            if (c == '[') {
                return stack();
            }
            if (c != 'h' && c != 'v') {
                throw new IllegalArgumentException("a split or a stack expected at " + at);
            }
            at++;
            int start = at;
            while (at < s.length() && (Character.isDigit(s.charAt(at)) || s.charAt(at) == '.')) {
                at++;
            }
            double proportion = Double.parseDouble(s.substring(start, at));
            expect('{');
            DockLayout first = node();
            expect('|');
            DockLayout second = node();
            expect('}');
            return new DockLayout.Split(c == 'h', proportion, first, second);
        }

        private DockLayout stack() {
            expect('[');
            List<String> ids = new ArrayList<>();
            String selected = null;
            while (true) {
                boolean front = s.charAt(at) == '*';
                if (front) {
                    at++;
                }
                int start = at;
                while (at < s.length() && isIdChar(s.charAt(at))) {
                    at++;
                }
                String id = s.substring(start, at);
                if (id.isEmpty()) {
                    throw new IllegalArgumentException("an id expected at " + at);
                }
                ids.add(id);
                if (front) {
                    selected = id;
                }
                if (s.charAt(at) != ',') {
                    break;
                }
                at++;
            }
            expect(']');
            return new DockLayout.Stack(ids, selected);
        }

        private void expect(char c) {
            if (s.charAt(at) != c) {
                throw new IllegalArgumentException("'" + c + "' expected at " + at);
            }
            at++;
        }
    }
}
