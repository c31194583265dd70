package twedit.editor.app;

import java.nio.file.Path;
import java.util.List;
import javax.swing.Action;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.KeyStroke;
import twedit.editor.feature.MenuItem;
import twedit.editor.tools.ToolBox;
import twedit.editor.view.ViewOptions;

/** Builds the menu bar from the window's actions; the recent-files menu is rebuilt on demand. */
final class MenuFactory {
    private final EditorWindow w;
    private final JMenu recent = new JMenu("Open Recent");

    MenuFactory(EditorWindow w) {
        this.w = w;
        recent.setName("recentMenu");
        // its items are files that come and go: no actions for Preferences to bind or the palette to list
        recent.putClientProperty(twedit.editor.keys.Commands.NOT_COMMANDS, Boolean.TRUE);
    }

    /** The menu bar: File, Edit, View, Tools and Help, each followed by the items the features add to it. */
    JMenuBar build(List<MenuItem> contributed) {
        JMenuBar bar = new JMenuBar();
        JMenu file = new JMenu("File");
        file.setName("fileMenu");
        file.add(w.actions().newMap).setName("newItem");
        file.add(w.actions().open).setName("openItem");
        file.add(recent);
        file.addSeparator();
        file.add(w.actions().save).setName("saveItem");
        file.add(w.actions().saveAs).setName("saveAsItem");
        file.add(w.actions().saveCopyAs).setName("saveCopyAsItem");
        file.add(w.actions().closeTab).setName("closeTabItem");
        file.addSeparator();
        file.add(w.actions().dataDir);
        bar.add(file);

        JMenu edit = new JMenu("Edit");
        edit.setName("editMenu");
        edit.add(w.edits().undo).setName("undoItem");
        edit.add(w.edits().redo).setName("redoItem");
        edit.addSeparator();
        edit.add(w.edits().cut);
        edit.add(w.edits().copy);
        edit.add(w.edits().paste);
        edit.add(w.edits().delete);
        bar.add(edit);

        ViewOptions o = w.view().options();
        JMenu view = new JMenu("View");
        view.add(w.actions().zoomIn);
        view.add(w.actions().zoomOut);
        view.add(w.actions().fit);
        view.addSeparator();
        JCheckBoxMenuItem gridItem = check("Grid", "ctrl G", o.grid(), o::setGrid);
        // Ctrl+P opens the command palette, as in DDNet's editor
        JCheckBoxMenuItem proofItem = check("Proof rectangle", "ctrl shift P", o.proof(), o::setProof);
        // the toolbar toggles the grid too: keep the menu's tick in step
        o.addListener(() -> {
            gridItem.setSelected(o.grid());
            proofItem.setSelected(o.proof());
        });
        view.add(gridItem);
        view.add(proofItem);
        view.add(check("Detail layers", null, o.showDetail(), o::setShowDetail));
        JCheckBoxMenuItem edges = check("Repeat edge tiles (as in game)", null, o.repeatEdges(), o::setRepeatEdges);
        edges.setName("repeatEdgesItem");
        edges.setToolTipText("Draw each tiles layer's border tiles repeated outward, as players see the map's edges");
        view.add(edges);
        view.add(check("Translucent entities", null, o.entityOpacity() < 1, v -> o.setEntityOpacity(v ? 0.5f : 1f)));
        view.addSeparator();
        view.add(w.actions().nextTab);
        view.add(w.actions().previousTab);
        view.addSeparator();
        view.add(w.actions().picker);
        view.add(check("Dark theme", null, w.prefs().darkTheme(), w::setDarkTheme));
        view.addSeparator();
        view.add(new JCheckBoxMenuItem(w.docks().menu().mapOnly())).setName("mapOnlyItem");
        view.add(w.docks().menu().panels());
        view.add(w.docks().menu().resetLayout()).setName("resetLayoutItem");
        bar.add(view);

        JMenu tools = new JMenu("Tools");
        for (ToolBox.Id id : ToolBox.Id.values()) {
            tools.add(w.actions().tool(id));
        }
        tools.addSeparator();
        tools.add(w.actions().flipX);
        tools.add(w.actions().flipY);
        tools.add(w.actions().rotateCcw);
        tools.add(w.actions().rotateCw);
        tools.add(w.actions().destructive);
        bar.add(tools);
        // filled by the features (shortcut sheet, command palette, about)
        JMenu help = new JMenu("Help");
        help.setName("helpMenu");
        bar.add(help);
        for (int i = 0; i < bar.getMenuCount(); i++) {
            addContributed(bar.getMenu(i), contributed);
        }
        // Exit ends the File menu, below what the features add to it (Compare with...)
        file.addSeparator();
        file.add(w.actions().exit).setName("exitItem");
        rebuildRecent();
        return bar;
    }

