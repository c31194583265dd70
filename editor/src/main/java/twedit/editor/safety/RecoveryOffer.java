package twedit.editor.safety;

import java.awt.BorderLayout;
import java.awt.Component;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.ListSelectionModel;

/**
 * Asks, after a crash, which autosaved maps to recover (each into a tab of its own): recover the selected ones,
 * delete them all, or decide at the next start.
 */
public final class RecoveryOffer {
    /** What the user chose. */
    public enum Answer {
        RECOVER,
        DELETE_ALL,
        LATER
    }

    /** The answer and the entries to recover (empty unless RECOVER). */
    public record Choice(Answer answer, List<RecoveryStore.Entry> entries) {
        public Choice {
            entries = List.copyOf(entries);
        }
    }

    /** Title of the dialog (tests find it by this). */
    public static final String TITLE = "Recover unsaved work";

    private static final DateTimeFormatter TIME =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT).withZone(ZoneId.systemDefault());

    private RecoveryOffer() {}

    /** Shows the modal offer for {@code entries} (not empty). */
    public static Choice ask(Component parent, List<RecoveryStore.Entry> entries) {
        JList<RecoveryStore.Entry> list = new JList<>(entries.toArray(new RecoveryStore.Entry[0]));
        list.setName("recovery.list");
        list.setSelectionMode(ListSelectionModel.MULTIPLE_INTERVAL_SELECTION);
        list.setSelectionInterval(0, entries.size() - 1);
        list.setVisibleRowCount(Math.min(6, entries.size()));
        list.setCellRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(
                    JList<?> l, Object value, int index, boolean selected, boolean focus) {
                RecoveryStore.Entry e = (RecoveryStore.Entry) value;
                String text = e.displayName() + "   (autosaved " + TIME.format(e.time()) + ")";
                JLabel c = (JLabel) super.getListCellRendererComponent(l, text, index, selected, focus);
                c.setToolTipText(
                        e.original() == null ? "never saved" : e.original().toString());
                return c;
            }
        });
        JPanel p = new JPanel(new BorderLayout(0, 8));
        p.add(
                new JLabel("<html>twedit did not shut down cleanly last time. "
                        + (entries.size() == 1
                                ? "One map had unsaved changes; they were autosaved."
                                : entries.size() + " maps had unsaved changes; they were autosaved.")
                        + "<br>Recover the selected ones now, each in a tab of its own? The others are kept"
                        + " for the next start.</html>"),
                BorderLayout.NORTH);
        p.add(new JScrollPane(list), BorderLayout.CENTER);
        Object[] options = {"Recover", "Delete All", "Not Now"};
        int r = JOptionPane.showOptionDialog(
                parent,
                p,
                TITLE,
                JOptionPane.YES_NO_CANCEL_OPTION,
                JOptionPane.QUESTION_MESSAGE,
                null,
                options,
                options[0]);
        if (r == 0 && !list.getSelectedValuesList().isEmpty()) {
            return new Choice(Answer.RECOVER, list.getSelectedValuesList());
        }
        return new Choice(r == 1 ? Answer.DELETE_ALL : Answer.LATER, List.of());
    }
}
