package twedit.editor.envelopes;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Font;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.ListCellRenderer;
import javax.swing.UIManager;
import twedit.editor.ui.EnvelopeLabel;
import twedit.model.map.Envelope;

/**
 * An envelope's row in the list: its label, sync and point count, and below it, smaller, where it is used ("2 quads
 * in 'Sky', layer 'Walls'") or "unused". A line too long for the list ends in "..." and shows whole in the tooltip.
 */
final class EnvelopeRow extends JPanel implements ListCellRenderer<Envelope> {
    private final JLabel title = new JLabel();
    /** Never wider than the first line: where an envelope is used ends in "..." rather than widening the list. */
    private final JLabel usage = new JLabel() {
        @Override
        public java.awt.Dimension getPreferredSize() {
            java.awt.Dimension d = super.getPreferredSize();
            d.width = Math.min(d.width, title.getPreferredSize().width);
            return d;
        }
    };

    private final Supplier<List<Envelope>> envelopes;
    private final Supplier<Map<Envelope, List<String>>> users;

    /** @param users where each envelope is used, worked out once per change of the map (not per painted row) */
    EnvelopeRow(Supplier<List<Envelope>> envelopes, Supplier<Map<Envelope, List<String>>> users) {
        super(new BorderLayout());
        this.envelopes = envelopes;
        this.users = users;
        setBorder(BorderFactory.createEmptyBorder(2, 4, 3, 4));
        usage.setFont(usage.getFont().deriveFont(Font.PLAIN, usage.getFont().getSize2D() - 1f));
        add(title, BorderLayout.NORTH);
        add(usage, BorderLayout.SOUTH);
    }

    /** The first line: "#1 pulse (color) [sync] · 2 pts". */
    static String title(List<Envelope> all, Envelope e) {
        return EnvelopeLabel.of(all, e) + (e.sync() ? " [sync]" : "") + " \u00b7 "
                + e.points().size() + " pts";
    }

    /** The second line: where the envelope is used, or "unused". */
    static String usage(List<String> phrases) {
        return phrases == null || phrases.isEmpty() ? "unused" : String.join(", ", phrases);
    }

    @Override
    public Component getListCellRendererComponent(
            JList<? extends Envelope> list, Envelope e, int index, boolean selected, boolean focus) {
        String first = title(envelopes.get(), e);
        List<String> phrases = users.get().get(e);
        String second = usage(phrases);
        title.setText(first);
        usage.setText(second);
        setBackground(selected ? list.getSelectionBackground() : list.getBackground());
        title.setForeground(selected ? list.getSelectionForeground() : list.getForeground());
        java.awt.Color dim = UIManager.getColor("Label.disabledForeground");
        usage.setForeground(selected ? list.getSelectionForeground() : dim != null ? dim : list.getForeground());
        setToolTipText("<html>" + escape(first) + "<br>"
                + (phrases == null || phrases.isEmpty() ? "Unused" : "Used by " + escape(EnvelopeUsers.join(phrases)))
                + "</html>");
        return this;
    }

    /** The first line as last rendered (for tests). */
    String titleText() {
        return title.getText();
    }

    /** The second line as last rendered (for tests). */
    String usageText() {
        return usage.getText();
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
