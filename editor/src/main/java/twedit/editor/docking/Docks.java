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
    private DockPanel center;
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
            if (!l.panelIds().contains(id) && !saved.hidden().contains(id)) {
                show(id);
            }
        }
    }

    /** Puts every panel back where the default layout has it, and forgets the saved layout. */
    public void reset() {
        if (gone) {
            return;
        }
        Dimension size = root.getWidth() > 0 ? root.getSize() : estimatedSize();
        apply(defaultLayout(size));
        prefs.remove(KEY);
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
        prefs.put(BOUNDS, b.x + "," + b.y + "," + b.width + "," + b.height + "," + maximized);
    }

    private void restoreBounds() {
        String[] v = prefs.get(BOUNDS, "").split(",");
        if (v.length != 5) {
            return;
        }
        try {
            java.awt.Rectangle b = new java.awt.Rectangle(
                    Integer.parseInt(v[0]), Integer.parseInt(v[1]), Integer.parseInt(v[2]), Integer.parseInt(v[3]));
            java.awt.Rectangle screen =
                    java.awt.GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
            // a screen that went away, or a smaller one: keep the size that fits it
            if (b.width >= 400 && b.height >= 300 && screen.contains(b.x + 40, b.y + 20)) {
                window.setBounds(b.intersection(screen));
            }
            if (Boolean.parseBoolean(v[4])) {
                window.setExtendedState(window.getExtendedState() | JFrame.MAXIMIZED_BOTH);
            }
        } catch (NumberFormatException e) {
            // not ours: the window keeps the size it was given
        }
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
        if (e != null && !gone && e.slot() != Slot.CENTER) {
            docking.undock(e.panel());
            menu.sync();
        }
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
                double share = upper ? DefaultLayout.UPPER_SHARE : 1 - DefaultLayout.UPPER_SHARE;
                docking.dock(e.panel(), o.panel(), upper ? DockingRegion.NORTH : DockingRegion.SOUTH, share);
                return;
            }
        }
        Dimension size = root.getWidth() > 0 ? root.getSize() : estimatedSize();
        switch (s) {
            case LEFT, LEFT_LOWER ->
                docking.dock(e.panel(), window, DockingRegion.WEST, (double) DefaultLayout.LEFT_MIN / size.width);
            case RIGHT, RIGHT_LOWER ->
                docking.dock(e.panel(), window, DockingRegion.EAST, (double) DefaultLayout.RIGHT_MIN / size.width);
            default ->
                docking.dock(e.panel(), center, DockingRegion.SOUTH, (double) DefaultLayout.BOTTOM_MIN / size.height);
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
                LayoutTrees.weigh(getPanel(), center);
            }
            super.doLayout();
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
                docking.uninitialize();
                menu.sync();
            }
            super.removeNotify();
        }
    }
}
