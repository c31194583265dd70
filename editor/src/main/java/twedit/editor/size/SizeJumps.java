package twedit.editor.size;

import java.awt.Component;
import java.awt.Container;
import java.awt.Window;
import javax.swing.JList;
import twedit.editor.feature.Panels;
import twedit.editor.state.Workspace;
import twedit.model.map.Group;
import twedit.model.map.Layer;
import twedit.model.map.MapImage;
import twedit.model.map.MapObject;
import twedit.model.map.MapSound;

/**
 * Goes to an object a size row names: a layer becomes the current layer, an image or sound is selected in the
 * Images or Sounds tab, which comes to the front.
 */
final class SizeJumps {
    private final Workspace ws;
    private final Panels panels;
    private final Window owner;

    SizeJumps(Workspace ws, Panels panels, Window owner) {
        this.ws = ws;
        this.panels = panels;
        this.owner = owner;
    }

    /** Shows {@code target}; false when there is nowhere to go for it (envelopes, other bytes, gone objects). */
    boolean show(MapObject target) {
        if (target instanceof Layer l) {
            Group g = ws.map().groupOf(l).orElse(null);
            if (g == null) {
                return false;
            }
            ws.select(g, l);
            return true;
        }
        if (target instanceof MapImage i && ws.map().images().contains(i)) {
            return select("images", "imageList", i);
        }
        if (target instanceof MapSound s && ws.map().sounds().contains(s)) {
            return select("sounds", "soundList", s);
        }
        return false;
    }

    /** Brings the media tab to the front and selects the object in its list (found by the list's name). */
    private boolean select(String panel, String listName, Object value) {
        panels.show(panel);
        JList<?> list = null;
        if (owner != null) {
            list = find(owner, listName);
            // a tab floated out of the window lives in a window of its own
            for (Window w : owner.getOwnedWindows()) {
                list = list != null ? list : find(w, listName);
            }
        }
        if (list == null) {
            return false;
        }
        list.setSelectedValue(value, true);
        return true;
    }

    private static JList<?> find(Container c, String name) {
        for (Component k : c.getComponents()) {
            if (k instanceof JList<?> l && name.equals(l.getName())) {
                return l;
            }
            if (k instanceof Container inner) {
                JList<?> hit = find(inner, name);
                if (hit != null) {
                    return hit;
                }
            }
        }
        return null;
    }
}
