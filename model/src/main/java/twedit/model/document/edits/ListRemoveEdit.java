package twedit.model.document.edits;

import twedit.model.map.ListRef;
import twedit.model.map.MapMutator;

/**
 * Removes the element at an index of a list of the map, keeping it and its id to put it back at the same index. For
 * images, envelopes and sounds, which other objects link to, use {@link RemoveResourceEdit} instead.
 */
public final class ListRemoveEdit<T> extends ListElementEdit<T> {
    public ListRemoveEdit(String label, ListRef<T> ref, int index) {
        super(label, ref, index, ref.list().get(index), ref.list().idAt(index));
    }

    @Override
    public void apply(MapMutator map) {
        takeOut(map);
    }

    @Override
    public void revert(MapMutator map) {
        putIn(map);
    }
}
