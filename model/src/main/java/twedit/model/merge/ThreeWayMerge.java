package twedit.model.merge;

import twedit.model.map.TwMap;

/**
 * The three-way merge of a map (issue 39): what theirs changed since the base is applied to ours, object by object
 * and cell by cell, through edits of a document on our map; what both changed differently stays ours and is listed
 * as a {@link Conflict}. The result is always a complete map: ours, with every change of theirs that did not
 * conflict.
 */
public final class ThreeWayMerge {
    private ThreeWayMerge() {}

    /**
     * Merges {@code theirs} into {@code ours} (which becomes the merged map: pass a map no one else uses, e.g. one
     * just loaded). The maps are paired as {@code twedit diff} pairs them.
     */
    public static MergeResult merge(TwMap base, TwMap ours, TwMap theirs) {
        MergeState s = new MergeState(base, ours, theirs);
        new InfoMerge(s).run();
        ResourceMerge resources = new ResourceMerge(s);
        resources.run();
        new LayerMerge(s).run();
        new OrderMerge(s).run();
        new ItemMerge(s).run();
        resources.finish();
        return new MergeResult(ours, s.conflicts, s.notes);
    }
}
