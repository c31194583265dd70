package twedit.editor.compare;

import java.nio.file.Path;
import javax.swing.JFileChooser;
import javax.swing.JOptionPane;
import javax.swing.SwingWorker;
import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.feature.MenuItem;
import twedit.editor.feature.Panel;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;
import twedit.editor.ui.Actions;
import twedit.editor.ui.FileChoosers;
import twedit.model.diff.Difference;
import twedit.model.document.DocumentEvent;
import twedit.model.map.Group;
import twedit.model.map.Location;
import twedit.model.map.Locations;
import twedit.model.map.TwMap;

/**
 * File > Compare with...: reads another map off the event thread, lists its differences from the open map in the
 * Differences panel, marks the changed cells on the map and keeps both up to date as the open map is edited. Each
 * tab keeps its own comparison; opening another map starts without one.
 */
public final class CompareFeature implements Feature {
    /** Id of the Differences panel. */
    public static final String PANEL = "differences";

    private FeatureContext ctx;
    private Workspace ws;
    private CompareOverlay overlay;
    private DifferencesPanel panel;
    private Comparison current;
    /** The tab shown before the current one (Compare with Open Map offers it early). */
    private twedit.editor.state.OpenMap lastUsed;

    private final javax.swing.Timer refresh = new javax.swing.Timer(400, e -> recompute());

    @Override
    public void install(FeatureContext context, Contributions out) {
        ctx = context;
        ws = context.workspace();
        overlay = new CompareOverlay(ws);
        context.view().addOverlay(overlay.marks());
        refresh.setRepeats(false);
        ws.addListener(new WorkspaceListener() {
            @Override
            public void documentReplaced() {
                set(null);
            }

            @Override
            public void leaving(twedit.editor.state.OpenMap m) {
                m.keep(Comparison.class, current);
                lastUsed = m;
            }

            @Override
            public void mapClosed(twedit.editor.state.OpenMap m) {
                if (lastUsed == m) {
                    lastUsed = null;
                }
            }

            @Override
            public void returned(twedit.editor.state.OpenMap m) {
                m.kept(Comparison.class, Comparison.class)
                        .ifPresent(c -> set(Comparison.of(c.file(), c.other(), ws.map())));
            }

            @Override
            public void documentChanged(DocumentEvent event) {
                if (current != null) {
                    refresh.restart(); // after a stroke or a burst of edits, not on each
                }
            }
        });
        out.menuItem(new MenuItem(
                "File",
                Actions.of(
                        "Compare with...",
                        null,
                        "List and mark what differs between this map and another map file",
                        this::chooseAndCompare),
                "compareItem"));
        out.menuItem(new MenuItem(
                "File",
                Actions.of(
                        "Compare with Open Map...",
                        null,
                        "List and mark what differs between this map and a map open in another tab",
                        this::chooseTabAndCompare),
                "compareTabItem"));
        out.panel(new Panel(PANEL, "Differences", Panel.Area.BOTTOM, null, null, true, this::panel));
    }

    /** The Differences panel, built on first use. */
    DifferencesPanel panel() {
        if (panel == null) {
            panel = new DifferencesPanel(this::chooseAndCompare, () -> set(null), this::showPlace);
            panel.show(current);
        }
        return panel;
    }

