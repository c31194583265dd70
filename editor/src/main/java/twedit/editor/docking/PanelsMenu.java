package twedit.editor.docking;

import java.awt.event.ActionEvent;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JMenu;
import javax.swing.event.MenuEvent;
import javax.swing.event.MenuListener;

/**
 * View &gt; Panels (a check per panel: shown or hidden) and View &gt; Reset layout. Each item runs a Swing action, so
 * the menu bar lists them with the window's other actions.
 */
public final class PanelsMenu {
    private final Docks docks;
    private final JMenu panels = new JMenu("Panels");
    private final Map<String, Action> toggles = new LinkedHashMap<>();
    private final Action reset;
    private final Action mapOnly;

    PanelsMenu(Docks docks) {
        this.docks = docks;
        panels.setName("panelsMenu");
        panels.addMenuListener(new MenuListener() {
            @Override
            public void menuSelected(MenuEvent e) {
                sync(); // a tab's close button hides a panel too
            }

            @Override
            public void menuDeselected(MenuEvent e) {}

            @Override
            public void menuCanceled(MenuEvent e) {}
        });
        reset = new AbstractAction("Reset layout") {
            @Override
            public void actionPerformed(ActionEvent e) {
                docks.reset();
            }
        };
        reset.putValue(Action.SHORT_DESCRIPTION, "Put every panel back where it was at the first start");
        mapOnly = new AbstractAction("Map only") {
            @Override
            public void actionPerformed(ActionEvent e) {
                docks.toggleMapOnly();
            }
        };
        // DDNet's Tab: the map alone, and back
        mapOnly.putValue(Action.ACCELERATOR_KEY, javax.swing.KeyStroke.getKeyStroke("TAB"));
        mapOnly.putValue(Action.SHORT_DESCRIPTION, "Hide every panel and show the map alone; again to bring them back");
        mapOnly.putValue(Action.SELECTED_KEY, Boolean.FALSE);
    }

    /** View &gt; Map only (Tab): a tick while the panels are hidden. */
    public Action mapOnly() {
        return mapOnly;
    }

    /** The submenu with a check per panel but the map. */
    public JMenu panels() {
        return panels;
    }

    public Action resetLayout() {
        return reset;
    }

    /** Adds panel {@code id}'s item. */
    void added(String id, String title) {
        Action toggle = new AbstractAction(title) {
            @Override
            public void actionPerformed(ActionEvent e) {
                if (docks.isShown(id)) {
                    docks.hide(id);
                } else {
                    docks.show(id);
                }
                sync();
            }
        };
        toggle.putValue(Action.SHORT_DESCRIPTION, "Show or hide the " + title + " panel");
        toggle.putValue(Action.SELECTED_KEY, Boolean.FALSE);
        toggles.put(id, toggle);
        JCheckBoxMenuItem item = new JCheckBoxMenuItem(toggle);
        item.setName("panel." + id);
        panels.add(item);
    }

    /** Ticks the shown panels, with their titles of now. */
    void sync() {
        Map<String, String> titles = docks.titles();
        toggles.forEach((id, a) -> {
            a.putValue(Action.NAME, titles.get(id));
            a.putValue(Action.SELECTED_KEY, docks.isShown(id));
        });
        mapOnly.putValue(Action.SELECTED_KEY, docks.isMapOnly());
        docks.syncOnDemand();
    }
}
