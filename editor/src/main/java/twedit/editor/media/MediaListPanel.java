package twedit.editor.media;

import java.awt.BorderLayout;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import javax.swing.DefaultListModel;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.ListSelectionModel;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;
import twedit.model.document.DocumentEvent;
import twedit.model.document.edits.Change;
import twedit.model.map.TwMap;

/**
 * What the image and sound managers share: the list of the map's items following every edit, a status line, the
 * replace, rename, export and remove flows, and how an outcome is shown (status line, dialog for errors and warnings).
 */
abstract class MediaListPanel<T> extends JPanel {
    final Workspace ws;
    final MediaPrompts prompts;
    final DefaultListModel<T> model = new DefaultListModel<>();
    final JList<T> list = new WideList<>(model);
    /**
     * The status line: as wide as the panel gives it, never wider (a long message, such as there being no audio
     * device, ends in "..." and shows whole as its tooltip, rather than widening the panel past its column).
     */
    final JLabel status = new JLabel(" ") {
        @Override
        public java.awt.Dimension getPreferredSize() {
            return new java.awt.Dimension(0, super.getPreferredSize().height);
        }

        @Override
        public java.awt.Dimension getMinimumSize() {
            return getPreferredSize();
        }
    };

    private final Function<TwMap, List<T>> items;
    private final MediaCommands<T> commands;
    private final Words words;

    /**
     * How the flows speak of an item.
     *
     * @param noun "image" or "sound", in titles such as "Rename image"
     * @param replacement what replaces it, in "Replace 'NAME' with a PNG"
     * @param extension the file extension the replace prompt offers
     */
    record Words(String noun, String replacement, String extension) {}

    MediaListPanel(
            Workspace ws,
            MediaPrompts prompts,
            MediaCommands<T> commands,
            Function<TwMap, List<T>> items,
            String prefix,
            Words words) {
        super(new BorderLayout());
        this.ws = ws;
        this.prompts = prompts;
        this.commands = commands;
        this.items = items;
        this.words = words;
        list.setName(prefix + "List");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.addListSelectionListener(e -> updateButtons());
        list.addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                list.setFixedCellHeight(10); // forget the cached row heights: the text wraps to the new width
                list.setFixedCellHeight(-1);
            }
        });
        add(twedit.editor.ui.KeptScroll.follow(ws, new JScrollPane(list), prefix + "List.scroll"), BorderLayout.CENTER);
        status.setName(prefix + ".status");
        status.addPropertyChangeListener(
                "text", e -> status.setToolTipText(status.getText().isBlank() ? null : status.getText()));
        ws.addListener(new WorkspaceListener() {
            @Override
            public void documentReplaced() {
                status.setText(" "); // what the last command said was about the other map
                replaced();
                refresh();
            }

            @Override
            public void documentChanged(DocumentEvent e) {
                if (e.kind() == DocumentEvent.Kind.UNDO || e.kind() == DocumentEvent.Kind.REDO) {
                    status.setText(" "); // "Removed ..." or a warning spoke of a step now undone (or redone)
                }
                // a stroke's steps are tiles, except an image brought along by a brush from another map
                boolean listChanged = e.changes().stream().anyMatch(c -> c instanceof Change.ListChanged);
                if (e.kind() != DocumentEvent.Kind.HISTORY
                        && (e.kind() != DocumentEvent.Kind.STROKE_STEP || listChanged)) {
                    refresh();
                }
            }
        });
    }

    /**
     * A row's text in HTML, wrapped to the list's width less {@code besides} pixels (what else the row shows), so that
     * a long line wraps instead of running off the list's edge.
     */
    String wrapped(String html, int besides) {
        int w = list.getWidth() - besides;
        return w <= 40 ? "<html>" + html + "</html>" : twedit.editor.ui.Html.wrappedAt(w, html);
    }

    /** A list as wide as its view: never scrolled sideways (its rows wrap). */
    private static final class WideList<T> extends JList<T> {
        WideList(DefaultListModel<T> model) {
            super(model);
        }

        @Override
        public boolean getScrollableTracksViewportWidth() {
            return true;
        }
    }

    /** Enables the buttons that need a selection. */
    abstract void updateButtons();

    /** Another document was opened (before the list follows it). */
    void replaced() {}

    /** The item shown selected, or null. */
    public T selected() {
        return list.getSelectedValue();
    }

    final void refresh() {
        T keep = list.getSelectedValue();
        model.clear();
        List<T> all = items.apply(ws.map());
        for (T item : all) {
            model.addElement(item);
        }
        int i = keep == null ? -1 : all.indexOf(keep);
        if (i >= 0) {
            list.setSelectedIndex(i);
        }
        list.repaint();
        updateButtons();
    }

    final void replaceSelected() {
        T item = list.getSelectedValue();
        Path f = item == null
                ? null
                : prompts.openFile(
                        "Replace '" + commands.name(item) + "' with " + words.replacement(), words.extension());
        if (f != null) {
            show("Replace " + words.noun(), commands.replace(item, f));
        }
    }

    final void renameSelected() {
        T item = list.getSelectedValue();
        String old = item == null ? null : commands.name(item);
        String name = item == null ? null : prompts.askName("Rename " + words.noun(), old);
        if (name != null && !name.equals(old)) {
            show("Rename " + words.noun(), commands.rename(item, name));
        }
    }

    final void exportSelected() {
        T item = list.getSelectedValue();
        Path f = item == null
                ? null
                : prompts.saveFile("Export '" + commands.name(item) + "'", commands.exportFileName(item));
        if (f != null
                && !show("Export " + words.noun(), commands.export(item, f)).failed()) {
            status.setText("Exported " + f.getFileName());
        }
    }

    /**
     * Removes the selected item; when layers use it, asks first, naming how many (an unused one goes at once: undo
     * brings it back). What the user was asked about is not told again in a dialog afterwards.
     */
    final void removeSelected() {
        T item = list.getSelectedValue();
        if (item == null) {
            return;
        }
        String title = "Remove " + words.noun();
        String name = commands.name(item);
        MediaUsers users = MediaUsers.of(ws.map(), item);
        if (users.none()) {
            show(title, commands.remove(item));
            return;
        }
        if (!prompts.confirm(title, users.question(ws.map(), words.noun(), name), "Remove")) {
            return;
        }
        Outcome o = commands.remove(item);
        if (o.failed()) {
            show(title, o);
        } else {
            status.setText(users.removed(name));
        }
    }

    /** Shows what a command did: errors and warnings in the status line and a dialog, success by a blank status. */
    final Outcome show(String title, Outcome o) {
        if (o.failed()) {
            status.setText("Nothing changed: " + o.error());
            prompts.error(title, o.error());
        } else if (!o.warnings().isEmpty()) {
            status.setText("Warning: " + String.join(" ", o.warnings()));
            prompts.warn(title, o.warnings());
        } else {
            status.setText(" ");
        }
        return o;
    }
}
