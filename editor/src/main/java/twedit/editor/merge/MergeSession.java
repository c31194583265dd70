package twedit.editor.merge;

import java.util.Arrays;
import java.util.List;
import twedit.model.document.MapDocument;
import twedit.model.merge.Conflict;
import twedit.model.merge.MergeResult;

/**
 * One merge being resolved in a tab: its conflicts and which of them are settled. A conflict is settled while the
 * undo step that settled it (Take Ours, Take Theirs, All Ours, All Theirs) is done in the merged map's document, so
 * undoing that step reopens it and redoing it settles it again.
 */
final class MergeSession {
    private final String theirs;
    private final MapDocument document;
    private final List<Conflict> conflicts;
    private final List<String> notes;
    /** Per conflict: the step that settled it last (null: never settled) and the side it took. */
    private final Object[] steps;

    private final String[] sides;
    /** Per conflict: the state last seen, kept when the history forgets the step (it stays as it was then). */
    private final String[] known;

    MergeSession(String theirs, MergeResult result, MapDocument document) {
        this.theirs = theirs;
        this.document = document;
        this.conflicts = List.copyOf(result.conflicts());
        this.notes = result.notes();
        this.steps = new Object[conflicts.size()];
        this.sides = new String[conflicts.size()];
        this.known = new String[conflicts.size()];
    }

    String theirs() {
        return theirs;
    }

    MapDocument document() {
        return document;
    }

    List<Conflict> conflicts() {
        return conflicts;
    }

    List<String> notes() {
        return notes;
    }

    /** What settles conflict {@code i} now: null while open, else "ours" or "theirs", as the document's history says. */
    String settled(int i) {
        if (i < 0 || i >= steps.length || steps[i] == null) {
            return null;
        }
        switch (document.stepState(steps[i])) {
            case DONE -> known[i] = sides[i];
            case UNDONE -> known[i] = null;
            case FORGOTTEN -> {
                // the history let go of the step: the conflict stays as it was last seen
            }
        }
        return known[i];
    }

    /** Records that the document's last step settled conflict {@code i} by taking {@code side}. */
    void settle(int i, String side) {
        steps[i] = document.lastStep();
        sides[i] = side;
        known[i] = steps[i] == null ? null : side;
    }

    /** Brings every conflict's state up to date with the document (after each of its events). */
    void refresh() {
        for (int i = 0; i < steps.length; i++) {
            settled(i);
        }
    }

    int open() {
        int n = 0;
        for (int i = 0; i < conflicts.size(); i++) {
            n += settled(i) == null ? 1 : 0;
        }
        return n;
    }

    @Override
    public String toString() {
        return "MergeSession[" + conflicts.size() + " conflicts, settled " + Arrays.toString(known) + "]";
    }
}
