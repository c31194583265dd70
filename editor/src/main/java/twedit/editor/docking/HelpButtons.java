package twedit.editor.docking;

import java.awt.Component;
import java.awt.Container;
import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import javax.swing.JButton;
import javax.swing.JPanel;
import javax.swing.JTabbedPane;

/**
 * The "?" of each stack of tabs, beside its settings menu: it opens the manual's page of the panel in front and shows
 * only while that panel has a page (F1 in a focused panel does the same).
 */
final class HelpButtons {
    /** Name of the buttons, for tests. */
    static final String NAME = "panelHelp";

    private static final String INSTALLED = "twedit.panelHelp";

    private final Map<String, Runnable> helps = new HashMap<>();

    /** Panel {@code id}'s help: what its button runs. */
    void put(String id, Runnable open) {
        helps.put(id, open);
    }

    /** Adds the button to the tab strips under {@code c} that have none yet (the framework makes new ones as panels move). */
    void install(Component c) {
        if (c instanceof DockPanel) {
            return;
        }
        if (c instanceof JTabbedPane tabs
                && tabs.getClientProperty(INSTALLED) == null
                && tabs.getClientProperty("JTabbedPane.trailingComponent") instanceof JPanel trail
                && trail.getLayout() instanceof GridBagLayout grid) {
            tabs.putClientProperty(INSTALLED, Boolean.TRUE);
            JButton b = new JButton("?");
            b.setName(NAME);
            b.setFocusable(false);
            b.putClientProperty("JButton.buttonType", "toolBarButton");
            b.setMargin(new Insets(0, 4, 0, 4));
            b.setToolTipText("This panel's page of the manual (F1 in the panel)");
            b.addActionListener(e -> front(tabs).map(helps::get).ifPresent(Runnable::run));
            // the settings menu stays at the end, the "?" just before it
            for (Component k : trail.getComponents()) {
                GridBagConstraints at = grid.getConstraints(k);
                at.gridx = 1;
                at.weightx = 0;
                grid.setConstraints(k, at);
            }
            GridBagConstraints mine = new GridBagConstraints();
            mine.gridx = 0;
            mine.weightx = 1;
            mine.anchor = GridBagConstraints.EAST;
            trail.add(b, mine);
            tabs.addChangeListener(e -> sync(tabs, b));
            sync(tabs, b);
        }
        if (c instanceof Container k) {
            for (Component child : k.getComponents()) {
                install(child);
            }
        }
    }

    private void sync(JTabbedPane tabs, JButton b) {
        b.setVisible(front(tabs).map(helps::containsKey).orElse(false));
    }

    /** The id of the panel in front of a stack. */
    private static Optional<String> front(JTabbedPane tabs) {
        Component c = tabs.getSelectedComponent();
        DockPanel p = c instanceof Container k ? panelIn(k) : null;
        return p == null ? Optional.empty() : Optional.of(p.getPersistentID());
    }

    private static DockPanel panelIn(Container c) {
        if (c instanceof DockPanel p) {
            return p;
        }
        for (Component k : c.getComponents()) {
            if (k instanceof Container n) {
                DockPanel p = panelIn(n);
                if (p != null) {
                    return p;
                }
            }
        }
        return null;
    }
}
