package twedit.model.doctor;

import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import twedit.model.document.edits.CompositeEdit;
import twedit.model.document.edits.Edit;
import twedit.model.document.edits.ListRemoveEdit;
import twedit.model.document.edits.ListSetEdit;
import twedit.model.document.edits.RemoveResourceEdit;
import twedit.model.map.Envelope;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.ListRef;
import twedit.model.map.MapImage;
import twedit.model.map.MapSound;
import twedit.model.map.TwMap;

/** Builds the multi-part edits repairs need from the document's edits, ordered so the parts stay valid. */
final class RepairEdits {
    private RepairEdits() {}

    /** Null for no parts, the part itself for one, else a composite. */
    static Edit compose(String label, List<? extends Edit> parts) {
        if (parts.isEmpty()) {
            return null;
        }
        if (parts.size() == 1) {
            return parts.get(0);
        }
        return new CompositeEdit(label, parts);
    }

    /** Removes the given layers from their groups; within a group from the last index down, so indices hold. */
    static Edit removeLayers(TwMap map, Collection<? extends Layer> layers, String label) {
        Map<Layer, Boolean> wanted = new IdentityHashMap<>();
        for (Layer l : layers) {
            wanted.put(l, Boolean.TRUE);
        }
        List<Edit> parts = new ArrayList<>();
        for (Group g : map.groups()) {
            for (int i = g.layers().size() - 1; i >= 0; i--) {
                if (wanted.containsKey(g.layers().get(i))) {
                    parts.add(new ListRemoveEdit<>(label, ListRef.layers(g), i));
                }
            }
        }
        return compose(label, parts);
    }

    /** Removes images (users detached), from the last index down. */
    static Edit removeImages(TwMap map, Collection<MapImage> images, String label) {
        List<Edit> parts = new ArrayList<>();
        for (int i = map.images().size() - 1; i >= 0; i--) {
            if (containsIdentity(images, map.images().get(i))) {
                parts.add(RemoveResourceEdit.image(map, i));
            }
        }
        return compose(label, parts);
    }

    /** Removes envelopes (users detached), from the last index down. */
    static Edit removeEnvelopes(TwMap map, Collection<Envelope> envelopes, String label) {
        List<Edit> parts = new ArrayList<>();
        for (int i = map.envelopes().size() - 1; i >= 0; i--) {
            if (containsIdentity(envelopes, map.envelopes().get(i))) {
                parts.add(RemoveResourceEdit.envelope(map, i));
            }
        }
        return compose(label, parts);
    }

    /** Removes sounds (users detached), from the last index down. */
    static Edit removeSounds(TwMap map, Collection<MapSound> sounds, String label) {
        List<Edit> parts = new ArrayList<>();
        for (int i = map.sounds().size() - 1; i >= 0; i--) {
            if (containsIdentity(sounds, map.sounds().get(i))) {
                parts.add(RemoveResourceEdit.sound(map, i));
            }
        }
        return compose(label, parts);
    }

    /** Replaces the elements of a list that {@code fix} changes (null or the same object: unchanged). */
    static <T> Edit setElements(String label, ListRef<T> ref, java.util.function.UnaryOperator<T> fix) {
        List<Edit> parts = new ArrayList<>();
        for (int i = 0; i < ref.list().size(); i++) {
            T old = ref.list().get(i);
            T now = fix.apply(old);
            if (now != null && now != old) {
                parts.add(new ListSetEdit<>(label, ref, i, now));
            }
        }
        return compose(label, parts);
    }

    static boolean containsIdentity(Collection<?> c, Object o) {
        for (Object x : c) {
            if (x == o) {
                return true;
            }
        }
        return false;
    }
}
