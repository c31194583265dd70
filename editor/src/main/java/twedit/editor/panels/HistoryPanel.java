package twedit.editor.panels;

import java.awt.BorderLayout;
import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.ListSelectionModel;
import javax.swing.UIManager;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;
import twedit.model.document.DocumentEvent;
import twedit.model.document.MapDocument;

/**
 * The undo history as a list of step labels, the current position selected and undone steps greyed; clicking a
 * step undoes or redoes up to it.
 */
public final class HistoryPanel extends JPanel {
    private final Workspace ws;
    private final List<String> labels = new ArrayList<>();
    private final DefaultListModel<String> model = new DefaultListModel<>();
    private final JList<String> list = new JList<>(model);
    private int lastSize;
    private int lastPos;
    private boolean updating;

    public HistoryPanel(Workspace ws) {
        super(new BorderLayout());
        this.ws = ws;
        list.setName("historyList");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setCellRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(
                    JList<?> l, Object value, int index, boolean selected, boolean focus) {
                Component c = super.getListCellRendererComponent(l, value, index, selected, focus);
                if (index > ws.document().historyPosition() && !selected) {
                    c.setForeground(UIManager.getColor("Label.disabledForeground"));
                }
                return c;
            }
        });
        list.addListSelectionListener(e -> {
            if (!updating && !e.getValueIsAdjusting() && list.getSelectedIndex() >= 0) {
                jumpTo(list.getSelectedIndex());
            }
        });
        add(new JScrollPane(list), BorderLayout.CENTER);
        ws.addListener(new WorkspaceListener() {
            @Override
            public void documentReplaced() {
                labels.clear();
                lastSize = ws.document().historySize();
                lastPos = ws.document().historyPosition();
                // a tab shown again has its steps already: their names come from its own history
                labels.addAll(ws.document().historyLabels());
                refresh();
            }

            @Override
            public void documentChanged(DocumentEvent e) {
                track(e);
            }
        });
        refresh();
    }

    private void track(DocumentEvent e) {
        MapDocument d = ws.document();
        int size = d.historySize();
        int pos = d.historyPosition();
        boolean recorded = (e.kind() == DocumentEvent.Kind.APPLY || e.kind() == DocumentEvent.Kind.HISTORY)
                && (size != lastSize || pos != lastPos);
        if (size == 0) {
            labels.clear();
        } else if (recorded) {
            while (labels.size() > lastPos) {
                labels.remove(labels.size() - 1);
            }
            labels.add(e.label());
            while (labels.size() > size) {
                labels.remove(0);
            }
        }
        lastSize = size;
        lastPos = pos;
        refresh();
    }

    private void jumpTo(int index) {
        MapDocument d = ws.document();
        if (d.inStroke()) {
            return;
        }
        while (d.historyPosition() > index && d.canUndo()) {
            d.undo();
        }
        while (d.historyPosition() < index && d.canRedo()) {
            d.redo();
        }
    }

    private void refresh() {
        updating = true;
        try {
            model.clear();
            model.addElement("Opened map");
            for (String l : labels) {
                model.addElement(l);
            }
            int pos = Math.min(ws.document().historyPosition(), model.size() - 1);
            list.setSelectedIndex(pos);
            list.ensureIndexIsVisible(pos);
        } finally {
            updating = false;
        }
    }

    /** The labels shown, oldest first, without the initial entry (for tests). */
    public List<String> labels() {
        return List.copyOf(labels);
    }
}
