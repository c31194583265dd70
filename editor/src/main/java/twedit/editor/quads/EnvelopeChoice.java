package twedit.editor.quads;

import java.util.List;
import java.util.Objects;
import javax.swing.JComboBox;
import twedit.editor.ui.EnvelopeLabel;
import twedit.model.map.Envelope;
import twedit.model.map.TwMap;

/** A combo box choosing "(none)" or one envelope of a map with a given channel count; used by the inspectors. */
public final class EnvelopeChoice extends JComboBox<Object> {
    public static final String NONE = "(none)";
    private final int channels;
    /** The envelopes of the last filled map: the labels give their indices in it. */
    private List<Envelope> envelopes = List.of();

    public EnvelopeChoice(String name, int channels) {
        this.channels = channels;
        setName(name);
        setRenderer(EnvelopeLabel.renderer(() -> envelopes, NONE));
        // the whole label when a narrow inspector cuts it
        addItemListener(e -> setToolTipText(chosen() == null ? null : EnvelopeLabel.of(envelopes, chosen())));
    }

    /** Refills with the map's envelopes of the channel count and selects {@code current} (null: none). */
    public void fill(TwMap map, Envelope current) {
        this.envelopes = map.envelopes();
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
