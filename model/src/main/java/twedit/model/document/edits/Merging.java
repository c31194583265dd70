package twedit.model.document.edits;

import java.util.ArrayList;
import java.util.List;

/**
 * Merges the edits of a finished stroke or group into as few as possible: consecutive cell edits of one layer
 * become one {@link TilePatch} (a cell keeps its value from before the first touch, like Tiled's paint command),
 * other neighbours merge through {@link Edit#mergeWith}, and what ends up changing nothing is dropped.
 */
public final class Merging {
    private Merging() {}

    /** The merged edits, which applied in order equal {@code edits} applied in order (all already applied). */
    public static List<Edit> merge(List<Edit> edits) {
        List<Edit> out = new ArrayList<>();
        int i = 0;
        int n = edits.size();
        while (i < n) {
            Edit e = edits.get(i);
            if (e instanceof CellEdit first) {
                int j = i + 1;
                while (j < n
                        && edits.get(j) instanceof CellEdit c
                        && c.layer() == first.layer()
                        && c.gridWidth() == first.gridWidth()
                        && c.gridHeight() == first.gridHeight()) {
                    j++;
                }
                if (j - i == 1) {
                    out.add(e);
                } else {
                    TilePatch.Builder b = TilePatch.mergeBuilder(first);
                    for (int k = i; k < j; k++) {
                        b.putAll((CellEdit) edits.get(k));
                    }
                    out.add(b.build(first.label()));
                }
                i = j;
                continue;
            }
            Edit last = out.isEmpty() ? null : out.get(out.size() - 1);
            Edit merged = last == null ? null : last.mergeWith(e);
            if (merged != null) {
                out.set(out.size() - 1, merged);
            } else {
                out.add(e);
            }
            i++;
        }
        out.removeIf(Edit::isNoOp);
        return out;
    }
}
