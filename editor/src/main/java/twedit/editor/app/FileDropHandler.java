package twedit.editor.app;

import java.awt.datatransfer.DataFlavor;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.TransferHandler;

/** Opens a map file dropped onto the window. */
final class FileDropHandler extends TransferHandler {
    private final Consumer<Path> open;

    FileDropHandler(Consumer<Path> open) {
        this.open = open;
    }

    @Override
    public boolean canImport(TransferSupport s) {
        return s.isDataFlavorSupported(DataFlavor.javaFileListFlavor);
    }

    @Override
    public boolean importData(TransferSupport s) {
        try {
            @SuppressWarnings("unchecked")
            List<File> files = (List<File>) s.getTransferable().getTransferData(DataFlavor.javaFileListFlavor);
            if (files.isEmpty()) {
                return false;
            }
            Path p = files.get(0).toPath();
            javax.swing.SwingUtilities.invokeLater(() -> open.accept(p));
            return true;
        } catch (java.awt.datatransfer.UnsupportedFlavorException | java.io.IOException e) {
            return false;
        }
    }
}
