package twedit.editor.ui;

import java.awt.Component;
import java.util.List;
import java.util.function.Supplier;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JList;
import javax.swing.ListCellRenderer;
import twedit.model.map.Envelope;

/**
 * How an envelope is named wherever one is chosen: its index and channel kind with its name ("#3 Glow (color)"), so
 * that two envelopes of the same name are told apart in every list and drop-down.
 */
public final class EnvelopeLabel {
    private EnvelopeLabel() {}

    /** "#index name (kind)" with the index in {@code all} (by identity), "#? ..." for one not in it. */
    public static String of(List<Envelope> all, Envelope e) {
        int index = -1;
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i) == e) {
                index = i;
                break;
            }
        }
        return (index < 0 ? "#?" : "#" + index) + " " + name(e) + " (" + e.kindName() + ")";
    }

    /** The name, or "(unnamed)" for an empty one. */
    public static String name(Envelope e) {
        return e.name() == null || e.name().isEmpty() ? "(unnamed)" : e.name();
    }

    /**
     * A list/combo renderer: envelopes by {@link #of} with their indices in the map's list {@code envelopes} gives at
     * paint time, null as {@code none}, anything else as its text.
     */
    public static ListCellRenderer<Object> renderer(Supplier<? extends List<Envelope>> envelopes, String none) {
        return new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(
                    JList<?> list, Object value, int index, boolean selected, boolean focus) {
                Object text = value instanceof Envelope e ? of(envelopes.get(), e) : value == null ? none : value;
                Component c = super.getListCellRendererComponent(list, text, index, selected, focus);
                setToolTipText(value instanceof Envelope ? text.toString() : null);
                return c;
            }
        };
    }
}
