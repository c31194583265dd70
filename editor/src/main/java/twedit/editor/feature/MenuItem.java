package twedit.editor.feature;

import javax.swing.Action;

/**
 * An item a feature adds at the end of a menu (after a separator).
 *
 * @param menu the menu's title ("File", "Edit", "View", "Tools")
 * @param name the item's component name (tests find it by that), or null
 */
public record MenuItem(String menu, Action action, String name) {}
