package twedit.editor.app;

import java.awt.datatransfer.DataFlavor;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.TransferHandler;

/** Opens the map files dropped onto the window, each in a tab of its own. */
final class FileDropHandler extends TransferHandler {
    private final Consumer<Path> open;
    private final java.util.function.BooleanSupplier working;

    /** @param working true while a map is being read (the next dropped one waits for it) */
    FileDropHandler(Consumer<Path> open, java.util.function.BooleanSupplier working) {
        this.open = open;
        this.working = working;
    }

    /**
     * Opens {@code paths} from {@code i} on, one after the other: a map is read in the background, and the next one
     * is asked for only when the window takes input again.
     */
    private void openEach(List<Path> paths, int i) {
        if (i >= paths.size()) {
            return;
        }
        open.accept(paths.get(i));
        javax.swing.Timer t = new javax.swing.Timer(100, null);
        t.addActionListener(e -> {
            if (!working.getAsBoolean()) {
                t.stop();
                openEach(paths, i + 1);
            }
        });
        t.start();
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
            javax.swing.SwingUtilities.invokeLater(() -> openEach(paths, 0));
            return true;
        } catch (java.awt.datatransfer.UnsupportedFlavorException | java.io.IOException e) {
            return false;
        }
    }
}
