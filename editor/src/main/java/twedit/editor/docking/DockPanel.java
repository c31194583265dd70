package twedit.editor.docking;

import ModernDocking.Dockable;
import ModernDocking.ui.DockingHeaderUI;
import ModernDocking.ui.HeaderController;
import ModernDocking.ui.HeaderModel;
import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Dimension;
import java.util.function.Consumer;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.JPopupMenu;
import javax.swing.SwingConstants;

/**
 * One docked panel: what the docking framework moves around, holding the panel itself (or the place kept for it until
 * it is built). Side panels show as tabs (also alone, so each has a tab to drag and a close button); the map has no
 * tab nor title bar, so it cannot be dragged away or closed.
 */
final class DockPanel extends JPanel implements Dockable {
    private final String id;
    private final boolean tabbed;
    private final Consumer<JPopupMenu> options;
    /** What holds a side panel (it scrolls when given less than the panel's minimum); null for the map. */
    private final FitScroll scroll;

    private String title;

    /** @param options fills the menu of the tab's settings button (hide, reset layout) */
    DockPanel(String id, String title, boolean tabbed, JComponent content, Consumer<JPopupMenu> options) {
        super(new BorderLayout());
        this.id = id;
        this.title = title;
        this.tabbed = tabbed;
        this.options = options;
        setName("dock." + id);
        scroll = tabbed ? new FitScroll(content) : null;
        add(tabbed ? scroll : content, BorderLayout.CENTER);
    }

    /** Puts {@code content} in place of what the panel shows now (the panel once it is built). */
    void setContent(JComponent content) {
        if (scroll != null) {
            scroll.setContent(content);
            return;
        }
        removeAll();
        add(content, BorderLayout.CENTER);
        revalidate();
        repaint();
    }

    void setTitle(String title) {
        this.title = title;
    }

    boolean tabbed() {
        return tabbed;
    }

    @Override
    public String getPersistentID() {
        return id;
    }

    @Override
    public String getTabText() {
        return title;
    }

    @Override
    public int getTabPosition() {
        // tabs on top: each side panel shows as a tab; the map (bottom) stays a plain panel under a hidden header
        return tabbed ? SwingConstants.TOP : SwingConstants.BOTTOM;
    }

    @Override
    public boolean isFloatingAllowed() {
        return false; // panels stay in the window, whose layout is the one that is saved
    }

    @Override
    public boolean isLimitedToRoot() {
        return true;
    }

    @Override
    public boolean isClosable() {
        return tabbed;
    }

    @Override
    public boolean isWrappableInScrollpane() {
        return false; // each panel scrolls what needs scrolling itself
    }

    @Override
    public DockingHeaderUI createHeaderUI(HeaderController controller, HeaderModel model) {
        return new MenuHeader();
    }

    /**
     * The header: never shown (tabs take its place, and the map has none), it only opens the tab's settings menu with
     * this panel's options, instead of the framework's (maximise, pin, float: not offered here).
     */
    private final class MenuHeader extends JPanel implements DockingHeaderUI {
        MenuHeader() {
            setOpaque(false);
        }

        @Override
        public Dimension getPreferredSize() {
            return new Dimension(0, 0);
        }

        @Override
        public void update() {}

        @Override
        public void displaySettingsMenu(JButton settings) {
            JPopupMenu menu = new JPopupMenu();
            if (tabbed) {
                options.accept(menu);
            }
            if (menu.getComponentCount() > 0) {
                menu.show(settings, 0, settings.getHeight());
            }
        }

        @Override
        public void setBackgroundOverride(Color color) {}

        @Override
        public void setForegroundOverride(Color color) {}
    }
}