    private static void addContributed(JMenu menu, List<MenuItem> contributed) {
        boolean first = true;
        for (MenuItem m : contributed) {
            if (m.menu().equals(menu.getText())) {
                if (first && menu.getItemCount() > 0) {
                    menu.addSeparator();
                }
                first = false;
                // an action with a tick (SELECTED_KEY) is a check box whose tick follows the action
                JMenuItem item = m.action().getValue(Action.SELECTED_KEY) instanceof Boolean
                        ? menu.add(new JCheckBoxMenuItem(m.action()))
                        : menu.add(m.action());
                if (m.name() != null) {
                    item.setName(m.name());
                }
            }
        }
    }

    private static JCheckBoxMenuItem check(
            String text, String key, boolean initial, java.util.function.Consumer<Boolean> set) {
        JCheckBoxMenuItem item = new JCheckBoxMenuItem(text, initial);
        if (key != null) {
            item.setAccelerator(KeyStroke.getKeyStroke(key));
        }
        item.addActionListener(e -> set.accept(item.isSelected()));
        return item;
    }

    void rebuildRecent() {
        recent.removeAll();
        List<Path> files = w.prefs().recentFiles();
        List<String> names = recentNames(files);
        for (int i = 0; i < files.size(); i++) {
            Path p = files.get(i);
            JMenuItem item = new JMenuItem(names.get(i));
            item.setToolTipText(p.toString());
            item.addActionListener(e -> w.files().open(p));
            recent.add(item);
        }
        if (recent.getItemCount() > 0) {
            recent.addSeparator();
        }
        JMenuItem clear = new JMenuItem("Clear list");
        clear.addActionListener(e -> {
            w.prefs().clearRecent();
            rebuildRecent();
        });
        clear.setEnabled(recent.getItemCount() > 0);
        recent.add(clear);
    }

    /**
     * The names Open Recent shows for {@code files}: the file's name, with its folder's name after it when another
     * file of the list has the same name, and as many of the folders above as it takes to tell them apart (never the
     * whole path when the last folders differ: "maps.map \u2014 a/maps", "maps.map \u2014 b/maps").
     */
    static List<String> recentNames(List<Path> files) {
        List<String> out = new java.util.ArrayList<>();
        for (Path p : files) {
            String name = nameOf(p);
            List<Path> twins =
                    files.stream().filter(o -> nameOf(o).equals(name)).toList();
            Path parent = p.toAbsolutePath().getParent();
            if (twins.size() < 2 || parent == null) {
                out.add(name);
                continue;
            }
            out.add(name + " \u2014 " + distinctTail(parent, twins));
        }
        return out;
    }

    /** The fewest last folders of {@code parent} that no other of {@code twins} has as its last folders. */
    private static String distinctTail(Path parent, List<Path> twins) {
        for (int k = 1; k <= parent.getNameCount(); k++) {
            String tail = tail(parent, k);
            int same = 0;
            for (Path o : twins) {
                Path op = o.toAbsolutePath().getParent();
                if (op != null && tail(op, k).equals(tail)) {
                    same++;
                }
            }
            if (same < 2) {
                return k == parent.getNameCount() ? parent.toString() : tail;
            }
        }
        return parent.toString();
    }

    private static String tail(Path dir, int k) {
        int n = dir.getNameCount();
        return k >= n ? dir.toString() : dir.subpath(n - k, n).toString();
    }

    private static String nameOf(Path p) {
        Path n = p.getFileName();
        return n == null ? p.toString() : n.toString();
    }

    static String keyOf(Action a) {
        Object k = a.getValue(Action.ACCELERATOR_KEY);
        return k == null ? "" : k.toString();
    }
}
