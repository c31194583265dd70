package twedit.model.doctor;

import java.util.ArrayList;
import java.util.List;
import twedit.model.document.Change;
import twedit.model.document.Edit;
import twedit.model.map.TwMap;
import twedit.model.map.UnknownItem;

/** Removes the kept UUID items a map does not understand (a 0.7 map cannot hold them); revert puts them back. */
final class RemoveUnknownItemsEdit implements Edit {
    private final List<UnknownItem> before;
    private final List<UnknownItem> after;

    /** Removes the UUID items of {@code map}'s unknown items, keeping numbered ones. */
    RemoveUnknownItemsEdit(TwMap map) {
        before = List.copyOf(map.unknownItems());
        List<UnknownItem> kept = new ArrayList<>();
        for (UnknownItem u : before) {
            if (u.uuid() == null) {
                kept.add(u);
            }
        }
        after = List.copyOf(kept);
    }

    @Override
    public void apply(TwMap map) {
        map.unknownItems().clear();
        map.unknownItems().addAll(after);
    }

    @Override
    public void revert(TwMap map) {
        map.unknownItems().clear();
        map.unknownItems().addAll(before);
    }

    @Override
    public String label() {
        return "Remove DDNet items";
    }

    /** No view shows unknown items, so nothing needs redrawing. */
    @Override
    public List<Change> changes() {
        return List.of();
    }

    @Override
    public long historyBytes() {
        long n = 64;
        for (UnknownItem u : before) {
            n += 48 + 4L * u.data().length;
        }
        return n;
    }

    @Override
    public boolean isNoOp() {
        return before.size() == after.size();
    }
}
