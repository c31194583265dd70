package twedit.editor.merge;

import java.nio.file.Path;
import javax.swing.JFileChooser;
import javax.swing.JOptionPane;
import javax.swing.SwingWorker;
import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.feature.MenuItem;
import twedit.editor.feature.Panel;
import twedit.editor.state.OpenMap;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;
import twedit.editor.ui.Actions;
import twedit.editor.ui.FileChoosers;
import twedit.model.codec.LoadResult;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.map.Group;
import twedit.model.map.Location;
import twedit.model.map.Locations;
import twedit.model.merge.Conflict;
import twedit.model.merge.MergeResult;
import twedit.model.merge.ThreeWayMerge;

/**
 * File > Resolve Merge...: merges two versions of a map that share a base (as `twedit merge` does), opens the result
 * in a tab of its own (saved to OURS' file), lists the conflicts in the Merge Conflicts panel and marks their cells;
 * Take Ours / Take Theirs settle one conflict, All Ours / All Theirs every open one, taking theirs as one undo step.
 */
public final class MergeFeature implements Feature {
    /** Id of the Merge Conflicts panel. */
    public static final String PANEL = "mergeConflicts";

    private FeatureContext ctx;
    private Workspace ws;
    private ConflictOverlay overlay;
    private ConflictsPanel panel;
    private MergeSession current;

    @Override
    public void install(FeatureContext context, Contributions out) {
        ctx = context;
        ws = context.workspace();
        overlay = new ConflictOverlay(ws);
        context.view().addOverlay(overlay.marks());
        ws.addListener(new WorkspaceListener() {
            @Override
            public void leaving(OpenMap m) {
                m.keep(MergeSession.class, current);
            }

            @Override
            public void returned(OpenMap m) {
                set(m.kept(MergeSession.class, MergeSession.class).orElse(null));
            }

            @Override
            public void documentChanged(twedit.model.document.DocumentEvent event) {
                // an undo or redo of a Take step reopens or settles its conflict again
                MergeSession s = current;
                if (s != null && s.document() == ws.document()) {
                    int before = s.open();
                    s.refresh();
                    if (event.kind() == twedit.model.document.DocumentEvent.Kind.UNDO
                            || event.kind() == twedit.model.document.DocumentEvent.Kind.REDO
                            || s.open() != before) {
                        set(s);
                    }
                }
            }

            @Override
            public void documentReplaced() {
                set(null);
                hintIfUnmerged(ws.file());
            }
        });
        out.menuItem(new MenuItem(
                "File",
                Actions.of(
                        "Resolve Merge...",
                        null,
                        "Merge two versions of a map that share a base, then resolve what conflicts",
                        this::chooseAndMerge),
                "resolveMergeItem"));
        out.panel(new Panel(PANEL, "Merge Conflicts", Panel.Area.BOTTOM, null, null, true, this::panel));
    }

