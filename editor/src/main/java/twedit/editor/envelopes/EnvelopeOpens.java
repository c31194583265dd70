package twedit.editor.envelopes;

import java.awt.Component;
import java.awt.Container;
import java.util.function.Consumer;
import javax.swing.SwingUtilities;
import javax.swing.event.PopupMenuEvent;
import javax.swing.event.PopupMenuListener;
import twedit.editor.quads.EnvelopeChoice;
import twedit.model.map.Envelope;

/**
 * Opens the envelope editor where the work needs it: an envelope the user picks in an inspector's envelope list (a
 * quad's position or colour, a sound's) is shown in the Envelopes panel, which starts hidden.
 */
final class EnvelopeOpens {
    private EnvelopeOpens() {}

    /** Calls {@code open} with the envelope the user picks in any envelope list under {@code c}. */
    static void watch(Component c, Consumer<Envelope> open) {
        if (c instanceof EnvelopeChoice choice) {
            choice.addPopupMenuListener(new PopupMenuListener() {
                @Override
                public void popupMenuWillBecomeVisible(PopupMenuEvent e) {}

                @Override
                public void popupMenuWillBecomeInvisible(PopupMenuEvent e) {
                    // after the list has taken the pick
                    SwingUtilities.invokeLater(() -> {
                        Envelope env = choice.chosen();
                        if (env != null) {
                            open.accept(env);
                        }
                    });
                }

                @Override
                public void popupMenuCanceled(PopupMenuEvent e) {}
            });
            return;
        }
        if (c instanceof Container k) {
            for (Component child : k.getComponents()) {
                watch(child, open);
            }
        }
    }
}
