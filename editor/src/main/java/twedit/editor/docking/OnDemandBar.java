package twedit.editor.docking;

import java.awt.FlowLayout;
import java.awt.Insets;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.swing.JPanel;
import javax.swing.JToggleButton;

/**
 * A button per panel needed now and then (envelopes, problems, numbers, differences, size, history): those start
 * hidden, so that the map has the room; a button opens its panel below the map (they share one stack there) or brings
 * it to the front, and closes it when it is in front, giving the room back to the map.
 */
final class OnDemandBar extends JPanel {
    private final Docks docks;
    private final Map<String, JToggleButton> buttons = new LinkedHashMap<>();

    OnDemandBar(Docks docks) {
        super(new FlowLayout(FlowLayout.RIGHT, 2, 0));
        this.docks = docks;
        setName("onDemandBar");
        setOpaque(false);
    }

    void added(String id, String title) {
        JToggleButton b = new JToggleButton(title);
        b.setName("onDemand." + id);
        b.setFocusable(false);
        b.setMargin(new Insets(1, 6, 1, 6));
        b.putClientProperty("JButton.buttonType", "toolBarButton");
        b.setToolTipText("Open or close the " + title + " panel below the map");
        b.addActionListener(a -> {
            if (docks.isShown(id) && docks.isFront(id)) {
                docks.hide(id);
            } else {
                docks.show(id);
            }
            sync();
        });
        buttons.put(id, b);
        add(b);
    }

    /** Ticks the buttons of the shown panels, with their titles of now. */
    void sync() {
        Map<String, String> titles = docks.titles();
        buttons.forEach((id, b) -> {
            b.setSelected(docks.isShown(id));
            b.setText(titles.get(id));
        });
    }
}
