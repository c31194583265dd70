package twedit.editor.driftline;

import java.awt.Component;
import java.nio.file.Path;
import twedit.editor.ui.FileChoosers;

/** Asks the user for a tileset PNG that was not found next to a map (tests inject their answer). */
@FunctionalInterface
public interface TilesetChooser {
    /**
     * The PNG to use for tileset {@code name} of {@code mapFile}, or null to edit without it.
     *
     * @param parent the window to centre a dialog on
     */
    Path choose(Component parent, String name, Path mapFile);

    /** A file chooser for PNG files starting in the last tileset folder used, else the map's folder. */
    static TilesetChooser swing(FileChoosers choosers) {
        return (parent, name, mapFile) -> {
            javax.swing.JFileChooser ch = choosers.create(
                    FileChoosers.Kind.TILESETS,
                    "Choose the tileset \"" + name + "\" for " + mapFile.getFileName()
                            + " (Cancel: edit with numbered cells)",
                    mapFile.toAbsolutePath().getParent());
            ch.setFileFilter(new javax.swing.filechooser.FileNameExtensionFilter("PNG images (*.png)", "png"));
            if (ch.showOpenDialog(parent) != javax.swing.JFileChooser.APPROVE_OPTION) {
                return null;
            }
            choosers.remember(FileChoosers.Kind.TILESETS, ch);
            return ch.getSelectedFile().toPath();
        };
    }
}
