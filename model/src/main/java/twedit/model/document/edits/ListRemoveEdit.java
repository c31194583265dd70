package twedit.model.document.edits;

import twedit.model.map.TwMap;

/**
 * Removes the element at an index of a list of the map, keeping it to put it back at the same index. For images,
 * envelopes and sounds, which other objects link to, use {@link RemoveResourceEdit} instead.
 */
public final class ListRemoveEdit<T> extends ListElementEdit<T> {
    public ListRemoveEdit(String label, ListRef<T> ref, int index) {
        super(label, ref, index, ref.list().get(index));
    }

    @Override
    public void apply(TwMap map) {
        takeOut("the element to remove");
    }

    @Override
    public void revert(TwMap map) {
        putIn();
    }
}
