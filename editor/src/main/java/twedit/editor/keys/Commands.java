package twedit.editor.keys;

import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;

/** Lists the actions of a menu bar, whoever added them, each with its id and path (see {@link Command}). */
public final class Commands {
    /** The client property holding an item's id once it has one, so renamed items (Undo Paint) keep theirs. */
    static final String ID = "twedit.commandId";

    /**
     * The client property marking a submenu whose items are no actions to bind or find (Open Recent: its items are
     * files, which come and go); set it to {@code Boolean.TRUE}.
     */
    public static final String NOT_COMMANDS = "twedit.notCommands";

    private Commands() {}

    /** Every item of every menu and submenu with a text, in menu order. */
    public static List<Command> of(JMenuBar bar) {
        List<Command> out = new ArrayList<>();
        for (int i = 0; i < bar.getMenuCount(); i++) {
            JMenu m = bar.getMenu(i);
            if (m != null) {
                collect(m, m.getText(), m.getText(), out);
            }
        }
        return out;
    }

    private static void collect(JMenu menu, String idPrefix, String pathPrefix, List<Command> out) {
        for (Component c : menu.getMenuComponents()) {
            if (!(c instanceof JMenuItem item)
                    || item.getText() == null
                    || item.getText().isBlank()) {
                continue;
            }
            String id = idPrefix + "/" + item.getText();
            String path = pathPrefix + " > " + item.getText();
            if (item instanceof JMenu sub) {
                if (!Boolean.TRUE.equals(sub.getClientProperty(NOT_COMMANDS))) {
                    collect(sub, id, path, out);
                }
                continue;
            }
            Object known = item.getClientProperty(ID);
            if (known instanceof String s) {
                id = s;
            } else {
                item.putClientProperty(ID, id);
            }
            out.add(new Command(id, path, item));
        }
    }
}
