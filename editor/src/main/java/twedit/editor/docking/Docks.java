package twedit.editor.docking;

import ModernDocking.DockingRegion;
import ModernDocking.api.DockingAPI;
import ModernDocking.api.RootDockingPanelAPI;
import ModernDocking.internal.DockedTabbedPanel;
import ModernDocking.layouts.WindowLayout;
import ModernDocking.ui.ToolbarLocation;
import java.awt.Dimension;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.prefs.Preferences;
import java.util.stream.Collectors;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JMenuItem;
import javax.swing.JPopupMenu;

/**
 * The window's docking panels: each panel is added with its place in the default layout, then {@link #restore()}
 * shows the layout the user left (from the preferences) or the default one. Panels can be shown, hidden, retitled and
 * filled later (panels built after the first frame keep a place until then); the layout is saved when the window goes.
 */
public final class Docks {
    /** Preference key of the saved layout. */
    static final String KEY = "dockLayout";
    /** Preference key of the window's place and size: "x,y,width,height,maximized". */
    static final String BOUNDS = "windowBounds";

    private final JFrame window;
    private final Preferences prefs;
    private final DockingAPI docking;
    private final Root root;
    private final Map<String, Entry> panels = new LinkedHashMap<>();
    private final PanelsMenu menu;
    private final TabDrag drag;
    private final HelpButtons help;
    private final OnDemandBar onDemand;
    private DockPanel center;
    /** While the map is shown alone (Tab): the layout to bring back; null otherwise. */
    private DockLayout beforeMapOnly;
    /** The dividers' places (pixels) when the map was shown alone, to put back exactly. */
    private List<Integer> dividersBefore = List.of();
    /** Set once the window is gone: the framework has let go of the panels, calls after that do nothing. */
    private boolean gone;

    /** A panel and where the default layout puts it. */
    private record Entry(DockPanel panel, Slot slot) {}

    /** @param prefs where the layout is kept (the editor's preferences node) */
    public Docks(JFrame window, Preferences prefs) {
        this.window = window;
        this.prefs = prefs;
        DockedTabbedPanel.setSettingsIcon(new MenuIcon()); // the framework's is a bitmap of one colour
        docking = new DockingAPI(window) {};
        root = new Root();
        menu = new PanelsMenu(this);
        drag = new TabDrag(root, new TabDrag.Mover() {
            @Override
            public void move(String id, TabDrag.Target t) {
                Docks.this.move(id, t);
            }

            @Override
            public List<String> stackOf(String id) {
                return Docks.this.stackOf(id);
            }
        });
        help = new HelpButtons();
        onDemand = new OnDemandBar(this);
    }

    /** Gives panel {@code id} a "?" in its tab strip, shown while it is in front, that runs {@code open}. */
    public void help(String id, Runnable open) {
        help.put(id, open);
    }

    /**
     * The buttons of the panels needed now and then (those below the map: envelopes, problems, ...), which start
     * hidden: each opens or closes its panel; the window puts them beside the map tabs, where they take no height.
     */
    public JComponent onDemandBar() {
        return onDemand;
    }

    /** The component holding every panel: the window's content, between the toolbar and the status bar. */
    public JComponent root() {
        return root;
    }

    /** Adds a panel; {@link Slot#CENTER} is the map, which is always shown and never tabbed. */
    public void add(String id, String title, Slot slot, JComponent content) {
        if (!SavedLayout.isId(id) || panels.containsKey(id)) {
            throw new IllegalArgumentException("bad or repeated panel id: " + id);
        }
        DockPanel p = new DockPanel(id, title, slot != Slot.CENTER, content, m -> options(id, m));
        if (slot == Slot.CENTER) {
            center = p;
        }
        panels.put(id, new Entry(p, slot));
        docking.registerDockable(p);
        if (slot != Slot.CENTER) {
            menu.added(id, title);
        }
        if (slot == Slot.BOTTOM) {
            onDemand.added(id, title);
        }
        if (slot == Slot.CENTER) {
            MapOnlyKey.free(content);
        }
    }

