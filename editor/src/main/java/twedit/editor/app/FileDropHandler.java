package twedit.editor.app;

import java.awt.datatransfer.DataFlavor;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.TransferHandler;

/** Opens the map files dropped onto the window, each in a tab of its own. */
final class FileDropHandler extends TransferHandler {
    private final Consumer<List<Path>> open;

    /** @param open opens the maps, each in a tab of its own */
    FileDropHandler(Consumer<List<Path>> open) {
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
            List<Path> paths = files.stream().map(File::toPath).toList();
            javax.swing.SwingUtilities.invokeLater(() -> open.accept(paths));
            return true;
        } catch (java.awt.datatransfer.UnsupportedFlavorException | java.io.IOException e) {
            return false;
        }
    }
}
