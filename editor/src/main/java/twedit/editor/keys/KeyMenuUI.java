package twedit.editor.keys;

import com.formdev.flatlaf.ui.FlatCheckBoxMenuItemUI;
import com.formdev.flatlaf.ui.FlatMenuItemRenderer;
import com.formdev.flatlaf.ui.FlatMenuItemUI;
import com.formdev.flatlaf.ui.FlatRadioButtonMenuItemUI;
import java.awt.Font;
import javax.swing.Icon;
import javax.swing.JComponent;
import javax.swing.JMenuItem;
import javax.swing.KeyStroke;
import javax.swing.UIManager;
import javax.swing.plaf.ComponentUI;

/**
 * FlatLaf's menu items with their shortcuts named as the shortcut sheet names them ({@link KeyText}: "Alt+=",
 * "Ctrl+,"), not by Java's key names ("Alt+Equals", "Ctrl+Comma").
 */
public final class KeyMenuUI {
    private KeyMenuUI() {}

    /** Makes every menu item made from now on (and on a theme switch) use these UIs. */
    public static void install() {
        UIManager.put("MenuItemUI", Item.class.getName());
        UIManager.put("CheckBoxMenuItemUI", Check.class.getName());
        UIManager.put("RadioButtonMenuItemUI", Radio.class.getName());
    }

    /** The text a menu shows for {@code k}. */
    public static String text(KeyStroke k) {
        return KeyText.of(k);
    }

    /** Draws the accelerator with {@link KeyText}. */
    static final class Renderer extends FlatMenuItemRenderer {
        Renderer(JMenuItem item, Icon check, Icon arrow, Font font, String delimiter) {
            super(item, check, arrow, font, delimiter);
        }

        @Override
        protected String getTextForAccelerator(KeyStroke k) {
            return KeyText.of(k);
        }
    }

    /** A plain menu item. */
    public static final class Item extends FlatMenuItemUI {
        public static ComponentUI createUI(JComponent c) {
            return new Item();
        }

        @Override
        protected FlatMenuItemRenderer createRenderer() {
            return new Renderer(menuItem, checkIcon, arrowIcon, acceleratorFont, acceleratorDelimiter);
        }
    }

    /** A menu item with a tick. */
    public static final class Check extends FlatCheckBoxMenuItemUI {
        public static ComponentUI createUI(JComponent c) {
            return new Check();
        }

        @Override
        protected FlatMenuItemRenderer createRenderer() {
            return new Renderer(menuItem, checkIcon, arrowIcon, acceleratorFont, acceleratorDelimiter);
        }
    }

    /** A menu item of a group of choices. */
    public static final class Radio extends FlatRadioButtonMenuItemUI {
        public static ComponentUI createUI(JComponent c) {
            return new Radio();
        }

        @Override
        protected FlatMenuItemRenderer createRenderer() {
            return new Renderer(menuItem, checkIcon, arrowIcon, acceleratorFont, acceleratorDelimiter);
        }
    }
}