    /**
     * Shows the layout saved last time, or the default one when there is none (or it does not fit these panels); the
     * window takes the place and size it had, when they are on a screen of now.
     */
    public void restore() {
        restoreBounds();
        SavedLayout saved = SavedLayout.read(prefs.get(KEY, null)).orElse(null);
        DockLayout l = saved == null ? null : saved.layout().retain(panels::containsKey);
        if (l == null || center == null || !l.panelIds().contains(center.getPersistentID())) {
            apply(defaultLayout(estimatedSize()));
            return;
        }
        apply(l);
        // panels the saved layout does not know (new ones) start where the default layout puts them
        for (String id : panels.keySet()) {
            if (!l.panelIds().contains(id) && !saved.hidden().contains(id) && slot(id) != Slot.BOTTOM) {
                show(id);
            }
        }
    }

    /** Puts every panel back where the default layout has it, and forgets the saved layout. */
    public void reset() {
        if (gone) {
            return;
        }
        beforeMapOnly = null;
        Dimension size = root.getWidth() > 0 ? root.getSize() : estimatedSize();
        apply(defaultLayout(size));
        prefs.remove(KEY);
    }

    /** Whether only the map is shown (Tab). */
    public boolean isMapOnly() {
        return beforeMapOnly != null;
    }

    /**
     * Hides every panel and shows the map alone, as DDNet's Tab does; the second time brings the panels back as they
     * were (stacks, tabs in front, divider places).
     */
    public void toggleMapOnly() {
        if (gone || center == null) {
            return;
        }
        if (beforeMapOnly != null) {
            beforeMapOnly = null;
            LayoutTrees.hideBeside(root.getPanel(), center, false);
            // the splits moved their dividers to an edge while a part was hidden: back to the pixel, now and once
            // more after the resize events the framework answers with its shares
            List<Integer> places = dividersBefore;
            root.validate();
            LayoutTrees.setDividers(root.getPanel(), places.iterator());
            javax.swing.SwingUtilities.invokeLater(() -> {
                if (!gone
                        && beforeMapOnly == null
                        && LayoutTrees.dividers(root.getPanel()).size() == places.size()) {
                    LayoutTrees.setDividers(root.getPanel(), places.iterator());
                    root.repaint();
                }
            });
        } else {
            DockLayout now = current();
            if (now == null || now.panelIds().size() <= 1) {
                return; // the map is alone already
            }
            // the panels stay docked, only out of sight: they come back with their dividers to the pixel
            beforeMapOnly = now;
            dividersBefore = LayoutTrees.dividers(root.getPanel());
            LayoutTrees.hideBeside(root.getPanel(), center, true);
        }
        root.revalidate();
        root.repaint();
        menu.sync();
    }

    /** Keeps the current layout in the preferences (done when the window goes; sooner for tests). */
    public void save() {
        if (gone || root.getWidth() <= 0 || !docking.getRootPanels().containsKey(window)) {
            return; // never laid out: its dividers mean nothing yet
        }
        DockLayout l = current();
        if (l != null) {
            Set<String> hidden = panels.keySet().stream()
                    .filter(id -> !l.panelIds().contains(id))
                    .collect(Collectors.toSet());
            prefs.put(KEY, new SavedLayout(l, hidden).write());
        }
        java.awt.Rectangle b = window.getBounds();
        boolean maximized = (window.getExtendedState() & JFrame.MAXIMIZED_BOTH) == JFrame.MAXIMIZED_BOTH;
        prefs.put(BOUNDS, WindowPlace.write(b, maximized, WindowPlace.screen()));
    }

    private void restoreBounds() {
        WindowPlace.restore(window, prefs.get(BOUNDS, null), WindowPlace.screen());
    }

    /** The layout shown now, or null when nothing is (or the window is gone). */
    public DockLayout current() {
        if (gone) {
            return null;
        }
        WindowLayout w = docking.getDockingState().getWindowLayout(window);
        return LayoutTrees.layout(w.getRootNode());
    }

    /** Whether panel {@code id} is in the layout (it may be behind another tab). */
    public boolean isShown(String id) {
        Entry e = panels.get(id);
        return e != null && !gone && docking.isDocked(e.panel());
    }

