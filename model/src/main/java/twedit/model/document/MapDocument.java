package twedit.model.document;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import twedit.model.document.edits.Change;
import twedit.model.document.edits.CompositeEdit;
import twedit.model.document.edits.Edit;
import twedit.model.document.edits.Merging;
import twedit.model.map.MapMutator;
import twedit.model.map.TwMap;

/**
 * The editable map: the one place that changes a {@link TwMap}. Every change is an {@link Edit} given to
 * {@link #apply}, which hands the edit the map's {@link MapMutator} (no one else gets it), records the edit for undo
 * and announces it to listeners as one {@link DocumentEvent} carrying the edit's {@link Origin}. Strokes (drags, paint
 * strokes) and groups (multi-edit commands) collect several edits into one labelled history step.
 * Not thread-safe: use it from one thread (the editor's event thread).
 */
public final class MapDocument {
    private final TwMap map;
    private final MapMutator mutator;
    private final History history = new History();
    private final List<DocumentListener> listeners = new ArrayList<>();
    private final Deque<Frame> frames = new ArrayDeque<>();
    private boolean firing;

    /** An open stroke or group: the edits applied since it began, not yet in the history. */
    private static final class Frame {
        final String label;
        final boolean stroke;
        final Origin origin;
        final List<Edit> edits = new ArrayList<>();

        Frame(String label, boolean stroke, Origin origin) {
            this.label = label;
            this.stroke = stroke;
            this.origin = Objects.requireNonNull(origin);
        }
    }

    public MapDocument(TwMap map) {
        this.map = Objects.requireNonNull(map);
        this.mutator = new MapMutator(map);
    }

    /** The map, for reading (rendering, building edits); change it only through {@link #apply}. */
    public TwMap map() {
        return map;
    }

    /**
     * Applies an edit, records it (or adds it to the open stroke or group) and sends one event. Its origin is that of
     * the open stroke or group, else {@link Origin#USER}.
     *
     * @return false, doing nothing, when the edit is a no-op
     */
    public boolean apply(Edit edit) {
        Frame top = frames.peek();
        return apply(edit, top != null ? top.origin : Origin.USER);
    }

    /**
     * Applies an edit produced by {@code origin}; see {@link #apply(Edit)}.
     *
     * @return false, doing nothing, when the edit is a no-op
     */
    public boolean apply(Edit edit, Origin origin) {
        checkIdle();
        Objects.requireNonNull(origin);
        if (edit.isNoOp()) {
            return false;
        }
        edit.apply(mutator);
        Frame top = frames.peek();
        if (top != null) {
            top.edits.add(edit);
            fire(
                    top.stroke ? DocumentEvent.Kind.STROKE_STEP : DocumentEvent.Kind.APPLY,
                    edit.label(),
                    origin,
                    edit.changes());
        } else {
            history.record(edit, origin);
            fire(DocumentEvent.Kind.APPLY, edit.label(), origin, edit.changes());
        }
        return true;
    }

    /** Undoes the last recorded step; false when there is none. Not allowed while a stroke or group is open. */
    public boolean undo() {
        checkIdle();
        checkNoFrame("undo");
        History.Step s = history.undoEntry();
        if (s == null) {
            return false;
        }
        s.edit().revert(mutator);
        history.stepBack();
        fire(DocumentEvent.Kind.UNDO, s.edit().label(), s.origin(), s.edit().changes());
        return true;
    }

    /** Redoes the last undone step; false when there is none. Not allowed while a stroke or group is open. */
    public boolean redo() {
        checkIdle();
        checkNoFrame("redo");
        History.Step s = history.redoEntry();
        if (s == null) {
            return false;
        }
        s.edit().apply(mutator);
        history.stepForward();
        fire(DocumentEvent.Kind.REDO, s.edit().label(), s.origin(), s.edit().changes());
        return true;
    }

    public boolean canUndo() {
        return frames.isEmpty() && history.canUndo();
    }

    public boolean canRedo() {
        return frames.isEmpty() && history.canRedo();
    }

    /** The label of the step {@link #undo} would revert, or null. */
    public String undoLabel() {
        History.Step s = history.undoEntry();
        return s == null ? null : s.edit().label();
    }

    /** The label of the step {@link #redo} would apply, or null. */
    public String redoLabel() {
        History.Step s = history.redoEntry();
        return s == null ? null : s.edit().label();
    }

