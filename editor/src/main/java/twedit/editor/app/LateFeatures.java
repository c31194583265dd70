package twedit.editor.app;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Dimension;
import java.util.List;
import java.util.function.UnaryOperator;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSplitPane;
import javax.swing.JTabbedPane;
import javax.swing.SwingConstants;
import twedit.editor.envelopes.EnvelopeDock;

/**
 * The places the main window keeps for the feature panels it builds after its first frame (the Tiles tab's content,
 * the envelope dock, the side tabs), sized like what will fill them so that filling them moves nothing.
 */
final class LateFeatures {
    static final String QUAD_SOUND_TAB = "Quad / Sound";
    /** Side tabs built late, after Tiles and History, in the order the features add them. */
    private static final List<String> LATE_TABS = List.of(QUAD_SOUND_TAB, "Images", "Sounds", "Automap");
    private static final String PLACEHOLDER = "lateFeaturePlaceholder";

    private final JComponent picker;
    private final JPanel tilesHolder = new JPanel(new BorderLayout());
    private final JSplitPane split;
    private JTabbedPane tabs;

    LateFeatures(JComponent picker, JComponent mapArea) {
        this.picker = picker;
        tilesHolder.add(picker, BorderLayout.CENTER);
        JPanel dockPlace = placeholder();
        dockPlace.setPreferredSize(new Dimension(EnvelopeDock.PREFERRED_WIDTH, EnvelopeDock.PREFERRED_HEIGHT));
        dockPlace.setMinimumSize(new Dimension(0, EnvelopeDock.MINIMUM_HEIGHT));
        split = new JSplitPane(JSplitPane.VERTICAL_SPLIT, mapArea, dockPlace);
        split.setResizeWeight(1);
        split.setOneTouchExpandable(true); // the dock can be dragged down out of the way
        split.setName("envelopeSplit");
    }

    /** The side tabs: Tiles (the picker for now), History, then a place for each late tab. */
    JTabbedPane tabs(JComponent history) {
        tabs = new JTabbedPane();
        tabs.addTab("Tiles", tilesHolder);
        tabs.addTab("History", history);
        for (String t : LATE_TABS) {
            tabs.addTab(t, placeholder());
        }
        return tabs;
    }

    /** The map area over the envelope dock's place, in a vertical split. */
    JComponent mapWithDock() {
        return split;
    }

    /**
     * Puts the built features in their places: the Tiles tab becomes {@code tilesTab} of the picker, the dock goes
     * below the map, and each tab of {@code built} replaces the place of the same title (or is added at the end).
     */
    void install(UnaryOperator<JComponent> tilesTab, JComponent dock, JTabbedPane built) {
        tilesHolder.remove(picker);
        tilesHolder.add(tilesTab.apply(picker), BorderLayout.CENTER);
        tilesHolder.revalidate();
        int divider = split.getDividerLocation();
        split.setBottomComponent(dock);
        if (divider > 0) {
            split.setDividerLocation(divider);
        }
        while (built.getTabCount() > 0) {
            String title = built.getTitleAt(0);
            Component c = built.getComponentAt(0);
            built.removeTabAt(0);
            int i = tabs.indexOfTab(title);
            if (i >= 0 && isPlaceholder(tabs.getComponentAt(i))) {
                tabs.setComponentAt(i, c);
            } else {
                tabs.addTab(title, c);
            }
        }
        for (int i = tabs.getTabCount() - 1; i >= 0; i--) {
            if (isPlaceholder(tabs.getComponentAt(i))) {
                tabs.removeTabAt(i); // a place no feature claimed: never leave an empty tab behind
            }
        }
    }

    private static JPanel placeholder() {
        JPanel p = new JPanel(new BorderLayout());
        p.setName(PLACEHOLDER);
        p.add(new JLabel("Loading\u2026", SwingConstants.CENTER), BorderLayout.CENTER);
        return p;
    }

    private static boolean isPlaceholder(Component c) {
        return c != null && PLACEHOLDER.equals(c.getName());
    }
}
