package twedit.editor.driftline;

import java.awt.Component;
import java.nio.file.Path;

/** Asks the user for a tileset PNG that was not found next to a map (tests inject their answer). */
@FunctionalInterface
public interface TilesetChooser {
    /**
     * The PNG to use for tileset {@code name} of {@code mapFile}, or null to edit without it.
     *
     * @param parent the window to centre a dialog on
     */
    Path choose(Component parent, String name, Path mapFile);

    /** A file chooser for PNG files starting in the map's folder. */
    static TilesetChooser swing() {
        return (parent, name, mapFile) -> {
            javax.swing.JFileChooser ch = new javax.swing.JFileChooser(
                    mapFile.toAbsolutePath().getParent().toFile());
            ch.setDialogTitle("Choose the tileset \"" + name + "\" for " + mapFile.getFileName()
                    + " (Cancel: edit with numbered cells)");
            ch.setFileFilter(new javax.swing.filechooser.FileNameExtensionFilter("PNG images (*.png)", "png"));
            return ch.showOpenDialog(parent) == javax.swing.JFileChooser.APPROVE_OPTION
                    ? ch.getSelectedFile().toPath()
                    : null;
        };
    }
}
