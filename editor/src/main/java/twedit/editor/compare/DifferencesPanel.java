package twedit.editor.compare;

import java.awt.BorderLayout;
import java.awt.Component;
import java.util.function.Consumer;
import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.ListSelectionModel;
import net.miginfocom.swing.MigLayout;
import twedit.model.diff.Difference;

/**
 * The Differences panel: what the last comparison found, one line each; selecting a line shows its place in the
 * map. Compare with... and Clear act on the comparison.
 */
final class DifferencesPanel extends JPanel {
    private final DefaultListModel<Difference> model = new DefaultListModel<>();
    private final JList<Difference> list = new JList<>(model);
    private final JLabel header = new JLabel();
    private final JButton clear = new JButton("Clear");

    DifferencesPanel(Runnable compare, Runnable clearAction, Consumer<Difference> show) {
        super(new BorderLayout());
        JButton choose = new JButton("Compare with...");
        choose.setName("compareButton");
        choose.addActionListener(e -> compare.run());
        clear.setName("clearComparison");
        clear.addActionListener(e -> clearAction.run());
        JPanel top = new JPanel(new MigLayout("insets 4, fillx", "[grow,fill][][]"));
        header.setName("comparisonHeader");
        top.add(header, "wmin 0");
        top.add(choose);
        top.add(clear);
        add(top, BorderLayout.NORTH);
        list.setName("differencesList");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setCellRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(
                    JList<?> l, Object value, int index, boolean selected, boolean focus) {
                Difference d = (Difference) value;
                JLabel c = (JLabel) super.getListCellRendererComponent(l, d.text(), index, selected, focus);
                c.setToolTipText(d.text());
                if (d.location().isEmpty()) {
                    // only the other map has it: nothing to show here
                    c.setEnabled(false);
                }
                return c;
            }
        });
        list.addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting() && list.getSelectedValue() != null) {
                show.accept(list.getSelectedValue());
            }
        });
        add(new JScrollPane(list), BorderLayout.CENTER);
        show(null);
    }

    /** Lists a comparison's differences, or says how to make one when there is none. */
    void show(Comparison c) {
        model.clear();
        clear.setEnabled(c != null);
        if (c == null) {
            header.setText("Compare this map with another map file to list what differs.");
            return;
        }
        for (Difference d : c.differences()) {
            model.addElement(d);
        }
        int n = c.differences().size();
        header.setText(
                n == 0
                        ? "No differences from " + c.file().getFileName()
                        : n + (n == 1 ? " difference" : " differences") + " from "
                                + c.file().getFileName() + " (marked on the map)");
        header.setToolTipText(c.file().toString());
    }

    JList<Difference> differencesList() {
        return list;
    }

    String headerText() {
        return header.getText();
    }
}
