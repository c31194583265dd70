package twedit.editor.docking;

import ModernDocking.api.DockingAPI;
import ModernDocking.internal.DockedSplitPanel;
import ModernDocking.internal.DockingPanel;
import ModernDocking.layouts.DockingLayoutNode;
import ModernDocking.layouts.DockingSimplePanelNode;
import ModernDocking.layouts.DockingSplitPanelNode;
import ModernDocking.layouts.DockingTabPanelNode;
import java.awt.Component;
import java.awt.event.MouseListener;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import javax.swing.JSplitPane;
import javax.swing.SwingUtilities;
import javax.swing.plaf.basic.BasicSplitPaneUI;

/**
 * Between our layout trees and the docking framework's: its layout nodes, and its split panels, whose dividers are put
 * in place at once (the framework moves them one event after another once shown, so the map would be redrawn at each
 * step) and whose extra room goes to the side holding the map.
 */
final class LayoutTrees {
    /** Width of a divider between panels, pixels (enough to grab, no more). */
    static final int DIVIDER = 4;

    private LayoutTrees() {}

    /** The framework's node for {@code l}; {@code tabbed} tells panels shown as tabs from the map. */
    static DockingLayoutNode node(DockingAPI docking, DockLayout l, Predicate<String> tabbed) {
        if (l instanceof DockLayout.Split s) {
            return new DockingSplitPanelNode(
                    docking,
                    node(docking, s.first(), tabbed),
                    node(docking, s.second(), tabbed),
                    s.horizontal() ? JSplitPane.HORIZONTAL_SPLIT : JSplitPane.VERTICAL_SPLIT,
                    s.proportion());
        }
        DockLayout.Stack s = (DockLayout.Stack) l;
        String first = s.ids().get(0);
        if (s.ids().size() == 1 && !tabbed.test(first)) {
            return new DockingSimplePanelNode(docking, first, DockPanel.class.getName());
        }
        DockingTabPanelNode tabs = new DockingTabPanelNode(docking, first);
        for (String id : s.ids().subList(1, s.ids().size())) {
            tabs.addTab(id);
        }
        tabs.bringToFront(tabs.findNode(s.selected()));
        return tabs;
    }

    /** Our tree for the framework's node, or null for an empty window. */
    static DockLayout layout(DockingLayoutNode n) {
        if (n instanceof DockingSplitPanelNode s) {
            DockLayout a = layout(s.getLeft());
            DockLayout b = layout(s.getRight());
            if (a == null || b == null) {
                return a == null ? b : a;
            }
            return new DockLayout.Split(
                    s.getOrientation() == JSplitPane.HORIZONTAL_SPLIT, s.getDividerProportion(), a, b);
        }
        if (n instanceof DockingTabPanelNode t) {
            List<String> ids = new ArrayList<>();
            t.getPersistentIDs().forEach(p -> ids.add(p.getPersistentID()));
            return ids.isEmpty() ? null : new DockLayout.Stack(ids, t.getSelectedTabID());
        }
        if (n instanceof DockingSimplePanelNode p) {
            return DockLayout.Stack.of(p.getPersistentID());
        }
        return null;
    }

    /**
     * Gives each split's extra room (when the window grows or shrinks) to its side holding {@code map}, shared evenly
     * where neither does; and takes off the framework's double-click on a divider, which moved it to that share.
     */
    static void weigh(DockingPanel p, Component map, boolean mapOnly) {
        if (p instanceof DockedSplitPanel s) {
            JSplitPane split = s.getSplitPane();
            boolean first = within(map, split.getLeftComponent());
            boolean second = within(map, split.getRightComponent());
            split.setResizeWeight(first ? 1 : second ? 0 : 0.5);
            if (!mapOnly) {
                split.setDividerSize(DIVIDER); // thin: the room is the map's
            }
            if (split.getUI() instanceof BasicSplitPaneUI ui && ui.getDivider() != null) {
                for (MouseListener l : ui.getDivider().getMouseListeners()) {
                    if (l == s) {
                        ui.getDivider().removeMouseListener(l);
                    }
                }
            }
            weigh(s.getLeft(), map, mapOnly);
            weigh(s.getRight(), map, mapOnly);
        }
    }

    /**
     * Lays out {@code p} and puts each divider where its layout asks, outer splits first so that the inner ones know
     * their size: the whole layout is in place before the first paint.
     */
    static void size(DockingPanel p) {
        if (p instanceof DockedSplitPanel s) {
            s.doLayout();
            JSplitPane split = s.getSplitPane();
            int room = (split.getOrientation() == JSplitPane.HORIZONTAL_SPLIT ? split.getWidth() : split.getHeight())
                    - split.getDividerSize();
            if (room > 0) {
                // rounded down as JSplitPane.setDividerLocation(double) does, which the docking framework calls
                // when the split is next resized: both put the divider on the same pixel whichever comes last
                split.setDividerLocation((int) (room * s.getLastRequestedDividerProportion()));
            }
            split.doLayout();
            size(s.getLeft());
            size(s.getRight());
        } else if (p != null) {
            p.doLayout();
        }
    }

    /** The dividers' places (pixels) of the splits in {@code p}, outer splits first. */
    static List<Integer> dividers(DockingPanel p) {
        List<Integer> out = new ArrayList<>();
        if (p instanceof DockedSplitPanel s) {
            out.add(s.getSplitPane().getDividerLocation());
            out.addAll(dividers(s.getLeft()));
            out.addAll(dividers(s.getRight()));
        }
        return out;
    }

    /** Puts the dividers of the splits in {@code p} back at {@code places} (as {@link #dividers} gave them). */
    static void setDividers(DockingPanel p, java.util.Iterator<Integer> places) {
        if (p instanceof DockedSplitPanel s && places.hasNext()) {
            JSplitPane split = s.getSplitPane();
            int px = places.next();
            int room = (split.getOrientation() == JSplitPane.HORIZONTAL_SPLIT ? split.getWidth() : split.getHeight())
                    - split.getDividerSize();
            if (room > 0) {
                // half a pixel over: the framework puts it back at the share times the room rounded down
                s.setDividerLocation((px + 0.5) / room);
            }
            split.setDividerLocation(px);
            split.doLayout();
            setDividers(s.getLeft(), places);
            setDividers(s.getRight(), places);
        }
    }

    /**
     * Hides (or shows again) every part of the splits in {@code p} that does not hold {@code map}: a split with a hidden
     * part gives the other all its room and no divider, and keeps its divider's place for when the part comes back.
     */
    static void hideBeside(DockingPanel p, Component map, boolean hide) {
        if (p instanceof DockedSplitPanel s) {
            for (DockingPanel part : new DockingPanel[] {s.getLeft(), s.getRight()}) {
                if (part == null) {
                    continue;
                }
                if (within(map, part)) {
                    hideBeside(part, map, hide);
                } else {
                    part.setVisible(!hide);
                }
            }
            JSplitPane split = s.getSplitPane();
            split.setDividerSize(hide ? 0 : DIVIDER);
            if (hide) {
                // all the room to the map's side, also when the framework puts the divider back at its share
                s.setDividerLocation(within(map, s.getLeft()) ? 1.0 : 0.0);
            }
        }
    }

    private static boolean within(Component c, Component container) {
        return container != null && (c == container || SwingUtilities.isDescendingFrom(c, container));
    }
}
