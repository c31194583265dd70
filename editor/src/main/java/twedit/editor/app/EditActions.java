package twedit.editor.app;

import javax.swing.Action;
import twedit.editor.feature.TileInterchange;
import twedit.editor.state.Workspace;
import twedit.editor.state.WorkspaceListener;
import twedit.editor.tools.StepNames;
import twedit.editor.tools.TileSelection;
import twedit.editor.tools.ToolBox;
import twedit.model.document.DocumentEvent;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.TileBrush;
import twedit.model.map.TileLayer;
import twedit.model.select.CellMask;
import twedit.model.select.MaskEdits;

/**
 * The Edit menu: undo and redo named after the step they act on, and cut, copy, paste and delete of the tile
 * selection; copied tiles go to the tool box (surviving another map being opened) and the system clipboard.
 */
final class EditActions {
    final Act undo;
    final Act redo;
    final Act cut;
    final Act copy;
    final Act paste;
    final Act delete;
    private final Workspace ws;
    private final ToolBox tools;
    private final java.util.function.BooleanSupplier busy;
    private final TileClipboard clipboard;

    private final TileInterchange interchange;

    /**
     * @param busy true while a load or save runs: the map must not change then
     * @param interchange converts tiles crossing between documents of different formats (Driftline and DDNet)
     */
    EditActions(Workspace ws, ToolBox tools, java.util.function.BooleanSupplier busy, TileInterchange interchange) {
        this.ws = ws;
        this.interchange = interchange;
        this.tools = tools;
        this.busy = busy;
        this.clipboard = new TileClipboard(
                tools,
                () -> java.awt.Toolkit.getDefaultToolkit().getSystemClipboard(),
                () -> javax.swing.SwingUtilities.invokeLater(this::update));
        undo = new Act("Undo", "undo", "ctrl Z", null, this::undo);
        redo = new Act("Redo", "redo", "ctrl Y", null, this::redo);
        cut = new Act("Cut", null, "ctrl X", "Cut the selected tiles", () -> cutOrDelete(true));
        copy = new Act("Copy", null, "ctrl C", "Copy the selected tiles", this::copy);
        paste = new Act("Paste", null, "ctrl V", "Paste: the copied tiles become the brush", this::paste);
        delete = new Act("Delete", null, "DELETE", "Clear the selected tiles", () -> cutOrDelete(false));
        ws.addListener(new WorkspaceListener() {
            @Override
            public void documentReplaced() {
                update();
            }

            @Override
            public void documentChanged(DocumentEvent e) {
                update();
            }
        });
        tools.addListener(this::update);
        update();
    }

    /** Starts following the system clipboard (see TileClipboard#connect). */
    void connectClipboard() {
        clipboard.connect();
    }

    /** Lets go of the system clipboard when the window is gone. */
    void dispose() {
        clipboard.dispose();
    }

    void undo() {
        MapDocument d = ws.document();
        if (busy.getAsBoolean()) {
            return;
        }
        if (tools.active().busy()) {
            tools.active().cancel();
            return;
        }
        if (d.canUndo()) {
            d.undo();
        }
    }

    void redo() {
        MapDocument d = ws.document();
        if (!busy.getAsBoolean() && !tools.active().busy() && d.canRedo()) {
            d.redo();
        }
    }

