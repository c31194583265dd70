package twedit.editor.panels;

import java.awt.datatransfer.DataFlavor;
import java.awt.datatransfer.StringSelection;
import java.awt.datatransfer.Transferable;
import javax.swing.JComponent;
import javax.swing.JTree;
import javax.swing.TransferHandler;
import javax.swing.tree.DefaultMutableTreeNode;
import javax.swing.tree.TreePath;
import twedit.model.map.Group;
import twedit.model.map.Layer;

/**
 * Reorders by drag and drop inside the layer tree: a layer dropped between layers (of its group or another one), a
 * group dropped between groups. The drop becomes one document edit through the given mover.
 */
final class LayerTreeTransfer extends TransferHandler {
    /** Performs a move: the dragged object and the drop target (group plus insert index), returns success. */
    interface Mover {
        boolean move(Object dragged, Group targetGroup, int insertIndex);
    }

    private final Mover mover;
    private Object dragged;

    LayerTreeTransfer(Mover mover) {
        this.mover = mover;
    }

    @Override
    public int getSourceActions(JComponent c) {
        return MOVE;
    }

    @Override
    protected Transferable createTransferable(JComponent c) {
        TreePath p = ((JTree) c).getSelectionPath();
        if (p == null) {
            return null;
        }
        dragged = ((DefaultMutableTreeNode) p.getLastPathComponent()).getUserObject();
        return new StringSelection(LayerTree.label(dragged));
    }

    @Override
    public boolean canImport(TransferSupport s) {
        if (!s.isDrop() || dragged == null || !s.isDataFlavorSupported(DataFlavor.stringFlavor)) {
            return false;
        }
        return target(s) != null;
    }

    @Override
    public boolean importData(TransferSupport s) {
        Object[] t = target(s);
        if (t == null) {
            return false;
        }
        Object what = dragged;
        // moved after the drop has finished: the tree is rebuilt by the move, which the drop feedback must not see
        javax.swing.SwingUtilities.invokeLater(() -> mover.move(what, (Group) t[0], (Integer) t[1]));
        return true;
    }

    @Override
    protected void exportDone(JComponent source, Transferable data, int action) {
        dragged = null;
    }

    /** The drop target as {group, insert index}: for a layer, a group and a layer index; for a group, the group index. */
    private Object[] target(TransferSupport s) {
        JTree.DropLocation dl = (JTree.DropLocation) s.getDropLocation();
        TreePath p = dl.getPath();
        if (p == null) {
            return null;
        }
        DefaultMutableTreeNode node = (DefaultMutableTreeNode) p.getLastPathComponent();
        Object o = node.getUserObject();
        int child = dl.getChildIndex();
        if (dragged instanceof Layer) {
            if (o instanceof Group) {
                return new Object[] {o, child < 0 ? node.getChildCount() : child};
            }
            return null;
        }
        if (dragged instanceof Group && child >= 0 && !(o instanceof Group) && !(o instanceof Layer)) {
            return new Object[] {null, child};
        }
        return null;
    }
}