    /**
     * Brings panel {@code id} to the front, docking it first if it was hidden: into a stack of its default place that
     * is shown, else below or above its column's other stack, else at the window's edge (below the map for the bottom).
     */
    public void show(String id) {
        Entry e = panels.get(id);
        if (e == null || gone) {
            return;
        }
        if (beforeMapOnly != null) {
            toggleMapOnly(); // a panel asked for brings the others back with it
        }
        if (!docking.isDocked(e.panel())) {
            dock(e);
            menu.sync();
        }
        // its tab to the front (the framework's bringToFront also raises the window, which is not wanted here)
        java.awt.Component c = e.panel();
        while (c.getParent() != null && !(c.getParent() instanceof javax.swing.JTabbedPane)) {
            c = c.getParent();
        }
        if (c.getParent() instanceof javax.swing.JTabbedPane tabs) {
            tabs.setSelectedComponent(c);
        }
    }

    /** Brings panel {@code id} to the front of its stack when it is shown; a hidden panel stays hidden. */
    public void front(String id) {
        if (isShown(id) && beforeMapOnly == null) {
            show(id);
        }
    }

    /** Puts panel {@code id} in the stack of panel {@code with}, in front (what dropping its tab on that stack does). */
    public void stack(String id, String with) {
        Entry e = panels.get(id);
        Entry target = panels.get(with);
        if (e != null && target != null && !gone && docking.isDocked(target.panel()) && e != target) {
            docking.dock(e.panel(), target.panel(), DockingRegion.CENTER);
            menu.sync();
        }
    }

    /** Hides panel {@code id} (View &gt; Panels shows it again); the map cannot be hidden. */
    public void hide(String id) {
        Entry e = panels.get(id);
        if (e != null && !gone && e.slot() != Slot.CENTER && docking.isDocked(e.panel())) {
            docking.undock(e.panel());
            menu.sync();
        }
    }

    /** Whether panel {@code id} is shown in front of its stack. */
    boolean isFront(String id) {
        DockLayout l = current();
        return l != null && frontIn(l, id);
    }

    private static boolean frontIn(DockLayout l, String id) {
        if (l instanceof DockLayout.Stack s) {
            return id.equals(s.selected());
        }
        DockLayout.Split s = (DockLayout.Split) l;
        return frontIn(s.first(), id) || frontIn(s.second(), id);
    }

    /** The ids of the stack panel {@code id} is in (itself for the map), empty when it is not shown. */
    List<String> stackOf(String id) {
        DockLayout l = current();
        return l == null ? List.of() : stackIn(l, id);
    }

    private static List<String> stackIn(DockLayout l, String id) {
        if (l instanceof DockLayout.Stack s) {
            return s.ids().contains(id) ? s.ids() : List.of();
        }
        DockLayout.Split s = (DockLayout.Split) l;
        List<String> a = stackIn(s.first(), id);
        return a.isEmpty() ? stackIn(s.second(), id) : a;
    }

    /** Docks panel {@code id} where a tab drag dropped it: into the stack of {@code t.with()}, or beside it. */
    private void move(String id, TabDrag.Target t) {
        Entry e = panels.get(id);
        Entry with = panels.get(t.with());
        if (e == null || with == null || gone || e == with) {
            return;
        }
        if (docking.isDocked(e.panel())) {
            docking.undock(e.panel());
        }
        if (t.region() == DockingRegion.CENTER) {
            docking.dock(e.panel(), with.panel(), DockingRegion.CENTER);
        } else {
            // beside the map a panel takes a column's or the bottom stack's room, beside a panel half of it
            double share = with.slot() != Slot.CENTER ? 0.5 : DefaultLayout.besideMap(t.region(), root.getSize());
            docking.dock(e.panel(), with.panel(), t.region(), share);
        }
        menu.sync();
    }

    /** Changes a panel's title (its tab, its menu item). */
    public void setTitle(String id, String title) {
        Entry e = panels.get(id);
        if (e != null && !gone) {
            e.panel().setTitle(title);
            docking.updateTabInfo(e.panel());
            menu.sync();
        }
    }

    /** Shows {@code content} in panel {@code id} in place of what it shows now (a panel built late takes its place). */
    public void setContent(String id, JComponent content) {
        Entry e = panels.get(id);
        if (e != null) {
            e.panel().setContent(content);
        }
    }

    /** The ids and titles of the panels, in the order they were added. */
    public Map<String, String> titles() {
        Map<String, String> out = new LinkedHashMap<>();
        panels.forEach((id, e) -> out.put(id, e.panel().getTabText()));
        return out;
    }

    /** The panels' slots, for the default layout and for showing a hidden panel. */
    Slot slot(String id) {
        return panels.get(id).slot();
    }

    /** The View menu's "Panels" submenu and "Reset layout" item. */
    public PanelsMenu menu() {
        return menu;
    }