    private void copy() {
        TileSelection s = liveSelection();
        if (s == null) {
            return;
        }
        // a group-wide selection copies the layer it was made on (the brush holds one layer)
        TileBrush b = MaskEdits.copy(s.layer(), s.mask());
        if (b != null) {
            TileInterchange.Tiles t = interchange.exported(
                    ws.document(),
                    s.layer(),
                    new TileInterchange.Tiles(
                            b,
                            s.layer().kind(),
                            s.layer().kind().isPhysics() ? null : s.layer().image()));
            java.util.List<twedit.editor.tools.BrushPart> parts =
                    s.layers().size() > 1 ? tools.partsOf(s.layers(), s.mask()) : java.util.List.of();
            clipboard.copy(
                    t.brush(),
                    t.kind(),
                    t.image(),
                    t.kind() == twedit.model.map.TileKind.TILES ? twedit.model.transfer.LayerLook.of(s.layer()) : null,
                    parts);
            CellMask m = s.maskOn(s.layer());
            if (s.layers().size() > 1) {
                // several layers selected: the clipboard holds a part per layer, pasted as one brush of them all
                tools.setClipboardParts(parts);
                tools.note("Copied " + b.width() + "x" + b.height() + " tiles of " + parts.size() + " layers");
                return;
            }
            tools.note("Copied " + (m.isRect() ? b.width() + "x" + b.height() + " tiles" : m.count() + " cells")
                    + " of " + StepNames.layer(s.layer()));
        }
    }

    private void cutOrDelete(boolean cut) {
        TileSelection s = liveSelection();
        if (s == null || busy.getAsBoolean()) {
            return;
        }
        if (cut) {
            copy();
        }
        int cells = 0;
        for (TileLayer l : s.layers()) {
            cells += s.maskOn(l).count();
        }
        // the history and the status bar say what went: "Delete 6 cells on Tiles (grass_main)"
        String label = (cut ? "Cut " : "Delete ") + cells + " cell" + (cells == 1 ? "" : "s") + " on "
                + (s.layers().size() == 1
                        ? StepNames.layer(s.layer())
                        : s.layers().size() + " layers");
        ws.document().compound(label, () -> {
            for (TileLayer l : s.layers()) {
                if (ws.map().allLayers().contains(l)) {
                    ws.document().apply(MaskEdits.clear(l, s.maskOn(l), label));
                }
            }
        });
    }

    private void paste() {
        clipboard.tiles().ifPresent(c -> {
            TileInterchange.Tiles t =
                    interchange.imported(ws.document(), new TileInterchange.Tiles(c.brush(), c.kind(), c.image()));
            // the look of the layer they came from, unless a Driftline conversion swapped the image
            java.util.List<twedit.editor.tools.BrushPart> parts =
                    c.parts().size() > 1 ? c.parts() : tools.clipboardParts();
            if (parts.size() > 1 && (c.parts().size() > 1 || t.brush() == tools.clipboard())) {
                // tiles copied from several layers paste as one brush with a part per layer
                tools.setPastedParts(parts);
                tools.activate(ToolBox.Id.BRUSH);
                tools.note("Pasted tiles of " + parts.size() + " layers into the brush: click the map to place them");
                return;
            }
            tools.setPastedBrush(t.brush(), t.kind(), t.image(), t.image() == c.image() ? c.look() : null);
            tools.activate(ToolBox.Id.BRUSH);
            tools.note("Pasted " + t.brush().width() + "x" + t.brush().height()
                    + " tiles into the brush: click the map to place them");
        });
    }

    /** The selection when it lies on a layer of the open map with some tiles inside it. */
    private TileSelection liveSelection() {
        TileSelection s = tools.selection();
        if (s == null
                || !ws.map().allLayers().contains(s.layer())
                || s.maskOn(s.layer()).isEmpty()) {
            return null;
        }
        return s;
    }

    private void update() {
        MapDocument d = ws.document();
        undo.setEnabled(d.canUndo());
        redo.setEnabled(d.canRedo());
        undo.putValue(Action.NAME, d.canUndo() ? "Undo " + d.undoLabel() : "Undo");
        redo.putValue(Action.NAME, d.canRedo() ? "Redo " + d.redoLabel() : "Redo");
        undo.setTip((String) undo.getValue(Action.NAME));
        redo.setTip((String) redo.getValue(Action.NAME));
        boolean sel = liveSelection() != null;
        cut.setEnabled(sel);
        copy.setEnabled(sel);
        delete.setEnabled(sel);
        paste.setEnabled(clipboard.mayHaveTiles());
    }
}
