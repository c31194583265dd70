package twedit.editor.help;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Markdown of the guide's pages as HTML for Swing's HTML view: headings, paragraphs, lists, tables, block quotes,
 * code, bold, links, images and {@code <kbd>}. The pages are ours, so this subset is all they use.
 */
final class MarkdownHtml {
    private static final Pattern ORDERED = Pattern.compile("^\\d+\\.\\s+(.*)");

    private MarkdownHtml() {}

    /** The page as the body of an HTML document. */
    static String html(String markdown) {
        List<String> lines = new ArrayList<>(List.of(markdown.replace("\r", "").split("\n", -1)));
        StringBuilder out = new StringBuilder("<html><body>");
        List<String> para = new ArrayList<>();
        String list = null;
        boolean code = false;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("```")) {
                flush(out, para);
                list = closeList(out, list);
                out.append(code ? "</pre>" : "<pre>");
                code = !code;
                continue;
            }
            if (code) {
                out.append(escape(line)).append('\n');
                continue;
            }
            String t = line.strip();
            Matcher ordered = ORDERED.matcher(t);
            if (t.isEmpty() || t.startsWith("<!--")) {
                flush(out, para);
                if (t.isEmpty() && !continues(lines, i)) {
                    list = closeList(out, list);
                }
            } else if (t.startsWith("#")) {
                flush(out, para);
                list = closeList(out, list);
                int level = Math.min(4, t.indexOf(' ') < 0 ? 1 : t.indexOf(' '));
                out.append("<h")
                        .append(level)
                        .append('>')
                        .append(inline(t.substring(level).strip()));
                out.append("</h").append(level).append('>');
            } else if (t.startsWith("|")) {
                flush(out, para);
                list = closeList(out, list);
                i = table(out, lines, i) - 1;
            } else if (t.startsWith(">")) {
                flush(out, para);
                list = closeList(out, list);
                StringBuilder quote = new StringBuilder();
                while (i < lines.size() && lines.get(i).strip().startsWith(">")) {
                    quote.append(lines.get(i).strip().substring(1).strip()).append(' ');
                    i++;
                }
                i--;
                out.append("<blockquote>")
                        .append(inline(quote.toString().strip()))
                        .append("</blockquote>");
            } else if (t.startsWith("- ") || ordered.matches() && !line.startsWith(" ")) {
                flush(out, para);
                String kind = t.startsWith("- ") ? "ul" : "ol";
                if (!kind.equals(list)) {
                    closeList(out, list);
                    out.append('<').append(kind).append('>');
                    list = kind;
                }
                out.append("<li>");
                para.add(t.startsWith("- ") ? t.substring(2) : ordered.group(1));
                flushItem(out, para, lines, i);
            } else {
                para.add(t);
            }
        }
        flush(out, para);
        closeList(out, list);
        return out.append("</body></html>").toString();
    }

    /** Adds an item's continuation lines (indented) to the item and closes it at its last one. */
    private static void flushItem(StringBuilder out, List<String> para, List<String> lines, int i) {
        int j = i + 1;
        while (j < lines.size()
                && lines.get(j).startsWith("  ")
                && !lines.get(j).isBlank()) {
            para.add(lines.get(j).strip());
            lines.set(j, "<!-- taken -->");
            j++;
        }
        out.append(inline(String.join(" ", para))).append("</li>");
        para.clear();
    }

    /** Whether the list goes on after the blank line {@code i}. */
    private static boolean continues(List<String> lines, int i) {
        return i + 1 < lines.size()
                && (lines.get(i + 1).startsWith("- ")
                        || ORDERED.matcher(lines.get(i + 1)).matches());
    }

    private static String closeList(StringBuilder out, String list) {
        if (list != null) {
            out.append("</").append(list).append('>');
        }
        return null;
    }

    private static void flush(StringBuilder out, List<String> para) {
        if (!para.isEmpty()) {
            out.append("<p>").append(inline(String.join(" ", para))).append("</p>");
            para.clear();
        }
    }

    /** A table from line {@code i}; returns the line after it. */
    private static int table(StringBuilder out, List<String> lines, int i) {
        out.append("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\">");
        boolean head = true;
        while (i < lines.size() && lines.get(i).strip().startsWith("|")) {
            String row = lines.get(i).strip();
            i++;
            if (row.matches("\\|[-|: ]+\\|")) {
                continue;
            }
            String cell = head ? "th" : "td";
            out.append("<tr>");
            String inner = row.substring(1, row.endsWith("|") ? row.length() - 1 : row.length());
            for (String c : inner.split("\\|", -1)) {
                out.append('<')
                        .append(cell)
                        .append('>')
                        .append(inline(c.strip()))
                        .append("</")
                        .append(cell)
                        .append('>');
            }
            out.append("</tr>");
            head = false;
        }
        out.append("</table>");
        return i;
    }

    /** Code spans, images, links, bold and kbd within a line; everything else escaped. */
    static String inline(String s) {
        StringBuilder out = new StringBuilder();
        String[] parts = s.split("`", -1);
        for (int k = 0; k < parts.length; k++) {
            if (k % 2 == 1 && k < parts.length - 1) {
                out.append("<code>").append(escape(parts[k])).append("</code>");
            } else {
                String p = escape(k % 2 == 1 ? "`" + parts[k] : parts[k]);
                p = p.replace("&lt;kbd&gt;", "<kbd>").replace("&lt;/kbd&gt;", "</kbd>");
                p = p.replaceAll("!\\[([^\\]]*)\\]\\(([^)\\s]+)\\)", "<img src=\"$2\" alt=\"$1\">");
                p = p.replaceAll("\\[([^\\]]+)\\]\\(([^)\\s]+)\\)", "<a href=\"$2\">$1</a>");
                p = p.replaceAll("\\*\\*([^*]+)\\*\\*", "<b>$1</b>");
                out.append(p);
            }
        }
        return out.toString();
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
