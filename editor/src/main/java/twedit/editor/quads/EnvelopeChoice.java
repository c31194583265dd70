package twedit.editor.quads;

import java.awt.Component;
import java.util.Objects;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JComboBox;
import javax.swing.JList;
import twedit.model.map.Envelope;
import twedit.model.map.TwMap;

/** A combo box choosing "(none)" or one envelope of a map with a given channel count; used by the inspectors. */
public final class EnvelopeChoice extends JComboBox<Object> {
    public static final String NONE = "(none)";
    private final int channels;

    public EnvelopeChoice(String name, int channels) {
        this.channels = channels;
        setName(name);
        setRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(
                    JList<?> list, Object value, int index, boolean selected, boolean focus) {
                return super.getListCellRendererComponent(list, label(value), index, selected, focus);
            }
        });
    }

    private Object label(Object v) {
        if (v instanceof Envelope) {
            Envelope e = (Envelope) v;
            return e.name() == null || e.name().isEmpty() ? e.kindName() + " envelope" : e.name();
        }
        return v;
    }

    /** Refills with the map's envelopes of the channel count and selects {@code current} (null: none). */
    public void fill(TwMap map, Envelope current) {
        removeAllItems();
        addItem(NONE);
        for (Envelope e : map.envelopes()) {
            if (e.channels() == channels || e == current) {
                addItem(e);
            }
        }
        setSelectedItem(current == null ? NONE : current);
    }

    /** The chosen envelope or null. */
    public Envelope chosen() {
        Object v = getSelectedItem();
        return v instanceof Envelope ? (Envelope) v : null;
    }

    /** Whether the choice differs from {@code e}. */
    public boolean differs(Envelope e) {
        return !Objects.equals(chosen(), e) || (chosen() == null) != (e == null);
    }
}
