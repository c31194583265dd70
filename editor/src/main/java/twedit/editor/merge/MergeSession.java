package twedit.editor.merge;

import java.util.ArrayList;
import java.util.List;
import twedit.model.merge.Conflict;
import twedit.model.merge.MergeResult;

/** One merge being resolved in a tab: its conflicts and which of them are settled (by taking ours or theirs). */
final class MergeSession {
    private final String theirs;
    private final List<Conflict> conflicts;
    private final List<String> notes;
    private final List<String> settled = new ArrayList<>();

    MergeSession(String theirs, MergeResult result) {
        this.theirs = theirs;
        this.conflicts = new ArrayList<>(result.conflicts());
        this.notes = result.notes();
    }

    String theirs() {
        return theirs;
    }

    List<Conflict> conflicts() {
        return conflicts;
    }

    List<String> notes() {
        return notes;
    }

    /** What was done to conflict {@code i}: null while open, else "ours" or "theirs". */
    String settled(int i) {
        return i < settled.size() ? settled.get(i) : null;
    }

    void settle(int i, String side) {
        while (settled.size() <= i) {
            settled.add(null);
        }
        settled.set(i, side);
    }

    /** Puts conflict {@code i} back among the open ones (its take-theirs was undone). */
    void reopen(int i) {
        if (i < settled.size()) {
            settled.set(i, null);
        }
    }

    int open() {
        int n = 0;
        for (int i = 0; i < conflicts.size(); i++) {
            n += settled(i) == null ? 1 : 0;
        }
        return n;
    }
}
