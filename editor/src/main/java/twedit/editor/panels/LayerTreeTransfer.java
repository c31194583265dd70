package twedit.editor.panels;

import java.awt.datatransfer.DataFlavor;
import java.awt.datatransfer.StringSelection;
import java.awt.datatransfer.Transferable;
import java.awt.dnd.DropTargetAdapter;
import java.awt.dnd.DropTargetDragEvent;
import java.awt.dnd.DropTargetDropEvent;
import java.awt.dnd.DropTargetEvent;
import java.util.TooManyListenersException;
import javax.swing.JComponent;
import javax.swing.TransferHandler;
import javax.swing.tree.DefaultMutableTreeNode;
import javax.swing.tree.TreePath;
import twedit.model.map.Group;

/**
 * Moves layers and groups by drag and drop inside the layer tree: a layer between layers of any group or onto a group,
 * a group between groups. The place comes from {@link LayerDrop} and is drawn by the tree while dragging; the drop
 * becomes one document edit through the given mover.
 */
final class LayerTreeTransfer extends TransferHandler {
    /** Performs a move: the dragged object and the drop target (group plus insert index), returns success. */
    interface Mover {
        boolean move(Object dragged, Group targetGroup, int insertIndex);
    }

    private final LayerTree tree;
    private final Mover mover;
    private Object dragged;
    private Group draggedFrom;

    LayerTreeTransfer(LayerTree tree, Mover mover) {
        this.tree = tree;
        this.mover = mover;
    }

    /** Installs this handler on its tree, clearing the drawn place when a drag leaves the tree or ends there. */
    void install() {
        tree.setDragEnabled(true);
        tree.setTransferHandler(this);
        try {
            tree.getDropTarget().addDropTargetListener(new DropTargetAdapter() {
                @Override
                public void dragExit(DropTargetEvent e) {
                    tree.setDropHint(null);
                }

                @Override
                public void dragOver(DropTargetDragEvent e) {
                    // the handler's canImport has set the hint; nothing more to do
                }

                @Override
                public void drop(DropTargetDropEvent e) {
                    tree.setDropHint(null);
                }
            });
        } catch (TooManyListenersException e) {
            // Swing's drop target takes any number of listeners; without this one the line stays until the drag ends
        }
    }

    @Override
    public int getSourceActions(JComponent c) {
        return MOVE;
    }

    @Override
    protected Transferable createTransferable(JComponent c) {
        TreePath p = tree.getSelectionPath();
        if (p == null) {
            return null;
        }
        dragged = ((DefaultMutableTreeNode) p.getLastPathComponent()).getUserObject();
        draggedFrom =
                p.getPathCount() > 2 ? (Group) ((DefaultMutableTreeNode) p.getPathComponent(1)).getUserObject() : null;
        return new StringSelection(LayerTree.label(dragged));
    }

    @Override
    public boolean canImport(TransferSupport s) {
        // the tree draws the place itself: Swing's line and row highlight would show its own, other places
        s.setShowDropLocation(false);
        if (!s.isDrop() || dragged == null || !s.isDataFlavorSupported(DataFlavor.stringFlavor)) {
            tree.setDropHint(null);
            return false;
        }
        LayerDrop.Target t = LayerDrop.at(tree, s.getDropLocation().getDropPoint(), dragged, draggedFrom);
        tree.setDropHint(t == null ? null : t.hint());
        return t != null;
    }

    @Override
    public boolean importData(TransferSupport s) {
        if (!s.isDrop() || dragged == null) {
            return false;
        }
        LayerDrop.Target t = LayerDrop.at(tree, s.getDropLocation().getDropPoint(), dragged, draggedFrom);
        tree.setDropHint(null);
        if (t == null) {
            return false;
        }
        Object what = dragged;
        // moved once the drop has finished: the move rebuilds the tree, which Swing's drop handling must not see
        javax.swing.SwingUtilities.invokeLater(() -> mover.move(what, t.group(), t.index()));
        return true;
    }

    @Override
    protected void exportDone(JComponent source, Transferable data, int action) {
        dragged = null;
        draggedFrom = null;
        tree.setDropHint(null);
    }
}
