package twedit.editor.tools;

import twedit.model.select.TileMatch;

/**
 * What the select tool and the magic wand do besides their gesture: whether the wand takes the connected region or
 * the whole layer, how alike the tiles must be, and whether a selection spans every tile layer of the group.
 */
public final class SelectOptions {
    private final Runnable changed;
    private boolean contiguous = true;
    private TileMatch match = TileMatch.ID_AND_FLAGS;
    private boolean groupWide;

    SelectOptions(Runnable changed) {
        this.changed = changed;
    }

    /** Whether the wand selects the 4-connected region (true) or every such tile of the layer (false). */
    public boolean contiguous() {
        return contiguous;
    }

    public void setContiguous(boolean v) {
        contiguous = v;
        changed.run();
    }

    /** How alike a tile must be to the clicked one. */
    public TileMatch match() {
        return match;
    }

    public void setMatch(TileMatch m) {
        match = m;
        changed.run();
    }

    /** Whether selections span every tile layer of the current group (cut and delete clear them all). */
    public boolean groupWide() {
        return groupWide;
    }

    public void setGroupWide(boolean v) {
        groupWide = v;
        changed.run();
    }

    /** The options as the status bar shows them, e.g. "contiguous, same id and flags". */
    String describe(boolean wand) {
        String s = wand
                ? (contiguous ? "contiguous, " : "whole layer, ")
                        + match.label().toLowerCase(java.util.Locale.ROOT)
                : "";
        if (groupWide) {
            s += (s.isEmpty() ? "" : ", ") + "all layers of the group";
        }
        return s;
    }
}
