package twedit.model.document;

import java.util.ArrayList;
import java.util.List;
import twedit.model.document.edits.Edit;

/**
 * The undo history of a document: recorded edits, the position between done and undone ones, the position at the
 * last save and a memory cap that drops the oldest entries.
 */
final class History {
    /** A recorded step: the edit and who produced it. */
    record Step(Edit edit, Origin origin) {}

    /** Default cap on the estimated history memory: 256 MiB. */
    static final long DEFAULT_LIMIT = 256L << 20;

    private final List<Step> entries = new ArrayList<>();
    private int position;
    private int savedPosition;
    private long bytes;
    private long limit = DEFAULT_LIMIT;

    /** Records an applied edit: drops everything undone, appends it and trims to the memory cap. */
    void record(Edit edit, Origin origin) {
        while (entries.size() > position) {
            bytes -= entries.remove(entries.size() - 1).edit().historyBytes();
        }
        if (savedPosition > position) {
            savedPosition = -1;
        }
        entries.add(new Step(edit, origin));
        bytes += edit.historyBytes();
        position++;
        trim();
    }

    private void trim() {
        // keep the newest entry even when it alone exceeds the cap: the user can still undo their last step
        while (bytes > limit && entries.size() > 1 && position > 1) {
            bytes -= entries.remove(0).edit().historyBytes();
            position--;
            savedPosition = savedPosition > 0 ? savedPosition - 1 : -1;
        }
    }

    boolean canUndo() {
        return position > 0;
    }

    boolean canRedo() {
        return position < entries.size();
    }

    /** The entry the next undo reverts (the caller reverts it, then calls {@link #stepBack}). */
    Step undoEntry() {
        return canUndo() ? entries.get(position - 1) : null;
    }

    /** The entry the next redo applies (the caller applies it, then calls {@link #stepForward}). */
    Step redoEntry() {
        return canRedo() ? entries.get(position) : null;
    }

    void stepBack() {
        position--;
    }

    void stepForward() {
        position++;
    }

    void markSaved() {
        savedPosition = position;
    }

    /** Forgets the saved position: the map differs from its file whatever is undone (a salvaged map). */
    void markUnsaved() {
        savedPosition = -1;
    }

    boolean isModified() {
        return position != savedPosition;
    }

    long bytes() {
        return bytes;
    }

    /** The labels of the recorded steps, oldest first. */
    List<String> labels() {
        return entries.stream().map(s -> s.edit().label()).toList();
    }

    int size() {
        return entries.size();
    }

    /** Where {@code step} is: its index among the entries (by identity), or -1 when it is not there any more. */
    int indexOf(Object step) {
        for (int i = entries.size() - 1; i >= 0; i--) {
            if (entries.get(i) == step) {
                return i;
            }
        }
        return -1;
    }

    int position() {
        return position;
    }

    void setLimit(long limit) {
        if (limit <= 0) {
            throw new IllegalArgumentException("history limit must be positive: " + limit);
        }
        this.limit = limit;
        trim();
    }

    void clear() {
        entries.clear();
        bytes = 0;
        savedPosition = savedPosition == position ? 0 : -1;
        position = 0;
    }
}
