package twedit.editor.panels;

import java.awt.Component;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JList;
import twedit.model.map.MapImage;

/** Shows images in combo boxes by name (and a placeholder for none). */
final class NamedRenderer extends DefaultListCellRenderer {
    private final String none;

    NamedRenderer(String none) {
        this.none = none;
    }

    @Override
    public Component getListCellRendererComponent(
            JList<?> list, Object value, int index, boolean selected, boolean focus) {
        String text;
        if (value instanceof MapImage) {
            MapImage i = (MapImage) value;
            text = i.name() + (i.external() ? " (external)" : "");
        } else {
            text = value == null ? none : value.toString();
        }
        return super.getListCellRendererComponent(list, text, index, selected, focus);
    }
}