    private void options(String id, JPopupMenu m) {
        JMenuItem hide = new JMenuItem("Hide " + panels.get(id).panel().getTabText());
        hide.addActionListener(a -> hide(id));
        m.add(hide);
        m.addSeparator();
        m.add(menu.resetLayout());
    }

    private void dock(Entry e) {
        Slot s = e.slot();
        for (Entry o : panels.values()) {
            if (o.slot() == s && docking.isDocked(o.panel())) {
                docking.dock(e.panel(), o.panel(), DockingRegion.CENTER);
                return;
            }
        }
        Slot mate = switch (s) {
            case LEFT -> Slot.LEFT_LOWER;
            case LEFT_LOWER -> Slot.LEFT;
            case RIGHT -> Slot.RIGHT_LOWER;
            case RIGHT_LOWER -> Slot.RIGHT;
            default -> null;
        };
        boolean upper = s == Slot.LEFT || s == Slot.RIGHT;
        for (Entry o : panels.values()) {
            if (o.slot() == mate && docking.isDocked(o.panel())) {
                double u = s == Slot.LEFT || s == Slot.LEFT_LOWER
                        ? DefaultLayout.LEFT_UPPER_SHARE
                        : DefaultLayout.RIGHT_UPPER_SHARE;
                double share = upper ? u : 1 - u;
                docking.dock(e.panel(), o.panel(), upper ? DockingRegion.NORTH : DockingRegion.SOUTH, share);
                return;
            }
        }
        Dimension size = root.getWidth() > 0 ? root.getSize() : estimatedSize();
        switch (s) {
            case LEFT, LEFT_LOWER ->
                docking.dock(e.panel(), window, DockingRegion.WEST, DefaultLayout.besideMap(DockingRegion.WEST, size));
            case RIGHT, RIGHT_LOWER ->
                docking.dock(e.panel(), window, DockingRegion.EAST, DefaultLayout.besideMap(DockingRegion.EAST, size));
            default ->
                docking.dock(
                        e.panel(), center, DockingRegion.SOUTH, DefaultLayout.besideMap(DockingRegion.SOUTH, size));
        }
    }

    private DockLayout defaultLayout(Dimension size) {
        Map<Slot, List<String>> slots = new EnumMap<>(Slot.class);
        panels.forEach((id, e) ->
                slots.computeIfAbsent(e.slot(), k -> new ArrayList<>()).add(id));
        return DefaultLayout.of(slots, size);
    }

    private void apply(DockLayout l) {
        docking.getDockingState()
                .restoreWindowLayout(
                        window,
                        new WindowLayout(LayoutTrees.node(
                                docking, l, id -> panels.get(id).panel().tabbed())));
        root.sizePending = true;
        root.revalidate();
        menu.sync();
    }

    /** Ticks the on-demand buttons of the shown panels. */
    void syncOnDemand() {
        if (onDemand != null) {
            onDemand.sync();
        }
    }

    /** The tab drag (for tests). */
    TabDrag drag() {
        return drag;
    }

    /** The root's size before it is laid out: the window's, less its bars (menu, toolbar, status, title). */
    private Dimension estimatedSize() {
        return new Dimension(window.getWidth() - 10, window.getHeight() - 140);
    }

    /**
     * The root panel: lays out its splits at once when a layout is applied, keeps the map's side growing, and saves
     * the layout (then lets the framework go) when the window is disposed.
     */
    private final class Root extends RootDockingPanelAPI {
        private boolean sizePending;

        Root() {
            super(docking, window, EnumSet.noneOf(ToolbarLocation.class));
        }

        @Override
        public void doLayout() {
            if (center != null) {
                LayoutTrees.weigh(getPanel(), center, beforeMapOnly != null);
            }
            super.doLayout();
            drag.install(getPanel()); // after each change of the layout: new tab strips
            help.install(getPanel());
            if (sizePending && getWidth() > 0 && getHeight() > 0) {
                sizePending = false;
                LayoutTrees.size(getPanel());
            }
        }

        @Override
        public void removeNotify() {
            if (!gone) {
                save();
                // before the framework forgets this window: it undocks the panels and drops its global listeners
                gone = true;
                drag.cancel();
                docking.uninitialize();
                menu.sync();
            }
            super.removeNotify();
        }
    }
}
