package twedit.editor.select;

import java.awt.event.ActionEvent;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import javax.swing.AbstractAction;
import javax.swing.JCheckBoxMenuItem;

/** A menu check box as a Swing action: its tick ({@code SELECTED_KEY}) follows the option it sets. */
final class Toggle extends AbstractAction {
    private final transient BooleanSupplier get;
    private final transient Consumer<Boolean> set;

    Toggle(String name, String tip, BooleanSupplier get, Consumer<Boolean> set) {
        super(name);
        this.get = get;
        this.set = set;
        putValue(SHORT_DESCRIPTION, tip);
        putValue(SELECTED_KEY, get.getAsBoolean());
    }

    @Override
    public void actionPerformed(ActionEvent e) {
        // a menu check box has already flipped its tick; a key or the command palette has not
        boolean want =
                e != null && e.getSource() instanceof JCheckBoxMenuItem item ? item.isSelected() : !get.getAsBoolean();
        set.accept(want);
    }

    /** Shows the option's current value. */
    void sync() {
        putValue(SELECTED_KEY, get.getAsBoolean());
    }
}
