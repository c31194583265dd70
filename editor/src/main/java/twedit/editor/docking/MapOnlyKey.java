package twedit.editor.docking;

import java.awt.Component;
import java.awt.Container;
import javax.swing.text.JTextComponent;

/**
 * Lets Tab reach View &gt; Map only while the map has the focus: Swing takes Tab to move the focus before any key
 * binding sees it, so the map's parts that take the focus give that use of it up (text fields keep it).
 */
final class MapOnlyKey {
    private MapOnlyKey() {}

    static void free(Component c) {
        if (c.isFocusable() && !(c instanceof JTextComponent)) {
            c.setFocusTraversalKeysEnabled(false);
        }
        if (c instanceof Container k) {
            for (Component child : k.getComponents()) {
                free(child);
            }
        }
    }
}