    /** Whether the map differs from the last save: the history position moved away from where it was saved. */
    public boolean isModified() {
        return history.isModified() || frames.stream().anyMatch(f -> !f.edits.isEmpty());
    }

    /** Remembers the current history position as saved (call after writing the file). */
    public void markSaved() {
        checkIdle();
        checkNoFrame("mark saved");
        history.markSaved();
        fire(DocumentEvent.Kind.HISTORY, "Save", Origin.USER, List.of());
    }

    /** Marks the map as differing from its file, e.g. a salvaged map the user should save as a repaired copy. */
    public void markModified() {
        checkIdle();
        checkNoFrame("mark modified");
        history.markUnsaved();
        fire(DocumentEvent.Kind.HISTORY, "Modified", Origin.USER, List.of());
    }

    /** Starts a stroke: the edits given to {@link #strokeApply} until {@link #endStroke} become one undo step. */
    public void beginStroke(String label) {
        beginStroke(label, Origin.USER);
    }

    /** Starts a stroke produced by {@code origin}; see {@link #beginStroke(String)}. */
    public void beginStroke(String label, Origin origin) {
        checkIdle();
        frames.push(new Frame(label, true, origin));
    }

    /** Applies one step of the open stroke at once (the view updates live) without recording it yet. */
    public boolean strokeApply(Edit edit) {
        if (!inStroke()) {
            throw new IllegalStateException("no stroke is open");
        }
        return apply(edit);
    }

    /** Whether a stroke or group is open (its edits are not recorded yet). */
    public boolean inFrame() {
        return !frames.isEmpty();
    }

    /** Whether the innermost open frame is a stroke. */
    public boolean inStroke() {
        Frame top = frames.peek();
        return top != null && top.stroke;
    }

    /**
     * Ends the stroke and records its edits merged into one step (a cell keeps the value it had before the
     * stroke first touched it). A stroke that changed nothing in the end is reverted and leaves no step.
     *
     * @return whether a step was recorded
     */
    public boolean endStroke() {
        return close(true, null);
    }

    /**
     * Ends the stroke like {@link #endStroke()}, naming its step from the merged edits (so the history can say "Paint
     * 12 cells on Tiles (grass_main)" once the stroke knows what it changed); the label given at the start names it
     * while it is open.
     *
     * @return whether a step was recorded
     */
    public boolean endStroke(java.util.function.Function<List<Edit>, String> name) {
        return close(true, java.util.Objects.requireNonNull(name));
    }

    /** Reverts everything the open stroke applied with one {@link DocumentEvent.Kind#CANCEL} event; records nothing. */
    public void cancelStroke() {
        cancel(true);
    }

    /** Starts a group: the edits applied until {@link #endGroup} become one undo step with this label. Groups nest. */
    public void beginGroup(String label) {
        Frame top = frames.peek();
        beginGroup(label, top != null ? top.origin : Origin.USER);
    }

    /** Starts a group produced by {@code origin}; see {@link #beginGroup(String)}. */
    public void beginGroup(String label, Origin origin) {
        checkIdle();
        frames.push(new Frame(label, false, origin));
    }

    /** Ends the innermost group and records its edits as one step; see {@link #endStroke}. */
    public boolean endGroup() {
        return close(false, null);
    }

    /** Reverts everything the innermost group applied and records nothing. */
    public void cancelGroup() {
        cancel(false);
    }

    /**
     * Runs {@code body}, whose {@link #apply} calls become one undo step labelled {@code label}; when it throws,
     * what it applied is reverted and the exception passes on.
     *
     * @return whether a step was recorded
     */
    public boolean compound(String label, Runnable body) {
        Frame top = frames.peek();
        return compound(label, top != null ? top.origin : Origin.USER, body);
    }

    /** Runs {@code body} as one undo step produced by {@code origin}; see {@link #compound(String, Runnable)}. */
    public boolean compound(String label, Origin origin, Runnable body) {
        beginGroup(label, origin);
        try {
            body.run();
        } catch (RuntimeException | Error e) {
            while (!frames.isEmpty() && frames.peek().stroke) {
                cancel(true);
            }
            cancel(false);
            throw e;
        }
        return endGroup();
    }