    /** Says in the status bar when git left the map just opened unmerged (checked off the event thread). */
    private void hintIfUnmerged(Path file) {
        if (file == null) {
            return;
        }
        new SwingWorker<Boolean, Void>() {
            @Override
            protected Boolean doInBackground() {
                return GitStages.unmerged(file);
            }

            @Override
            protected void done() {
                try {
                    if (get() && file.equals(ws.file()) && current == null) {
                        ctx.status()
                                .setMessage(file.getFileName()
                                        + " has an unresolved git merge: File > Resolve Merge... lists its conflicts");
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (java.util.concurrent.ExecutionException e) {
                    // no git: nothing to say
                }
            }
        }.execute();
    }

    ConflictsPanel panel() {
        if (panel == null) {
            panel = new ConflictsPanel(new ConflictsPanel.Actions() {
                @Override
                public void show(int index) {
                    showPlace(index);
                }

                @Override
                public void take(int index, boolean theirs) {
                    MergeFeature.this.take(index, theirs);
                }

                @Override
                public void takeAll(boolean theirs) {
                    MergeFeature.this.takeAll(theirs);
                }

                @Override
                public void resolve() {
                    chooseAndMerge();
                }
            });
            panel.show(current);
        }
        return panel;
    }

    private Path choose(FileChoosers choosers, String title) {
        JFileChooser ch = choosers.create(FileChoosers.Kind.MAPS, title, null);
        if (ch.showOpenDialog(ctx.owner()) != JFileChooser.APPROVE_OPTION) {
            return null;
        }
        choosers.remember(FileChoosers.Kind.MAPS, ch);
        return ch.getSelectedFile().toPath();
    }

    /**
     * Resolves the open map's unresolved git merge when git has one (its three versions are in git's index), else
     * asks for the three files.
     */
    void chooseAndMerge() {
        Path open = ws.file();
        if (open != null) {
            java.util.Optional<GitStages> git = GitStages.of(open);
            if (git.isPresent()) {
                GitStages g = git.get();
                merge(g.base(), g.ours(), g.theirs(), open, "theirs (git)");
                return;
            }
        }
        FileChoosers choosers = new FileChoosers(ctx.prefs(), ws::file);
        Path base = choose(choosers, "Resolve Merge 1/3: the base (common ancestor)");
        Path ours = base == null ? null : choose(choosers, "Resolve Merge 2/3: ours (the merged map is saved here)");
        Path theirs = ours == null ? null : choose(choosers, "Resolve Merge 3/3: theirs");
        if (theirs != null) {
            merge(base, ours, theirs);
        }
    }

    /** Merges three files and opens the result as {@code ours}. */
    void merge(Path base, Path ours, Path theirs) {
        merge(base, ours, theirs, ours, String.valueOf(theirs.getFileName()));
    }

    /** Reads the three versions and merges them off the event thread, then opens the result to be saved as saveTo. */
    void merge(Path base, Path ours, Path theirs, Path saveTo, String theirsName) {
        ctx.status().setMessage("Merging " + theirsName + " into " + saveTo.getFileName() + "...");
        new SwingWorker<Object[], Void>() {
            @Override
            protected Object[] doInBackground() throws Exception {
                LoadResult b = read(base, "base");
                LoadResult o = read(ours, "ours");
                LoadResult t = read(theirs, "theirs");
                return new Object[] {ThreeWayMerge.merge(b.map(), o.map(), t.map()), o.form()};
            }

            private LoadResult read(Path p, String role) throws Exception {
                try {
                    return ctx.mapFiles().load(p);
                } catch (Exception e) {
                    throw new IllegalArgumentException("Cannot read " + role + " " + p + ":\n" + e.getMessage(), e);
                }
            }

            @Override
            protected void done() {
                Object[] r;
                try {
                    r = get();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                } catch (java.util.concurrent.ExecutionException e) {
                    Throwable why = e.getCause() == null ? e : e.getCause();
                    ctx.status().setMessage("Merge failed");
                    JOptionPane.showMessageDialog(
                            ctx.owner(), why.getMessage(), "Resolve Merge", JOptionPane.ERROR_MESSAGE);
                    return;
                }
                opened((MergeResult) r[0], saveTo, theirsName, (twedit.model.codec.SourceForm) r[1]);
            }
        }.execute();
    }

    private void opened(MergeResult r, Path saveTo, String theirs, twedit.model.codec.SourceForm form) {
        // the merged map's own document: its conflicts' resolutions are edits of it
        MapDocument doc = new MapDocument(r.map());
        ws.open(doc, saveTo, form);
        set(new MergeSession(theirs, r, doc));
        ctx.panels().show(PANEL);
        int n = r.conflicts().size();
        ctx.status()
                .setMessage(
                        n == 0
                                ? "Merged clean with " + theirs + " (not saved yet)"
                                : n + (n == 1 ? " conflict" : " conflicts") + " merging " + theirs
                                        + ": ours kept, listed in Merge Conflicts");
    }

    /** Settles one conflict as one undo step (taking ours records a step that changes nothing, undone the same way). */
    void take(int index, boolean theirs) {
        MergeSession s = current;
        if (s == null || s.settled(index) != null) {
            return;
        }
        Conflict c = s.conflicts().get(index);
        MapDocument doc = s.document();
        String label = (theirs ? "Take theirs: " : "Take ours: ") + c.what();
        doc.compound(label, () -> {
            if (theirs) {
                c.takeTheirs().apply(doc);
            }
            doc.apply(Edits.mark(label));
        });
        s.settle(index, theirs ? "theirs" : "ours");
        set(s);
    }

    /** Settles every open conflict as one undo step. */
    void takeAll(boolean theirs) {
        MergeSession s = current;
        if (s == null) {
            return;
        }
        MapDocument doc = s.document();
        java.util.List<Integer> open = new java.util.ArrayList<>();
        for (int i = 0; i < s.conflicts().size(); i++) {
            if (s.settled(i) == null) {
                open.add(i);
            }
        }
        if (open.isEmpty()) {
            return;
        }
        String label = theirs ? "Take theirs for every conflict" : "Take ours for every conflict";
        doc.compound(label, () -> {
            if (theirs) {
                for (int i : open) {
                    s.conflicts().get(i).takeTheirs().apply(doc);
                }
            }
            doc.apply(Edits.mark(label));
        });
        for (int i : open) {
            s.settle(i, theirs ? "theirs" : "ours");
        }
        set(s);
    }

    private void set(MergeSession s) {
        current = s;
        overlay.show(s);
        if (panel != null) {
            panel.show(s);
        }
        ctx.panels()
                .setTitle(PANEL, s == null || s.open() == 0 ? "Merge Conflicts" : "Merge Conflicts (" + s.open() + ")");
        ctx.view().repaint();
    }

    /** Selects the group and layer of a conflict and centres the view on its cells. */
    private void showPlace(int index) {
        if (current == null) {
            return;
        }
        Location loc = current.conflicts().get(index).location();
        Group g = Locations.group(ws.map(), loc).orElse(null);
        if (g != null) {
            ws.select(g, Locations.layer(ws.map(), loc).orElse(null));
        }
        if (loc instanceof Location.Cells c && g != null) {
            ctx.view()
                    .centerOnTile(
                            c.x() + c.width() / 2.0 + g.offsetX() / 32.0,
                            c.y() + c.height() / 2.0 + g.offsetY() / 32.0,
                            Math.max(1.0, ctx.view().camera().scale()));
        }
        ctx.view().repaint();
    }

    MergeSession session() {
        return current;
    }
}
