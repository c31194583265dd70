package twedit.editor.merge;

import java.awt.BorderLayout;
import java.awt.Component;
import java.util.function.IntConsumer;
import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.ListSelectionModel;
import net.miginfocom.swing.MigLayout;
import twedit.model.merge.Conflict;

/**
 * The Merge Conflicts panel: one line per conflict with both sides; selecting one shows its place, Take Ours and
 * Take Theirs settle it, All Ours and All Theirs settle every open one.
 */
final class ConflictsPanel extends JPanel {
    /** What the panel's buttons ask the feature to do. */
    interface Actions {
        void show(int index);

        void take(int index, boolean theirs);

        void takeAll(boolean theirs);

        void resolve();
    }

    private final DefaultListModel<Integer> model = new DefaultListModel<>();
    private final JList<Integer> list = new JList<>(model);
    private final JLabel header = new JLabel();
    private final JButton ours = new JButton("Take Ours");
    private final JButton theirs = new JButton("Take Theirs");
    private final JButton allOurs = new JButton("All Ours");
    private final JButton allTheirs = new JButton("All Theirs");
    private MergeSession session;

    ConflictsPanel(Actions actions) {
        super(new BorderLayout());
        JButton resolve = new JButton("Resolve Merge...");
        resolve.setName("resolveMergeButton");
        resolve.addActionListener(e -> actions.resolve());
        ours.setName("takeOurs");
        theirs.setName("takeTheirs");
        allOurs.setName("allOurs");
        allTheirs.setName("allTheirs");
        ours.addActionListener(e -> selected(i -> actions.take(i, false)));
        theirs.addActionListener(e -> selected(i -> actions.take(i, true)));
        allOurs.addActionListener(e -> actions.takeAll(false));
        allTheirs.addActionListener(e -> actions.takeAll(true));
        // the header with Resolve Merge... on one line, the four take buttons below: a bottom panel between the side
        // docks is narrow (about 500 pixels in a 1024-pixel window)
        JPanel top = new JPanel(new MigLayout("insets 4, fillx, gapy 2", "[][][][][grow]"));
        header.setName("conflictsHeader");
        top.add(header, "span, split 2, growx, wmin 0");
        top.add(resolve, "wrap");
        top.add(ours);
        top.add(theirs);
        top.add(allOurs);
        top.add(allTheirs, "wrap");
        add(top, BorderLayout.NORTH);
        list.setName("conflictsList");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setCellRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(
                    JList<?> l, Object value, int index, boolean selected, boolean focus) {
                int i = (Integer) value;
                String text = line(i);
                JLabel c = (JLabel) super.getListCellRendererComponent(l, text, index, selected, focus);
                c.setToolTipText(text);
                return c;
            }
        });
        list.addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting() && list.getSelectedValue() != null) {
                actions.show(list.getSelectedValue());
            }
            enableButtons();
        });
        add(new JScrollPane(list), BorderLayout.CENTER);
        show(null);
    }

    private void selected(IntConsumer action) {
        Integer i = list.getSelectedValue();
        if (i != null) {
            action.accept(i);
        }
    }

    /** A conflict's line: what, both sides, and how it was settled. */
    String line(int i) {
        Conflict c = session.conflicts().get(i);
        String done = session.settled(i);
        return (done == null ? "" : "[" + done + "] ") + c.what() + ": ours " + c.ours() + ", theirs " + c.theirs();
    }

    /** Lists a session's conflicts (keeping the selection), or says how to start one. */
    void show(MergeSession s) {
        int keep = list.getSelectedIndex();
        session = s;
        model.clear();
        if (s == null) {
            header.setText("Resolve Merge... merges two versions of this map and lists what conflicts.");
        } else {
            for (int i = 0; i < s.conflicts().size(); i++) {
                model.addElement(i);
            }
            int open = s.open();
            header.setText(
                    s.conflicts().isEmpty()
                            ? "Merged clean with " + s.theirs()
                            : open + " of " + s.conflicts().size() + " conflicts open (marked on the map)"
                                    + (s.notes().isEmpty() ? "" : "; " + String.join("; ", s.notes())));
            header.setToolTipText(header.getText());
            if (keep >= 0 && keep < model.size()) {
                list.setSelectedIndex(keep);
            }
        }
        enableButtons();
    }

    private void enableButtons() {
        boolean any = session != null && session.open() > 0;
        boolean one =
                session != null && list.getSelectedValue() != null && session.settled(list.getSelectedValue()) == null;
        ours.setEnabled(one);
        theirs.setEnabled(one);
        allOurs.setEnabled(any);
        allTheirs.setEnabled(any);
    }

    JList<Integer> conflictsList() {
        return list;
    }

    String headerText() {
        return header.getText();
    }
}
