package twedit.model.toolbox;

import java.util.OptionalInt;
import twedit.model.document.Origin;
import twedit.model.document.edits.Edit;
import twedit.model.document.edits.TilePatch;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;

/**
 * DDNet's font typer (font_typer.cpp) without the keyboard: a text cursor on a tiles layer that places letter tiles
 * from the layer's image. Letter a-z is tile 1-26, digit 1-9 is tile 54-62 and 0 is tile 63 (a tileset whose
 * letters and digits sit where DDNet's font tilesets have them); space writes tile 0, backspace clears the cell left of
 * the cursor, Enter goes down a row to the column where the line started, a line full to the layer's right edge goes
 * on at the line's start one row down. Every written cell gets flags 0, as DDNet's SetTile writes it. The cursor may
 * stand one column past the right edge (x = width), as in DDNet.
 */
public final class FontTyper {
    /** DDNet's undo step name (one step per typing session). */
    public static final String LABEL = "Font typer";
    /** Who made the change. */
    public static final Origin ORIGIN = new Origin("font-typer");
    /** DDNet's LETTER_OFFSET: 'a' is tile 1. */
    public static final int LETTER_OFFSET = 1;
    /** DDNet's NUMBER_OFFSET: '1' is tile 54, '9' tile 62 and '0' tile 63 (DDNet counts KEY_1 .. KEY_0). */
    public static final int NUMBER_OFFSET = 54;

    private final TileLayer layer;
    private int x;
    private int y;
    private int lineStart;

    /** A cursor on {@code layer} at (x, y), clamped into the layer; the line starts there. */
    public FontTyper(TileLayer layer, int x, int y) {
        this.layer = layer;
        this.x = x;
        this.y = y;
        clamp();
        this.lineStart = this.x;
    }

    /** Why text mode cannot type on the layer (DDNet: a tiles layer with an image), or null. */
    public static String problem(TileLayer layer) {
        if (layer == null || layer.kind() != TileKind.TILES) {
            return "Text mode types on a tiles layer: select one.";
        }
        if (layer.image() == null) {
            return "Text mode places letter tiles from the layer's image: layer '" + layer.name() + "' has none.";
        }
        return null;
    }

    /** The tile a typed character places: a-z (either case) 1-26, 1-9 54-62, 0 63; empty for any other. */
    public static OptionalInt tileFor(char c) {
        char l = Character.toLowerCase(c);
        if (l >= 'a' && l <= 'z') {
            return OptionalInt.of(l - 'a' + LETTER_OFFSET);
        }
        if (c >= '1' && c <= '9') {
            return OptionalInt.of(c - '1' + NUMBER_OFFSET);
        }
        if (c == '0') {
            return OptionalInt.of(NUMBER_OFFSET + 9);
        }
        return OptionalInt.empty();
    }

    public TileLayer layer() {
        return layer;
    }

    public int x() {
        return x;
    }

    public int y() {
        return y;
    }

    public int lineStart() {
        return lineStart;
    }

    /** DDNet's PlaceTile: the edit writing {@code index} at the cursor (null when nothing is written). */
    public Edit place(int index) {
        Edit e = null;
        if (x == layer.width()) {
            if (index == 0) {
                clamp();
                return null;
            }
            x = lineStart;
            y++;
            if (y >= layer.height()) {
                clamp();
                return null;
            }
        } else if (index != 0 && x < lineStart) {
            lineStart = x;
        }
        e = set(x, y, index);
        x++;
        clamp();
        return e;
    }

    /** A letter or digit typed: its tile (see {@link #tileFor}); null for other characters. */
    public Edit type(char c) {
        OptionalInt t = tileFor(c);
        return t.isPresent() ? place(t.getAsInt()) : null;
    }

    /** Space: tile 0 at the cursor, which moves on. */
    public Edit space() {
        return place(0);
    }

    /** Backspace: the cursor steps left and clears that cell (nothing at the left edge). */
    public Edit backspace() {
        if (x <= 0) {
            return null;
        }
        x--;
        Edit e = set(x, y, 0);
        clamp();
        return e;
    }

    /** Enter: one row down, back to the line's start. */
    public void enter() {
        y++;
        x = lineStart;
        clamp();
    }

    /** Left arrow; with {@code word} (Ctrl) it goes on over letters, as DDNet's Ctrl+Left does. */
    public void left(boolean word) {
        x--;
        if (word) {
            while (x >= 1 && x <= layer.width() - 2 && index(x, y) != 0) {
                x--;
            }
        }
        clamp();
    }

    /** Right arrow; with {@code word} (Ctrl) it goes on over letters. */
    public void right(boolean word) {
        x++;
        if (word) {
            while (x >= 1 && x <= layer.width() - 2 && index(x, y) != 0) {
                x++;
            }
        }
        clamp();
    }

    public void up() {
        y--;
        clamp();
    }

    public void down() {
        y++;
        clamp();
    }

    private int index(int cx, int cy) {
        return layer.grid().contains(cx, cy) ? layer.grid().get(cx, cy, 0) : 0;
    }

    /** DDNet's clamp after every key: x in [0, width], y in [0, height - 1]. */
    private void clamp() {
        x = Math.max(0, Math.min(x, layer.width()));
        y = Math.max(0, Math.min(y, layer.height() - 1));
    }

    private Edit set(int cx, int cy, int index) {
        byte[] cell = new byte[layer.kind().cellBytes()];
        cell[0] = (byte) index;
        TilePatch.Builder b = TilePatch.builder(layer);
        b.set(cx, cy, cell);
        return b.build(LABEL);
    }
}
