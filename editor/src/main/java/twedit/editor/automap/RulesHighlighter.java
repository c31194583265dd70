package twedit.editor.automap;

import java.awt.Color;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.swing.text.SimpleAttributeSet;
import javax.swing.text.StyleConstants;
import javax.swing.text.StyledDocument;

/** Colours the text of a {@code .rules} file: sections, keywords, flag words, numbers and comments. */
final class RulesHighlighter {
    private static final Set<String> KEYWORDS =
            Set.of("Index", "Pos", "Random", "NoDefaultRule", "NoLayerCopy", "NewRun", "Modulo");
    private static final Set<String> WORDS =
            Set.of("XFLIP", "YFLIP", "ROTATE", "NONE", "OR", "EMPTY", "FULL", "INDEX", "NOTINDEX");
    private static final Pattern TOKEN = Pattern.compile("#.*|\\[[^\\]\\n]*\\]?|-?\\d+(\\.\\d+)?%?|[A-Za-z_]+");

    private final SimpleAttributeSet plain = new SimpleAttributeSet();
    private final SimpleAttributeSet section = style(new Color(0x3d8fd6), true);
    private final SimpleAttributeSet keyword = style(new Color(0xc678dd), true);
    private final SimpleAttributeSet word = style(new Color(0xd19a66), false);
    private final SimpleAttributeSet number = style(new Color(0x56b6c2), false);
    private final SimpleAttributeSet comment = style(new Color(0x7f8c8d), false);

    RulesHighlighter(Color foreground) {
        StyleConstants.setForeground(plain, foreground);
    }

    private static SimpleAttributeSet style(Color c, boolean bold) {
        SimpleAttributeSet s = new SimpleAttributeSet();
        StyleConstants.setForeground(s, c);
        StyleConstants.setBold(s, bold);
        if (!bold) {
            StyleConstants.setItalic(s, c.equals(new Color(0x7f8c8d)));
        }
        return s;
    }

    /** Re-colours the whole document (rules files are small). */
    void highlight(StyledDocument doc, String text) {
        doc.setCharacterAttributes(0, text.length(), plain, true);
        int lineStart = 0;
        for (String line : List.of(text.split("\n", -1))) {
            String trimmed = line.stripLeading();
            if (trimmed.startsWith("#")) {
                doc.setCharacterAttributes(lineStart, line.length(), comment, true);
            } else {
                Matcher m = TOKEN.matcher(line);
                while (m.find()) {
                    SimpleAttributeSet s = styleOf(m.group());
                    if (s != null) {
                        doc.setCharacterAttributes(lineStart + m.start(), m.end() - m.start(), s, true);
                    }
                }
            }
            lineStart += line.length() + 1;
        }
    }

    private SimpleAttributeSet styleOf(String token) {
        char c = token.charAt(0);
        if (c == '#') {
            return comment;
        }
        if (c == '[') {
            return section;
        }
        if (c == '-' || Character.isDigit(c)) {
            return number;
        }
        if (KEYWORDS.contains(token)) {
            return keyword;
        }
        return WORDS.contains(token) ? word : null;
    }
}