    private boolean close(boolean stroke, java.util.function.Function<List<Edit>, String> name) {
        checkIdle();
        Frame f = popFrame(stroke);
        List<Edit> merged = Merging.merge(f.edits);
        if (merged.isEmpty()) {
            if (!f.edits.isEmpty()) {
                // net effect nothing: revert so even cached file blocks come back, and let the views refresh
                revertAll(f);
                fire(DocumentEvent.Kind.CANCEL, f.label, f.origin, changesOf(f.edits));
            }
            return false;
        }
        String label = name == null ? f.label : name.apply(List.copyOf(merged));
        Edit step = new CompositeEdit(label == null ? f.label : label, merged);
        Frame outer = frames.peek();
        if (outer != null) {
            outer.edits.add(step);
        } else {
            history.record(step, f.origin);
            fire(DocumentEvent.Kind.HISTORY, step.label(), f.origin, List.of());
        }
        return true;
    }

    private void cancel(boolean stroke) {
        checkIdle();
        Frame f = popFrame(stroke);
        if (!f.edits.isEmpty()) {
            revertAll(f);
            fire(DocumentEvent.Kind.CANCEL, f.label, f.origin, changesOf(f.edits));
        }
    }

    private void revertAll(Frame f) {
        for (int i = f.edits.size() - 1; i >= 0; i--) {
            f.edits.get(i).revert(mutator);
        }
    }

    private Frame popFrame(boolean stroke) {
        Frame top = frames.peek();
        if (top == null || top.stroke != stroke) {
            throw new IllegalStateException("no " + (stroke ? "stroke" : "group") + " is open");
        }
        return frames.pop();
    }

    private static List<Change> changesOf(List<Edit> edits) {
        LinkedHashSet<Change> all = new LinkedHashSet<>();
        for (Edit e : edits) {
            all.addAll(e.changes());
        }
        return new ArrayList<>(all);
    }

    /** Forgets all steps; the document stays modified if it was. */
    public void clearHistory() {
        checkNoFrame("clear the history");
        history.clear();
        fire(DocumentEvent.Kind.HISTORY, "Clear history", Origin.USER, List.of());
    }

    /** The estimated memory the recorded steps keep alive. */
    public long historyBytes() {
        return history.bytes();
    }

    /** The number of recorded steps (done and undone). */
    public int historySize() {
        return history.size();
    }

    /** The labels of the recorded steps (done and undone), oldest first, as the history shows them. */
    public List<String> historyLabels() {
        return history.labels();
    }

    /** Whether a step {@link #lastStep} named is done, undone, or no longer in the history. */
    public enum StepState {
        DONE,
        UNDONE,
        /** dropped: the oldest steps beyond the memory cap, undone steps a new edit replaced, a cleared history */
        FORGOTTEN
    }

    /**
     * An opaque handle on the step {@link #undo} would revert now (null when there is none), for a feature whose
     * state follows a step of its own through undo and redo (a settled merge conflict): ask {@link #stepState}.
     */
    public Object lastStep() {
        return frames.isEmpty() ? history.undoEntry() : null;
    }

    /** Whether the step {@code handle} (from {@link #lastStep}) is done now, undone, or forgotten. */
    public StepState stepState(Object handle) {
        int i = handle == null ? -1 : history.indexOf(handle);
        if (i < 0) {
            return StepState.FORGOTTEN;
        }
        return i < history.position() ? StepState.DONE : StepState.UNDONE;
    }

    /** The number of steps that can be undone. */
    public int historyPosition() {
        return history.position();
    }

    /** Caps the estimated history memory; the oldest steps are dropped beyond it (the newest always stays). */
    public void setHistoryLimit(long bytes) {
        history.setLimit(bytes);
    }

    public void addListener(DocumentListener l) {
        listeners.add(Objects.requireNonNull(l));
    }

    public void removeListener(DocumentListener l) {
        listeners.remove(l);
    }

    private void fire(DocumentEvent.Kind kind, String label, Origin origin, List<Change> changes) {
        if (listeners.isEmpty()) {
            return;
        }
        DocumentEvent event = new DocumentEvent(this, kind, label, origin, changes);
        firing = true;
        try {
            for (DocumentListener l : List.copyOf(listeners)) {
                l.documentChanged(event);
            }
        } finally {
            firing = false;
        }
    }

    private void checkIdle() {
        if (firing) {
            throw new IllegalStateException("listeners must not change the document while it reports a change");
        }
    }

    private void checkNoFrame(String what) {
        if (!frames.isEmpty()) {
            throw new IllegalStateException("cannot " + what + " while a stroke or group is open");
        }
    }
}
