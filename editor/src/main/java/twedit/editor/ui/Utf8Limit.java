package twedit.editor.ui;

import java.nio.charset.StandardCharsets;
import javax.swing.text.AttributeSet;
import javax.swing.text.BadLocationException;
import javax.swing.text.DocumentFilter;

/**
 * Keeps a text field within a byte limit counted in UTF-8 including the terminating NUL, as map strings are stored: at
 * the limit the field takes no more characters, and pasted text that does not fit is cut after its last whole word
 * that does (never inside a word or a character); the user is told by {@code onCut}.
 */
public final class Utf8Limit extends DocumentFilter {
    private final int maxBytes;
    private final Runnable onCut;
    private final boolean words;

    /**
     * A limit for names (layers, groups, envelopes: one word, usually): text that does not fit is cut after its last
     * whole character.
     *
     * @param maxBytes the limit including the NUL (e.g. 12 for a layer name)
     */
    public Utf8Limit(int maxBytes, Runnable onCut) {
        this(maxBytes, onCut, false);
    }

    private Utf8Limit(int maxBytes, Runnable onCut, boolean words) {
        this.maxBytes = maxBytes;
        this.onCut = onCut;
        this.words = words;
    }

    /**
     * A limit for prose (the map's author, credits, licence): text that does not fit is cut after its last whole word,
     * so that a field at its limit takes no half word and keeps no trailing space.
     *
     * @param maxBytes the limit including the NUL (e.g. 32 for the author)
     */
    public static Utf8Limit words(int maxBytes, Runnable onCut) {
        return new Utf8Limit(maxBytes, onCut, true);
    }

    /** The UTF-8 length of a string, without the NUL. */
    public static int bytes(String s) {
        return s == null ? 0 : s.getBytes(StandardCharsets.UTF_8).length;
    }

    /** The longest prefix of {@code s} (whole code points) of at most {@code budget} UTF-8 bytes. */
    public static String fit(String s, int budget) {
        int used = 0;
        int i = 0;
        while (i < s.length()) {
            int cp = s.codePointAt(i);
            int n = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
            if (used + n > budget) {
                break;
            }
            used += n;
            i += Character.charCount(cp);
        }
        return s.substring(0, i);
    }

    /**
     * {@code fitted} (a prefix of {@code in}) without a word it cuts: up to the last space, without that space, when
     * the cut falls inside a word. A single word put {@code alone} into the field (a layer or group name pasted over
     * the old one) has no whole word to keep and is cut after its last whole character instead: a paste that left the
     * field empty would look ignored. Added to other text, a word that does not fit is not taken.
     */
    static String wholeWords(String in, String fitted, boolean alone) {
        if (fitted.length() == in.length() || fitted.isEmpty()) {
            return fitted;
        }
        boolean insideWord = !Character.isWhitespace(in.charAt(fitted.length()))
                && !Character.isWhitespace(fitted.charAt(fitted.length() - 1));
        String kept = fitted;
        if (insideWord) {
            int space = fitted.length() - 1;
            while (space >= 0 && !Character.isWhitespace(fitted.charAt(space))) {
                space--;
            }
            kept = space >= 0 ? fitted.substring(0, space) : alone ? fitted : "";
        }
        return kept.stripTrailing();
    }

    @Override
    public void insertString(FilterBypass fb, int offset, String text, AttributeSet attr) throws BadLocationException {
        replace(fb, offset, 0, text, attr);
    }

    @Override
    public void replace(FilterBypass fb, int offset, int length, String text, AttributeSet attrs)
            throws BadLocationException {
        String in = text == null ? "" : text.replace("\n", " ").replace("\0", "");
        String current = fb.getDocument().getText(0, fb.getDocument().getLength());
        int kept = bytes(current) - bytes(current.substring(offset, offset + length));
        String cut = fit(in, Math.max(0, maxBytes - 1 - kept));
        String fitted = words ? wholeWords(in, cut, kept == 0) : cut;
        if (fitted.length() < in.length()) {
            onCut.run();
        }
        fb.replace(offset, length, fitted, attrs);
    }
}