    void chooseAndCompare() {
        FileChoosers choosers = new FileChoosers(ctx.prefs(), ws::file);
        JFileChooser ch = choosers.create(FileChoosers.Kind.MAPS, "Compare with", null);
        if (ch.showOpenDialog(ctx.owner()) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        choosers.remember(FileChoosers.Kind.MAPS, ch);
        compareWith(ch.getSelectedFile().toPath());
    }

    /** Asks which other open map to compare with (the map as it is in its tab, unsaved changes included). */
    void chooseTabAndCompare() {
        java.util.List<twedit.editor.state.OpenMap> others = CompareCandidates.order(
                ws.current().file(),
                ws.maps().stream().filter(m -> m != ws.current()).toList(),
                lastUsed,
                twedit.editor.state.OpenMap::file);
        if (others.isEmpty()) {
            JOptionPane.showMessageDialog(
                    ctx.owner(),
                    "Only one map is open: open the other map first (File > Open adds a tab).",
                    "Compare with Open Map",
                    JOptionPane.INFORMATION_MESSAGE);
            return;
        }
        // tabs of the same name (two versions in two folders) are told apart by their folder
        String[] names = others.stream()
                .map(m -> m.file() != null
                                && m.file().getParent() != null
                                && m.displayName().equals(ws.current().displayName())
                        ? m.displayName() + " (" + m.file().getParent() + ")"
                        : m.displayName())
                .toArray(String[]::new);
        Object pick = JOptionPane.showInputDialog(
                ctx.owner(),
                "Compare " + ws.current().displayName() + " with:",
                "Compare with Open Map",
                JOptionPane.QUESTION_MESSAGE,
                null,
                names,
                names[0]);
        int i = java.util.Arrays.asList(names).indexOf(pick);
        if (i >= 0) {
            compareWith(others.get(i));
        }
    }

    /** Compares the shown map with {@code other}, open in another tab, as it is there now. */
    void compareWith(twedit.editor.state.OpenMap other) {
        Path name = other.file() != null ? other.file() : Path.of(other.displayName());
        set(Comparison.of(name, other.document().map(), ws.map()));
        ctx.panels().show(PANEL);
        int n = current.differences().size();
        ctx.status()
                .setMessage(
                        n == 0
                                ? "No differences from " + other.displayName()
                                : n + (n == 1 ? " difference" : " differences") + " from " + other.displayName()
                                        + " (as open in its tab)");
    }

    /** Reads {@code file} in the background, then compares it with the open map. */
    void compareWith(Path file) {
        ctx.status().setMessage("Reading " + file.getFileName() + " to compare...");
        twedit.model.document.MapDocument asked = ws.document();
        new SwingWorker<TwMap, Void>() {
            @Override
            protected TwMap doInBackground() throws Exception {
                return ctx.mapFiles().load(file).map();
            }

            @Override
            protected void done() {
                TwMap other;
                try {
                    other = get();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                } catch (java.util.concurrent.ExecutionException e) {
                    Throwable why = e.getCause() == null ? e : e.getCause();
                    String msg = why.getMessage() == null ? why.getClass().getSimpleName() : why.getMessage();
                    ctx.status().setMessage("Cannot compare with " + file.getFileName());
                    JOptionPane.showMessageDialog(
                            ctx.owner(),
                            "Cannot read " + file + ":\n" + msg,
                            "Compare with",
                            JOptionPane.ERROR_MESSAGE);
                    return;
                }
                if (ws.document() != asked) {
                    // another tab is shown now: the comparison waits in the tab it was asked for
                    ws.find(asked).ifPresent(m -> m.keep(Comparison.class, Comparison.of(file, other, asked.map())));
                    ctx.status().setMessage("The comparison with " + file.getFileName() + " is in its map's tab");
                    return;
                }
                // compared on the event thread: the open map changes only here
                set(Comparison.of(file, other, ws.map()));
                ctx.panels().show(PANEL);
                int n = current.differences().size();
                ctx.status()
                        .setMessage(
                                n == 0
                                        ? "No differences from " + file.getFileName()
                                        : n + (n == 1 ? " difference" : " differences") + " from "
                                                + file.getFileName());
            }
        }.execute();
    }

    private void recompute() {
        if (current != null) {
            set(Comparison.of(current.file(), current.other(), ws.map()));
        }
    }

    private void set(Comparison c) {
        current = c;
        refresh.stop();
        overlay.show(c);
        if (panel != null) {
            panel.show(c);
        }
        ctx.panels()
                .setTitle(
                        PANEL,
                        c == null || c.differences().isEmpty()
                                ? "Differences"
                                : "Differences (" + c.differences().size() + ")");
        ctx.view().repaint();
    }

    /** Selects the group or layer a difference is about and centres the view on its first changed cell. */
    private void showPlace(Difference d) {
        Location loc = d.location().orElse(null);
        if (loc == null) {
            ctx.status().setMessage("Only " + current.file().getFileName() + " has this");
            return;
        }
        Group g = Locations.group(ws.map(), loc).orElse(null);
        if (g != null) {
            ws.select(g, Locations.layer(ws.map(), loc).orElse(null));
        }
        if (loc instanceof Location.Cells c && g != null) {
            int[] cell = firstChangedCell(d, Locations.layer(ws.map(), loc).orElse(null), c);
            ctx.view()
                    .centerOnTile(
                            cell[0] + g.offsetX() / 32.0,
                            cell[1] + g.offsetY() / 32.0,
                            Math.max(1.0, ctx.view().camera().scale()));
        }
        ctx.view().repaint();
    }

    /**
     * The cell a jump to a difference centres: its first changed cell in reading order (the middle of a box around
     * changes far apart is often a cell nothing happened to), or the box's top-left when the cells are not known.
     */
    static int[] firstChangedCell(Difference d, twedit.model.map.Layer layer, Location.Cells box) {
        if (d instanceof Difference.Cells cells && layer instanceof twedit.model.map.TileLayer t && t.width() > 0) {
            int first = cells.changed().nextSetBit(0);
            if (first >= 0) {
                return new int[] {first % t.width(), first / t.width()};
            }
        }
        return new int[] {box.x(), box.y()};
    }

    Comparison comparison() {
        return current;
    }
}
