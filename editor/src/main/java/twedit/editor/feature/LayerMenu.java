package twedit.editor.feature;

import java.util.List;
import javax.swing.JMenuItem;
import twedit.model.map.Group;
import twedit.model.map.Layer;

/**
 * Items a feature adds to a layer's or group's context menu, which the Properties panel also offers under the form
 * (a submenu becomes a button opening it), as DDNet's layer and group popups do.
 */
@FunctionalInterface
public interface LayerMenu {
    /** Fresh items for a layer of {@code group}, or for the group itself when {@code layer} is null; may be empty. */
    List<JMenuItem> items(Group group, Layer layer);
}
